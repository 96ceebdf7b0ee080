import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

// The API server for `vite` dev; JXC_API overrides it.
const api = process.env.JXC_API ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: {
      '/api': api,
      '/annex': api,
      '/socket.io': { target: api, ws: true },
    },
  },
});
