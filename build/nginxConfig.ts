// The web server configuration of the production build, written by the build beside it
// (`dist/nginx/`) for nginx (Debian's 1.22 is the reference, with libnginx-mod-http-brotli-static).
// One build serves every tenant: each tenant host is a `server` block (by `server_name`) that serves
// the same files, plus that tenant's own settings, manifest, CSP and texts preload (docs/security.md).
//
// Why each location exists:
// - nginx drops every inherited `add_header` in a block that has its own, so each location includes
//   the site's security headers (a snippet per site, `include`d everywhere).
// - Every page route is answered by index.html (`try_files $uri /index.html`, an internal redirect):
//   the document's headers (CSP, tenant texts preload, no caching) live in `location = /index.html`.
// - Hashed assets are immutable and served as their `.br` copy to browsers that take brotli;
//   a missing asset is a 404, never index.html (a module answered with HTML fails to run).
// - sw.js, settings, texts and the manifest are revalidated on every load, so a new build or a
//   changed setting is seen at once; settings are never stored.
// - `/nginx/` (this configuration) is not served.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { APP_SETTINGS_PATH, CLIENT_CONFIGURATION_PATH } from '../machines/domain/constants.ts';
import { tenantTextsPreloadLink } from './preloadHeaders.ts';
import { builtIndexHtml, FRAMED_BY_PORTAL_PATHS, securityHeaders, type HostedSettings } from './securityHeaders.ts';
import { MANIFEST_PATH, manifestFileText, type TenantBrand } from './webAppManifest.ts';

/** The folder of the build (`dist/nginx/`) that holds the configuration; never served. */
export const NGINX_DIR = 'nginx';
/** The file a host includes in its `http {}` block (Debian: a link in /etc/nginx/sites-enabled/). */
export const NGINX_SITES_FILE = 'portal.conf';
/** Debian's brotli_static module (libnginx-mod-http-brotli-static). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** One tenant host. */
export interface HostedSite {
  /** The host name browsers use for this tenant (nginx `server_name`). */
  serverName: string;
  /** nginx `listen` values; default `80`. */
  listen?: Array<string | number>;
  /** Served over HTTPS (TLS ends here or before): sends Strict-Transport-Security. */
  https?: boolean;
  brand: TenantBrand;
  /** The two settings files this host serves. */
  settings: HostedSettings;
}

export interface NginxConfigInput {
  /** The built index.html (its inline styles are hashed into the CSP). */
  indexHtml: string;
  /** The absolute folder the build is served from on the host. */
  root: string;
  sites: HostedSite[];
  /** `report-uri` of every CSP (a host that collects violation reports). */
  cspReportUri?: string;
}

const SERVER_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;
const LISTEN = /^(?:\[[0-9a-fA-F:]+\]:|[A-Za-z0-9.-]+:)?\d{1,5}(?: [a-z_]+)*$/;
const TENANT = /^[A-Za-z0-9_-]+$/;

/** A value inside nginx double quotes: no variable (`$`), no line break; quotes escaped. */
function quoted(value: string): string {
  if (/[$\r\n]/.test(value) || value.includes('\\')) throw new Error(`nginx configuration: refused value ${JSON.stringify(value)}`);
  return `"${value.replaceAll('"', '\\"')}"`;
}

