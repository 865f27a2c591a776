// The nginx configuration the build writes (build/nginxConfig.ts, docs/security.md): checked against
// a real build of the portal for two tenant hosts, then served by a real nginx (Debian's, when this
// machine has it) and asked for what a browser gets. The browser journeys (tests/engines) run on it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROTLI_STATIC_MODULE, nginxConfigFiles, parseSites, standaloneNginxConf, type HostedSite } from '../../build/nginxConfig.ts';

const NGINX = '/usr/sbin/nginx';
const canRunNginx = existsSync(NGINX) && existsSync(BROTLI_STATIC_MODULE);

const folders: string[] = [];
const track = (folder: string) => (folders.push(folder), folder);

const sitesJson = (port: number) => [
  {
    serverName: 'alpha.localhost',
    listen: [`127.0.0.1:${port}`],
    tenant: 'alpha',
    name: 'Alpha Intérim',
    themeColor: '#0b5cad',
    appSettings: {
      tenantName: 'alpha',
      frontUrl: 'https://alpha.example',
      backApiUrl: 'https://api.alpha.example/api',
      alertsApiUrl: 'https://alerts.alpha.example',
    },
    clientConfiguration: { stsServer: 'https://login.alpha.example', client_id: 'portal' },
  },
  {
    serverName: 'beta.localhost',
    listen: [`127.0.0.1:${port}`],
    https: true,
    tenant: 'beta',
    name: 'Bêta Emploi',
    themeColor: '#6b2fa3',
    appSettings: { tenantName: 'beta', backApiUrl: 'https://api.beta.example/api', alertsApiUrl: 'https://api.beta.example/alerts' },
    clientConfiguration: { stsServer: 'https://sso.beta.example/realms/portal' },
  },
];

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
/** `add_header Name "value" always;` lines of a snippet, as a record. */
const snippetHeaders = (text: string) =>
  Object.fromEntries([...text.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map((match) => [match[1], match[2]]));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Answer {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<Record<string, unknown>>;
}

let outDir = '';
let port = 0;
const nginxFile = (path: string) => readFileSync(join(outDir, 'nginx', path), 'utf8');

beforeAll(async () => {
  port = await freePort();
  outDir = track(mkdtempSync(join(tmpdir(), 'portal-nginx-build-')));
  const sitesFile = join(outDir, '..', `${outDir.split('/').pop()}-sites.json`);
  writeFileSync(sitesFile, JSON.stringify(sitesJson(port)));
  folders.push(sitesFile);
  const previous = { ...process.env };
  Object.assign(process.env, { PORTAL_SITES: sitesFile, NODE_ENV: 'production', STACK_URL: '' });
  try {
    await build({ mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env = previous;
  }
}, 120_000);

afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('the nginx configuration written by the build', () => {
  it("hashes the built index.html's inline styles into each tenant's CSP, with that tenant's origins", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => sha256(match[1]));
    expect(styles.length).toBeGreaterThan(0);
    const alpha = directives(snippetHeaders(nginxFile('sites/alpha.localhost/security-headers.conf'))['Content-Security-Policy']);
    const beta = directives(snippetHeaders(nginxFile('sites/beta.localhost/security-headers.conf'))['Content-Security-Policy']);
    expect(alpha['style-src']).toEqual(["'self'", ...styles]);
    expect(beta['style-src']).toEqual(["'self'", ...styles]);
    expect(alpha['connect-src']).toEqual([
      "'self'",
      'https://api.alpha.example',
      'https://alerts.alpha.example',
      'https://login.alpha.example',
      'wss://api.alpha.example',
    ]);
    expect(beta['connect-src']).toEqual(["'self'", 'https://api.beta.example', 'https://sso.beta.example', 'wss://api.beta.example']);
    expect(alpha['require-trusted-types-for']).toEqual(["'script'"]);
    expect(alpha['frame-ancestors']).toEqual(["'none'"]);
    // The framed page (silent renew) may be framed by the portal, and only there.
    const framed = snippetHeaders(nginxFile('sites/alpha.localhost/framed-security-headers.conf'));
    expect(directives(framed['Content-Security-Policy'])['frame-ancestors']).toEqual(["'self'"]);
    expect(framed['X-Frame-Options']).toBe('SAMEORIGIN');
    // HSTS only on the HTTPS host.
    expect(snippetHeaders(nginxFile('sites/beta.localhost/security-headers.conf'))['Strict-Transport-Security']).toMatch(/^max-age=/);
    expect(snippetHeaders(nginxFile('sites/alpha.localhost/security-headers.conf'))['Strict-Transport-Security']).toBeUndefined();
  });

  it("writes each tenant's settings and manifest, and one server block per host that serves them", () => {
    const [alphaSite] = sitesJson(port);
    expect(JSON.parse(nginxFile('sites/alpha.localhost/settings/appsettings.json'))).toEqual(alphaSite.appSettings);
    expect(JSON.parse(nginxFile('sites/alpha.localhost/settings/clientconfiguration.json'))).toEqual(alphaSite.clientConfiguration);
    expect(JSON.parse(nginxFile('sites/beta.localhost/manifest.webmanifest'))).toMatchObject({
      name: 'Bêta Emploi',
      theme_color: '#6b2fa3',
      icons: [{ src: '/tenants/beta/icon.svg' }],
    });
    const conf = nginxFile('portal.conf');
    const blocks = conf.split(/^server \{$/m).slice(1);
    expect(blocks).toHaveLength(2);
    expect(blocks[1]).toContain('server_name beta.localhost;');
    expect(blocks[1]).toContain(`alias ${outDir}/nginx/sites/beta.localhost/settings/appsettings.json;`);
    expect(blocks[1]).toContain('add_header Link "</i18n/tenants/beta.fr.json>; rel=preload; as=fetch; crossorigin" always;');
    // nginx drops inherited add_header lines in a block with its own: every location brings the headers.
    for (const block of blocks) {
      const locations = block.split(/\n {2}location /).slice(1);
      expect(locations.length).toBeGreaterThan(8);
      for (const location of locations.filter((text) => !text.startsWith('^~ /nginx/')))
        expect(location, location.split('\n')[0]).toMatch(/include \S+security-headers\.conf;/);
    }
  });

  it('the build wrote a brotli copy of every script the assets location serves with brotli_static', () => {
    const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const file of scripts) expect(existsSync(join(outDir, 'assets', `${file}.br`)), file).toBe(true);
    expect(nginxFile('portal.conf')).toMatch(/location \/assets\/ \{[^}]*brotli_static on;[^}]*try_files \$uri =404;/);
  });

  describe.runIf(canRunNginx)('served by nginx', () => {
    let nginx: ChildProcess | null = null;
    // node:http, not fetch: fetch sends its own Host header, and the tenant is chosen by the Host.
    const get = (path: string, host: string, headers: Record<string, string> = {}) =>
      new Promise<Answer>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: host, ...headers } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: response.statusCode ?? 0,
              headers: { get: (name: string) => (response.headers[name] as string | undefined) ?? null },
              text: async () => body,
              json: async () => JSON.parse(body),
            });
          });
        });
        request.on('error', reject);
        request.end();
      });

    beforeAll(async () => {
      const prefix = track(mkdtempSync(join(tmpdir(), 'portal-nginx-run-')));
      mkdirSync(prefix, { recursive: true });
      const conf = join(prefix, 'nginx.conf');
      const sitesFile = join(outDir, 'nginx', 'portal.conf');
      writeFileSync(conf, standaloneNginxConf({ prefix, sitesFile, runAsRoot: process.getuid?.() === 0 }));
      execFileSync(NGINX, ['-t', '-q', '-p', `${prefix}/`, '-c', conf]);
      nginx = spawn(NGINX, ['-p', `${prefix}/`, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
      for (let i = 0; i < 50; i++) {
        try {
          await get('/', 'alpha.localhost');
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      throw new Error('nginx did not answer');
    }, 20_000);

    afterAll(async () => {
      if (!nginx || nginx.exitCode !== null) return;
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    });

    it("answers a page route with index.html under the tenant's own CSP and texts preload", async () => {
      const alpha = await get('/home', 'alpha.localhost', { Accept: 'text/html' });
      expect(alpha.status).toBe(200);
      expect(await alpha.text()).toBe(readFileSync(join(outDir, 'index.html'), 'utf8'));
      expect(alpha.headers.get('content-security-policy')).toBe(
        snippetHeaders(nginxFile('sites/alpha.localhost/security-headers.conf'))['Content-Security-Policy'],
      );
      expect(alpha.headers.get('link')).toBe('</i18n/tenants/alpha.fr.json>; rel=preload; as=fetch; crossorigin');
      expect(alpha.headers.get('cache-control')).toBe('no-cache');
      const beta = await get('/contracts', 'beta.localhost');
      expect(beta.headers.get('content-security-policy')).toContain('https://sso.beta.example');
      expect(beta.headers.get('link')).toContain('/i18n/tenants/beta.fr.json');
      expect(beta.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    });

    it("serves each host its tenant's settings and manifest, never stored, and not the configuration itself", async () => {
      const alpha = await get('/settings/appsettings.json', 'alpha.localhost');
      expect(alpha.headers.get('content-type')).toBe('application/json');
      expect(alpha.headers.get('cache-control')).toBe('no-store');
      expect(alpha.headers.get('content-security-policy')).toContain("require-trusted-types-for 'script'");
      expect(await alpha.json()).toEqual(sitesJson(port)[0].appSettings);
      expect((await (await get('/settings/appsettings.json', 'beta.localhost')).json()).tenantName).toBe('beta');
      const manifest = await get('/manifest.webmanifest', 'beta.localhost');
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
      expect((await manifest.json()).name).toBe('Bêta Emploi');
      expect((await get('/nginx/portal.conf', 'alpha.localhost')).status).toBe(404);
      expect((await get('/nginx/sites/alpha.localhost/security-headers.conf', 'alpha.localhost')).status).toBe(404);
    });

    it('serves scripts as brotli to a browser that takes it, immutable; a missing asset is a 404, not the page', async () => {
      const script = readdirSync(join(outDir, 'assets')).find((file) => /^index-.+\.js$/.test(file))!;
      const br = await get(`/assets/${script}`, 'alpha.localhost', { 'Accept-Encoding': 'br, gzip' });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(br.headers.get('content-security-policy')).toBeTruthy();
      const plain = await get(`/assets/${script}`, 'alpha.localhost', { 'Accept-Encoding': 'identity' });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(readFileSync(join(outDir, 'assets', script), 'utf8'));
      expect((await get('/assets/index-missing.js', 'alpha.localhost')).status).toBe(404);
    });

    it('the service worker and the silent-renew page get their own rules', async () => {
      const sw = await get('/sw.js', 'alpha.localhost');
      expect(sw.status).toBe(200);
      expect(sw.headers.get('cache-control')).toBe('no-cache');
      expect(sw.headers.get('service-worker-allowed')).toBe('/');
      const renew = await get('/silent-renew.html', 'alpha.localhost');
      expect(renew.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(renew.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect((await get('/home', 'alpha.localhost')).headers.get('x-frame-options')).toBe('DENY');
    });
  });
});

describe('bad site descriptions stop the build with a clear message', () => {
  const site = (overrides: Record<string, unknown>) => JSON.stringify([{ ...sitesJson(80)[0], ...overrides }]);

  it('names the site and the field at fault', () => {
    expect(() => parseSites('{', 'sites.json')).toThrow(/^sites\.json: not JSON/);
    expect(() => parseSites('[]', 'sites.json')).toThrow('sites.json: expected a non-empty array of sites');
    expect(() => parseSites(site({ tenant: 42 }), 'sites.json')).toThrow('sites.json[0].tenant: expected a string');
    expect(() => parseSites(site({ appSettings: { backApiUrl: 'x' } }), 'sites.json')).toThrow('sites.json[0].appSettings');
    expect(parseSites(site({}))[0].brand).toEqual({ tenant: 'alpha', name: 'Alpha Intérim', themeColor: '#0b5cad' });
  });

  it('refuses what would change the configuration: a server name, listen or value that nginx would read as syntax', () => {
    expect(() => parseSites(site({ serverName: 'a.example; include /etc/passwd' }))).toThrow(/refused server name/);
    expect(() => parseSites(site({ listen: ['80; return 200'] }))).toThrow(/refused listen/);
    expect(() => parseSites(site({ tenant: '../x' }))).toThrow(/refused tenant/);
    const [good]: HostedSite[] = parseSites(site({}));
    expect(nginxConfigFiles({ indexHtml: '', root: '/srv/portal', sites: [good], cspReportUri: 'https://r.example/csp' })).toBeTruthy();
    // A `$` would be read by nginx as a variable; a space in a path would end it.
    expect(() => nginxConfigFiles({ indexHtml: '', root: '/srv/portal', sites: [good], cspReportUri: 'https://r.example/$uri' })).toThrow(
      /refused value/,
    );
    expect(() => nginxConfigFiles({ indexHtml: '', root: '/srv/my portal', sites: [good] })).toThrow(/refused path/);
    expect(() => nginxConfigFiles({ indexHtml: '', root: '/srv/portal', sites: [good, good] })).toThrow(/two sites named/);
  });
});
