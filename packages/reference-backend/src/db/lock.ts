import fs from 'node:fs'
import path from 'node:path'

// PGlite has no lock of its own, and two processes on one data folder lose rows or corrupt it
// (docs/setup-notes.md). This lock file lets exactly one live process open the folder.

const LOCK_FILE = 'embedded-backend.lock'

class DatabaseLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `La base de datos embebida en ${dataDir} ya está abierta por el proceso ${pid}. ` +
        'Solo un proceso puede abrirla: detenga ese servidor (o use otra carpeta con EMBEDDED_DATA_DIR) ' +
        'y hable con él por HTTP (npm run operator).',
    )
    this.name = 'DatabaseLockedError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the lock or throws DatabaseLockedError; returns the release function. */
export function acquireLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
      let released = false
      return () => {
        if (released) return
        released = true
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file)
        } catch {
          // Already gone: nothing to release.
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(fs.readFileSync(file, 'utf8').trim())
      if (holder === process.pid) return () => undefined
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DatabaseLockedError(dataDir, holder)
      }
      // A stale lock from a process that died without closing: take it over.
      fs.rmSync(file, { force: true })
    }
  }
  throw new Error(`No se pudo tomar el bloqueo de ${file}`)
}
