// Every start refuses a Node outside package.json `engines` (docs/history.md: `npm start`,
// `npm run standalone` and `npm run cluster` built and served on Node 20, past its end of life, with
// no word). One line says which Node is needed and where the guide is; nothing is built or started.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const PACKAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'package.json')

/** [major, minor, patch] of `22.12.0` or `v22.12.0`; undefined when it is not one. */
function parts(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(version).trim())
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined
}

function atLeast(version, floor) {
  for (let i = 0; i < 3; i++) if (version[i] !== floor[i]) return version[i] > floor[i]
  return true
}

/**
 * Whether `version` is in `range`: alternatives joined by `||`, each `^X.Y.Z` (that major, from
 * X.Y.Z on) or `>=X.Y.Z`, the forms `engines` uses here. An alternative of another form never matches.
 */
export function satisfiesEngines(version, range) {
  const have = parts(version)
  if (!have) return false
  return String(range)
    .split('||')
    .map((alternative) => alternative.trim())
    .some((alternative) => {
      const floor = parts(alternative.replace(/^(\^|>=)\s*/, ''))
      if (!floor) return false
      if (alternative.startsWith('>=')) return atLeast(have, floor)
      if (alternative.startsWith('^')) return have[0] === floor[0] && atLeast(have, floor)
      return false
    })
}

export function enginesRange(file = PACKAGE) {
  return JSON.parse(fs.readFileSync(file, 'utf8')).engines?.node ?? ''
}

/** The one line a refused start prints, in Spanish like every message to the operator. */
export function unsupportedNodeMessage(version, range) {
  return (
    `Node ${version} no sirve para este sitio: hace falta Node ${range} (package.json engines). ` +
    'Cómo instalarlo en Debian 12: docs/deploying.md, "Node host".'
  )
}

/** Exits with code 1 after `say`ing why when this Node is outside `engines`. */
export function refuseUnsupportedNode(say = (line) => console.error(`✗ ${line}`)) {
  const range = enginesRange()
  if (satisfiesEngines(process.versions.node, range)) return
  say(unsupportedNodeMessage(process.versions.node, range))
  process.exit(1)
}
