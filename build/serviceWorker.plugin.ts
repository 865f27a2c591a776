// The production build's service worker (spec section 9), written by vite-plugin-pwa (Workbox) to
// dist/sw.js. The portal registers it itself, from the serviceWorkerRegistration machine, once the
// app has been stable for 30 s: the plugin injects no registration and no manifest (the manifest is
// per tenant: build/webAppManifest.ts). Why it caches what it does: docs/security.md.
//
// - Precached: the hashed JS and CSS, the fonts and the static pictures (backgrounds, tenant logos
//   and icons): what the app shell needs besides its HTML.
// - Never from cache: index.html and every navigation (the HTML names the current build, so a new
//   version is picked up on the next load; OIDC callbacks such as /success-login?code=… are never
//   stored nor answered by a fallback), settings/*.json, the translation files (tenant-named), the
//   manifest, and every API, alerts, provider and hub call (other origins, no runtime route).
// - No skipWaiting/clientsClaim: a new worker waits until no tab runs the old build, so an open
//   tab keeps finding its own lazy chunks in the old precache; new loads already get the new HTML.
import { VitePWA } from 'vite-plugin-pwa';

export function portalServiceWorkerPlugin() {
  return VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,woff2,svg,png,webp,jpg}'],
      globIgnores: ['sw.js', 'workbox-*.js', 'silent-renew.*', 'settings/**', 'i18n/**', '**/*.webmanifest', 'index.html'],
      navigateFallback: null,
      // One self-contained sw.js: no importScripts, which Trusted Types would also govern in the worker.
      inlineWorkboxRuntime: true,
      runtimeCaching: [],
      skipWaiting: false,
      clientsClaim: false,
      cleanupOutdatedCaches: true,
      // Hashed file names are their own version: no cache-busting query.
      dontCacheBustURLsMatching: /\/assets\/.+-[A-Za-z0-9_-]{8,}\.(js|css)$/,
    },
  });
}
