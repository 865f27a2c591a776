// The servers a bench run measures: the local stack, the portal's build served by `vite preview`,
// the bare React reference page, and the stack's control API (pushes, faults, reset).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliAssetsPlugins } from '../../build/brotliAssets.plugin.ts';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const bin = (name) => fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));

export const ports = {
  portal: Number(process.env.BENCH_PORTAL_PORT ?? 5481),
  stack: Number(process.env.BENCH_STACK_PORT ?? 5480),
  idp: Number(process.env.BENCH_IDP_PORT ?? 5490),
};
export const urls = {
  portal: `http://localhost:${ports.portal}`,
  stack: `http://localhost:${ports.stack}`,
  control: `http://localhost:${ports.stack}/__control`,
  idp: `http://localhost:${ports.idp}`,
};
export const env = {
  ...process.env,
  TENANT: 'alpha',
  PORTAL_PORT: String(ports.portal),
  STACK_PORT: String(ports.stack),
  IDP_PORT: String(ports.idp),
  PORTAL_URL: urls.portal,
  STACK_URL: urls.stack,
  IDP_URL: urls.idp,
};
/** The demo worker's unprocessed popup notifications (server/demo-data.ts). */
export const WORKER_UNPROCESSED = 14;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const children = [];
export const tempDirs = [];
export const stopAll = () => {
  children.forEach((child) => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });
  tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

export async function waitFor(url) {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer`);
}

export async function control(path, body) {
  const response = await fetch(
    `${urls.control}${path}`,
    body === undefined
      ? {}
      : {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        },
  );
  if (!response.ok) throw new Error(`control ${path}: HTTP ${response.status}`);
  return response.json();
}
/**
 * Pushes `pushes` notifications to the worker over `overMs`, ten every 100 ms: a steady rate that a
 * loaded machine can still keep. Resolves with the control API's answers.
 */
export async function pushBurst({ pushes, overMs }) {
  const sentAt = Date.now();
  const sent = [];
  for (let i = 0; i < pushes; i++) {
    if (i % 10 === 0) {
      const due = sentAt + (i * overMs) / pushes;
      if (due > Date.now()) await sleep(due - Date.now());
    }
    sent.push(
      control('/push', {
        login: 'worker',
        target: 'SendNotification',
        arguments: [{ type: 'documentAvailable', data: { label: `Rafale ${i + 1}` } }],
      }),
    );
  }
  return Promise.all(sent);
}

/** Whether the bell counts `count` within 30 s: the badge caps at "99+", its accessible name carries the exact count. */
export const bellCounts = (page, count) =>
  page
    .waitForFunction(
      (expected) => {
        const label = document.querySelector('[data-testid="notification-bell"]')?.getAttribute('aria-label') ?? '';
        return (label.match(/\d+/g) ?? []).map(Number).includes(expected);
      },
      count,
      { timeout: 30_000 },
    )
    .then(
      () => true,
      () => false,
    );
export const resetStack = async () => {
  await control('/reset', {});
  await control('/faults', {});
};

export function buildPortal() {
  const built = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error('vite build failed');
}

/**
 * The bare React page: the portal's Vite and React plugin, its build target, its brotli-compressed
 * scripts (build/brotliAssets.plugin.ts), a temp outDir.
 */
export async function buildAndServeReference() {
  const { build, preview } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = mkdtempSync(join(tmpdir(), 'bench-reference-'));
  tempDirs.push(outDir);
  const config = {
    root: join(root, 'bench/reference'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), ...brotliAssetsPlugins()],
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false },
  };
  await build({ ...config, mode: 'production' });
  // Port 0: the system picks a free one (the bench's three ports stay the agreed ones).
  const server = await preview({ ...config, preview: { port: 0, host: 'localhost', strictPort: false } });
  const address = server.httpServer.address();
  return { url: `http://localhost:${address.port}`, close: () => server.close() };
}

export let portalServer = null;
export function startPortal(outDir = 'dist') {
  portalServer = spawn(bin('vite'), ['preview', '--port', String(ports.portal), '--strictPort', '--outDir', outDir], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  children.push(portalServer);
}

/** Serves another build on the portal's port (same origin: the sign-in's redirect stays valid). */
export async function switchPortal(outDir) {
  const stopped = new Promise((resolve) => portalServer.once('exit', resolve));
  portalServer.kill('SIGTERM');
  await stopped;
  startPortal(outDir);
  await waitFor(`${urls.portal}/`);
}

export function startStackAndPortal() {
  children.push(spawn(bin('tsx'), ['server/main.ts'], { cwd: root, env, stdio: 'ignore' }));
  startPortal();
}
