import { recordPackChoiceAlerts, recordWinAlerts } from '../alerts/record'
import { deliverAlerts } from '../alerts/deliver'
import { closeBuyingOfDraw, rollPacksOver } from '../buying/after-draw'
import { recordPrizes } from '../prizes/after-draw'
import type { AfterCommitStep, AfterDrawStep } from './after-draw-step'

// Steps that run inside the draw's transaction once its result is stored and the next draw is
// open: the place for the buying and prizes work to hook in (e.g. record the owners' prizes,
// notify them, roll pack subscriptions over to the next draw). A step that throws undoes the run.

export const afterDrawSteps: AfterDrawStep[] = [
  // Buying: the closed draw's holds and undecided purchases end; packs move to the next draw.
  closeBuyingOfDraw,
  rollPacksOver,
  // Prizes: each sold card's prizes, recorded for its owner.
  recordPrizes,
  // Alerts: the winners' notices and e-mails, and the packs waiting for a card (written, not sent).
  recordWinAlerts,
  recordPackChoiceAlerts,
]

/** What must leave the system (e-mail, push) only once the draw is certain. */
export const afterCommitSteps: AfterCommitStep[] = [deliverAlerts]
