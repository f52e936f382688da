/** @jest-environment node */
import {
  claimLimitsFrom,
  collectionRequestSchema,
  firstMessage,
  transferAllowed,
  walletAllowed,
  walletRequestSchema,
} from '@loteria/contract'
import { configItems } from '../../src/seed/content-data'

// The limits the backend checks a claim against, read from the seeded `configuracion` with the
// site's own reading (packages/contract/src/claim-options.ts), at each bound and one guaraní beyond; and the
// request bodies of a collection request and a new wallet.

const limits = claimLimitsFrom(configItems)

describe('claim limits', () => {
  it('the seed configures 2.000.000 for wallets and 2.000.001–500.000.000 for transfers', () => {
    expect(limits).toEqual({
      maxBilletera: 2_000_000,
      minTransferencia: 2_000_001,
      maxTransferencia: 500_000_000,
    })
  })

  it('a wallet takes totals up to its maximum, not one guaraní more', () => {
    expect(walletAllowed(1, limits!)).toBe(true)
    expect(walletAllowed(2_000_000, limits!)).toBe(true)
    expect(walletAllowed(2_000_001, limits!)).toBe(false)
    expect(walletAllowed(0, limits!)).toBe(false)
  })

  it('a transfer takes totals from its minimum to its maximum, not one guaraní outside', () => {
    expect(transferAllowed(2_000_000, limits!)).toBe(false)
    expect(transferAllowed(2_000_001, limits!)).toBe(true)
    expect(transferAllowed(500_000_000, limits!)).toBe(true)
    expect(transferAllowed(500_000_001, limits!)).toBe(false)
  })

  it('a missing or broken key offers nothing', () => {
    const without = configItems.filter((item) => item.nombre !== 'COBRO_MONTO_MAX_BILLETERA')
    expect(claimLimitsFrom(without)).toBeUndefined()
    const broken = configItems.map((item) =>
      item.nombre === 'COBRO_MONTO_MIN_TRANSFERENCIA' ? { ...item, valor: 'dos millones' } : item,
    )
    expect(claimLimitsFrom(broken)).toBeUndefined()
  })
})

const form = {
  tipoSolicitud: 'TRANSFERENCIA',
  entidad: 'Banco Itaú Paraguay',
  destino: '7200134589',
  destinoConfirmacion: '7200134589',
  moneda: 'Guaranies',
  nombreApellido: 'Ana Ramírez',
  tipoDocumento: 'Cédula de identidad',
  numeroDocumento: '4567890',
  profesion: 'Docente',
  estadoCivil: 'SOL',
  direccionLaboral: 'Avda. Mariscal López 1234',
  direccionParticular: 'Avda. España 1234',
  codPaisResidencia: 1,
  codigoDepartamento: 11,
  codigoCiudad: '1102',
  barrio: 'Villa Morra',
  usuarioId: '42',
  email: 'ana@prueba.com.py',
  descuentoFiscal: '300000',
  numeroCarton: '004512',
  fechaSorteo: '2026-11-22T23:00:00.000Z',
  premio: 3_000_000,
  premioTotal: 2_700_000,
  sorteoIdentificador: 'Sorteo N° 1287',
  sorteoId: 1287,
  totalAcobrar: 2_700_000,
  premiadoId: '15',
}

describe('collection request body', () => {
  it('takes numbers as numbers or numeric strings', () => {
    const parsed = collectionRequestSchema.parse(form)
    expect(parsed).toMatchObject({ codigoCiudad: 1102, usuarioId: 42, premiadoId: 15 })
  })

  it('refuses a destination confirmation that differs, with the site’s message', () => {
    const parsed = collectionRequestSchema.safeParse({ ...form, destinoConfirmacion: '7200134580' })
    expect(parsed.success).toBe(false)
    if (!parsed.success) {
      expect(firstMessage(parsed.error)).toBe('El número de cuenta destino debe coincidir')
    }
  })

  it('requires every field, non-blank', () => {
    const cases: [string, unknown, string][] = [
      ['barrio', '  ', 'Ingrese su barrio.'],
      ['codPaisResidencia', '', 'Ingrese su pais de residencia'],
      ['codigoDepartamento', undefined, 'Ingrese su Departamento.'],
      ['codigoCiudad', 'x', 'Ingrese su ciudad.'],
      ['tipoSolicitud', 'EFECTIVO', 'Elegí el tipo de operación.'],
      ['estadoCivil', 'casado', 'Elegí tu estado civil.'],
      ['moneda', 'Euros', 'Elegí la moneda.'],
      ['destino', 'abc', 'Ingresá un número de cuenta destino válido.'],
      ['premiadoId', 0, 'Faltan los datos del premio a cobrar.'],
      ['sorteoIdentificador', '', 'Faltan los datos del premio a cobrar.'],
    ]
    for (const [field, value, message] of cases) {
      const parsed = collectionRequestSchema.safeParse({ ...form, [field]: value })
      expect(parsed.success).toBe(false)
      if (!parsed.success) expect([field, firstMessage(parsed.error)]).toEqual([field, message])
    }
  })
})

describe('new wallet body', () => {
  const line = 'Ingresá un número de línea válido, por ejemplo 0981123456.'

  it('takes a Paraguayan mobile line, spaces dropped', () => {
    expect(walletRequestSchema.parse({ medioPago: { id: 1 }, numero: ' 0981 123 456 ' })).toEqual({
      medioPago: { id: 1 },
      numero: '0981123456',
    })
  })

  it('refuses anything else and any method but the wallet', () => {
    for (const numero of ['0981 12345', '09811234567', '1981123456', '+595981123456', 981123456]) {
      const parsed = walletRequestSchema.safeParse({ medioPago: { id: 1 }, numero })
      expect(parsed.success).toBe(false)
      if (!parsed.success) expect(firstMessage(parsed.error)).toBe(line)
    }
    const other = walletRequestSchema.safeParse({ medioPago: { id: 2 }, numero: '0981123456' })
    expect(other.success).toBe(false)
  })
})
