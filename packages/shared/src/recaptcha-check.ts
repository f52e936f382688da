import { z } from 'zod'
import { errorFields, logger } from './observability/logger.mjs'

// reCAPTCHA v3's server check, shared by the site (lib/recaptcha.ts) and the embedded backend
// (which also runs outside Next, in tools and tests: no 'server-only' here). Without a secret the
// check is skipped with a log line (docs/architecture.md §5); with one, a missing or low-score
// token fails.

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
const MIN_SCORE = 0.5

const answerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
})

export async function checkRecaptcha(
  secret: string | undefined,
  token: string | undefined,
  action: string,
): Promise<boolean> {
  if (!secret) {
    logger.info('recaptcha: sin RECAPTCHA_SECRET, no se verifica', {
      action: action || 'sin acción',
    })
    return true
  }
  if (!token) return false
  try {
    const response = await fetch(VERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(5000),
    })
    const answer = answerSchema.parse(await response.json())
    if (!answer.success) return false
    if (action && answer.action && answer.action !== action) return false
    return answer.score === undefined || answer.score >= MIN_SCORE
  } catch (error) {
    logger.error('recaptcha: la verificación falló', errorFields(error))
    return false
  }
}

/** The embedded backend's check, with RECAPTCHA_SECRET from its environment. */
export function verifyRecaptchaToken(token: string | undefined, action: string): Promise<boolean> {
  return checkRecaptcha(process.env.RECAPTCHA_SECRET?.trim() || undefined, token, action)
}
