// The web app manifest, per tenant: one build serves every tenant, so the manifest is served like the
// settings files (a file per tenant host, written beside the nginx configuration: build/nginxConfig.ts;
// docs/security.md "Per-tenant files"), and by the dev server and `vite preview` for the running tenant. Installable in Chromium: name, short name,
// start_url and scope under the portal's base, display standalone (spec 7: log sending reports a
// standalone use), a square icon of any size (SVG).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { devAndPreviewMiddleware } from './devAndPreviewMiddleware.ts';

export const MANIFEST_PATH = 'manifest.webmanifest';

/** What a tenant's manifest shows: its key (the icon's folder), display name and brand colour. */
export interface TenantBrand {
  tenant: string;
  name: string;
  themeColor: string;
}

export function webAppManifest({ tenant, name, themeColor }: TenantBrand, base = '/') {
  const scope = base.endsWith('/') ? base : `${base}/`;
  return {
    id: scope,
    name,
    short_name: name,
    lang: 'fr',
    start_url: scope,
    scope,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: themeColor,
    icons: [{ src: `${scope}tenants/${encodeURIComponent(tenant)}/icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

export const manifestFileText = (brand: TenantBrand, base = '/') => `${JSON.stringify(webAppManifest(brand, base), null, 2)}\n`;

type Next = () => void;

export function manifestMiddleware(brand: TenantBrand, base: string) {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if ((req.url ?? '').split('?')[0] !== `${prefix}${MANIFEST_PATH}` || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const text = manifestFileText(brand, prefix);
    res.writeHead(200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
}

/** Serves the running tenant's manifest in development and in `vite preview` (vite.config.ts names the tenant). */
export function portalManifestPlugin(brand: TenantBrand): Plugin {
  return devAndPreviewMiddleware('portal-web-app-manifest', (base) => manifestMiddleware(brand, base));
}
