import type { Draw } from '@loteria/contract'
import type { Client } from './client'
import type { Suite } from './suite'

// What every group of calls shares: the options, the public client, and what earlier groups
// learned (the open draw, the past draws, the logged-in test player).

export interface Options {
  origin: string
  /** Register, log in, hold, buy, claim: only when asked (README of docs/contract.md). */
  writes: boolean
  usuario?: string
  clave?: string
  /** BACKEND_STREAM_TOKEN: the live event stream is closed to the public. */
  streamToken?: string
  /** OPERATOR_TOKEN: the operator's calls (operador/*) are checked only with it. */
  operatorToken?: string
}

export interface Player {
  client: Client
  userId: number
}

export interface Context {
  suite: Suite
  options: Options
  /** No cookies: every call through it is a public one (`scope: publico`). */
  open: Client
  openDraw?: Draw
  pastDraws: Draw[]
  player?: Player
  /** One of the test player's own cards (ticket/info). */
  myCard?: number
}

/** A player's id that is not the test player's: the 403 of another player's calls. */
export const otherUserId = (player: Player) => (player.userId === 1 ? 2 : 1)

/** An id no backend has handed out (9 digits, as the contract's ids allow). */
export const UNKNOWN_ID = 999_999_999
