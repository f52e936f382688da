import { and, eq, isNull } from 'drizzle-orm'
import { closeUserSessions } from '../auth/sessions'
import { randomToken, sha256 } from '../auth/tokens'
import type { Database } from '../db/client'
import type { Executor } from '../db/executor'
import { passwordResets, users } from '../db/schema'

// Password reset links: a random token in the e-mail, only its sha256 in the database, valid for
// RESET_TOKEN_TTL_MINUTES (default 60), usable once, and only the newest link of an account works.

const DEFAULT_TTL_MINUTES = 60

export function resetTtlMinutes(): number {
  const value = Number(process.env.RESET_TOKEN_TTL_MINUTES)
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_TTL_MINUTES
}

/** When a link issued at `now` stops working. */
export function resetExpiry(now: Date, ttlMinutes = resetTtlMinutes()): Date {
  return new Date(now.getTime() + ttlMinutes * 60_000)
}

/** A link works until its expiry (exclusive), and once. */
export function resetTokenUsable(
  row: { expiraEn: Date; usadoEn: Date | null },
  now: Date,
): boolean {
  return row.usadoEn === null && now.getTime() < row.expiraEn.getTime()
}

export async function issueResetToken(
  db: Executor,
  userId: number,
  now: Date,
  ttlMinutes = resetTtlMinutes(),
): Promise<string> {
  const token = randomToken()
  // One live link per account: a newer e-mail makes the older links stop working.
  await db
    .update(passwordResets)
    .set({ usadoEn: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usadoEn)))
  await db.insert(passwordResets).values({
    userId,
    tokenHash: sha256(token),
    expiraEn: resetExpiry(now, ttlMinutes),
    creadoEn: now,
  })
  return token
}

/**
 * Whether a link can still be used, without claiming it: the new password is hashed only after
 * this (a hash costs far more than the lookup). redeemResetToken checks again, atomically.
 */
export async function resetLinkUsable(db: Executor, token: string, now: Date): Promise<boolean> {
  const [link] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, sha256(token)))
  return link !== undefined && resetTokenUsable(link, now)
}

/**
 * Sets the new password if the token exists, is unused and unexpired; marks it (and any other
 * open link of the player) used and closes every open session. False when the token is not valid.
 */
export async function redeemResetToken(
  db: Database,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(token)))
      .for('update')
    if (!link || !resetTokenUsable(link, now)) return false
    // Conditional on still being unused, so two uses racing each other cannot both pass.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usadoEn: now })
      .where(and(eq(passwordResets.id, link.id), isNull(passwordResets.usadoEn)))
      .returning({ userId: passwordResets.userId })
    if (!claimed) return false
    await tx
      .update(passwordResets)
      .set({ usadoEn: now })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usadoEn)))
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId))
    await closeUserSessions(tx, claimed.userId, now)
    return true
  })
}
