// `npm run bench`: how fast the built portal boots in Chromium against the local stack, in figures.
//   - public screen, cold: a new browser context opens /maintenance (settings, translations, the
//     route chunk) until its heading shows;
//   - signed-in reload: a signed-in worker reloads /home (boot + user info + device check) until
//     the dashboard shows.
// It prints the median, min and max of each over RUNS (default 7), the number of requests and the
// bytes of JavaScript the cold boot transferred. Options: --runs N, --no-build.
// Ports 5480/5481/5490 keep it apart from `npm start` and the browser suite.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) > 0 && args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 7;

const ports = { portal: 5481, stack: 5480, idp: 5490 };
const urls = {
  portal: `http://localhost:${ports.portal}`,
  stack: `http://localhost:${ports.stack}`,
  idp: `http://localhost:${ports.idp}`,
};
const env = {
  ...process.env,
  TENANT: 'alpha',
  PORTAL_PORT: String(ports.portal), STACK_PORT: String(ports.stack), IDP_PORT: String(ports.idp),
  PORTAL_URL: urls.portal, STACK_URL: urls.stack, IDP_URL: urls.idp,
};
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

if (!args.includes('--no-build')) {
  const built = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const children = [
  spawn(bin('tsx'), ['server/main.ts'], { cwd: root, env, stdio: 'ignore' }),
  spawn(bin('vite'), ['preview', '--port', String(ports.portal), '--strictPort'], { cwd: root, env, stdio: 'ignore' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('exit', stopAll);

async function waitFor(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1] };
};

async function main() {
  await Promise.all([waitFor(`${urls.stack}/__control/health`), waitFor(`${urls.portal}/`)]);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const cold = [];
    let requests = 0;
    let scriptBytes = 0;
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let count = 0;
      let bytes = 0;
      page.on('requestfinished', async (request) => {
        count++;
        if (request.resourceType() === 'script') bytes += (await request.sizes()).responseBodySize;
      });
      await page.goto(`${urls.portal}/maintenance`);
      await page.getByRole('heading', { name: 'Opération de maintenance en cours' }).waitFor();
      cold.push(await page.evaluate(() => performance.now()));
      await page.waitForLoadState('networkidle');
      requests = count;
      scriptBytes = bytes;
      await context.close();
    }

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${urls.portal}/home`);
    await page.locator('input[name=login]').fill('worker');
    await page.locator('input[name=password]').fill('demo');
    await page.getByRole('button').click();
    await page.locator('[data-screen="home"]').waitFor();
    const signedIn = [];
    for (let run = 0; run < runs; run++) {
      await page.reload();
      await page.locator('[data-screen="home"]').waitFor();
      signedIn.push(await page.evaluate(() => performance.now()));
    }
    await context.close();

    const row = (name, values) => {
      const { median, min, max } = stats(values);
      return `${name.padEnd(34)} ${median.toFixed(0).padStart(7)} ms ${min.toFixed(0).padStart(7)} ms ${max.toFixed(0).padStart(7)} ms`;
    };
    console.log(`\nportal boot in Chromium, production build, ${runs} runs each`);
    console.log(`${'measure'.padEnd(34)} ${'median'.padStart(10)} ${'min'.padStart(10)} ${'max'.padStart(10)}`);
    console.log(row('public screen, cold (/maintenance)', cold));
    console.log(row('signed-in reload (/home)', signedIn));
    console.log(`cold boot: ${requests} requests, ${(scriptBytes / 1024).toFixed(1)} KB of JavaScript transferred`);
  } finally {
    await browser.close();
  }
}

main().then(() => { stopAll(); process.exit(0); }, (error) => { console.error(error); stopAll(); process.exit(1); });
