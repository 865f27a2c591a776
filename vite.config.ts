/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
// build/: the production build and how it is hosted. server/: the local stand-in backend and its
// dev-server plugins. build/ never imports server/: what it needs of the running stack (its
// settings, the demo tenant's brand) is handed to it here.
import { builtSettings, portalSecurityHeadersPlugin, type SettingsSource } from './build/securityHeaders.ts';
import { nginxConfigPlugin, readSitesFile, type HostedSite } from './build/nginxConfig.ts';
import { portalManifestPlugin } from './build/webAppManifest.ts';
import { portalServiceWorkerPlugin } from './build/serviceWorker.plugin.ts';
import { portalPreloadHeadersPlugin } from './build/preloadHeaders.ts';
import { bootChunkPreloadPlugin } from './build/bootChunkPreload.plugin.ts';
import { brotliAssetsPlugins } from './build/brotliAssets.plugin.ts';
import { stripDescriptionsPlugin } from './build/stripDescriptions.plugin.ts';
import { stripContractDocsPlugin } from './build/stripContractDocs.plugin.ts';
import { portalSettingsPlugin } from './server/vite-settings-plugin.ts';
import { portalFileFaultsPlugin } from './server/vite-faults-plugin.ts';
import { DEFAULT_IDP_PORT, DEFAULT_PORTAL_PORT, urlOf } from './server/config.ts';
import { portalSettings } from './server/portal-settings.ts';
import { tenantBrand, tenantFrom } from './server/tenants.ts';

const tenant = tenantFrom(process.env.TENANT);

/** With STACK_URL (npm start, the browser suites): the settings the running stack's portal gets. */
const stackSettings: SettingsSource | undefined = process.env.STACK_URL
  ? (portalUrl) =>
      portalSettings({
        tenant,
        portalUrl: process.env.PORTAL_URL || portalUrl,
        stackUrl: process.env.STACK_URL!,
        idpUrl: process.env.IDP_URL || urlOf(DEFAULT_IDP_PORT),
      })
  : undefined;

/**
 * The tenant hosts of the nginx configuration the build writes (dist/nginx/, docs/security.md):
 * PORTAL_SITES names a host's JSON list of sites; with STACK_URL, the running stack's tenant on the
 * portal's test or dev origin (the browser suites serve it there); else the built default settings
 * (tenant alpha) on localhost:8080, for a look at the build under nginx.
 */
function hostedSites(outDir: string): HostedSite[] {
  if (process.env.PORTAL_SITES) return readSitesFile(process.env.PORTAL_SITES);
  const portalPort = Number(process.env.PORTAL_PORT ?? DEFAULT_PORTAL_PORT);
  if (stackSettings)
    return [
      {
        serverName: 'localhost',
        listen: [`localhost:${portalPort}`],
        brand: tenantBrand(tenant),
        settings: stackSettings(process.env.PORTAL_URL || urlOf(portalPort)),
      },
    ];
  const settings = builtSettings(outDir);
  const builtTenant = tenantFrom((settings.appSettings as { tenantName?: string }).tenantName);
  return [{ serverName: 'localhost', listen: ['localhost:8080'], brand: tenantBrand(builtTenant), settings }];
}

/**
 * The chunk layers, in order, each named by the modules that start it: src/main.tsx starts the
 * portal's wiring (the machines, the adapters, XState) and the built-in texts of its "could not
 * load" message, i18next and the views; the views' chunk loads the authorised layout and the screen
 * of /home, which the boot (src/boot.ts) starts with it. A layer holds those modules
 * (`modules`) or only what they import (`importsOf`: src/portal.tsx stays a chunk of its own, which
 * index.html modulepreloads and main.tsx evaluates in a task of its own), and whatever they import
 * statically that no layer above holds. Style sheets stay with the module that imports them.
 */
