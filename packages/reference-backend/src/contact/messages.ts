import { desc } from 'drizzle-orm'
import type { z } from 'zod'
import type { contactSchema } from '@loteria/contract'
import type { Database } from '../db/client'
import type { Executor } from '../db/executor'
import { contactMessages } from '../db/schema'
import { sendMail } from '../mail'

// The contact form's messages: each stored and announced by e-mail to the company's contact
// address together (one transaction), and listed for the operator.

export type ContactMessageInput = Omit<z.output<typeof contactSchema>, 'token'>

function contactEmail(): string {
  return process.env.CONTACT_EMAIL || 'contacto@sorteosdelparaguay.com.py'
}

export async function receiveContactMessage(
  db: Database,
  { nombre, email, telefono, mensaje }: ContactMessageInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(contactMessages)
      .values({ nombre, email, telefono, mensaje, creadoEn: now.toISOString() })
    await sendMail(
      tx,
      {
        para: contactEmail(),
        asunto: `Nuevo mensaje de contacto de ${nombre}`,
        cuerpo: [
          `Nombre: ${nombre}`,
          `Correo: ${email}`,
          `Teléfono: ${telefono}`,
          '',
          mensaje,
        ].join('\n'),
      },
      now,
    )
  })
}

/** The newest `cantidad` messages, newest first. */
export function latestContactMessages(db: Executor, cantidad: number) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(cantidad)
}
