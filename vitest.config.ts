import { defineConfig } from 'vitest/config';

// Each workspace owns its test settings (the judge needs long timeouts, the server a database).
export default defineConfig({
  test: { projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'] },
});
