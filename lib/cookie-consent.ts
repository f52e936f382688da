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

/**
 * The banner's answer given before or without JavaScript: its form posts to /api/cookies, which
 * keeps Aceptar or Declinar in this cookie (readable by scripts: it is a preference, not user data).
 * The head script copies it into local storage, where the choice lives (docs/product.md §3).
 */
export const CONSENT_COOKIE = CONSENT_KEYS.accepted

/** The choice the banner's two buttons make: Aceptar allows every category, Declinar none. */
export function bannerChoice(accepted: boolean): ConsentChoice {
  return { accepted, analytics: accepted, advertising: accepted }
}

/**
 * Runs in <head> before paint: a choice posted by the banner's form (the cookie) is stored like
 * one made by script, and a visitor who already chose is marked, so the banner never flashes.
 */
export const CONSENT_HEAD_SCRIPT = `try{var s=localStorage,m=document.cookie.match(/(?:^|; )${CONSENT_COOKIE}=(true|false)/);if(m&&s.getItem('${CONSENT_KEYS.accepted}')===null){s.setItem('${CONSENT_KEYS.accepted}',m[1]);s.setItem('${CONSENT_KEYS.analytics}',m[1]);s.setItem('${CONSENT_KEYS.advertising}',m[1])}if(s.getItem('${CONSENT_KEYS.accepted}')!==null)document.documentElement.dataset.consent='1'}catch(e){}`

/**
 * Without JavaScript only (a <noscript> stylesheet of the root layout, app/api/cookies/estilo):
 * Configurar Cookies, whose modal needs scripts, is hidden; and since the static HTML carries the
 * banner for everyone, so is the banner of a visitor whose cookie holds a choice.
 */
export const NO_SCRIPT_CSS = '[data-cookie-configure]{display:none}'
export const CONSENT_HIDDEN_CSS = '[data-cookie-banner]{display:none}'
