import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'catalog', include: ['tools/**/*.test.mjs'] } });
