import { openDatabase, type OpenDatabase } from './db/client'
import { seedDatabase } from './seed'

// The process's one database, opened, migrated and seeded with the demo data. The storage layer
// (db/) opens and migrates; the seed is a domain's work, handed to it from here, above both.

export type { OpenDatabase } from './db/client'

// Shared by every bundle that imports this module (Next may load it from several entry points,
// so the singleton lives on globalThis).
const KEY = Symbol.for('loteria.embedded-backend.database')
type Holder = { [KEY]?: Promise<OpenDatabase> }

export function getDatabase(): Promise<OpenDatabase> {
  const holder = globalThis as Holder
  holder[KEY] ??= openDatabase(seedDatabase).catch((error: unknown) => {
    delete holder[KEY]
    throw error
  })
  return holder[KEY]
}

export async function closeDatabase(): Promise<void> {
  const holder = globalThis as Holder
  const open = holder[KEY]
  if (!open) return
  delete holder[KEY]
  await (await open).close()
}
