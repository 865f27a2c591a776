// The boot at the network's limit, in Chromium against the local stack:
// - index.html preloads the settings and the shared French texts, and the app's fetches reuse those
//   responses: each file goes over the network once;
// - the static boot screen of index.html paints with JavaScript blocked, and the app's first screen
//   replaces it without a layout shift (CLS from a PerformanceObserver);
// - the request rounds of a public screen and of a signed-in reload of /home are asserted against
//   the bars under added latency, and printed (docs/performance.md §3).
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { formatDataRounds, formatRounds, requestRounds, type RequestRounds, type TimedRequest } from '../../scripts/bench/requestRounds.ts';
import { resetStack, signInThroughPortal } from './portal.ts';
import { E2E_URLS } from './stack-env.ts';
import { allow } from './timing.ts';

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
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => page.evaluate(() => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts);
}

test('the settings and shared texts are downloaded once: the app reuses the preloaded responses', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/maintenance');
  // The app used the files: the tenant's maintenance screen needs the settings and the texts.
  await expect(page.getByRole('heading', { name: 'Opération de maintenance en cours' })).toBeVisible({ timeout: allow(20_000) });
  await expect(page.getByText(/Votre espace .+ est en cours de maintenance/)).toBeVisible();
  // The preload links did go out (the positive case) …
  const preloads = await page
    .locator('link[rel=preload][as=fetch]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloads).toEqual(PRELOADED);
  // … and the tenant's own file, which index.html cannot know, is fetched by the app: once too.
  const tenantFile = requests
    .all()
    .map((request) => new URL(request.url()).pathname)
    .find((path) => path.startsWith('/i18n/tenants/'));
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

test('a views chunk that cannot be fetched gives a message with a way back, not the boot screen forever', async ({ page }) => {
  // A deployment in between, or the network gone: the views' chunk does not arrive.
  await page.route(/\/assets\/views-[^/]+\.js$/, (route) => route.abort('connectionfailed'));
  await page.goto(`${E2E_URLS.portal}/maintenance`);
  const failure = page.locator('main[data-page="load-error"] [role=alert]');
  await expect(failure.getByRole('heading', { level: 1, name: "Cette page n'a pas pu s'afficher" })).toBeVisible();
  await expect(failure.getByRole('link', { name: "Revenir à l'accueil" })).toHaveAttribute('href', '/');
  await expect(page.locator('[data-boot="static"]')).toHaveCount(0);
  // The positive case: with the chunk, the same page shows.
  await page.unroute(/\/assets\/views-[^/]+\.js$/);
  await page.goto(`${E2E_URLS.portal}/maintenance`);
  await expect(page.getByRole('heading', { level: 1, name: 'Opération de maintenance en cours' })).toBeVisible();
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
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/i18n/tenants/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/maintenance');
  const splash = page.locator('main.boot-screen[data-machine="app"]');
  await expect(splash).toBeVisible({ timeout: allow(20_000) });
  await expect(page.locator('[data-boot="static"]')).toHaveCount(0);
  const splashBox = await splash.getByRole('status').boundingBox();
  expect(staticBox).not.toBeNull();
  // Same place, same size: the text did not move.
  expect(splashBox).toEqual(staticBox);
  release();
  await expect(page.getByRole('heading', { name: 'Opération de maintenance en cours' })).toBeVisible({ timeout: allow(20_000) });
  await page.waitForTimeout(300);
  const shifts = await layoutShifts();
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  console.log(
    `boot screen → app: cumulative layout shift ${cls.toFixed(4)} (${shifts.length} shifts)${shifts.length ? `: ${JSON.stringify(shifts)}` : ''}`,
  );
  expect(cls).toBeLessThan(0.01);
});

// ---- Request rounds ("no request round after the JavaScript that waits for another; a
// signed-in dashboard at most one, user info"), counted by scripts/bench/requestRounds.ts (the
// bench's counting) from the page's Resource Timing, with 150 ms added to every response so that
// real waits dominate timing coincidences. The lazy chunks the entry starts at once are part of the
// JavaScript; their round is printed apart from the data rounds, which are the bar.

const ADDED_LATENCY_MS = 150;
const USABLE = {
  maintenance: '[data-page="maintenance"] main h1',
  home: '.layout[data-machine="app"] [data-screen="home"]',
};

/** Records, in the page, when the usable screen first has a box (the bench's probe). */
function usableProbe(selector: string) {
  if (window.top !== window) return;
  const probe: { usable: number | null } = { usable: null };
  (window as unknown as { __rounds: typeof probe }).__rounds = probe;
  const frame = () => {
    const element = document.querySelector(selector);
    if (element && element.getBoundingClientRect().height > 0) probe.usable = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function addLatency(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ADDED_LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** The document and every request (pictures aside) whose answer the usable screen could have waited for. */
async function criticalTimeline(page: Page): Promise<TimedRequest[]> {
  await page.waitForFunction(() => (window as unknown as { __rounds?: { usable: number | null } }).__rounds?.usable != null);
  return page.evaluate(() => {
    const usable = (window as unknown as { __rounds: { usable: number } }).__rounds.usable;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return [
      { name: navigation.name, kind: 'navigation', startTime: navigation.startTime, responseEnd: navigation.responseEnd },
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => !/\.(svg|png|jpe?g|webp|gif|ico)(\?|$)/.test(entry.name))
        .map((entry) => ({ name: entry.name, kind: entry.initiatorType, startTime: entry.startTime, responseEnd: entry.responseEnd })),
    ].filter((entry) => entry.responseEnd <= usable);
  });
}

function printRounds(label: string, rounds: RequestRounds) {
  console.log(
    `${label} at +${ADDED_LATENCY_MS} ms per response: ${rounds.dataRoundsAfterScript} data round(s) after the JavaScript ` +
      `(bar), ${rounds.scriptRoundsAfterEntry} lazy-chunk round(s) after the entry script; ${rounds.rounds} rounds in all`,
  );
  console.log(`  data: ${formatDataRounds(rounds)}`);
  console.log(`  all:  ${formatRounds(rounds)}`);
}

const named = (rounds: RequestRounds, pattern: RegExp) => rounds.requests.filter((request) => pattern.test(new URL(request.name).pathname));

test('request rounds of a public screen: no data round after the JavaScript (printed)', async ({ page }) => {
  const requests = recordRequests(page);
  await page.addInitScript(usableProbe, USABLE.maintenance);
  await addLatency(page);
  const response = await page.goto('/maintenance');
  await expect(page.getByRole('heading', { name: 'Opération de maintenance en cours' })).toBeVisible({ timeout: allow(20_000) });
  const rounds = requestRounds(await criticalTimeline(page));
  printRounds('public /maintenance, new tab', rounds);
  // The host announces the tenant's texts with the document (build/preloadHeaders.ts).
  expect(response?.headers().link).toBe('</i18n/tenants/alpha.fr.json>; rel=preload; as=fetch; crossorigin');
  // The screen used the settings and the tenant's texts: both are in the timeline, with the page.
  const tenantTexts = named(rounds, /^\/i18n\/tenants\/alpha\.fr\.json$/);
  expect(tenantTexts).toHaveLength(1);
  expect(named(rounds, /^\/settings\/appsettings\.json$/)).toHaveLength(1);
  expect(rounds.dataByRound[0]).toEqual(expect.arrayContaining(['appsettings.json', 'clientconfiguration.json', 'alpha.fr.json']));
  // The lazy chunks wait for the entry script (the JavaScript's own round) …
  expect(rounds.scriptRoundsAfterEntry).toBeGreaterThanOrEqual(1);
  // … and no data request waits for the JavaScript, nor for another's answer.
  expect(rounds.dataRoundsAfterScript).toBe(0);
  // The app took the preloaded response: one request for the tenant's file.
  expect(requests.count('/i18n/tenants/alpha.fr.json')).toBe(1);
});

test('request rounds of a signed-in reload of /home: one data round after the JavaScript for the shell, user info; the dashboard at most one more (printed)', async ({
  page,
}) => {
  await signInThroughPortal(page, 'worker', '/home');
  await expect(page.getByRole('banner')).toBeVisible({ timeout: allow(20_000) });
  await page.waitForLoadState('networkidle');

  const requests = recordRequests(page);
  await page.addInitScript(usableProbe, USABLE.home);
  await addLatency(page);
  // The alerts call goes out beside user info and nothing waits for it, but a timing-only count
  // cannot see causes: an alerts answer that happens to end just before user info starts would read
  // as a wait. The same for the bell's and the banner's reads, which follow user info: the worker's
  // dashboard frame is usable before its screen's chunk has come, by when they may have answered
  // too. So they are held until the screen is usable: a screen that waited for one of them would
  // never become usable, and however slow the machine, none of them can end inside the timeline.
  let releaseHeld = () => {};
  const usableSeen = new Promise<void>((resolve) => {
    releaseHeld = resolve;
  });
  const holdUntilUsable = async (route: Route) => {
    await usableSeen;
    await route.continue();
  };
  await page.route('**/v1/alerts', holdUntilUsable);
  await page.route('**/v1/notifications/**', holdUntilUsable);
  await page.reload();
  await expect(page.locator(USABLE.home)).toBeVisible({ timeout: allow(20_000) });
  // The timeline waits for the probe's time; the held reads go out once it is taken.
  const rounds = requestRounds(await criticalTimeline(page));
  releaseHeld();
  printRounds('signed-in /home, reload', rounds);
  // The alerts call started before user info answered (beside it, not after it).
  const alertsBesideUserInfo = await page.waitForFunction(
    () => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const alerts = entries.find((entry) => /\/v1\/alerts$/.test(entry.name));
      const info = entries.find((entry) => /\/v1\/users\/me\/info$/.test(entry.name));
      return alerts && info ? alerts.startTime < info.responseEnd : undefined;
    },
    undefined,
    { timeout: allow(20_000) },
  );
  expect(await alertsBesideUserInfo.jsonValue()).toBe(true);
  for (const request of rounds.requests) {
    console.log(
      `  round ${request.round}${request.category === 'data' ? `, data ${request.dataRound}` : ''}`.padEnd(22) +
        `${String(Math.round(request.startTime)).padStart(5)}–${String(Math.round(request.responseEnd)).padEnd(5)} ms  ${request.category.padEnd(8)} ${new URL(request.name).pathname}`,
    );
  }
  const userInfo = named(rounds, /\/v1\/users\/me\/info$/);
  const deviceCheck = named(rounds, /\/v1\/users\/me\/devices\/[^/]+$/);
  // The dashboard used the user info (and, for a worker on a reload, the device check beside it).
  expect(userInfo).toHaveLength(1);
  expect(deviceCheck).toHaveLength(1);
  // The bar: one data round after the JavaScript for the shell, and what is in it is the user info
  // (with the device check in the same round, not after it); the settings and every text went out
  // with the page. The worker's dashboard is the one read that may follow it, one round later: which
  // dashboard depends on the user type that user info gives (docs/performance.md, section 3).
  expect(rounds.dataRoundsAfterScript).toBeLessThanOrEqual(2);
  expect(userInfo[0].dataRound).toBe(1);
  expect(deviceCheck[0].dataRound).toBe(1);
  expect(rounds.dataByRound[1].every((name) => name === 'info' || deviceCheck.some((request) => request.name.endsWith(`/${name}`)))).toBe(
    true,
  );
  expect(rounds.dataByRound[2] ?? []).toEqual((rounds.dataByRound[2] ?? []).map(() => 'dashboard'));
  expect(rounds.dataByRound[0]).toEqual(expect.arrayContaining(['appsettings.json', 'alpha.fr.json']));
  // The app's fetch (with its bearer) took the preloaded tenant file: one request.
  expect(requests.count('/i18n/tenants/alpha.fr.json')).toBe(1);
});
