import type { Executor } from '../db/executor'
import { outbox } from '../db/schema'
import { sendSmtp, smtpConfigured } from './smtp'
import { errorFields, logger } from '@loteria/shared/observability'

// Outgoing e-mail of the embedded backend: always recorded in the outbox table (the operator reads
// it with `npm run operator -- correos`) and logged; also sent through SMTP when SMTP_URL is set.

export interface Mail {
  para: string
  asunto: string
  cuerpo: string
  enlace?: string
}

export async function sendMail(db: Executor, mail: Mail, now = new Date()): Promise<void> {
  await recordMail(db, mail, now)
  deliverMail(mail)
}

/**
 * Writes the mail to the outbox (and the log) only: inside a transaction, so that it exists
 * exactly when the transaction commits; `deliverMail` sends it through SMTP after the commit.
 */
export async function recordMail(db: Executor, mail: Mail, now = new Date()): Promise<number> {
  const enlace = mail.enlace ?? ''
  const [row] = await db
    .insert(outbox)
    .values({ ...mail, enlace, creadoEn: now })
    .returning({ id: outbox.id })
  logger.info('correo: en la bandeja de salida', {
    para: mail.para,
    asunto: mail.asunto,
    enlace: redactLink(enlace),
  })
  return row!.id
}

/** Sends an outbox mail through SMTP when SMTP_URL is set. */
export function deliverMail(mail: Mail): void {
  if (!smtpConfigured()) return
  // Not awaited: the answer must not wait on (or reveal anything through) the mail server.
  sendSmtp(mail).catch((error: unknown) =>
    logger.error('correo: SMTP falló', { para: mail.para, ...errorFields(error) }),
  )
}

/** Origin of links in e-mails. */
export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')
}

/**
 * A link as the server log shows it: the query's values cut to their first 4 characters, so a
 * reset link in the log cannot be used (the outbox keeps it whole, for the operator only).
 */
function redactLink(enlace: string): string {
  if (!enlace) return enlace
  try {
    const url = new URL(enlace)
    for (const [key, value] of url.searchParams) url.searchParams.set(key, `${value.slice(0, 4)}…`)
    return url.toString()
  } catch {
    return '[enlace oculto]'
  }
}
