import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { premios } from '../db/schema'
import { prizeValue } from '../prizes/player-prize'

// What one player won in one draw, read from the prizes the draw run recorded: the e-mail, the
// in-site notice and the push notification all say it from here.

export interface WonPrize {
  numeroCarton: string
  jugada: string
  aciertos: number | null
  /** Guaraníes for cash, else the good's name or `Cartón gratis`. */
  premio: number | string
  /** The tax withheld from a cash prize, as the draw recorded it (0 for goods). */
  descuentoFiscal: number
  /** What the player collects of a cash prize after that tax (0 for goods). */
  total: number
}

export async function prizesWon(
  db: Executor,
  userId: number,
  sorteoId: number,
): Promise<WonPrize[]> {
  const rows = await db
    .select()
    .from(premios)
    .where(and(eq(premios.userId, userId), eq(premios.sorteoId, sorteoId)))
    .orderBy(asc(premios.numeroCarton), asc(premios.id))
  return rows.map((row) => ({
    numeroCarton: row.numeroCarton,
    jugada: row.jugada,
    aciertos: row.aciertos,
    premio: prizeValue(row),
    descuentoFiscal: row.descuentoFiscal,
    total: row.total,
  }))
}

/** The cash won (before tax) and the goods, each good once per prize. */
export function summarize(prizes: readonly WonPrize[]): { monto: number; bienes: string[] } {
  let monto = 0
  const bienes: string[] = []
  for (const { premio } of prizes) {
    if (typeof premio === 'number') monto += premio
    else bienes.push(premio)
  }
  return { monto, bienes }
}

/**
 * The cash won, the tax withheld and what the player collects, added up from what the draw
 * recorded for each prize (never recomputed from a rate): what the e-mail and the push state, as
 * the site does (lib/prizes/net.ts).
 */
export function netCash(prizes: readonly WonPrize[]): {
  bruto: number
  retencion: number
  neto: number
} {
  let bruto = 0
  let retencion = 0
  let neto = 0
  for (const prize of prizes) {
    if (typeof prize.premio !== 'number') continue
    bruto += prize.premio
    retencion += prize.descuentoFiscal
    neto += prize.total
  }
  return { bruto, retencion, neto }
}
