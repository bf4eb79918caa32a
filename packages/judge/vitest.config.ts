import { defineConfig } from 'vitest/config';

// Sandboxed runs are timed: files run one after another so one file's boxes do not slow another's,
// and so two files never use the same per-slot uid at once.
export default defineConfig({
  test: {
    name: 'judge',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
