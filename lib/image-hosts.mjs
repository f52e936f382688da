// Where the backend's pictures may come from. Plain ESM so next.config.mjs can import it.
//
// The backend answers with picture URLs (banners, winners, promotions…). Relative ones are this
// site's own; absolute ones live on the operator's backend or CDN. next/image resizes a remote
// picture only when its host is listed (anything else gets a 400 from /_next/image), and an SVG,
// which next/image never resizes, is fetched by the browser itself, so the same list goes into
// the CSP's img-src. Read at build time (next.config) and at start (headers).

/**
 * The origins of BACKEND_URL and of IMAGE_HOSTS (comma-separated origins).
 * @param {NodeJS.ProcessEnv} env
 * @returns {URL[]}
 */
export function imageOrigins(env = process.env) {
  const listed = [env.BACKEND_URL ?? '', ...(env.IMAGE_HOSTS ?? '').split(',')]
  const origins = new Map()
  for (const entry of listed.map((s) => s.trim()).filter(Boolean)) {
    let url
    try {
      url = new URL(entry)
    } catch {
      throw new Error(`IMAGE_HOSTS/BACKEND_URL: "${entry}" no es un origen válido (https://host)`)
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error(`IMAGE_HOSTS/BACKEND_URL: "${entry}" debe empezar con https:// o http://`)
    origins.set(url.origin, new URL(url.origin))
  }
  return [...origins.values()]
}

/**
 * next.config `images.remotePatterns` for those origins, any path.
 * @param {NodeJS.ProcessEnv} env
 */
export function imageRemotePatterns(env = process.env) {
  return imageOrigins(env).map((url) => ({
    protocol: /** @type {'http' | 'https'} */ (url.protocol.slice(0, -1)),
    hostname: url.hostname,
    port: url.port,
    pathname: '/**',
  }))
}
