import { claimLimitsFrom, claimOptions, prizeGroupListSchema } from '@loteria/contract'
import { cashAmount, findPrize } from '@/lib/prizes/find-prize'

const CONFIG = [
  { nombre: 'PRECIO_CARTON', valor: '10000' },
  { nombre: 'COBRO_MONTO_MAX_BILLETERA', valor: '2000000' },
  { nombre: 'COBRO_MONTO_MIN_TRANSFERENCIA', valor: '2000001' },
  { nombre: 'COBRO_MONTO_MAX_TRANSFERENCIA', valor: '500000000' },
]

describe('claim options (docs/product.md §4, prize claim)', () => {
  const limits = claimLimitsFrom(CONFIG)!

  it('reads the three COBRO keys', () => {
    expect(limits).toEqual({
      maxBilletera: 2_000_000,
      minTransferencia: 2_000_001,
      maxTransferencia: 500_000_000,
    })
  })

  it.each([
    [1, ['billetera']],
    [2_000_000, ['billetera']],
    [2_000_001, ['transferencia']],
    [500_000_000, ['transferencia']],
    [500_000_001, []],
    [0, []],
  ])('a total of %i offers %j', (total, expected) => {
    expect(claimOptions(total, limits)).toEqual(expected)
  })

  it('offers nothing when a key is missing or not an amount', () => {
    expect(claimLimitsFrom(CONFIG.slice(0, 3))).toBeUndefined()
    expect(
      claimLimitsFrom(
        CONFIG.map((item) =>
          item.nombre === 'COBRO_MONTO_MAX_BILLETERA' ? { ...item, valor: 'mucho' } : item,
        ),
      ),
    ).toBeUndefined()
  })
})

describe('the prize list of usuarios/mis-premios', () => {
  const groups = prizeGroupListSchema.parse([
    {
      fechaSorteo: '2026-11-22T23:00:00.000Z',
      idSorteo: '14',
      identificadorSorteo: 'S-0014',
      totalEnMiles: 5150,
      premios: [
        {
          id: 7,
          numeroCarton: 123,
          premio: '150000',
          descuentoFiscal: 15000,
          total: 135000,
          fechaSorteoMostrar: '22/11/2026',
          estado: 'PENDIENTE',
          canjear: 0,
        },
        {
          id: 8,
          numeroCarton: '000456',
          premio: 'Cartón gratis',
          descuentoFiscal: null,
          total: null,
          fechaSorteoMostrar: '22/11/2026',
          estado: 'PENDIENTE',
          canjear: true,
        },
      ],
    },
  ])

  it('reads numeric strings as amounts and names as goods', () => {
    // A card number sent as 123 reads as the card prints it.
    expect(findPrize(groups, 7)?.prize).toMatchObject({ numeroCarton: '000123', premio: 150_000 })
    const free = findPrize(groups, 8)!.prize
    expect(free).toMatchObject({ premio: 'Cartón gratis', total: 0, canjear: true })
    expect(cashAmount(free)).toBeUndefined()
  })

  it('finds only the player own prizes, with their draw', () => {
    expect(findPrize(groups, 7)?.group).toMatchObject({
      idSorteo: 14,
      identificadorSorteo: 'S-0014',
    })
    expect(findPrize(groups, 99)).toBeUndefined()
  })

  it('refuses an unknown state', () => {
    expect(() =>
      prizeGroupListSchema.parse([
        {
          fechaSorteo: 'x',
          idSorteo: 1,
          premios: [{ id: 1, numeroCarton: '1', premio: 1, estado: 'PAGADO' }],
        },
      ]),
    ).toThrow()
  })
})
