// @ts-check
// Builds public/sw.js from app/sw.ts after `next build` (`serwist build serwist.config.mjs`; the
// withSerwist plugin produces no worker under Turbopack, see docs/setup-notes.md).
//
// The precache is the shell, not the site. Serwist's default took every prerendered page (~80 KB
// of HTML each) and everything in public/: 237 URLs, 4.8 MB, of which 38 pages were 3.0 MB. This
// list is 33 URLs, about 1 MB (measured on the site with its results pages). It holds:
// - the offline page and every script, style sheet and font file it loads (the root layout's
//   shell), read from its prerendered HTML so the list follows the layout by itself;
// - the scripts and style sheets of the results pages, so a results page kept for offline reading
//   also hydrates and looks right offline (their HTML is cached at run time, not here);
// - every CSS file (small) and the SVG icon.
// Account and buying pages are never prerendered nor listed here, and app/sw.ts never stores them.

import fs from 'node:fs'
import path from 'node:path'
import { serwist } from '@serwist/next/config'

/** Prerendered pages whose scripts, style sheets and fonts are precached. */
const SHELL_PAGES = ['~offline', 'resultados']
/** The only HTML in the precache. */
const PRECACHED_PAGES = ['~offline']

/**
 * Turbopack names hold no glob syntax today; escape it anyway so a name is always literal.
 * @param {string} file
 */
const literal = (file) => file.replace(/[*?[\]{}()!+@]/g, '\\$&')

/**
 * Files under `<distDir>static/` that a prerendered page loads, as glob patterns.
 * @param {string} distDir
 * @param {string} page
 * @returns {string[]}
 */
function staticFilesOf(distDir, page) {
  const html = path.join(distDir, 'server', 'app', `${page}.html`)
  if (!fs.existsSync(html)) {
    console.warn(`serwist.config: ${html} not found; its scripts are cached at run time only`)
    return []
  }
  const urls = fs.readFileSync(html, 'utf8').match(/\/_next\/static\/[^"'\s)\\<>]+/g) ?? []
  /** @type {Set<string>} */
  const files = new Set()
  for (const url of urls) {
    const name = decodeURI(url.slice('/_next/static/'.length).split('?')[0] ?? '')
    const file = `${distDir}static/${name}`
    if (/\.(js|css|woff2)$/.test(file) && fs.existsSync(file)) files.add(file)
  }
  // Fonts are referenced from the style sheets, not the HTML. Spanish and Guaraní need the Latin
  // subsets only; the others load on demand (unicode-range) and are cached at run time.
  for (const css of [...files].filter((f) => f.endsWith('.css'))) {
    for (const [, ref] of fs.readFileSync(css, 'utf8').matchAll(/url\(["']?([^"')]+\.woff2)/g)) {
      const font = path.posix.normalize(path.posix.join(path.posix.dirname(css), ref ?? ''))
      if (/latin/.test(path.posix.basename(font)) && fs.existsSync(font)) files.add(font)
    }
  }
  return [...files].map(literal)
}

export default serwist.withNextConfig((nextConfig) => {
  const distDir = `${nextConfig.distDir.replace(/^\/|\/$/g, '')}/`
  return {
    swSrc: 'app/sw.ts',
    swDest: 'public/sw.js',
    precachePrerendered: false,
    globPatterns: [
      ...PRECACHED_PAGES.map((page) => literal(`${distDir}server/app/${page}.html`)),
      ...SHELL_PAGES.flatMap((page) => staticFilesOf(distDir, page)),
      `${distDir}static/**/*.css`,
      // The offline page shows it; the PNGs are for installing, which the browser fetches itself.
      'public/icons/icon.svg',
    ],
    // Sorted, so the same build always gives the same worker.
    manifestTransforms: [
      async (entries) => ({
        manifest: [...entries].sort((a, b) => a.url.localeCompare(b.url)),
        warnings: [],
      }),
    ],
  }
})
