import path from 'node:path'

// Both drivers run the same SQL migrations. Resolved at run time from the project folder; not a
// module for the bundler to trace.
export const MIGRATIONS_FOLDER = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  'packages/reference-backend/src/db/migrations',
)
