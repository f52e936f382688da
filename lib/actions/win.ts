'use server'

import { z } from 'zod'
import { runAccountAction } from '@/lib/actions/account-action'
import type { ActionResult } from '@/lib/actions/result'
import { readMyPrizes } from '@/lib/backend/prizes'
import { prizeTaxRate } from '@/lib/prizes/tax-rate'
import { winSummary, type WinSummary } from '@/lib/prizes/win-summary'
import { getSession } from '@/lib/session'

// The win moment: what the session's player won in a draw (the live page and the site-wide notice
// at the draw's end), and whether a checked card is the player's own (the card check's dialog).
// The player is the session's; the browser only names a draw and a card.

const drawSchema = z.object({ sorteoId: z.coerce.number().int().positive() })
const cardSchema = z.object({
  sorteo: z.coerce.number().int().positive(),
  carton: z.string().regex(/^\d{1,12}$/),
})

/** The player's prizes in draw `sorteoId`, or null when none (or no session). */
export async function drawWinAction(input: unknown): Promise<ActionResult<WinSummary | null>> {
  const parsed = drawSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: '' }
  if (!(await getSession()).user) return { ok: true, message: '', data: null }
  return runAccountAction(async (credentials, user) => ({
    ok: true,
    message: '',
    data: winSummary(await readMyPrizes(credentials, user.id), parsed.data.sorteoId),
  }))
}

export interface CardWin {
  logueado: boolean
  /** The card's prizes when it is the player's own; null otherwise. */
  propio: WinSummary | null
  /** The withholding rate, for the amounts of a card that is not the player's. */
  tasa: number
}

/** For the card check's win dialog: the card's own prizes (net of tax) if it is the player's. */
export async function cardWinAction(input: unknown): Promise<ActionResult<CardWin>> {
  const parsed = cardSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: '' }
  const tasa = prizeTaxRate()
  if (!(await getSession()).user) {
    return { ok: true, message: '', data: { logueado: false, propio: null, tasa } }
  }
  return runAccountAction(async (credentials, user) => ({
    ok: true,
    message: '',
    data: {
      logueado: true,
      propio: winSummary(
        await readMyPrizes(credentials, user.id),
        parsed.data.sorteo,
        parsed.data.carton,
      ),
      tasa,
    },
  }))
}
