import { formatCountdown, RESERVATION_MS } from '@/lib/buying/countdown'
import { purchaseSummary, purchaseTotal } from '@/lib/buying/summary'
import { packParam, purchaseActionSchema, ticketSearchSchema } from '@/lib/validation/buying'

describe('purchase summary', () => {
  const pack12 = { sorteos: 12, precio: 114_000, ahorro: 5 }

  it('charges the pack price per card', () => {
    expect(purchaseTotal(pack12, 2)).toBe(228_000)
  })

  it('shows the full price per card and the pack saving as the discount', () => {
    expect(purchaseSummary(pack12, 2, 10_000)).toEqual({
      cantidad: 2,
      precioUnitario: 120_000,
      subtotal: 240_000,
      descuento: 12_000,
      total: 228_000,
    })
  })

  // Issue 26 (docs/history.md): sold as "Ahorrás 15 %", it showed "Descuento Gs. 0" at checkout.
  it('shows the advertised saving of the cartón de la semana as a discount', () => {
    expect(purchaseSummary({ sorteos: 1, precio: 10_000, ahorro: 15 }, 3, 10_000)).toMatchObject({
      precioUnitario: 11_765,
      subtotal: 35_295,
      descuento: 5_295,
      total: 30_000,
    })
  })

  it('has no discount for a card sold without a saving', () => {
    expect(purchaseSummary({ sorteos: 1, precio: 10_000, ahorro: 0 }, 3, 10_000)).toMatchObject({
      subtotal: 30_000,
      descuento: 0,
      total: 30_000,
    })
  })

  it('never shows a negative discount when the card price is unknown', () => {
    expect(purchaseSummary({ ...pack12, ahorro: 0 }, 1, 0)).toMatchObject({
      precioUnitario: 114_000,
      descuento: 0,
    })
  })
})

describe('reservation countdown', () => {
  it('starts at 10 hours', () => {
    expect(formatCountdown(RESERVATION_MS)).toBe('10:00:00')
  })

  it('shows HH:MM:SS and rounds up the last second', () => {
    expect(formatCountdown(3_599_001)).toBe('01:00:00')
    expect(formatCountdown(61_000)).toBe('00:01:01')
    expect(formatCountdown(1)).toBe('00:00:01')
  })

  it('stops at 00:00:00', () => {
    expect(formatCountdown(0)).toBe('00:00:00')
    expect(formatCountdown(-5_000)).toBe('00:00:00')
  })
})

describe('buying inputs', () => {
  const valid = { pack: 2, medioPago: 'tarjeta', clave: 'c0ffee00-1234-4abc-9def-0123456789ab' }

  it('accepts a pack, a method and a key', () => {
    expect(purchaseActionSchema.safeParse(valid).success).toBe(true)
  })

  it('refuses a request that carries its own price or cards', () => {
    expect(purchaseActionSchema.safeParse({ ...valid, monto: 1 }).success).toBe(false)
    expect(purchaseActionSchema.safeParse({ ...valid, cartones: [1, 2] }).success).toBe(false)
  })

  it('refuses an unknown method and a short key', () => {
    expect(purchaseActionSchema.safeParse({ ...valid, medioPago: 'efectivo' }).success).toBe(false)
    expect(purchaseActionSchema.safeParse({ ...valid, clave: 'abc' }).success).toBe(false)
  })

  it('searches by digits only', () => {
    expect(ticketSearchSchema.safeParse({ sorteoId: 1, numero: '0451' }).success).toBe(true)
    expect(ticketSearchSchema.safeParse({ sorteoId: 1, numero: '04a' }).success).toBe(false)
  })

  it('reads ?pack= and falls back to the cartón de la semana', () => {
    expect(packParam('3')).toBe(3)
    expect(packParam(['4', '5'])).toBe(4)
    expect(packParam('x')).toBe(1)
    expect(packParam(undefined)).toBe(1)
  })
})
