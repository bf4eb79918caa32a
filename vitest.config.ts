import { defineConfig } from 'vitest/config';

// Each workspace owns its test settings (the judge needs long timeouts, the server a database).
export default defineConfig({
  // Two workers suit a 2-core machine (PGlite boots a WASM Postgres per server test file).
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'catalog/vitest.config.ts'],
    maxWorkers: 2,
  },
});
