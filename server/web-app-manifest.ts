// The web app manifest, per tenant: one build serves every tenant, so the manifest is served like the
// settings files (a file per tenant on a real host, docs/security.md "Per-tenant files"), here by the
// dev server and `vite preview` for the running TENANT. Installable in Chromium: name, short name,
// start_url and scope under the portal's base, display standalone (spec 7: log sending reports a
// standalone use), a square icon of any size (SVG).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { devAndPreviewMiddleware } from './vite-middleware-plugin.ts';
import { TENANT_DISPLAY_NAMES, tenantFrom, type TenantId } from './tenants.ts';

export const MANIFEST_PATH = 'manifest.webmanifest';

/** The tenant's brand colour (the background of its icon). */
export const TENANT_THEME_COLORS: Record<TenantId, string> = {
  alpha: '#0b5cad',
  beta: '#6b2fa3',
};

export function webAppManifest(tenant: TenantId, base = '/') {
  const scope = base.endsWith('/') ? base : `${base}/`;
  const name = TENANT_DISPLAY_NAMES[tenant];
  return {
    id: scope,
    name,
    short_name: name,
    lang: 'fr',
    start_url: scope,
    scope,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: TENANT_THEME_COLORS[tenant],
    icons: [{ src: `${scope}tenants/${tenant}/icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

export const manifestFileText = (tenant: TenantId, base = '/') => `${JSON.stringify(webAppManifest(tenant, base), null, 2)}\n`;

type Next = () => void;

export function manifestMiddleware(env: { TENANT?: string }, base: string) {
  const tenant = tenantFrom(env.TENANT);
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if ((req.url ?? '').split('?')[0] !== `${prefix}${MANIFEST_PATH}` || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const text = manifestFileText(tenant, prefix);
    res.writeHead(200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
}

/** Serves the running tenant's manifest in development and in `vite preview`. */
export function portalManifestPlugin(env: { TENANT?: string } = process.env): Plugin {
  return devAndPreviewMiddleware('portal-web-app-manifest', (base) => manifestMiddleware(env, base));
}
