// The security headers of the production build, computed from the built index.html and the tenant's
// settings. One function serves `npm run preview` (portalSecurityHeadersPlugin below), the nginx
// configuration the build writes (build/nginxConfig.ts) and the browser suites that run on both.
//
// - script-src 'self': index.html has no inline script (the boot screen's inline <style> is hashed,
//   not allowed wholesale with 'unsafe-inline'); no eval anywhere (measured in Chromium: the suite
//   fails on any violation, tests/e2e/fixtures.ts).
// - connect-src: only the configured API, alerts, provider and hub origins (the hub also as ws:/wss:).
// - frame-src: the provider (silent renew falls back to a hidden iframe), 'self' (its callback page)
//   and blob: (the document preview shows a PDF the portal read with the token, as an object URL).
// - Trusted Types: every DOM sink that takes a script URL or HTML needs a typed value; the portal's
//   only sink is the service worker registration, through its named policy; QA builds add the
//   inspector's chart worker, through another (docs/security.md).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import {
  APP_SETTINGS_PATH,
  CLIENT_CONFIGURATION_PATH,
  INSPECTOR_TRUSTED_TYPES_POLICY,
  TRUSTED_TYPES_POLICY,
} from '../machines/domain/constants.ts';

export interface SecurityHeadersInput {
  /** The built index.html, whose inline <style> elements are hashed. */
  indexHtml: string;
  appSettings: { backApiUrl: string; alertsApiUrl: string };
  clientConfiguration: { stsServer: string };
  /** Where browsers POST violation reports (`report-uri`): a host that collects them; none by default. */
  reportUri?: string;
}

/** 'sha256-…' of the text of every inline <style> element, in document order, without duplicates. */
export function inlineStyleHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/** Whether index.html still holds an inline script (forbidden: script-src has no hash for it). */
export function hasInlineScript(html: string): boolean {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].some(
    (match) => !/\bsrc\s*=/.test(match[1]) && match[2].trim() !== '',
  );
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The hub lives under the back-end API; SignalR's WebSocket goes to the same host as ws:/wss:. */
function webSocketOriginOf(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/** Pages the portal itself frames: the silent-renew callback (oidc-client-ts's hidden iframe). */
export const FRAMED_BY_PORTAL_PATHS = ['/silent-renew.html'] as const;

export interface PageOptions {
  /** The page is framed by the portal (silent renew): frame-ancestors 'self' instead of 'none'. */
  framedByPortal?: boolean;
}

export function contentSecurityPolicy(input: SecurityHeadersInput, page: PageOptions = {}): string {
  const api = originOf(input.appSettings.backApiUrl);
  const alerts = originOf(input.appSettings.alertsApiUrl);
  const provider = originOf(input.clientConfiguration.stsServer);
  const connect = new Set<string>(["'self'"]);
  for (const origin of [api, alerts, provider]) if (origin) connect.add(origin);
  if (api) connect.add(webSocketOriginOf(api));
  const frames = ["'self'", ...(provider ? [provider] : []), 'blob:'];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", ...inlineStyleHashes(input.indexHtml)]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', [...connect]],
    ['frame-src', frames],
    ['child-src', frames],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [page.framedByPortal ? "'self'" : "'none'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', [TRUSTED_TYPES_POLICY, INSPECTOR_TRUSTED_TYPES_POLICY]],
    ...(input.reportUri ? ([['report-uri', [input.reportUri]]] as Array<[string, string[]]>) : []),
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Every header a real host should send with the portal (docs/security.md has the nginx form). */
export function securityHeaders(input: SecurityHeadersInput, page: PageOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input, page),
    'X-Content-Type-Options': 'nosniff',
    // The sign-in callback URL carries the authorization code: it never leaves as a Referer.
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': page.framedByPortal ? 'SAMEORIGIN' : 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

type Next = () => void;

/** The two settings files a host serves to the portal (the CSP's origins come from them). */
export type HostedSettings = Pick<SecurityHeadersInput, 'appSettings' | 'clientConfiguration'>;

/** Gives the settings a server hands out, knowing that server's own origin. */
export type SettingsSource = (portalUrl: string) => HostedSettings;

/** The built `settings/*.json` of `outDir` (the committed defaults, or whatever the host put there). */
export function builtSettings(outDir: string): HostedSettings {
  const read = (path: string) => JSON.parse(readFileSync(join(outDir, path), 'utf8'));
  return { appSettings: read(APP_SETTINGS_PATH), clientConfiguration: read(CLIENT_CONFIGURATION_PATH) };
}

/** The built index.html of `outDir`, refused when it holds an inline script (the CSP has no hash for it). */
export function builtIndexHtml(outDir: string): string {
  const indexFile = join(outDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
  if (hasInlineScript(indexHtml)) throw new Error(`${indexFile} has an inline <script>: the CSP forbids it`);
  return indexHtml;
}

/**
 * The middleware alone: computes the headers once, from the build the preview serves and the settings
 * it hands out (`settings`, given the preview's origin; by default the built files).
 */
export function securityHeadersMiddleware(outDir: string, portalUrl: () => string, settings?: SettingsSource) {
  let headers: { page: Record<string, string>; framed: Record<string, string> } | null = null;
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (!headers) {
      const input = { indexHtml: builtIndexHtml(outDir), ...(settings ? settings(portalUrl()) : builtSettings(outDir)) };
      headers = { page: securityHeaders(input), framed: securityHeaders(input, { framedByPortal: true }) };
    }
    const path = (req.url ?? '').split('?')[0];
    const framed = (FRAMED_BY_PORTAL_PATHS as readonly string[]).includes(path);
    for (const [name, value] of Object.entries(framed ? headers.framed : headers.page)) res.setHeader(name, value);
    // The browser must always ask for a new worker script (a new build is found on the next load).
    if (path.endsWith('/sw.js')) res.setHeader('Cache-Control', 'no-cache');
    next();
  };
}

/**
 * `vite preview` sends the production headers. The dev server does not (Vite's client injects inline
 * code). `settings`: what the preview's settings files say, when they are not the built ones
 * (vite.config.ts passes the running stack's).
 */
export function portalSecurityHeadersPlugin(settings?: SettingsSource): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'portal-security-headers',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    configurePreviewServer(server) {
      const dir = resolve(root, outDir);
      server.middlewares.use(securityHeadersMiddleware(dir, () => `http://localhost:${server.config.preview.port ?? 4173}`, settings));
    },
  };
}
