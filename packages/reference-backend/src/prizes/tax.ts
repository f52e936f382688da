// The tax withheld from cash prizes: PRIZE_TAX_PERCENT of the prize (default 10, 0–100, decimals
// allowed), read when a draw records its prizes, so a change applies from the next draw on and
// never to prizes already recorded.

export const DEFAULT_PRIZE_TAX_PERCENT = 10

export type TaxPercent = { ok: true; percent: number } | { ok: false; mensaje: string }

export function prizeTaxPercent(raw = process.env.PRIZE_TAX_PERCENT): TaxPercent {
  if (raw === undefined || raw.trim() === '') {
    return { ok: true, percent: DEFAULT_PRIZE_TAX_PERCENT }
  }
  const percent = Number(raw.trim())
  if (!/^\d+(\.\d+)?$/.test(raw.trim()) || percent > 100) {
    return {
      ok: false,
      mensaje: `PRIZE_TAX_PERCENT debe ser un porcentaje entre 0 y 100 (por ejemplo 10 o 12.5), no «${raw}».`,
    }
  }
  return { ok: true, percent }
}

/** The percent, or an error naming the bad setting (a draw must not record wrong amounts). */
export function requirePrizeTaxPercent(raw = process.env.PRIZE_TAX_PERCENT): number {
  const tax = prizeTaxPercent(raw)
  if (!tax.ok) throw new Error(tax.mensaje)
  return tax.percent
}

export interface PrizeAmounts {
  descuentoFiscal: number
  total: number
}

/** Rounded to the guaraní (the smallest unit in use). */
export function taxOf(premio: number, percent: number): PrizeAmounts {
  const descuentoFiscal = Math.round((premio * percent) / 100)
  return { descuentoFiscal, total: premio - descuentoFiscal }
}
