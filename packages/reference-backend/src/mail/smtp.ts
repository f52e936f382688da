import type { Transporter } from 'nodemailer'

// Sends through SMTP when SMTP_URL is set (e.g. smtps://user:pass@smtp.example.py:465). Loaded
// lazily so a run without SMTP never opens the library.

let transport: { url: string; transporter: Transporter } | undefined

export function smtpConfigured(): boolean {
  return Boolean(process.env.SMTP_URL)
}

function sender(): string {
  const name = process.env.NEXT_PUBLIC_SITE_NAME || 'Sorteo Semanal'
  return process.env.SMTP_FROM || `"${name}" <no-responder@localhost>`
}

export async function sendSmtp(mail: { para: string; asunto: string; cuerpo: string }) {
  const url = process.env.SMTP_URL
  if (!url) return
  if (transport?.url !== url) {
    const nodemailer = await import('nodemailer')
    transport = { url, transporter: nodemailer.createTransport(url) }
  }
  await transport.transporter.sendMail({
    from: sender(),
    to: mail.para,
    subject: mail.asunto,
    text: mail.cuerpo,
  })
}
