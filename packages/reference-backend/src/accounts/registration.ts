import { hashPassword } from '../auth/passwords'
import type { Executor } from '../db/executor'
import { uniqueViolation } from '../db/errors'
import { users } from '../db/schema'
import type { Registration } from '../validation/registration'

// A new player's account. Unique e-mail (case-insensitive) and document are enforced by unique
// indexes, so two registrations racing each other cannot both pass; the index that refused the
// insert tells which one was taken.

export type NewPlayer = Omit<Registration, 'password' | 'tokenRecaptcha'>

const DUPLICATES: Record<string, 'duplicate-email' | 'duplicate-document'> = {
  users_email_unique: 'duplicate-email',
  users_documento_unique: 'duplicate-document',
}

/** Neither validated nor verified yet: the player proves both later. */
export async function registerPlayer(
  db: Executor,
  player: NewPlayer,
  password: string,
  now: Date,
): Promise<'registered' | 'duplicate-email' | 'duplicate-document'> {
  try {
    await db.insert(users).values({
      ...player,
      passwordHash: await hashPassword(password),
      validado: false,
      verificado: false,
      creadoEn: now,
    })
  } catch (error) {
    const duplicate = DUPLICATES[uniqueViolation(error) ?? '']
    if (duplicate) return duplicate
    throw error
  }
  return 'registered'
}
