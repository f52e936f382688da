import createNextIntlPlugin from 'next-intl/plugin'
import { headerRules } from './lib/security-headers.mjs'

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts')

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  experimental: {
    // Hashes of every script chunk: the static-compatible half of the CSP (see README, Security).
    sri: { algorithm: 'sha256' },
    // CSS in the HTML: no render-blocking stylesheet requests before the first paint on a slow
    // mobile link (Lighthouse: four blocking files cost ~1.2 s of LCP on /home and /resultados).
    inlineCss: true,
  },
  async headers() {
    return headerRules()
  },
  async redirects() {
    return [
      { source: '/', destination: '/home', permanent: false },
      { source: '/mis-premios', destination: '/mi-cuenta/mis-premios', permanent: false },
      { source: '/datos-personales', destination: '/mi-cuenta/datos-personales', permanent: false },
      { source: '/mi-cuenta', destination: '/mi-cuenta/datos-personales', permanent: false },
      // A shared link with ?sorteo=ID opens that draw's own, cacheable page.
      {
        source: '/resultados',
        has: [{ type: 'query', key: 'sorteo', value: '(?<sorteo>\\d+)' }],
        destination: '/resultados/:sorteo',
        permanent: false,
      },
    ]
  },
}

export default withNextIntl(nextConfig)
