import { defineConfig } from 'vitest/config';

// Pure helpers only (time, percentages, progress figures) and build plugins; screens are covered end to end.
export default defineConfig({
  test: { name: 'web', include: ['src/**/*.test.ts', 'build-plugins/**/*.test.ts'], environment: 'node' },
});
