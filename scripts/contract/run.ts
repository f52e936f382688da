import { Client } from './client'
import type { Context, Options } from './context'
import { checkBuying } from './calls/buying'
import { checkCatalogue } from './calls/catalogue'
import { checkClaims } from './calls/claims'
import { checkContent } from './calls/content'
import { checkDoorsClosed } from './calls/doors'
import { checkDraws } from './calls/draws'
import { checkPlayerReads } from './calls/reads'
import { checkEnvelope } from './calls/envelope'
import { checkLive } from './calls/live'
import { checkOperator } from './calls/operator'
import { checkPublicWrites } from './calls/public-writes'
import { checkSessionRules, logIn, logOut } from './calls/session'
import { checkSettings } from './calls/settings'
import { checkWinners } from './calls/winners'
import { Suite } from './suite'

// The groups of calls in the order they depend on each other: the open draw and the past ones
// first, the session before the player's calls, the logout last.

export async function runContract(given: Options, print: (line: string) => void = console.log) {
  const suite = new Suite(print)
  const context: Context = { suite, options: given, open: new Client(given.origin), pastDraws: [] }
  print(
    `Contrato de /servicios contra ${given.origin}${given.writes ? ' (con --writes)' : ' (solo lectura)'}`,
  )
  await checkEnvelope(context)
  await checkContent(context)
  await checkCatalogue(context)
  await checkDraws(context)
  await checkWinners(context)
  await checkLive(context)
  await checkOperator(context)
  if (!given.writes) {
    await checkDoorsClosed(context)
  } else {
    await logIn(context)
    await checkSessionRules(context)
    await checkPlayerReads(context)
    await checkBuying(context)
    await checkClaims(context)
    await checkSettings(context)
    await checkPublicWrites(context)
    await logOut(context)
  }
  print(suite.summary())
  return suite
}
