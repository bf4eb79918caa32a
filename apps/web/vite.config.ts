import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-plugins/precompress.ts';

const API_TARGET = process.env.CODEDOJO_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/dev/': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', manifest: true },
});
