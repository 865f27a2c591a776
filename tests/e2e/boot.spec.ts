// The boot at the network's limit (issue 12), in Chromium against the local stack:
// - index.html preloads the settings and the shared French texts, and the app's fetches reuse those
//   responses: each file goes over the network once;
// - the static boot screen of index.html paints with JavaScript blocked, and the app's first screen
//   replaces it without a layout shift (CLS from a PerformanceObserver);
// - the request rounds of a signed-in reload of /home are printed (docs/performance.md).
import { expect, test, type Page, type Request } from '@playwright/test';
import { resetStack, signInThroughPortal } from './portal.ts';
import { E2E_URLS } from './stack-env.ts';

const PRELOADED = [
  '/settings/appsettings.json',
  '/settings/clientconfiguration.json',
  '/i18n/core/fr.json',
  '/i18n/notifications/fr.json',
  '/i18n/backoffice/fr.json',
];

test.afterEach(async ({ request }) => resetStack(request));

/** Every request of the page by path (same origin as the portal), in order. */
function recordRequests(page: Page) {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return {
    count: (path: string) => seen.filter((request) => new URL(request.url()).pathname === path).length,
    all: () => seen,
  };
}

/** Sums layout shifts (not caused by input) from the first paint on, as CLS counts them. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => page.evaluate(() => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts);
}

test('the settings and shared texts are downloaded once: the app reuses the preloaded responses', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/maintenance');
  // The app used the files: the tenant's maintenance screen needs the settings and the texts.
  await expect(page.getByRole('heading', { name: 'Opération de maintenance en cours' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Votre espace .+ est en cours de maintenance/)).toBeVisible();
  // The preload links did go out (the positive case) …
  const preloads = await page.locator('link[rel=preload][as=fetch]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloads).toEqual(PRELOADED);
  // … and the tenant's own file, which index.html cannot know, is fetched by the app: once too.
  const tenantFile = requests.all().map((request) => new URL(request.url()).pathname).find((path) => path.startsWith('/i18n/tenants/'));
  expect(tenantFile).toBeDefined();
  expect(requests.count(tenantFile!)).toBe(1);
  // No second request for a preloaded file: the app's fetch took the preloaded response.
  for (const path of PRELOADED) expect.soft(requests.count(path), path).toBe(1);
});

test('the static boot screen paints with JavaScript blocked', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${E2E_URLS.portal}/home`);
  const screen = page.locator('[data-boot="static"]');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('status')).toHaveText('Chargement du portail…');
  await expect(screen.locator('svg')).toBeVisible();
  const box = await screen.boundingBox();
  expect(box?.height).toBeGreaterThan(300);
  await context.close();
});

test('the app replaces the boot screen without a layout shift', async ({ browser, page }) => {
  // Where the static screen's text is, measured without JavaScript (nothing replaces it there).
  const withoutJs = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const staticPage = await withoutJs.newPage();
  await staticPage.goto(`${E2E_URLS.portal}/maintenance`);
  const staticBox = await staticPage.locator('[data-boot="static"] [role=status]').boundingBox();
  await withoutJs.close();

  const layoutShifts = await observeLayoutShifts(page);
  // The tenant's texts are held back until the app's own splash has replaced the static one.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/i18n/tenants/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/maintenance');
  const splash = page.locator('main.boot-screen[data-machine="app"]');
  await expect(splash).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-boot="static"]')).toHaveCount(0);
  const splashBox = await splash.getByRole('status').boundingBox();
  expect(staticBox).not.toBeNull();
  // Same place, same size: the text did not move.
  expect(splashBox).toEqual(staticBox);
  release();
  await expect(page.getByRole('heading', { name: 'Opération de maintenance en cours' })).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(300);
  const shifts = await layoutShifts();
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  console.log(`boot screen → app: cumulative layout shift ${cls.toFixed(4)} (${shifts.length} shifts)${shifts.length ? `: ${JSON.stringify(shifts)}` : ''}`);
  expect(cls).toBeLessThan(0.01);
});

/** Data requests (not scripts, styles or pictures) with their start and end, relative to navigation. */
interface Timed { path: string; start: number; end: number; round: number; preload: boolean }

function dataRequests(page: Page) {
  const finished: { request: Request; start: number; end: number; preload: boolean }[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    // Fetches, and index.html's preloads (Chromium calls them "other").
    const preload = type === 'other' && new URL(request.url()).pathname.endsWith('.json');
    if (type !== 'fetch' && type !== 'xhr' && !preload) return;
    const timing = request.timing();
    finished.push({ request, start: timing.startTime, end: timing.startTime + timing.responseEnd, preload });
  });
  return (origin: number): Timed[] => {
    const timed = finished
      .map(({ request, start, end, preload }) => ({ path: pathOf(request.url()), start: start - origin, end: end - origin, round: 0, preload }))
      .sort((a, b) => a.start - b.start);
    // A request's round: one more than the latest round that had ended when it started. Requests
    // that start together share a round; a chain of waits adds one per link.
    for (const request of timed) {
      request.round = 1 + Math.max(0, ...timed.filter((other) => other !== request && other.end <= request.start).map((other) => other.round));
    }
    return timed;
  };
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.origin === E2E_URLS.portal ? '' : parsed.host}${parsed.pathname}`;
};

test('request rounds of a signed-in reload of /home (printed)', async ({ page }) => {
  await signInThroughPortal(page, 'worker', '/home');
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');

  const collect = dataRequests(page);
  const navigationStart = Date.now();
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 20_000 });
  const dashboardAt = Date.now() - navigationStart;
  await page.waitForTimeout(500);
  const requests = collect(navigationStart);
  const userInfo = requests.filter((request) => request.path.endsWith('/v1/users/me/info'));
  const deviceCheck = requests.filter((request) => request.path.includes('/v1/users/me/devices/'));
  // The dashboard waits for the user info and the device check; what starts after them is the
  // dashboard's own (notifications, alerts, hub) and holds nothing back.
  const rounds = Math.max(...[...userInfo, ...deviceCheck].map((request) => request.round));
  // Preloaded by index.html, round 1 went out with the JavaScript; otherwise it waited for it.
  const settingsPreloaded = requests.find((request) => request.path === '/settings/appsettings.json')?.preload === true;
  const afterJs = settingsPreloaded ? rounds - 1 : rounds;
  console.log(`signed-in reload of /home: dashboard after ${dashboardAt} ms; ${rounds} request rounds on its path, `
    + `${afterJs} after the JavaScript (settings ${settingsPreloaded ? 'preloaded with it' : 'fetched after it'})`);
  for (const request of requests) {
    const mark = request.round <= rounds ? `round ${request.round}` : `round ${request.round} (dashboard's own)`;
    console.log(`  ${mark.padEnd(26)} ${String(Math.round(request.start)).padStart(5)}–${String(Math.round(request.end)).padEnd(5)} ms  ${request.path}`);
  }
  // The settings go out with the page; user info is fetched once, and the device check (a worker on
  // a reload) in the same round as the user info, not after it (issue 12).
  expect(requests.find((request) => request.path === '/settings/appsettings.json')?.round).toBe(1);
  expect(settingsPreloaded).toBe(true);
  expect(userInfo).toHaveLength(1);
  expect(deviceCheck).toHaveLength(1);
  expect(deviceCheck[0].round).toBe(userInfo[0].round);
});
