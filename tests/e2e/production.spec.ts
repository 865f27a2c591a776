// The production build as a host serves it: the security headers of
// `vite preview`, the fixture that fails a test on a CSP violation (shown catching one), the
// per-tenant web app manifest, and the service worker: dist/sw.js, registered only after 30 s of a
// stable app (Playwright's clock), held back by a request in flight, and a second build picked up
// on the next load.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, resetStack, signInThroughPortal } from './portal.ts';
import { E2E_URLS, runDir } from './stack-env.ts';
import { allow } from './timing.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

const FORBIDDEN_HEADING = "Votre compte n'a pas accès à ce portail.";

async function registrations(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope));
}

/** Stops the page's clock where it is now (timers then run only when the test moves it). */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
}

test('vite preview sends the strict CSP computed from the tenant settings, and the security headers', async ({ request }) => {
  const response = await request.get(`${E2E_URLS.portal}/home`);
  const headers = response.headers();
  const csp = Object.fromEntries(
    headers['content-security-policy'].split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  // connect-src: the stack's API, alerts and hub (one origin here, also as ws:) and the provider.
  expect(csp['connect-src']).toEqual(["'self'", E2E_URLS.stack, E2E_URLS.idp, E2E_URLS.stack.replace('http', 'ws')]);
  // blob: for the document preview's PDF (docs/security.md).
  expect(csp['frame-src']).toEqual(["'self'", E2E_URLS.idp, 'blob:']);
  expect(csp['require-trusted-types-for']).toEqual(["'script'"]);
  // Inline styles only by hash, never 'unsafe-inline'.
  expect(csp['style-src'][0]).toBe("'self'");
  expect(csp['style-src'].slice(1).every((source: string) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
  expect(headers['content-security-policy']).not.toContain('unsafe');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
  // The silent-renew page is the only one the portal frames.
  const silent = await request.get(`${E2E_URLS.portal}/silent-renew.html`);
  expect(silent.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
});

test("the page's scripts and style sheet arrive brotli-compressed, as a production host sends them, and run", async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === E2E_URLS.portal && /\/assets\/.+\.(js|css)$/.test(url.pathname))
      encodings.set(url.pathname, response.headers()['content-encoding']);
  });
  await page.goto(`${E2E_URLS.portal}/forbidden`);
  await expect(page.getByRole('heading', { level: 1, name: FORBIDDEN_HEADING })).toBeVisible();
  // The entry, React, the machines, the views, i18next and the style sheet at least.
  expect(encodings.size).toBeGreaterThanOrEqual(6);
  expect([...encodings].filter(([, encoding]) => encoding !== 'br')).toEqual([]);
});

test("the CSP fixture catches a violation (the positive case of every other test's check)", async ({ page, csp }) => {
  await page.goto('/forbidden');
  await expect(page.getByRole('heading', { name: FORBIDDEN_HEADING })).toBeVisible();
  expect(csp.violations).toEqual([]);
  // What an injected inline script or a string handed to a script sink would do.
  await page.evaluate(() => {
    const script = document.createElement('script');
    try {
      script.textContent = 'window.injected = true';
    } catch {
      // Trusted Types refused the string: that is a violation too.
    }
    document.body.append(script);
  });
  await expect.poll(() => csp.violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  const seen = csp.take();
  expect(seen.some((violation) => violation.directive === 'require-trusted-types-for' || violation.directive === 'script-src-elem')).toBe(
    true,
  );
});

test("the tenant's web app manifest is linked and installable (name, icon, start_url, display)", async ({ page, request }) => {
  await page.goto('/forbidden');
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(`${E2E_URLS.portal}${href}`);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: 'Alpha Intérim', short_name: 'Alpha Intérim', start_url: '/', scope: '/', display: 'standalone' });
  // Chromium's installability: an icon of at least 144 px (an SVG of any size), PNG/SVG/WebP.
  expect(manifest.icons).toEqual([expect.objectContaining({ sizes: 'any', type: 'image/svg+xml', purpose: 'any' })]);
  const icon = await request.get(`${E2E_URLS.portal}${manifest.icons[0].src}`);
  expect(icon.ok()).toBe(true);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});