/** An absolute path in the configuration: no space, quote, `;`, `$` or braces. */
function path(value: string): string {
  if (!value.startsWith('/') || /[\s"';${}\\]/.test(value)) throw new Error(`nginx configuration: refused path ${JSON.stringify(value)}`);
  return value;
}

function checkSite(site: HostedSite): void {
  if (!SERVER_NAME.test(site.serverName)) throw new Error(`nginx configuration: refused server name ${JSON.stringify(site.serverName)}`);
  for (const listen of site.listen ?? [])
    if (!LISTEN.test(String(listen))) throw new Error(`nginx configuration: refused listen ${JSON.stringify(listen)}`);
  if (!TENANT.test(site.brand.tenant)) throw new Error(`nginx configuration: refused tenant ${JSON.stringify(site.brand.tenant)}`);
}

const siteDir = (site: HostedSite) => `sites/${site.serverName}`;

function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} ${quoted(value)} always;\n`)
    .join('');
}

function siteHeaders(input: NginxConfigInput, site: HostedSite, framedByPortal: boolean): Record<string, string> {
  const headers = securityHeaders({ indexHtml: input.indexHtml, ...site.settings, reportUri: input.cspReportUri }, { framedByPortal });
  return site.https ? { ...headers, 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : headers;
}

function serverBlock(input: NginxConfigInput, site: HostedSite): string {
  const root = path(input.root);
  const own = `${root}/${NGINX_DIR}/${siteDir(site)}`;
  const headers = `include ${own}/security-headers.conf;`;
  const framed = `include ${own}/framed-security-headers.conf;`;
  const listen = (site.listen ?? [80]).map((value) => `  listen ${value};\n`).join('');
  const file = (location: string, alias: string, cache: string, type: string) =>
    `  location = /${location} {\n    ${headers}\n    add_header Cache-Control ${quoted(cache)} always;\n` +
    `    types { }\n    default_type ${type};\n    alias ${own}/${alias};\n  }\n`;
  return (
    `# ${site.brand.name} (tenant ${site.brand.tenant})\n` +
    `server {\n${listen}  server_name ${site.serverName};\n  root ${root};\n  index index.html;\n  server_tokens off;\n` +
    `  gzip on;\n  gzip_vary on;\n  gzip_types text/css application/javascript application/json application/manifest+json image/svg+xml;\n\n` +
    `  location ^~ /${NGINX_DIR}/ {\n    return 404;\n  }\n` +
    `  location / {\n    ${headers}\n    add_header Cache-Control "no-cache" always;\n    try_files $uri /index.html;\n  }\n` +
    `  location = /index.html {\n    ${headers}\n    add_header Link ${quoted(tenantTextsPreloadLink(site.brand.tenant))} always;\n` +
    `    add_header Cache-Control "no-cache" always;\n  }\n` +
    FRAMED_BY_PORTAL_PATHS.map(
      (framedPath) => `  location = ${framedPath} {\n    ${framed}\n    add_header Cache-Control "no-cache" always;\n  }\n`,
    ).join('') +
    // The worker's scope is the whole portal (it sits at the root); a new build is looked for on every load.
    `  location = /sw.js {\n    ${headers}\n    add_header Cache-Control "no-cache" always;\n    add_header Service-Worker-Allowed "/" always;\n  }\n` +
    file(APP_SETTINGS_PATH, APP_SETTINGS_PATH, 'no-store', 'application/json') +
    file(CLIENT_CONFIGURATION_PATH, CLIENT_CONFIGURATION_PATH, 'no-store', 'application/json') +
    file(MANIFEST_PATH, MANIFEST_PATH, 'no-cache', 'application/manifest+json') +
    `  location /i18n/ {\n    ${headers}\n    add_header Cache-Control "no-cache" always;\n    try_files $uri =404;\n  }\n` +
    `  location /assets/ {\n    ${headers}\n    add_header Cache-Control "public, max-age=31536000, immutable" always;\n` +
    `    brotli_static on;\n    try_files $uri =404;\n  }\n}\n`
  );
}

/** Every file of `dist/nginx/`, by path relative to it. */
export function nginxConfigFiles(input: NginxConfigInput): Record<string, string> {
  const names = new Set<string>();
  for (const site of input.sites) {
    checkSite(site);
    if (names.has(site.serverName)) throw new Error(`nginx configuration: two sites named ${site.serverName}`);
    names.add(site.serverName);
  }
  const files: Record<string, string> = {
    [NGINX_SITES_FILE]:
      '# Generated by the build (build/nginxConfig.ts): one server block per tenant host.\n' +
      `# Include it in nginx's http {} block; it needs ${BROTLI_STATIC_MODULE} loaded.\n\n` +
      input.sites.map((site) => serverBlock(input, site)).join('\n'),
  };
  for (const site of input.sites) {
    const dir = siteDir(site);
    files[`${dir}/security-headers.conf`] = headerLines(siteHeaders(input, site, false));
    files[`${dir}/framed-security-headers.conf`] = headerLines(siteHeaders(input, site, true));
    files[`${dir}/${APP_SETTINGS_PATH}`] = `${JSON.stringify(site.settings.appSettings, null, 2)}\n`;
    files[`${dir}/${CLIENT_CONFIGURATION_PATH}`] = `${JSON.stringify(site.settings.clientConfiguration, null, 2)}\n`;
    files[`${dir}/${MANIFEST_PATH}`] = manifestFileText(site.brand);
  }
  return files;
}

