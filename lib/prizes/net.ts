import type { Prize } from '@loteria/contract'

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
 * A player's own cash prize as the backend recorded it (prize, tax withheld, what they collect),
 * never recomputed here; null for goods and the free card, which have no cash to collect. Every
 * place that shows a prize's net (the win moment, the notice, Mis premios, Cobros) reads it here.
 */
export function recordedNet(
  prize: Pick<Prize, 'premio' | 'descuentoFiscal' | 'total'>,
): NetPrize | null {
  if (typeof prize.premio !== 'number') return null
  return { bruto: prize.premio, retencion: prize.descuentoFiscal, neto: prize.total }
}

/** Several cash prizes (a draw's, a card's) added up. */
export function sumNet(nets: readonly (NetPrize | null)[]): NetPrize {
  return nets.reduce<NetPrize>(
    (sum, net) =>
      net
        ? {
            bruto: sum.bruto + net.bruto,
            retencion: sum.retencion + net.retencion,
            neto: sum.neto + net.neto,
          }
        : sum,
    { bruto: 0, retencion: 0, neto: 0 },
  )
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
