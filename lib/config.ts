import 'server-only'

// Server configuration, read once from the environment (README.md, "Configuration").

export function backendUrl(): string | undefined {
  const url = process.env.BACKEND_URL?.trim()
  return url ? url.replace(/\/+$/, '') : undefined
}

export function isEmbeddedMode(): boolean {
  return backendUrl() === undefined
}

export function backendTimeoutMs(): number {
  const value = Number(process.env.BACKEND_TIMEOUT_MS)
  return Number.isFinite(value) && value > 0 ? value : 8000
}

export function revalidateSecret(): string | undefined {
  return process.env.REVALIDATE_SECRET || undefined
}

export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')
}

export function recaptchaSecret(): string | undefined {
  return process.env.RECAPTCHA_SECRET || undefined
}

/**
 * What the site shows an operator backend to read the live draw's event stream (docs/history.md):
 * BACKEND_STREAM_TOKEN, or OPERATOR_TOKEN when that is not set.
 */
export function backendStreamToken(): string | undefined {
  return process.env.BACKEND_STREAM_TOKEN?.trim() || process.env.OPERATOR_TOKEN?.trim() || undefined
}
