import { VALIDATION_MESSAGES } from '@loteria/contract'
import messages from '@/messages/es.json'

// The contract's request schemas carry message keys: the backend answers a key with its text
// from the contract, the site with messages/es.json. Both must say the same words.

describe('contract validation messages', () => {
  it('messages/es.json has every contract key, word for word', () => {
    const site: Record<string, string> = messages.Validation
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect([key, site[key]]).toEqual([key, text])
    }
  })
})
