// Which hosts the backend will POST a push message to. A subscription's endpoint comes from the
// browser, so without this list a player could make the server send requests to any https host,
// internal ones included. The defaults are the push services of Chrome/Edge/Android (FCM),
// Firefox (Mozilla autopush), Windows (WNS) and Safari (Apple); PUSH_SERVICE_HOSTS replaces them
// (comma-separated host names; a leading dot also allows every subdomain).

const DEFAULT_HOSTS = [
  'fcm.googleapis.com',
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
]

export function pushServiceHosts(setting = process.env.PUSH_SERVICE_HOSTS): string[] {
  const configured = setting
    ?.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
  return configured && configured.length > 0 ? configured : DEFAULT_HOSTS
}

/** An allowed host, over https on port 443 (the parser reads `:443` as no port). */
export function isKnownPushService(endpoint: string, hosts = pushServiceHosts()): boolean {
  const url = new URL(endpoint)
  if (url.protocol !== 'https:' || url.port !== '') return false
  const host = url.hostname.toLowerCase()
  return hosts.some((allowed) =>
    allowed.startsWith('.')
      ? host.endsWith(allowed) && host.length > allowed.length
      : host === allowed,
  )
}
