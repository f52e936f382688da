// A temporary folder of this process that goes when the process goes, however it goes: at its
// end, and on SIGINT, SIGTERM or SIGHUP (Ctrl-C, a CI runner's stop, a closed terminal), which end
// a Node process without its 'exit' handlers (docs/history.md: an interrupted `npm test`
// left its 90 MB seed folder in the OS temporary directory).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }

/** A new folder `prefix…` in the OS temporary directory, and the call that removes it now. */
export function temporaryFolder(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const remove = () => {
    fs.rmSync(dir, { recursive: true, force: true })
    process.off('exit', remove)
    for (const [signal, handler] of handlers) process.off(signal, handler)
  }
  const handlers = Object.entries(SIGNALS).map(([signal, number]) => {
    const handler = () => {
      remove()
      // As the signal would have ended it: the caller sees 128 + its number.
      process.exit(128 + number)
    }
    process.once(signal, handler)
    return [signal, handler]
  })
  process.once('exit', remove)
  return { dir, remove }
}