/**
 * A whole nginx.conf that runs the build's sites as an ordinary user (tests, a local look): every
 * file nginx writes goes under `prefix`. A host uses its own nginx.conf and includes portal.conf.
 */
export function standaloneNginxConf(options: { prefix: string; sitesFile: string; mimeTypes?: string; runAsRoot?: boolean }): string {
  const prefix = path(options.prefix);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${prefix}/${name};\n`).join('');
  return (
    `load_module ${BROTLI_STATIC_MODULE};\n` +
    // As root, nginx's workers would run as nobody, who may not read a build in a home folder.
    (options.runAsRoot ? 'user root;\n' : '') +
    `worker_processes 1;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\n` +
    `events {\n  worker_connections 256;\n}\n` +
    `http {\n  include ${path(options.mimeTypes ?? '/etc/nginx/mime.types')};\n  default_type application/octet-stream;\n` +
    `  access_log off;\n  sendfile on;\n${temp}  include ${path(options.sitesFile)};\n}\n`
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * A host's list of tenant sites (PORTAL_SITES, docs/security.md): a JSON array of `{serverName,
 * listen?, https?, tenant, name, themeColor, appSettings, clientConfiguration}`. Anything else stops
 * the build with the site and the field at fault.
 */
export function parseSites(text: string, source = 'sites'): HostedSite[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(value) || value.length === 0) throw new Error(`${source}: expected a non-empty array of sites`);
  return value.map((entry, index) => {
    const where = `${source}[${index}]`;
    if (!isRecord(entry)) throw new Error(`${where}: expected an object`);
    for (const field of ['serverName', 'tenant', 'name', 'themeColor'] as const)
      if (!isString(entry[field])) throw new Error(`${where}.${field}: expected a string`);
    const { appSettings, clientConfiguration } = entry;
    if (!isRecord(appSettings) || !isString(appSettings.backApiUrl) || !isString(appSettings.alertsApiUrl))
      throw new Error(`${where}.appSettings: expected an object with backApiUrl and alertsApiUrl`);
    if (!isRecord(clientConfiguration) || !isString(clientConfiguration.stsServer))
      throw new Error(`${where}.clientConfiguration: expected an object with stsServer`);
    if (entry.listen !== undefined && !(Array.isArray(entry.listen) && entry.listen.every((l) => isString(l) || typeof l === 'number')))
      throw new Error(`${where}.listen: expected an array of ports or addresses`);
    const site: HostedSite = {
      serverName: entry.serverName as string,
      listen: entry.listen as HostedSite['listen'],
      https: entry.https === true,
      brand: { tenant: entry.tenant as string, name: entry.name as string, themeColor: entry.themeColor as string },
      settings: {
        appSettings: appSettings as HostedSettings['appSettings'],
        clientConfiguration: clientConfiguration as HostedSettings['clientConfiguration'],
      },
    };
    checkSite(site);
    return site;
  });
}

export const readSitesFile = (file: string) => parseSites(readFileSync(file, 'utf8'), file);

/** Writes `files` (from nginxConfigFiles) under `dir`. */
export function writeNginxConfig(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    const target = join(dir, name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
}

/**
 * The build writes `dist/nginx/` once its index.html is final. `sites` gets the output folder (the
 * built default settings live there) and returns the tenant hosts; `root` is where the host serves
 * the build from (default: the output folder itself, so `nginx -c` runs it where it was built).
 */
export function nginxConfigPlugin(options: { sites: (outDir: string) => HostedSite[]; root?: string; cspReportUri?: string }): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-nginx-config',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        const files = nginxConfigFiles({
          indexHtml: builtIndexHtml(outDir),
          root: options.root ?? outDir,
          sites: options.sites(outDir),
          cspReportUri: options.cspReportUri,
        });
        writeNginxConfig(join(outDir, NGINX_DIR), files);
      },
    },
  };
}
