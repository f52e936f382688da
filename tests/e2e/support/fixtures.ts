import { test as base, expect } from '@playwright/test'
import { CONSENT_KEYS } from '../../../lib/cookie-consent'

// Pages open with the cookie choice already made, so the banner never covers what a test clicks;
// the cookie tests opt out with `test.use({ consentDecided: false })`. A message that a layout did
// not send to the client (next-intl shows its key, `CityField.ciudad`) fails the test.
export const test = base.extend<{ consentDecided: boolean }>({
  consentDecided: [true, { option: true }],
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
