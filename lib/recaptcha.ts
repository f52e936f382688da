import 'server-only'
import { isEmbeddedMode, recaptchaSecret } from '@/lib/config'
import { checkRecaptcha } from '@loteria/shared'

// reCAPTCHA v3 check on the server (packages/shared/src/recaptcha-check.ts). Without RECAPTCHA_SECRET (local runs,
// tests) it is skipped with a log line; with it, a missing or low-score token fails.

async function verifyRecaptcha(token: string | undefined, action: string): Promise<boolean> {
  return checkRecaptcha(recaptchaSecret(), token, action)
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
