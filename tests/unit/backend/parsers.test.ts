import {
  parseCommaList,
  parseDireccion,
  parseJsonString,
  parseLocalizacion,
} from '@loteria/contract'

describe('parseDireccion', () => {
  it('splits entries by pipe and each into name, address and phone', () => {
    expect(
      parseDireccion(
        'Casa Central:Av. Mcal. López 1234, Asunción:(021) 600 100|Sucursal CDE:Av. San Blas km 2:(061) 500 200',
      ),
    ).toEqual([
      {
        nombre: 'Casa Central',
        direccion: 'Av. Mcal. López 1234, Asunción',
        telefono: '(021) 600 100',
      },
      { nombre: 'Sucursal CDE', direccion: 'Av. San Blas km 2', telefono: '(061) 500 200' },
    ])
  })

  it('keeps a colon inside the address', () => {
    expect(parseDireccion('Oficina:Ruta 2: km 20, Capiatá:0981 123 456')).toEqual([
      { nombre: 'Oficina', direccion: 'Ruta 2: km 20, Capiatá', telefono: '0981 123 456' },
    ])
  })

  it('reads entries with fewer parts and skips empty ones', () => {
    expect(parseDireccion('Solo dirección||Nombre:Calle 1|')).toEqual([
      { nombre: '', direccion: 'Solo dirección', telefono: '' },
      { nombre: 'Nombre', direccion: 'Calle 1', telefono: '' },
    ])
  })

  it('returns an empty list for empty input', () => {
    expect(parseDireccion('')).toEqual([])
    expect(parseDireccion(null)).toEqual([])
  })
})

describe('parseLocalizacion', () => {
  it('drops the leading character and reads lat,lng', () => {
    expect(parseLocalizacion('@-25.282200,-57.635100')).toEqual({ lat: -25.2822, lng: -57.6351 })
  })

  it('accepts spaces and no leading character', () => {
    expect(parseLocalizacion('-27.33, -55.86')).toEqual({ lat: -27.33, lng: -55.86 })
  })

  it('rejects text without coordinates or out of range', () => {
    expect(parseLocalizacion('@sin coordenadas')).toBeNull()
    expect(parseLocalizacion('@95,10')).toBeNull()
    expect(parseLocalizacion(undefined)).toBeNull()
  })
})

describe('parseCommaList', () => {
  it('trims items and drops empty ones', () => {
    expect(parseCommaList(' 5, 12,,60 ,')).toEqual(['5', '12', '60'])
    expect(parseCommaList(null)).toEqual([])
  })
})

describe('parseJsonString', () => {
  it('parses JSON text and yields undefined for malformed text', () => {
    expect(parseJsonString('[{"azar":true}]')).toEqual([{ azar: true }])
    expect(parseJsonString('{not json')).toBeUndefined()
    expect(parseJsonString('')).toBeUndefined()
  })
})
