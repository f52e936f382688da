// Security headers for every response. Plain ESM so next.config.mjs can import it; tested in jest.
//
// Public pages are statically rendered, so a per-request nonce is impossible (it would make every
// page dynamic). Script chunks carry SRI hashes (experimental.sri) and come only from 'self'; the
// inline RSC payload scripts that Next writes into static HTML differ per page and build, so
// script-src keeps 'unsafe-inline' for them. Google Maps and reCAPTCHA origins are allowed only
// when their keys are configured. 'wasm-unsafe-eval' lets the card scanner compile its QR decoder
// (WebAssembly from 'self', public/scanner/); it allows no eval of JavaScript.

import { imageOrigins } from './image-hosts.mjs'

const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com'],
  connect: ['https://maps.googleapis.com'],
  img: ['https://maps.gstatic.com', 'https://maps.googleapis.com', 'https://*.ggpht.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  frame: [],
}

const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
  img: [],
  font: [],
  style: [],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
}

/** @param {NodeJS.ProcessEnv} env */
export function contentSecurityPolicy(env = process.env) {
  const extras = [
    env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY ? GOOGLE_MAPS : null,
    env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY ? RECAPTCHA : null,
  ].filter((x) => x !== null)
  /** @param {'script'|'connect'|'img'|'font'|'style'|'frame'} kind */
  const more = (kind) => extras.flatMap((e) => e[kind]).join(' ')
  const dev = env.NODE_ENV === 'development'
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'${dev ? " 'unsafe-eval'" : ''} ${more('script')}`,
    `style-src 'self' 'unsafe-inline' ${more('style')}`,
    `img-src 'self' data: blob: ${imageOrigins(env)
      .map((url) => url.origin)
      .join(' ')} ${more('img')}`,
    `font-src 'self' data: ${more('font')}`,
    `connect-src 'self' ${more('connect')}`,
    `frame-src ${more('frame') || "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
  return directives.map((d) => d.replace(/\s+/g, ' ').trim()).join('; ')
}

/** @param {NodeJS.ProcessEnv} env */
export function securityHeaders(env = process.env) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(self), microphone=(), geolocation=(self), payment=(), usb=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
  ]
}

/**
 * The simulated payment provider's page (embedded backend, /servicios/pasarela/…) sends its own,
 * stricter policy: no script at all, and no referrer (its address carries the purchase's token).
 * Next keeps a header set in next.config over the same header of a route's answer, so that path
 * gets every header here but these.
 */
const OWN_POLICY_HEADERS = ['Content-Security-Policy', 'Referrer-Policy', 'X-Frame-Options']

/** The `headers()` rules of next.config.mjs. @param {NodeJS.ProcessEnv} env */
export function headerRules(env = process.env) {
  const headers = securityHeaders(env)
  return [
    { source: '/:path((?!servicios/pasarela/).*)', headers },
    {
      source: '/servicios/pasarela/:path*',
      headers: headers.filter((header) => !OWN_POLICY_HEADERS.includes(header.key)),
    },
  ]
}
