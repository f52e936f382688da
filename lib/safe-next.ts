// The `next` parameter after login: only a same-site path, never another origin
// (`//evil.example`, `/\evil.example`, `https://…`, `javascript:`).

const FALLBACK = '/home'

export function safeNextPath(value: string | null | undefined, fallback = FALLBACK): string {
  if (!value) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback
  try {
    const url = new URL(value, 'http://same.site')
    if (url.origin !== 'http://same.site') return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}
