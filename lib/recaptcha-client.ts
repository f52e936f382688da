'use client'

// reCAPTCHA v3 in the browser: loads Google's script only when a site key is configured; without
// one the token is undefined and the server skips the check (docs/architecture.md §5).

const SITE_KEY = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY

interface Grecaptcha {
  ready: (cb: () => void) => void
  execute: (key: string, options: { action: string }) => Promise<string>
}

let loading: Promise<Grecaptcha> | null = null

function load(key: string): Promise<Grecaptcha> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`
    script.async = true
    script.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha
      if (g) g.ready(() => resolve(g))
      else reject(new Error('grecaptcha missing'))
    }
    script.onerror = () => {
      loading = null
      reject(new Error('reCAPTCHA could not load'))
    }
    document.head.appendChild(script)
  })
  return loading
}

export const recaptchaEnabled = Boolean(SITE_KEY)

export async function getRecaptchaToken(action: string): Promise<string | undefined> {
  if (!SITE_KEY) return undefined
  const grecaptcha = await load(SITE_KEY)
  return grecaptcha.execute(SITE_KEY, { action })
}
