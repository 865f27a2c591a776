// Chromium and what the bench reads in a page: the probe of the usable screen, the boot's timeline,
// CDP sessions (network, heap), main-thread tasks from a trace, the demo sign-in.
import { countActors, heapComposition } from './heapActors.ts';
import { urls } from './stack.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
// The flags of playwright.config.ts.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What "usable" means per page: its heading is visible, or for a signed-in /home the dashboard's
 * cards (the screen's frame shows before its call answers; the boot is then done).
 */
export const USABLE = {
  reference: '#root main h1',
  maintenance: '[data-page="maintenance"] main h1',
  home: '.layout[data-machine="app"] [data-screen="home"] [data-card]',
  evaluate: '[data-page="evaluate"] main h1',
};

/**
 * Runs before the page's own scripts (top frame only): notes when the usable selector first shows
 * on an animation frame, and every toast title seen, with its time.
 */
export function pageProbe(usableSelector) {
  if (window.top !== window) return;
  const probe = { usable: null, toasts: [], lastToast: null };
  window.__bench = probe;
  const frame = () => {
    if (probe.usable === null && usableSelector) {
      const element = document.querySelector(usableSelector);
      if (element && element.getBoundingClientRect().height > 0) probe.usable = performance.now();
    }
    const title = document.querySelector('[data-testid="toast-title"]')?.textContent ?? null;
    if (title !== null && title !== probe.lastToast) probe.toasts.push({ title, at: performance.now() });
    probe.lastToast = title;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

// Documents, scripts (modulepreloads are `other`), style sheets and data; not pictures (the
// background, the logo, the favicon): the usable screen does not wait for them.
export const CRITICAL_KINDS = new Set(['navigation', 'script', 'link', 'other', 'fetch', 'xmlhttprequest']);
export const PICTURE = /\.(svg|png|jpe?g|webp|gif|ico)(\?|$)/;

/** FCP, usable time and the timeline of the requests the usable screen waited for. */
export async function readBoot(page) {
  return page.evaluate(
    ([kinds, picture]) => {
      const probe = window.__bench;
      const navigation = performance.getEntriesByType('navigation')[0];
      const usable = probe.usable;
      const timeline = [
        { name: navigation.name, kind: 'navigation', startTime: navigation.startTime, responseEnd: navigation.responseEnd },
        ...performance.getEntriesByType('resource').map((entry) => ({
          name: entry.name,
          kind: entry.initiatorType,
          startTime: entry.startTime,
          responseEnd: entry.responseEnd,
        })),
      ].filter((entry) => new Set(kinds).has(entry.kind) && !new RegExp(picture).test(entry.name) && entry.responseEnd <= usable);
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        usable,
        timeline,
        // The quickest request seen (Chromium adds the emulated latency before the body's end):
        // proves that the added latency applied to every response.
        quickest: Math.min(...timeline.map((entry) => entry.responseEnd - entry.startTime)),
      };
    },
    [[...CRITICAL_KINDS], PICTURE.source],
  );
}

export async function cdp(page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('HeapProfiler.enable');
  return session;
}
export async function setNetwork(session, latency) {
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
}

export async function heapAfterGc(session) {
  for (let i = 0; i < 3; i++) await session.send('HeapProfiler.collectGarbage');
  return (await session.send('Runtime.getHeapUsage')).usedSize;
}

export async function actorsInHeap(session) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  session.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: true });
  session.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const heap = JSON.parse(chunks.join(''));
  return { ...countActors(heap), composition: heapComposition(heap) };
}

/**
 * The longest main-thread task in a Chromium trace (`RunTask` on the renderer's main thread), and
 * their total over 50 ms. The Long Tasks API only reports tasks of 50 ms or more; a trace sees all.
 */
export async function traced(browser, page, during) {
  await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
  await during();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const events = trace.traceEvents ?? trace;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`))
    .map((event) => event.dur / 1000);
  if (tasks.length === 0) throw new Error('the trace holds no main-thread task');
  return {
    tasks: tasks.length,
    busyMs: tasks.reduce((sum, duration) => sum + duration, 0),
    longestTaskMs: Math.max(...tasks),
    blockingMs: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
  };
}

export async function signIn(page, login, path = '/home') {
  await page.goto(`${urls.portal}${path}`);
  await page.waitForURL((url) => url.origin === urls.idp, { timeout: 30_000 });
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('demo');
  await page.getByRole('button').click();
  await page.waitForURL((url) => url.origin === urls.portal, { timeout: 30_000 });
}

export const untilUsable = (page) => page.waitForFunction(() => window.__bench?.usable != null, null, { timeout: 60_000, polling: 100 });
