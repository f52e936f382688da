import { formatCountdown, RESERVATION_MS } from '@/lib/buying/countdown'
import { purchaseSummary, purchaseTotal } from '@/lib/buying/summary'
import { packParam, purchaseActionSchema, ticketSearchSchema } from '@/lib/validation/buying'

describe('purchase summary', () => {
  const pack12 = { sorteos: 12, precio: 114_000 }

  it('charges the pack price per card', () => {
    expect(purchaseTotal(pack12, 2)).toBe(228_000)
  })

  // The unit price is one card for one draw (PRECIO_CARTON), the quantity cards × draws,
  // the discount what the pack saves against that.
  it('shows the card price per draw, cards × draws, and the pack saving as the discount', () => {
    expect(purchaseSummary(pack12, 2, 10_000)).toEqual({
      cartones: 2,
      sorteos: 12,
      precioUnitario: 10_000,
      unidades: 24,
      subtotal: 240_000,
      descuento: 12_000,
      total: 228_000,
    })
  })

  // The cartón de la semana showed "Precio unitario Gs. 11.765 · Descuento -Gs. 1.765",
  // a price that never existed, from the backend's "ahorro: 15".
  it('has no discount for the cartón de la semana, sold at the card price', () => {
    expect(purchaseSummary({ sorteos: 1, precio: 10_000 }, 3, 10_000)).toEqual({
      cartones: 3,
      sorteos: 1,
      precioUnitario: 10_000,
      unidades: 3,
      subtotal: 30_000,
      descuento: 0,
      total: 30_000,
    })
  })

  it('never shows a discount, nor lines that disagree with the total, without a card price', () => {
    expect(purchaseSummary(pack12, 1, 0)).toMatchObject({
      precioUnitario: 114_000,
      unidades: 1,
      subtotal: 114_000,
      descuento: 0,
      total: 114_000,
    })
  })

  it('charges a pack dearer than its draws as it is, with no negative discount', () => {
    expect(purchaseSummary({ sorteos: 2, precio: 25_000 }, 2, 10_000)).toMatchObject({
      precioUnitario: 25_000,
      unidades: 2,
      subtotal: 50_000,
      descuento: 0,
      total: 50_000,
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
