// Layout stability of a signed-in /home on a phone (Lighthouse's mobile viewport): the alert slider
// and the important-notification banner arrive after their calls and must not push the dashboard
// down. Measured with the browser's own layout-shift entries (the metric behind CLS), buffered
// from the document's start; Google's "good" threshold is 0.1.
import { expect, test, type Page } from '@playwright/test';
import { fault, resetStack, signInThroughPortal } from './portal.ts';
import { E2E_URLS } from './stack-env.ts';

const PHONE = { width: 412, height: 823 };
const GOOD_CLS = 0.1;

declare global {
  interface Window {
    __layoutShift: { total: number; entries: number };
  }
}

/** Sums every layout shift not caused by recent input, from the start of each document. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShift = { total: 0, entries: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShift.total += entry.value;
        window.__layoutShift.entries += 1;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => window.__layoutShift);

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

test('the observer records a shift: a block inserted late above the content moves it', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E_URLS.portal, locale: 'fr-FR', viewport: PHONE });
  const page = await context.newPage();
  await recordLayoutShifts(page);
  await page.goto('/evaluate');
  await expect(page.locator('main, body').first()).toBeVisible();
  await page.waitForTimeout(500);
  const before = await layoutShift(page);
  // What an in-flow notice arriving late does: everything below it moves down.
  await page.evaluate(() => {
    const late = document.createElement('div');
    late.style.height = '200px';
    document.body.prepend(late);
  });
  await expect.poll(async () => (await layoutShift(page)).total - before.total).toBeGreaterThan(0);
  await context.close();
});

test('a signed-in /home with alerts and an important notification stays still on a phone: CLS < 0.1', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E_URLS.portal, locale: 'fr-FR', viewport: PHONE });
  const page = await context.newPage();
  await recordLayoutShifts(page);
  // A phone's network: the two calls answer after the dashboard has painted (the case Lighthouse
  // measured at 0.28-0.32 when the notices pushed the content down).
  await fault(page.request, { method: 'GET', path: '/alerts-api/v1/alerts', latencyMs: 1500, times: 1 });
  await fault(page.request, { method: 'GET', path: '/v1/notifications/important', latencyMs: 1500, times: 1 });
  await signInThroughPortal(page, 'worker', '/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForURL(`${E2E_URLS.portal}/home`);
  // Both arrive after their calls: the slider shows an alert, the banner the important notification.
  await expect(page.getByTestId('alert-slide')).toBeVisible();
  await expect(page.getByTestId('important-banner')).toBeVisible();
  // The banner's 800 ms fade and any late layout have had their time.
  await page.waitForTimeout(1500);
  const { total } = await layoutShift(page);
  test.info().annotations.push({ type: 'cls', description: total.toFixed(4) });
  expect(total).toBeLessThan(GOOD_CLS);
  // Readable: the docked notices are inside the viewport, not under the fold.
  for (const id of ['alert-slide', 'important-banner']) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box, id).not.toBeNull();
    expect(box!.y + box!.height, id).toBeLessThanOrEqual(PHONE.height);
    expect(box!.y, id).toBeGreaterThanOrEqual(0);
  }
  await context.close();
});
