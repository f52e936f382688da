// The game of the reglamento (seed clave 'reglamento'): numbers 01–60, four plays on every card,
// and what each play pays.

export const BALL_COUNT = 60
export const NUMBERS_PER_PLAY = 15
/** Tradicional and Revancha: one extraction of 30 balls each. */
export const BALLS_PER_EXTRACTION = 30

/** Plays with numbers, in the order of the card and of the result. */
export const NORMAL_PLAYS = ['Tradicional', 'Revancha', 'Siempre Sale'] as const
export type NormalPlay = (typeof NORMAL_PLAYS)[number]

/** The play without numbers: prizes go to card numbers drawn from the pool. */
export const AZAR = 'Azar'
export type PlayName = NormalPlay | typeof AZAR

/** A prize in Azar (and on the winners' pages): guaraníes, or the name of a good. */
export type Prize = number | string

export interface Pots {
  tradicional: number
  revancha: number
  siempreSale: number
}

/** A prize level: a fixed amount per winner, or a pot its winners share. */
export type PrizeTier = { aciertos: number; fijo: number } | { aciertos: number; pozo: keyof Pots }

export const PRIZE_TIERS: Record<NormalPlay, readonly PrizeTier[]> = {
  Tradicional: [
    { aciertos: 15, pozo: 'tradicional' },
    { aciertos: 14, fijo: 2_000_000 },
    { aciertos: 13, fijo: 150_000 },
  ],
  Revancha: [{ aciertos: 15, pozo: 'revancha' }],
  'Siempre Sale': [{ aciertos: 15, pozo: 'siempreSale' }],
}

/** The pots after someone won them (and of the first demo draw). */
export const BASE_POTS: Pots = {
  tradicional: 1_500_000_000,
  revancha: 350_000_000,
  siempreSale: 250_000_000,
}

/** What the Tradicional and Revancha pots grow by for the next draw while nobody wins them. */
export const CARRY_OVER = { tradicional: 120_000_000, revancha: 40_000_000 } as const

/** Stable names in ids (`premioId`) and URLs. */
export const PLAY_SLUGS: Record<PlayName, string> = {
  Tradicional: 'tradicional',
  Revancha: 'revancha',
  'Siempre Sale': 'siempre-sale',
  Azar: 'azar',
}

export const isNormalPlay = (name: string): name is NormalPlay =>
  (NORMAL_PLAYS as readonly string[]).includes(name)
