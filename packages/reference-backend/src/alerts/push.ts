import webpush from 'web-push'
import type { PushPayload } from './texts'
import { logger } from '@loteria/shared/observability'

// Web push with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291) through the `web-push` library.
// Keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (`npm start` generates a local pair under
// .data/); without them push is off: the toggle says so and nothing is sent.

export interface VapidKeys {
  publicKey: string
  privateKey: string
  subject: string
}

export function vapidKeys(env: NodeJS.ProcessEnv = process.env): VapidKeys | undefined {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim()
  const privateKey = env.VAPID_PRIVATE_KEY?.trim()
  if (!publicKey || !privateKey) return undefined
  const contact = env.CONTACT_EMAIL || 'contacto@sorteosdelparaguay.com.py'
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT?.trim() || `mailto:${contact}` }
}

export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

/** `gone`: the push service no longer knows the subscription (404/410); it is to be deleted. */
export type PushOutcome = 'sent' | 'gone' | 'failed'

const WEEK_SECONDS = 7 * 24 * 60 * 60

export async function sendPush(
  keys: VapidKeys,
  target: PushTarget,
  payload: PushPayload,
): Promise<PushOutcome> {
  try {
    // The library encrypts and signs; the request goes out through fetch, which also reaches
    // a plain-http stand-in on this machine (the library's own sender speaks https only).
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: keys,
        TTL: WEEK_SECONDS,
        urgency: 'high',
        topic: payload.etiqueta.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      },
    )
    const response = await fetch(details.endpoint, {
      method: details.method,
      // fetch sets the length itself.
      headers: Object.fromEntries(
        Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
      ),
      body: new Uint8Array(details.body),
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    })
    if (response.status === 404 || response.status === 410) return 'gone'
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return 'sent'
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    logger.warn('push: envío fallido', { destino: new URL(target.endpoint).origin, error: reason })
    return 'failed'
  }
}
