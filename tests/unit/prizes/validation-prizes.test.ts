import {
  collectionRequestSchema,
  ESTADOS_CIVILES,
  walletFormSchema,
  walletNumberSchema,
} from '@/lib/validation/prizes'
import messages from '@/messages/es.json'

const texts: Record<string, string> = messages.Validation

/** Field → Spanish message, as the form shows them. */
const issues = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [String(i.path[0]), texts[i.message] ?? i.message]),
  )

const valid = {
  tipoSolicitud: 'TRANSFERENCIA',
  entidad: 'Banco Uno',
  destino: '1234-5678',
  destinoConfirmacion: '1234-5678',
  moneda: 'Guaranies',
  nombreApellido: 'Ana Pérez',
  tipoDocumento: 'Cédula de identidad',
  numeroDocumento: '1234567',
  profesion: 'Docente',
  estadoCivil: 'SOL',
  direccionLaboral: 'Av. España 100',
  direccionParticular: 'Calle 1 N° 23',
  codPaisResidencia: '1',
  codigoDepartamento: '11',
  codigoCiudad: '1101',
  barrio: 'San Vicente',
}

describe('collectionRequestSchema', () => {
  it('accepts a complete request and trims what was typed', () => {
    const result = collectionRequestSchema.safeParse({
      ...valid,
      nombreApellido: '  Ana Pérez ',
      destino: ' 0981123456 ',
      destinoConfirmacion: '0981123456',
    })
    expect(result.success).toBe(true)
    expect(result.data?.nombreApellido).toBe('Ana Pérez')
    expect(result.data?.destino).toBe('0981123456')
  })

  it.each([
    ['tipoSolicitud', 'Elegí el tipo de operación.'],
    ['entidad', 'Elegí la entidad.'],
    ['destino', 'Ingresá el número de cuenta destino.'],
    ['destinoConfirmacion', 'Confirmá el número de cuenta destino.'],
    ['moneda', 'Elegí la moneda.'],
    ['nombreApellido', 'Ingresá tu nombre y apellido.'],
    ['tipoDocumento', 'Elegí el tipo de documento.'],
    ['numeroDocumento', 'Ingresá tu número de documento.'],
    ['profesion', 'Ingresá tu profesión.'],
    ['estadoCivil', 'Elegí tu estado civil.'],
    ['direccionLaboral', 'Ingresá tu dirección laboral.'],
    ['direccionParticular', 'Ingresá tu dirección particular.'],
    ['codPaisResidencia', 'Ingrese su pais de residencia'],
    ['codigoDepartamento', 'Ingrese su Departamento.'],
    ['codigoCiudad', 'Ingrese su ciudad.'],
    ['barrio', 'Ingrese su barrio.'],
  ])('a blank %s gives “%s”', (field, text) => {
    expect(issues(collectionRequestSchema.safeParse({ ...valid, [field]: '   ' }))).toEqual({
      [field]: text,
    })
    const { [field as keyof typeof valid]: _omitted, ...missing } = valid
    expect(issues(collectionRequestSchema.safeParse(missing))).toEqual({ [field]: text })
  })

  it('reports every field of an empty form with its message', () => {
    const result = issues(collectionRequestSchema.safeParse({}))
    expect(Object.keys(result).sort()).toEqual(Object.keys(valid).sort())
    expect(result.codPaisResidencia).toBe('Ingrese su pais de residencia')
    expect(result.codigoDepartamento).toBe('Ingrese su Departamento.')
    expect(result.codigoCiudad).toBe('Ingrese su ciudad.')
    expect(result.barrio).toBe('Ingrese su barrio.')
  })

  it('requires the confirmation to equal the destination (the wording of docs/product.md §5)', () => {
    expect(
      issues(collectionRequestSchema.safeParse({ ...valid, destinoConfirmacion: '1234-5679' })),
    ).toEqual({ destinoConfirmacion: 'El número de cuenta destino debe coincidir' })
  })

  it('reports the mismatch even while other fields are still wrong', () => {
    const result = collectionRequestSchema.safeParse({
      ...valid,
      barrio: '',
      destinoConfirmacion: '999999',
    })
    expect(issues(result)).toEqual({
      barrio: 'Ingrese su barrio.',
      destinoConfirmacion: 'El número de cuenta destino debe coincidir',
    })
  })

  it.each(['12', 'abc 123', '1234/5678', '1'.repeat(31)])(
    'rejects the destination %s as invalid',
    (destino) => {
      expect(
        issues(
          collectionRequestSchema.safeParse({ ...valid, destino, destinoConfirmacion: destino }),
        ),
      ).toEqual({ destino: 'Ingresá un número de cuenta destino válido.' })
    },
  )

  it.each(['0981123456', 'ES12-3456', '1234', '1'.repeat(30)])(
    'accepts the destination %s',
    (destino) => {
      expect(
        collectionRequestSchema.safeParse({ ...valid, destino, destinoConfirmacion: destino })
          .success,
      ).toBe(true)
    },
  )

  it('only takes the listed operation types, currencies, documents and marital states', () => {
    expect(
      issues(
        collectionRequestSchema.safeParse({
          ...valid,
          tipoSolicitud: 'EFECTIVO',
          moneda: 'Euros',
          tipoDocumento: 'Pasaporte',
          estadoCivil: 'CASADO/A',
        }),
      ),
    ).toEqual({
      tipoSolicitud: 'Elegí el tipo de operación.',
      moneda: 'Elegí la moneda.',
      tipoDocumento: 'Elegí el tipo de documento.',
      estadoCivil: 'Elegí tu estado civil.',
    })
    for (const { codigo } of ESTADOS_CIVILES) {
      expect(collectionRequestSchema.safeParse({ ...valid, estadoCivil: codigo }).success).toBe(
        true,
      )
    }
    for (const tipo of ['GIRO', 'TRANSFERENCIA']) {
      expect(collectionRequestSchema.safeParse({ ...valid, tipoSolicitud: tipo }).success).toBe(
        true,
      )
    }
    expect(
      collectionRequestSchema.safeParse({ ...valid, moneda: 'Dolares', tipoDocumento: 'RUC' })
        .success,
    ).toBe(true)
  })

  it('takes only codes (digits) for country, department and city', () => {
    expect(
      issues(
        collectionRequestSchema.safeParse({
          ...valid,
          codPaisResidencia: 'null',
          codigoDepartamento: 'Central',
          codigoCiudad: '11a',
        }),
      ),
    ).toEqual({
      codPaisResidencia: 'Ingrese su pais de residencia',
      codigoDepartamento: 'Ingrese su Departamento.',
      codigoCiudad: 'Ingrese su ciudad.',
    })
  })
})

describe('walletNumberSchema', () => {
  const bad = 'Ingresá un número de línea válido, por ejemplo 0981123456.'

  it.each([
    ['0981123456', '0981123456'],
    ['0991 234 567', '0991234567'],
    [' 0971 123456 ', '0971123456'],
  ])('accepts %s as %s', (typed, numero) => {
    expect(walletNumberSchema.parse(typed)).toBe(numero)
    expect(walletFormSchema.parse({ numero: typed })).toEqual({ numero })
  })

  it.each(['', '981123456', '098112345', '09811234567', '0881123456', '0981-123456', 'abc'])(
    'rejects %p',
    (typed) => {
      expect(issues(walletFormSchema.safeParse({ numero: typed }))).toEqual({ numero: bad })
    },
  )

  it('rejects a missing number', () => {
    expect(issues(walletFormSchema.safeParse({}))).toEqual({ numero: bad })
  })
})
