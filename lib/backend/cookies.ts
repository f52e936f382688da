// The backend's own cookies (session and XSRF-TOKEN) travel inside the site session, never to the
// browser (docs/architecture.md §3). These helpers read and write them as a name → value map.

export type BackendCookies = Record<string, string>

export function cookieHeader(cookies: BackendCookies): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ')
}

/** Applies Set-Cookie headers to the map: new values replace, expired ones are removed. */
export function applySetCookies(cookies: BackendCookies, setCookies: string[]): BackendCookies {
  const next = { ...cookies }
  for (const header of setCookies) {
    const [pair, ...attributes] = header.split(';')
    const eq = pair?.indexOf('=') ?? -1
    if (!pair || eq <= 0) continue
    const name = pair.slice(0, eq).trim()
    const value = pair.slice(eq + 1).trim()
    const expired = attributes.some((attribute) => {
      const [key, raw] = attribute.split('=').map((s) => s.trim())
      if (key?.toLowerCase() === 'max-age') return Number(raw) <= 0
      if (key?.toLowerCase() === 'expires' && raw) return new Date(raw).getTime() <= Date.now()
      return false
    })
    if (expired || value === '') delete next[name]
    else next[name] = value
  }
  return next
}
