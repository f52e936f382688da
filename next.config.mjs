import createNextIntlPlugin from 'next-intl/plugin'
import { imageRemotePatterns } from './lib/image-hosts.mjs'
import { livePageCaching } from './lib/live/page-caching.mjs'
import { cacheHandlerOption } from './lib/redis/cache-handler-option.mjs'
import { headerRules } from './lib/security-headers.mjs'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // The ICU messages are compiled at build time: the browser gets no message parser (12 kB gz).
    messages: { path: './messages', format: 'json', locales: ['es'], precompile: true },
  },
})

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `.next/standalone`: the server and only the files it needs. The Dockerfile, `npm start`
  // (scripts/run/start.mjs), `npm run standalone` and every test server run it, assembled by
  // scripts/lib/standalone.mjs: nothing runs `next start` (docs/deploying.md).
  output: 'standalone',
  outputFileTracingIncludes: {
    // Read at run time from the working folder (packages/reference-backend/src/db/migrations-folder.ts)
    // and by PGlite from its package: no import for the tracer to follow.
    '/**': [
      './packages/reference-backend/src/db/migrations/**/*',
      './node_modules/@electric-sql/pglite/dist/**/*',
    ],
  },
  // The local data folders (the database, the generated session secret and operator token) never
  // travel with a build, whatever a path in the code lets the tracer guess.
  outputFileTracingExcludes: {
    '/**': ['./.data/**/*', './.cluster/**/*', './bench-results/**/*', './test-results/**/*'],
  },
  // No ETag: Next hashes the whole page (FNV-1a over 90 kB of HTML) on every request, the largest
  // single cost of serving a cached page (40 % of the CPU in a profile of /home under wrk). The
  // pages are cached by s-maxage; nginx or a CDN in front makes its own validators.
  generateEtags: false,
  // `npm test` runs `tsc --noEmit` over every file before it builds and says so with TYPES_CHECKED:
  // Next's own pass (15 s on two cores) would repeat it. Any other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // PGlite ships WASM and data files that must be loaded from node_modules at run time; the Redis
  // client is one per process, shared with the cache handler Next loads outside its bundles.
  serverExternalPackages: ['@electric-sql/pglite', '@redis/client', 'web-push'],
  // The backend's pictures, resized and re-encoded per screen by next/image (lib/image-hosts.mjs).
  images: { remotePatterns: imageRemotePatterns() },
  experimental: {
    // Hashes of every script chunk: the static-compatible half of the CSP (see
    // docs/security-in-the-site.md).
    sri: { algorithm: 'sha256' },
    // Not `inlineCss`: measured, it took Lighthouse's mobile LCP on /home from 3.8 to 2.7 s, but it
    // put every stylesheet in every page twice (HTML and RSC payload: /home 79 → 190 kB) and halved
    // the throughput of `npm run bench`; draw night's crowd weighs more (see the issue note).
  },
  async headers() {
    return [...headerRules(), livePageCaching]
  },
  // The site's redirects live in middleware.ts (lib/redirects.ts): a redirect from here carries
  // none of the security headers above, one from middleware does.
}

/** @param {string} phase */
export default function config(phase) {
  // Pages and cached data in Redis when REDIS_URL is set, else Next's own cache, with no handler
  // file loaded at all (lib/redis/cache-handler-option.mjs).
  return withNextIntl({ ...nextConfig, ...cacheHandlerOption(phase) })
}