const CHUNK_LAYERS: { name: string; modules?: string[]; importsOf?: string[] }[] = [
  { name: 'core', importsOf: ['src/portal.tsx'], modules: ['src/services/builtInTexts.ts'] },
  { name: 'i18n', modules: ['src/services/i18n.ts'] },
  // The session hook goes with the views: the pages outside the layout (forbidden, autologin,
  // success-login) use it too, and must not wait for the layout's chunk (`npm run size` checks it).
  { name: 'views', importsOf: ['src/portalView.tsx'], modules: ['src/views/app/useSession.ts'] },
  // The signed-in session's children come with the layout (the app machine's loadShell imports them).
  {
    name: 'layout',
    modules: ['src/views/shell/AuthorisedLayout.tsx', 'src/views/pages/ScreenPage.tsx', 'src/services/shellLogics.ts'],
  },
];
const layersByGraph = new WeakMap<object, Map<string, string | null>>();
/** The layer of a module: the first that reaches it through static imports (null: none). */
function chunkLayerOf(id: string, context: Rolldown.ChunkingContext): string | null {
  // The graph's objects stay the same within one chunking pass: the layers are computed once for it.
  const graph = context.getModuleInfo(fileURLToPath(new URL('src/main.tsx', import.meta.url)));
  if (!graph) return null;
  let layers = layersByGraph.get(graph);
  if (!layers) {
    layers = new Map();
    const imports = (module: string) => context.getModuleInfo(module)?.importedIds ?? [];
    const listed = (path: string) => {
      const module = fileURLToPath(new URL(path, import.meta.url));
      if (!context.getModuleInfo(module)) throw new Error(`vite.config.ts, CHUNK_LAYERS: ${path} is not in the build`);
      return module;
    };
    for (const { name, modules = [], importsOf = [] } of CHUNK_LAYERS) {
      const pending = [...modules.map(listed), ...importsOf.map(listed).flatMap(imports)];
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (layers.has(next) || /\.css($|\?)/.test(next)) continue;
        layers.set(next, name);
        pending.push(...imports(next));
      }
    }
    layersByGraph.set(graph, layers);
  }
  return layers.get(id) ?? null;
}

// The inspector is bundled only when asked for: in development (`?inspect`), or in a build made
// with VITE_INSPECT=true. A plain production build must contain none of its code (checked by a test).
export default defineConfig({
  plugins: [
    react(),
    // The machines' descriptions are for charts and the gallery: a production build leaves them out.
    stripDescriptionsPlugin(),
    // The contract's descriptions and examples are for docs/api (npm run contract): no build carries them.
    stripContractDocsPlugin(),
    // The faults plugin comes before the settings plugin so a fault rule reaches the settings files too.
    portalFileFaultsPlugin(),
    portalSettingsPlugin(),
    // Production readiness: per-tenant manifest, sw.js, the preview's security headers.
    portalManifestPlugin(tenantBrand(tenant)),
    portalServiceWorkerPlugin(),
    portalSecurityHeadersPlugin(stackSettings),
    // The scripts and style sheets brotli-compressed, as a production host serves them.
    ...brotliAssetsPlugins(),
    // The tenant's texts start with the page: a Link preload on the document.
    portalPreloadHeadersPlugin(tenant),
    // The web server configuration of the build, per tenant host (dist/nginx/).
    nginxConfigPlugin({ sites: hostedSites, root: process.env.PORTAL_ROOT, cspReportUri: process.env.PORTAL_CSP_REPORT_URI }),
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
        // Layers of chunks, each importing only the layers above it (no cycle, so the order in which
        // parallel chunks arrive cannot matter): the portal's wiring, i18next, the views (router, app
        // screens, modals), then the authorised layout with its screen. A layer is named by the modules
        // that start it (CHUNK_LAYERS) and holds what they import statically that no layer above holds,
        // so a file that moves keeps its layer. A signed-in /home's second round is then a handful of
        // requests, which HTTP/1.1's 6 connections an origin carry at once (docs/performance.md,
        // section 5); `npm run size` fails on a cycle.
        codeSplitting: {
          groups: [
            // Vite's preload helper apart, as small as it is: the entry imports it, and anywhere else
            // (React's or the machines' chunk) the entry would wait for that chunk (src/main.tsx).
            { name: 'preload', test: /vite[\\/]preload-helper/, priority: 60 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/, priority: 50 },
            ...CHUNK_LAYERS.map(({ name }, index) => ({
              name: (id: string, context: Rolldown.ChunkingContext) => (chunkLayerOf(id, context) === name ? name : null),
              priority: 40 - 10 * index,
            })),
            // What two screens or more share (the families, their hooks and views, shared schemas and
            // helpers): one chunk rather than a request for each small module, so a screen's chunks
            // fit in the six requests HTTP/1.1 carries at once (docs/performance.md, section 5).
            {
              name: 'screenKit',
              test: /[\\/](src[\\/]views[\\/](screens|shared)|machines[\\/](families|screens|domain)|contract[\\/]screens)[\\/]/,
              minShareCount: 2,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20000,
    pool: 'forks',
    // One test process per core: Vitest's default keeps one core for its own process, which mostly
    // waits while the files run, so on two cores npm test ran one file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      // The model and view tests share each test process's modules (the machines, the views, React,
      // XState) instead of importing them again for every file: they hold no state between files
      // (each builds its own actors and restores what it spies on; a DOM, where they use one, is set
      // up per file): docs/decisions.md, "npm test's time".
      { extends: true, test: { name: 'model, views', include: ['tests/{model,views}/**/*.test.{ts,tsx}'], isolate: false } },
      // The rest mock modules, stub globals, count live actors or start servers: a fresh module graph per file.
      { extends: true, test: { name: 'unit, server, build', include: ['tests/{unit,server,build}/**/*.test.{ts,tsx}'] } },
    ],
  },
});
