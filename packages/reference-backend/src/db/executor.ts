import type { Database } from './database'

/** The database or an open transaction: helpers that write take either, so callers can group them. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
export type Executor = Database | Transaction
