import { defineConfig } from 'vitest/config';

// Helpers, hooks, the auth store and forms in happy-dom (a DOM without a browser); the network is
// stubbed at fetch and EventSource (src/test/network.ts). Whole screens are covered end to end.
export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // The CI runs these beside the server's PGlite suites on 2 cores: a render can wait seconds for
    // the CPU, so a test gets room beyond its 15 s waits (src/test/setup.ts) instead of timing out.
    testTimeout: 30_000,
  },
});
