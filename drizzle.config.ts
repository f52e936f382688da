import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` writes a new SQL migration after a change to the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/embedded-backend/db/schema.ts',
  out: './lib/embedded-backend/db/migrations',
})
