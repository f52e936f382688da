// Cookie consent as the original site stored it (docs/product.md §3: local storage keys). This is a
// preference, not user data, so it may live in script-readable storage.

export const CONSENT_KEYS = {
  accepted: 'cookiesAccepted',
  analytics: 'preferencia_cookies_analiticas',
  advertising: 'preferencia_cookies_publicitarias',
} as const

export interface ConsentChoice {
  accepted: boolean
  analytics: boolean
  advertising: boolean
}

type Store = Pick<Storage, 'getItem' | 'setItem'>

/** The stored choice, or null when the visitor has not chosen yet. */
export function readConsent(storage: Store): ConsentChoice | null {
  const accepted = storage.getItem(CONSENT_KEYS.accepted)
  if (accepted !== 'true' && accepted !== 'false') return null
  return {
    accepted: accepted === 'true',
    analytics: storage.getItem(CONSENT_KEYS.analytics) === 'true',
    advertising: storage.getItem(CONSENT_KEYS.advertising) === 'true',
  }
}

export function storeConsent(storage: Store, choice: ConsentChoice): void {
  storage.setItem(CONSENT_KEYS.accepted, String(choice.accepted))
  storage.setItem(CONSENT_KEYS.analytics, String(choice.analytics))
  storage.setItem(CONSENT_KEYS.advertising, String(choice.advertising))
}

/** Runs in <head> before paint: marks a visitor who already chose, so the banner never flashes. */
export const CONSENT_HEAD_SCRIPT = `try{if(localStorage.getItem('${CONSENT_KEYS.accepted}')!==null)document.documentElement.dataset.consent='1'}catch(e){}`
