/** @jest-environment node */
import { faqs, infoPages } from '../../src/seed/content-data'
import { formatTaxPercent, TAX_PLACEHOLDER, withTaxRate } from '../../src/prizes/tax-text'

// The Reglamento and the FAQ state the prize tax from PRIZE_TAX_PERCENT, the same setting that
// computes each prize's descuentoFiscal: they carry a placeholder, never a number of their own.

describe('the tax rate the pages state', () => {
  it('writes the percent as the pages do', () => {
    expect(formatTaxPercent(10)).toBe('10%')
    expect(formatTaxPercent(4.5)).toBe('4,5%')
    expect(formatTaxPercent(12.25)).toBe('12,25%')
    expect(formatTaxPercent(0)).toBe('0%')
  })

  it('fills every placeholder with the configured rate', () => {
    const text = `Se retiene el <strong>${TAX_PLACEHOLDER}</strong>; repito: ${TAX_PLACEHOLDER}.`
    expect(withTaxRate(text, 4.5)).toBe('Se retiene el <strong>4,5%</strong>; repito: 4,5%.')
    expect(withTaxRate(text, 10)).toBe('Se retiene el <strong>10%</strong>; repito: 10%.')
    expect(withTaxRate('Sin impuestos.', 10)).toBe('Sin impuestos.')
  })

  it('reads PRIZE_TAX_PERCENT when no rate is given', () => {
    const saved = process.env.PRIZE_TAX_PERCENT
    try {
      process.env.PRIZE_TAX_PERCENT = '7.5'
      expect(withTaxRate(TAX_PLACEHOLDER)).toBe('7,5%')
      delete process.env.PRIZE_TAX_PERCENT
      expect(withTaxRate(TAX_PLACEHOLDER)).toBe('10%')
    } finally {
      if (saved === undefined) delete process.env.PRIZE_TAX_PERCENT
      else process.env.PRIZE_TAX_PERCENT = saved
    }
  })

  it('the demo Reglamento and FAQ name no rate of their own', () => {
    const reglamento = infoPages.find((page) => page.clave === 'reglamento')?.descripcion ?? ''
    const faq = faqs.find((entry) => entry.pregunta === '¿Los premios pagan impuestos?')
    expect(reglamento).toContain(`retención del <strong>${TAX_PLACEHOLDER}</strong>`)
    expect(faq?.respuesta).toContain(`se retiene el <strong>${TAX_PLACEHOLDER}</strong>`)
    for (const text of [reglamento, faq?.respuesta ?? '']) {
      expect(text).not.toMatch(/(retención del|retiene el) <strong>\d/)
    }
  })
})
