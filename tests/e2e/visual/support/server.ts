import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

// The visual suite's own server (a Playwright webServer, see playwright.config.ts): the current
// build on a fresh embedded database, its clock frozen at FIXED_NOW by ./fixed-clock.mjs. The
// seed makes its draws, sessions and movements relative to "now", so a fixed now gives the same
// demo data on any day.

/** Wednesday 25 Nov 2026, 12:00 in Asunción: the open draw is N° 1288, the last one run N° 1287. */
export const FIXED_NOW = '2026-11-25T15:00:00.000Z'

const ROOT = path.resolve(__dirname, '../../../..')

/** `VISUAL_PORT`, else five above the other browser tests' server (3100 → 3105). */
function visualPort(): number {
  return Number(process.env.VISUAL_PORT) || (Number(process.env.E2E_PORT) || 3100) + 5
}

export const VISUAL_URL = `http://localhost:${visualPort()}`

/** Environment of the server: the preload that freezes its clock, and the instant. */
export function visualServerEnv(): Record<string, string> {
  const clock = pathToFileURL(path.join(__dirname, 'fixed-clock.mjs')).href
  return {
    FIXED_NOW,
    // Its own seed, on the frozen clock: never the run's copy seeded on today's (server.mjs).
    TEST_SEEDED_PGLITE: '',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${clock}`.trim(),
  }
}

/** Where the setup project leaves each demo player's logged-in browser state for the suite. */
export function storageStatePath(player: string): string {
  return path.join(os.tmpdir(), `loteria-visual-${visualPort()}`, `${player}.json`)
}

/**
 * The key that turns on Next's draft mode: with its cookie every page is rendered for the request,
 * on the server's frozen clock, instead of served as prerendered at build time (on the real date).
 */
export function draftModeCookie() {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(ROOT, '.next', 'prerender-manifest.json'), 'utf8'),
  ) as { preview: { previewModeId: string } }
  return { name: '__prerender_bypass', value: manifest.preview.previewModeId, url: VISUAL_URL }
}
