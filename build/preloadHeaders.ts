// The tenant's own texts start with the page. index.html is one
// static build for every tenant, so it cannot name `i18n/tenants/<tenant>.fr.json`; the host that
// serves a tenant's settings knows the tenant (it already sends that tenant's CSP), so it announces
// the file in a `Link` preload header on the document. The app's fetch of the same URL (same mode and
// credentials: `crossorigin` = anonymous = fetch()'s defaults) takes the preloaded response.
// French only: it is the default and the fallback of English, so every boot needs it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { DEFAULT_LANGUAGE } from '../machines/domain/constants.ts';
import { devAndPreviewMiddleware } from './devAndPreviewMiddleware.ts';

/** `</i18n/tenants/alpha.fr.json>; rel=preload; as=fetch; crossorigin` (docs/security.md gives it for nginx). */
export function tenantTextsPreloadLink(tenant: string, base = '/'): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return `<${prefix}i18n/tenants/${encodeURIComponent(tenant)}.${DEFAULT_LANGUAGE}.json>; rel=preload; as=fetch; crossorigin`;
}

/** A navigation to a page (the SPA answers every route with index.html), not a script, style or fetch. */
export function isDocumentRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const destination = req.headers['sec-fetch-dest'];
  if (destination) return destination === 'document';
  return (req.headers.accept ?? '').includes('text/html');
}

type Next = () => void;

export function preloadHeadersMiddleware(tenant: string, base: string) {
  const link = tenantTextsPreloadLink(tenant, base);
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (isDocumentRequest(req)) res.setHeader('Link', link);
    next();
  };
}

/** The dev server and `vite preview` announce the running tenant's texts (vite.config.ts names the tenant). */
export function portalPreloadHeadersPlugin(tenant: string): Plugin {
  return devAndPreviewMiddleware('portal-tenant-texts-preload', (base) => preloadHeadersMiddleware(tenant, base));
}
