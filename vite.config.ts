/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { portalSettingsPlugin } from './server/vite-settings-plugin.ts';
import { portalFileFaultsPlugin } from './server/vite-faults-plugin.ts';
import { portalSecurityHeadersPlugin } from './server/security-headers.ts';
import { portalManifestPlugin } from './server/web-app-manifest.ts';
import { portalServiceWorkerPlugin } from './server/service-worker-plugin.ts';
import { portalPreloadHeadersPlugin } from './server/preload-headers.ts';
import { bootChunkPreloadPlugin } from './server/boot-chunk-preload-plugin.ts';
import { brotliAssetsPlugins } from './server/brotli-assets-plugin.ts';

// The inspector is bundled only when asked for: in development (`?inspect`), or in a build made
// with VITE_INSPECT=true. A plain production build must contain none of its code (checked by a test).
export default defineConfig({
  plugins: [
    react(),
    // The faults plugin comes before the settings plugin so a fault rule reaches the settings files too.
    portalFileFaultsPlugin(),
    portalSettingsPlugin(),
    // Production readiness (issue 12): per-tenant manifest, sw.js, the preview's security headers.
    portalManifestPlugin(),
    portalServiceWorkerPlugin(),
    portalSecurityHeadersPlugin(),
    // The scripts and style sheets brotli-compressed, as a production host serves them.
    ...brotliAssetsPlugins(),
    // The tenant's texts start with the page: a Link preload on the document (issue 12, rounds).
    portalPreloadHeadersPlugin(),
    // The portal's wiring (machines, adapters) is evaluated in its own task, downloaded with the entry.
    bootChunkPreloadPlugin({ modules: ['src/portal.tsx'] }),
  ],
  server: { port: Number(process.env.PORTAL_PORT ?? 5173), strictPort: true, host: 'localhost' },
  preview: { port: Number(process.env.PORTAL_PORT ?? 4173), strictPort: true, host: 'localhost' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The real budget is gzipped and per entry chunk: scripts/size.mjs (npm run size).
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        // Layers of the views' chunks, each importing only the layers above it (no cycle, so the
        // order in which parallel chunks arrive cannot matter): the views (router, app screens,
        // modals), then the authorised layout with its screen. i18next has its own. A signed-in
        // /home's second round is then a handful of requests, which HTTP/1.1's 6 connections an
        // origin carry at once (docs/performance.md, section 5); `npm run size` checks the layers.
        codeSplitting: {
          groups: [
            // Vite's preload helper apart, as small as it is: the entry imports it, and anywhere else
            // (React's or the machines' chunk) the entry would wait for that chunk (src/main.tsx).
            { name: 'preload', test: /vite[\\/]preload-helper/, priority: 60 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/, priority: 50 },
            {
              name: 'core',
              // Less the age rule of the notification times, which only the layout's notification views use.
              test: /[\\/]machines[\\/](?!domain[\\/]notificationAge\.)|src[\\/]screenChunks|node_modules[\\/]xstate[\\/]|src[\\/]services[\\/](?!i18n|signalRClient)/,
              priority: 40,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]|src[\\/]services[\\/]i18n/,
              priority: 30,
            },
            {
              name: 'views',
              test: /src[\\/](views[\\/](app|shared|modals|signIn)[\\/]|router)|node_modules[\\/](react-router|react-router-dom|@xstate[\\/]react|use-isomorphic-layout-effect|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              name: 'layout',
              test: /src[\\/]views[\\/]((shell|notifications|pages[\\/]profile)[\\/]\w+|pages[\\/]ScreenPage)\.tsx?$|machines[\\/]domain[\\/]notificationAge\.ts$/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['tests/{model,unit,views,server}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20000,
    pool: 'forks',
  },
});
