import { test as base, expect, type APIRequestContext } from '@playwright/test'
import { CONSENT_KEYS } from '../../../lib/cookie-consent'

// Pages open with the cookie choice already made, so the banner never covers what a test clicks;
// the cookie tests opt out with `test.use({ consentDecided: false })`. A message that a layout did
// not send to the client (next-intl shows its key, `CityField.ciudad`) fails the test.
export const test = base.extend<{ consentDecided: boolean }>({
  consentDecided: [true, { option: true }],
  request: async ({ request }, use) => {
    await use(retryingResets(request))
  },
  page: async ({ page, consentDecided }, use) => {
    if (consentDecided) {
      await page.addInitScript((key) => {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'false')
      }, CONSENT_KEYS.accepted)
    }
    const missingMessages: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('MISSING_MESSAGE'))
        missingMessages.push(message.text())
    })
    await use(page)
    expect(missingMessages, 'messages missing on the client').toEqual([])
  },
})

export { expect }

const CALLS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'])

/**
 * The API client, its calls retried once on a reset connection. The server closes a keep-alive
 * connection after 5 s idle; a call sent on it at that moment is reset before the server reads a
 * byte (seen under load: `read ECONNRESET` on a GET). Browsers send such a request again; Playwright's
 * client does only when asked (`maxRetries`, which retries ECONNRESET and nothing else).
 */
function retryingResets(context: APIRequestContext): APIRequestContext {
  return new Proxy(context, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver)
      if (typeof key !== 'string' || !CALLS.has(key) || typeof value !== 'function') return value
      return (url: unknown, options?: Record<string, unknown>) =>
        (value as (...args: unknown[]) => unknown).call(target, url, { maxRetries: 1, ...options })
    },
  })
}
