import { closeBuyingOfDraw, rollPacksOver } from '../buying/after-draw'
import type { Transaction } from '../db/executor'
import { recordPrizes } from '../prizes/after-draw'

// Steps that run inside the draw's transaction once its result is stored and the next draw is
// open: the place for the buying and prizes work to hook in (e.g. record the owners' prizes,
// notify them, roll pack subscriptions over to the next draw). A step that throws undoes the run.

export type AfterDrawStep = (tx: Transaction, closedDrawId: number) => Promise<void>

export const afterDrawSteps: AfterDrawStep[] = [
  // Buying: the closed draw's holds and undecided purchases end; packs move to the next draw.
  closeBuyingOfDraw,
  rollPacksOver,
  // Prizes: each sold card's prizes, recorded for its owner.
  recordPrizes,
]
