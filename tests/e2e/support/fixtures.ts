import { test as base, expect } from '@playwright/test'
import { CONSENT_KEYS } from '../../../lib/cookie-consent'

// Pages open with the cookie choice already made, so the banner never covers what a test clicks;
// the cookie tests opt out with `test.use({ consentDecided: false })`.
export const test = base.extend<{ consentDecided: boolean }>({
  consentDecided: [true, { option: true }],
  page: async ({ page, consentDecided }, use) => {
    if (consentDecided) {
      await page.addInitScript((key) => {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'false')
      }, CONSENT_KEYS.accepted)
    }
    await use(page)
  },
})

export { expect }
