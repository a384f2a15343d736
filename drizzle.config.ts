import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` writes a new SQL migration into drizzle/ after a change to the schema;
// server/db/client.ts applies the folder at every start (PGlite and PostgreSQL alike).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './drizzle',
})
