// A cash prize after the tax withheld on claiming it (Cobros: PRIZE_TAX_PERCENT of the prize,
// rounded to the guaraní, as the backend records it for each prize won).

export interface NetPrize {
  bruto: number
  retencion: number
  neto: number
}

export function netPrize(bruto: number, percent: number): NetPrize {
  const retencion = Math.round((bruto * percent) / 100)
  return { bruto, retencion, neto: bruto - retencion }
}

/**
 * The cash amount a card check's message names ("ganó Gs. 30.000.000 en la jugada Azar."), or
 * null when it names a good or no amount: the check answers in words, not in numbers.
 */
export function amountInText(text: string): number | null {
  const match = /Gs\.?\s*([\d.]+)/i.exec(text)
  if (!match?.[1]) return null
  const digits = match[1].replace(/\./g, '')
  return /^\d+$/.test(digits) ? Number(digits) : null
}
