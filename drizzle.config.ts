import { defineConfig } from 'drizzle-kit';

/** One schema and one folder of versioned migrations, applied on start by both drivers. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
});
