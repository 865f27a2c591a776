// Global setup of the engine journeys (vitest.engines.config.ts): the local stack, the production
// build with the nginx configuration it writes for the stack's tenant, a real nginx serving it, a
// collector of the CSP's violation reports, and WebKit's WebDriver under Xvfb when WebKit runs.
// Everything on the test ports of tests/e2e/stack-env.ts; everything stopped at the end.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BROTLI_STATIC_MODULE, NGINX_DIR, NGINX_SITES_FILE, standaloneNginxConf } from '../../build/nginxConfig.ts';
import { E2E_PORTS, E2E_TENANT, E2E_URLS } from '../e2e/stack-env.ts';
import { ENGINE_PORTS, ENGINE_URLS, selectedEngines } from './engines.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const NGINX = '/usr/sbin/nginx';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);

const children: ChildProcess[] = [];
let reportServer: Server | null = null;
let nginxPrefix = '';

function start(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, detached = false): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'], detached });
  children.push(child);
  return child;
}

async function waitFor(url: string, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Violation reports POSTed by the browsers (report-uri), kept in order; GET lists, DELETE clears. */
function startReportCollector(): Promise<void> {
  const reports: unknown[] = [];
  reportServer = createServer((req, res) => {
    if (req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        try {
          reports.push(JSON.parse(body));
        } catch {
          reports.push({ unreadable: body });
        }
        res.writeHead(204).end();
      });
      return;
    }
    if (req.method === 'DELETE') reports.length = 0;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(reports));
  });
  return new Promise((ready) => reportServer!.listen(ENGINE_PORTS.reports, 'localhost', ready));
}

export async function setup(): Promise<void> {
  const engines = selectedEngines();
  for (const [file, install] of [
    [NGINX, 'nginx'],
    [BROTLI_STATIC_MODULE, 'libnginx-mod-http-brotli-static'],
  ])
    if (!existsSync(file)) throw new Error(`${file} is missing: apt-get install -y ${install}`);
  if (engines.includes('webkit') && !existsSync(WEBKIT_DRIVER)) throw new Error('apt-get install -y webkit2gtk-driver xvfb xauth');

  const env = {
    ...process.env,
    TENANT: E2E_TENANT,
    PORTAL_PORT: String(E2E_PORTS.portal),
    STACK_PORT: String(E2E_PORTS.stack),
    IDP_PORT: String(E2E_PORTS.idp),
    PORTAL_URL: E2E_URLS.portal,
    STACK_URL: E2E_URLS.stack,
    IDP_URL: E2E_URLS.idp,
  };

  let since = Date.now();
  start(bin('tsx'), ['server/main.ts'], env);
  await startReportCollector();
  if (engines.includes('webkit')) {
    // Its own process group: xvfb-run's Xvfb and the driver stop with it.
    start('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${ENGINE_PORTS.webDriver}`], process.env, true);
  }

  // The production build, its nginx configuration written for the stack's tenant on the portal's test
  // origin, every CSP reporting to the collector.
  const outDir = join(ROOT, 'dist-engines');
  if (process.env.ENGINES_REUSE_BUILD !== '1' || !existsSync(join(outDir, NGINX_DIR, NGINX_SITES_FILE))) {
    const built = spawnSync(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
      cwd: ROOT,
      env: { ...env, NODE_ENV: 'production', PORTAL_CSP_REPORT_URI: ENGINE_URLS.reports },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (built.status !== 0) throw new Error('vite build failed');
    console.log(`[engines] production build with its nginx configuration: ${seconds(since)}`);
  }

  since = Date.now();
  nginxPrefix = mkdtempSync(join(tmpdir(), 'portal-engines-nginx-'));
  const conf = join(nginxPrefix, 'nginx.conf');
  writeFileSync(
    conf,
    standaloneNginxConf({ prefix: nginxPrefix, sitesFile: join(outDir, NGINX_DIR, NGINX_SITES_FILE), runAsRoot: process.getuid?.() === 0 }),
  );
  start(NGINX, ['-p', `${nginxPrefix}/`, '-c', conf, '-g', 'daemon off;']);
  await Promise.all([
    waitFor(`${E2E_URLS.portal}/settings/appsettings.json`, 'nginx'),
    waitFor(`${E2E_URLS.control}/health`, 'the local stack'),
    ...(engines.includes('webkit') ? [waitFor(`${ENGINE_URLS.webDriver}/status`, 'WebKitWebDriver')] : []),
  ]);
  console.log(`[engines] nginx, the stack${engines.includes('webkit') ? ' and WebKitWebDriver' : ''} up: ${seconds(since)}`);
}

export async function teardown(): Promise<void> {
  for (const child of children.reverse()) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      // A detached child leads its own process group: stop the whole group.
      if (child.spawnargs[0] === 'xvfb-run') process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  }
  await new Promise((r) => (reportServer ? reportServer.close(r) : r(undefined)));
  if (nginxPrefix) rmSync(nginxPrefix, { recursive: true, force: true });
}
