import 'server-only'
import { z } from 'zod'
import { isEmbeddedMode, recaptchaSecret } from '@/lib/config'

// reCAPTCHA v3 check on the server. Without RECAPTCHA_SECRET (local runs, tests) it is skipped with
// a log line, as ARCHITECTURE.md section 5 says; with it, a missing or low-score token fails.

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
const MIN_SCORE = 0.5

const answerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
})

export async function verifyRecaptcha(token: string | undefined, action: string): Promise<boolean> {
  const secret = recaptchaSecret()
  if (!secret) {
    console.info(`[recaptcha] no RECAPTCHA_SECRET: check skipped (${action || 'sin acción'})`)
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
    console.error(
      '[recaptcha] verification failed:',
      error instanceof Error ? error.message : error,
    )
    return false
  }
}

/**
 * The site's own check before it calls the backend. The embedded backend checks the token itself
 * (a script can call it without the site's forms), and a token is good for one check only, so the
 * site leaves it to the backend there; an operator backend gets a token the site already checked.
 */
export async function verifyRecaptchaBeforeBackend(
  token: string | undefined,
  action: string,
): Promise<boolean> {
  return isEmbeddedMode() ? true : verifyRecaptcha(token, action)
}
