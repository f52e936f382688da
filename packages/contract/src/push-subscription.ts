import { z } from 'zod'

// A browser's push subscription as `PushSubscription.toJSON()` gives it (Push API, RFC 8291): the
// one shape the site's server action and the embedded backend both check, with their own message.

/** Base64url without padding, of exactly `bytes` bytes. */
function base64url(bytes: number, message: string) {
  const length = Math.ceil((bytes * 4) / 3)
  return z
    .string({ error: message })
    .trim()
    .transform((value) => value.replace(/=+$/, ''))
    .pipe(z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), message))
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * A push service's URL: https on its default port (443: push services use no other, and another
 * port would let a player aim the server at any service of an allowed host), or plain http on
 * this machine (a local stand-in, for tests).
 */
export function isPushEndpoint(value: string): boolean {
  try {
    const url = new URL(value)
    if (url.username || url.password) return false
    // The URL parser drops a port that is the scheme's default: `:443` reads as ''.
    if (url.protocol === 'https:') return url.port === ''
    return url.protocol === 'http:' && LOOPBACK.has(url.hostname)
  } catch {
    return false
  }
}

export const isLoopbackEndpoint = (value: string) =>
  new URL(value).protocol === 'http:' && LOOPBACK.has(new URL(value).hostname)

export function pushSubscriptionSchema(message: string) {
  return z.object(
    {
      endpoint: z
        .string({ error: message })
        .trim()
        .max(2048, message)
        .refine(isPushEndpoint, message),
      expirationTime: z.number({ error: message }).nullable().optional(),
      keys: z.object(
        {
          // An uncompressed P-256 point: 65 bytes, starting with 0x04 (base64url "B").
          p256dh: base64url(65, message).refine((value) => value.startsWith('B'), message),
          auth: base64url(16, message),
        },
        { error: message },
      ),
    },
    { error: message },
  )
}

/** Which notices a browser wants: a prize won, a pack's next card to choose. */
export function pushPreferencesSchema(message: string) {
  return z.object(
    {
      premios: z.boolean({ error: message }),
      elegirCarton: z.boolean({ error: message }),
    },
    { error: message },
  )
}