test('dist/sw.js exists and precaches the shell but no settings, translations, manifest or HTML', async ({ request }) => {
  // The build this run serves (its own folder on other ports than the default ones).
  const serviceWorker = `${runDir('dist')}/sw.js`;
  expect(existsSync(serviceWorker)).toBe(true);
  const worker = readFileSync(serviceWorker, 'utf8');
  const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
  expect(precached.some((url) => /^assets\/index-.+\.js$/.test(url))).toBe(true);
  expect(precached.some((url) => url.endsWith('.css'))).toBe(true);
  expect(precached.some((url) => url.startsWith('backgrounds/'))).toBe(true);
  expect(precached.filter((url) => /settings\/|i18n\/|\.json$|\.webmanifest$|\.html$/.test(url))).toEqual([]);
  // No navigation route: callbacks (/success-login?code=…) and new builds' HTML always come from the network.
  expect(worker).not.toContain('NavigationRoute');
  const served = await request.get(`${E2E_URLS.portal}/sw.js`);
  expect(served.headers()['cache-control']).toBe('no-cache');
});

test('the service worker is registered only after 30 s of a stable app', async ({ page }) => {
  await page.clock.install();
  await page.goto('/forbidden');
  await expect(page.getByRole('heading', { name: FORBIDDEN_HEADING })).toBeVisible();
  await pauseClock(page);
  await page.clock.fastForward(27_000);
  expect(await registrations(page)).toEqual([]);
  await page.clock.fastForward(4_000);
  await expect.poll(() => registrations(page)).toEqual([`${E2E_URLS.portal}/`]);
  await page.evaluate(() => navigator.serviceWorker.ready);
});

test('a request in flight holds the registration back, and the 30 s start again once it ends', async ({ page }) => {
  await page.clock.install();
  await signInThroughPortal(page, 'admin', '/parameters/preference');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres');
  await pauseClock(page);
  await page.clock.fastForward(20_000);
  // The English translations are held: a request in flight, 40 s long on the page's clock.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/i18n/**/en.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('input[data-language="en"]').click();
  await page.clock.fastForward(40_000);
  expect(await registrations(page)).toEqual([]);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  // 60 s since the boot, but only 27 s since the last request ended.
  await page.clock.fastForward(27_000);
  expect(await registrations(page)).toEqual([]);
  await page.clock.fastForward(4_000);
  await expect.poll(() => registrations(page)).toEqual([`${E2E_URLS.portal}/`]);
});

/** A free loopback port for a second preview server. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test("a second build is picked up on the next load, with the first build's worker in control", async ({ page }) => {
  test.setTimeout(allow(300_000));
  const { build, preview } = await import('vite');
  const dir = mkdtempSync(join(tmpdir(), 'portal-builds-'));
  // Each build marks the page from its own entry chunk: the marker shows only if that build's JS ran.
  const buildWith = (marker: string) =>
    build({
      logLevel: 'silent',
      build: { outDir: join(dir, marker), emptyOutDir: true },
      plugins: [
        {
          name: 'test-build-marker',
          transform(code, id) {
            return id.endsWith('/src/main.tsx')
              ? `${code}\ndocument.documentElement.dataset.portalBuild = ${JSON.stringify(marker)};\n`
              : null;
          },
        },
      ],
    });
  const port = await freePort();
  const serve = (marker: string) =>
    preview({ logLevel: 'silent', build: { outDir: join(dir, marker) }, preview: { port, strictPort: true } });
  try {
    await buildWith('first');
    await buildWith('second');
    const first = await serve('first');
    const origin = `http://localhost:${port}`;
    try {
      await page.clock.install();
      await page.goto(`${origin}/forbidden`);
      await expect(page.locator('html')).toHaveAttribute('data-portal-build', 'first');
      await expect(page.getByRole('heading', { name: FORBIDDEN_HEADING })).toBeVisible();
      await pauseClock(page);
      await page.clock.fastForward(31_000);
      await page.evaluate(() => navigator.serviceWorker.ready);
    } finally {
      await first.close();
    }
    const second = await serve('second');
    try {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-portal-build', 'second');
      await expect(page.getByRole('heading', { name: FORBIDDEN_HEADING })).toBeVisible();
      // The reload went through the first build's worker: it did not hold the new version back.
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
