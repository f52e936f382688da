import { z } from 'zod'
import { countHits } from './hits'
import type { PoolCard } from './cards'
import { formatBalls } from './numbers'
import {
  AZAR,
  NORMAL_PLAYS,
  PRIZE_TIERS,
  type NormalPlay,
  type Pots,
  type Prize,
  type PrizeTier,
} from './plays'

// A draw's result in the contract's shape (docs/product.md §3): one item per play, counted from the
// card pool, so every `nroGanadores` is what the cards really hit.

interface TierResult {
  aciertos: number
  nroGanadores: number
  /** Guaraníes per winner (a pot nobody won shows what one winner would have taken). */
  premio: number
}

export interface NormalPlayResult {
  azar: false
  nombreJugada: NormalPlay
  cantidadGanadores: number
  /** In draw order, `03,11,17,…`. */
  bolillas: string
  premios: TierResult[]
}

interface AzarPlayResult {
  azar: true
  nombreJugada: typeof AZAR
  cantidadGanadores: number
  bolillas: ''
  /** Equal prizes are grouped: `cartones` lists their card numbers, comma-separated. */
  premios: { premio: Prize; cartones: string }[]
}

export type PlayResult = NormalPlayResult | AzarPlayResult

/** A card number drawn in Azar and the prize it takes. */
export interface AzarAward {
  numero: string
  premio: Prize
}

/** Shares of a pot are paid in whole thousands of guaraníes. */
const SHARE_UNIT = 1000

function tierPrize(tier: PrizeTier, winners: number, pots: Pots): number {
  if ('fijo' in tier) return tier.fijo
  const share = pots[tier.pozo] / Math.max(1, winners)
  return Math.floor(share / SHARE_UNIT) * SHARE_UNIT
}

function normalPlayResult(
  play: NormalPlay,
  balls: readonly number[],
  pool: readonly PoolCard[],
  pots: Pots,
): NormalPlayResult {
  const drawn = new Set(balls)
  const tally = new Map<number, number>()
  for (const card of pool) {
    const hits = countHits(card.plays[play], drawn)
    tally.set(hits, (tally.get(hits) ?? 0) + 1)
  }
  const premios = PRIZE_TIERS[play].map((tier) => {
    const nroGanadores = tally.get(tier.aciertos) ?? 0
    return { aciertos: tier.aciertos, nroGanadores, premio: tierPrize(tier, nroGanadores, pots) }
  })
  return {
    azar: false,
    nombreJugada: play,
    cantidadGanadores: premios.reduce((sum, tier) => sum + tier.nroGanadores, 0),
    bolillas: formatBalls(balls),
    premios,
  }
}

function azarResult(awards: readonly AzarAward[]): AzarPlayResult {
  const groups = new Map<Prize, string[]>()
  for (const award of awards) {
    const cards = groups.get(award.premio)
    if (cards) cards.push(award.numero)
    else groups.set(award.premio, [award.numero])
  }
  return {
    azar: true,
    nombreJugada: AZAR,
    cantidadGanadores: awards.length,
    bolillas: '',
    premios: [...groups].map(([premio, cards]) => ({ premio, cartones: cards.join(',') })),
  }
}

export function buildResult(
  pool: readonly PoolCard[],
  balls: Record<NormalPlay, readonly number[]>,
  pots: Pots,
  azar: readonly AzarAward[],
): PlayResult[] {
  return [
    ...NORMAL_PLAYS.map((play) => normalPlayResult(play, balls[play], pool, pots)),
    azarResult(azar),
  ]
}

const prizeSchema = z.union([z.number(), z.string()])

const resultSchema = z.array(
  z.discriminatedUnion('azar', [
    z.object({
      azar: z.literal(false),
      nombreJugada: z.enum(NORMAL_PLAYS),
      cantidadGanadores: z.number(),
      bolillas: z.string(),
      premios: z.array(
        z.object({ aciertos: z.number(), nroGanadores: z.number(), premio: z.number() }),
      ),
    }),
    z.object({
      azar: z.literal(true),
      nombreJugada: z.literal(AZAR),
      cantidadGanadores: z.number(),
      bolillas: z.literal(''),
      premios: z.array(z.object({ premio: prizeSchema, cartones: z.string() })),
    }),
  ]),
)

/** The stored JSON string, read back. */
export function parseResult(text: string): PlayResult[] {
  return resultSchema.parse(JSON.parse(text))
}
