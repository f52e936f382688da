import { departmentsOf, foldText, groupByDepartment, matchesQuery } from '@/lib/distributor-search'

const point = (nombre: string, ciudad: string, departamento: string, descripcion = '') => ({
  nombre,
  ciudad,
  departamento,
  descripcion,
})

const POINTS = [
  point('Agencia Central Asunción', 'Asunción', 'Asunción', 'Av. Mariscal López 1234'),
  point('Kiosco del Lago', 'Areguá', 'Central', 'frente a la estación'),
  point('Agencia Ñemby', 'Ñemby', 'Central'),
  point('Agencia Encarnación', 'Encarnación', 'Itapúa', 'Costanera'),
  point('Agencia Luque', 'Luque', 'Central'),
  point('Punto sin departamento', 'Otra', ''),
]

describe('foldText and matchesQuery', () => {
  it('ignore accents, ñ and case', () => {
    expect(foldText('ÑEMBY Encarnación')).toBe('nemby encarnacion')
    expect(matchesQuery(POINTS[3]!, 'ENCARNACION')).toBe(true)
    expect(matchesQuery(POINTS[2]!, 'nemby')).toBe(true)
    expect(matchesQuery(POINTS[0]!, 'asuncion')).toBe(true)
  })

  it('match every word anywhere: name, city, department or address', () => {
    expect(matchesQuery(POINTS[1]!, 'lago central')).toBe(true)
    expect(matchesQuery(POINTS[1]!, 'estacion')).toBe(true)
    expect(matchesQuery(POINTS[1]!, 'lago itapua')).toBe(false)
    expect(matchesQuery(POINTS[1]!, '   ')).toBe(true)
  })
})

describe('groupByDepartment', () => {
  it('groups by department, alphabetically, the points without one last', () => {
    const groups = groupByDepartment(POINTS, {}, 'Otros')
    expect(groups.map((g) => g.departamento)).toEqual(['Asunción', 'Central', 'Itapúa', 'Otros'])
    // Inside a group: by city, then name.
    expect(groups[1]!.points.map((p) => p.ciudad)).toEqual(['Areguá', 'Luque', 'Ñemby'])
  })

  it('keeps only what matches the search and the chosen department', () => {
    expect(
      groupByDepartment(POINTS, { query: 'agencia' }, 'Otros').map((g) => g.departamento),
    ).toEqual(['Asunción', 'Central', 'Itapúa'])
    const central = groupByDepartment(
      POINTS,
      { query: 'agencia', departamento: 'Central' },
      'Otros',
    )
    expect(central).toHaveLength(1)
    expect(central[0]!.points.map((p) => p.nombre)).toEqual(['Agencia Luque', 'Agencia Ñemby'])
    expect(groupByDepartment(POINTS, { query: 'villa morra' }, 'Otros')).toEqual([])
  })

  it('lists the departments that have points, for the select', () => {
    expect(departmentsOf(POINTS, 'Otros')).toEqual(['Asunción', 'Central', 'Itapúa', 'Otros'])
  })
})
