/** @jest-environment node */
import {
  DEFAULT_PRIZE_TAX_PERCENT,
  prizeTaxPercent,
  requirePrizeTaxPercent,
  taxOf,
} from '../../src/prizes/tax'

// The tax withheld from cash prizes: PRIZE_TAX_PERCENT (default 10, 0–100, decimals allowed),
// rounded to the guaraní.

describe('prize tax', () => {
  it('takes the percent of the prize and leaves the rest as the total', () => {
    expect(taxOf(150_000, 10)).toEqual({ descuentoFiscal: 15_000, total: 135_000 })
    expect(taxOf(2_000_000, 10)).toEqual({ descuentoFiscal: 200_000, total: 1_800_000 })
    expect(taxOf(250_000_000, 10)).toEqual({ descuentoFiscal: 25_000_000, total: 225_000_000 })
    expect(taxOf(150_000, 0)).toEqual({ descuentoFiscal: 0, total: 150_000 })
    expect(taxOf(150_000, 100)).toEqual({ descuentoFiscal: 150_000, total: 0 })
  })

  it('rounds to the nearest guaraní, half up, with decimal percents', () => {
    expect(taxOf(2_222_223, 10)).toEqual({ descuentoFiscal: 222_222, total: 2_000_001 })
    expect(taxOf(2_222_225, 10)).toEqual({ descuentoFiscal: 222_223, total: 2_000_002 })
    expect(taxOf(1_000_001, 12.5)).toEqual({ descuentoFiscal: 125_000, total: 875_001 })
    expect(taxOf(1_000_004, 12.5)).toEqual({ descuentoFiscal: 125_001, total: 875_003 })
  })

  it('reads PRIZE_TAX_PERCENT: default 10, 0 to 100 with decimals', () => {
    expect(DEFAULT_PRIZE_TAX_PERCENT).toBe(10)
    expect(prizeTaxPercent(undefined)).toEqual({ ok: true, percent: 10 })
    expect(prizeTaxPercent('  ')).toEqual({ ok: true, percent: 10 })
    expect(prizeTaxPercent('0')).toEqual({ ok: true, percent: 0 })
    expect(prizeTaxPercent(' 12.5 ')).toEqual({ ok: true, percent: 12.5 })
    expect(prizeTaxPercent('100')).toEqual({ ok: true, percent: 100 })
    expect(requirePrizeTaxPercent('8')).toBe(8)
  })

  it('refuses anything else, naming the setting', () => {
    for (const raw of ['-1', '100.5', '101', 'diez', '10%', '1e1', '.5', '0x10']) {
      const tax = prizeTaxPercent(raw)
      expect(tax.ok).toBe(false)
      if (!tax.ok) expect(tax.mensaje).toContain('PRIZE_TAX_PERCENT')
      expect(() => requirePrizeTaxPercent(raw)).toThrow(/PRIZE_TAX_PERCENT/)
    }
  })
})
