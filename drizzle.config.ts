import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` writes a new SQL migration after a change to the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/reference-backend/src/db/schema.ts',
  out: './packages/reference-backend/src/db/migrations',
})
