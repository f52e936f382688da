import { exactOption, filterOptions } from '@/lib/forms/option-filter'
import { dateParts, digitsOf, isoDate } from '@/lib/forms/birth-date'

// The registration's department and city are found by typing, and the birth date typed
// on the number pad.

const departments = [
  { value: '0', label: 'Asunción' },
  { value: '10', label: 'Alto Paraná' },
  { value: '7', label: 'Itapúa' },
  { value: '11', label: 'Central' },
  { value: '16', label: 'Alto Paraguay' },
]

describe('filterOptions', () => {
  it('finds names without accents or case, names that start with the text first', () => {
    expect(filterOptions(departments, 'itapua').map((o) => o.label)).toEqual(['Itapúa'])
    expect(filterOptions(departments, 'ALTO PARA').map((o) => o.label)).toEqual([
      'Alto Paraná',
      'Alto Paraguay',
    ])
    expect(filterOptions(departments, 'para').map((o) => o.label)).toEqual([
      'Alto Paraná',
      'Alto Paraguay',
    ])
    expect(filterOptions(departments, 'ra').map((o) => o.label)).toEqual([
      'Alto Paraná',
      'Central',
      'Alto Paraguay',
    ])
  })

  it('lists everything for an empty text and nothing for a name that is not there', () => {
    expect(filterOptions(departments, '  ')).toHaveLength(5)
    expect(filterOptions(departments, 'chaco')).toEqual([])
  })
})

describe('exactOption', () => {
  it('chooses the option a whole name designates, however it is typed', () => {
    expect(exactOption(departments, ' asuncion ')?.value).toBe('0')
    expect(exactOption(departments, 'Alto Paraná')?.value).toBe('10')
    expect(exactOption(departments, 'Alto')).toBeUndefined()
    expect(exactOption(departments, '')).toBeUndefined()
  })
})

describe('the birth date boxes', () => {
  it('give the form a real date as yyyy-MM-dd', () => {
    expect(isoDate({ dia: '29', mes: '02', anio: '1988' })).toBe('1988-02-29')
    expect(isoDate({ dia: '5', mes: '7', anio: '1990' })).toBe('1990-07-05')
  })

  it('give nothing for an incomplete date or a day the calendar has not', () => {
    expect(isoDate({ dia: '29', mes: '02', anio: '1989' })).toBe('')
    expect(isoDate({ dia: '31', mes: '04', anio: '1990' })).toBe('')
    expect(isoDate({ dia: '10', mes: '13', anio: '1990' })).toBe('')
    expect(isoDate({ dia: '10', mes: '10', anio: '90' })).toBe('')
    expect(isoDate({ dia: '', mes: '', anio: '' })).toBe('')
  })

  it('split a held date back into its boxes and keep only digits', () => {
    expect(dateParts('1988-02-29')).toEqual({ dia: '29', mes: '02', anio: '1988' })
    expect(dateParts('')).toEqual({ dia: '', mes: '', anio: '' })
    expect(digitsOf('29/02/1988', 8)).toBe('29021988')
    expect(digitsOf('1a2', 1)).toBe('1')
  })
})
