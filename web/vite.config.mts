import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';

// The API server for `vite` dev; JXC_API overrides it.
const api = process.env.JXC_API ?? 'http://localhost:3000';

/**
 * The installable app: a manifest and a service worker that keeps the app shell for offline use. API calls never go
 * through its caches (they are POSTs and outside the navigation fallback); the shop floor's data lives in IndexedDB
 * (web/src/modules/offline).
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
  includeAssets: ['logo.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    name: '云进销存',
    short_name: '云进销存',
    description: '云进销存：手机开单、盘点，断网也能用',
    lang: 'zh-CN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1890ff',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: '/index.html',
    // The server's own addresses (services/src/shared/http/spa.ts lets them by): never answered with the app.
    navigateFallbackDenylist: [/^\/api\//, /^\/annex\//, /^\/socket\.io/, /^\/health$/, /^\/metrics$/, /^\/download\//],
    cleanupOutdatedCaches: true,
    // The first worker takes the page it installed from: a phone that signed in once works offline without a reload.
    clientsClaim: true,
  },
});

export default defineConfig({
  base: '/',
  plugins: [react(), precompress(), pwa],
  build: {
    // package.json's sideEffects lists the only files whose top-level statements do more than declare: the bundler drops
    // the rest of any other file whose exports go unused (so a module's index does not bring all its screens along), and
    // such statements of it too (a file that registers something at load must be listed there).
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
