import type { Database } from '../db/client'
import type { Transaction } from '../db/executor'

// The shape of the work that follows a draw, apart from the list of it (./after-draw.ts): the
// buying, prizes and alerts domains implement these without importing the draws domain's list.

/** Runs inside the draw's transaction; a step that throws undoes the run. */
export type AfterDrawStep = (tx: Transaction, closedDrawId: number) => Promise<void>

/**
 * Steps after the draw's transaction has committed: what must leave the system (e-mail, push)
 * only once the draw is certain. A failure here is logged; it does not undo the draw.
 */
export type AfterCommitStep = (db: Database, closedDrawId: number) => Promise<void>
