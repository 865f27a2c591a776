// A notification burst to a signed-in worker beside the same page idle: main-thread tasks, the
// bell's count, the heap after a GC.
import { log, mb, ms, pad, padLeft, ratio } from './format.mjs';
import { cdp, heapAfterGc, pageProbe, signIn, traced } from './page.mjs';
import { bellCounts, pushBurst, resetStack, sleep, WORKER_UNPROCESSED } from './stack.mjs';

export const BURST = { pushes: 500, overMs: 5000 };

export async function burstSection(browser) {
  await resetStack();
  const context = await browser.newContext({ locale: 'fr-FR' });
  await context.addInitScript(pageProbe, null);
  const page = await context.newPage();
  const session = await cdp(page);
  await signIn(page, 'worker');
  await page.locator('[data-machine="connection"][data-state="connected"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.locator('[data-machine="toaster"][data-state^="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  const badge = page.getByTestId('notification-badge');
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="notification-badge"]')?.textContent === expected,
    String(WORKER_UNPROCESSED),
    { timeout: 30_000 },
  );
  await sleep(1000);
  const heapBefore = await heapAfterGc(session);
  const now = () => page.evaluate(() => performance.now());

  // Reference: the same page, idle, for as long as the burst lasts.
  const idle = await traced(browser, page, () => sleep(BURST.overMs));

  let burstStart = 0;
  let sendMs = 0;
  let delivered = 0;
  let caughtUp = false;
  let badgeAt = 0;
  const expectedCount = WORKER_UNPROCESSED + BURST.pushes;
  const burst = await traced(browser, page, async () => {
    burstStart = await now();
    const sentAt = Date.now();
    delivered = (await pushBurst(BURST)).reduce((sum, answer) => sum + answer.delivered, 0);
    sendMs = Date.now() - sentAt;
    caughtUp = await bellCounts(page, expectedCount);
    badgeAt = await now();
    // Let the last toast run its 5 s and leave.
    await page
      .locator('[data-testid="toast"]')
      .waitFor({ state: 'detached', timeout: 20_000 })
      .catch(() => {});
    await sleep(500);
  });
  const badgeText = await badge.textContent().catch(() => null);
  const bellLabel = await page.getByTestId('notification-bell').getAttribute('aria-label');
  const heapAfter = await heapAfterGc(session);
  const probe = await page.evaluate(() => window.__bench);
  await context.close();
  await resetStack();
  const figures = {
    pushes: BURST.pushes,
    sendMs,
    delivered,
    burst,
    idle,
    toastsShown: probe.toasts.filter((toast) => toast.at >= burstStart).length,
    badge: badgeText,
    bellLabel,
    expectedCount,
    badgeCaughtUp: caughtUp,
    badgeCaughtUpMs: caughtUp ? badgeAt - burstStart - sendMs : null,
    heapBefore,
    heapAfter,
  };
  log(
    `\nNotification burst: ${BURST.pushes} pushes sent in ${(sendMs / 1000).toFixed(1)} s (${delivered} delivered by the hub) to a signed-in worker on /home`,
  );
  log(`${pad('measure', 44)} ${padLeft('burst', 12)} ${padLeft('idle 5 s (ref.)', 16)}`);
  log(
    `${pad('longest main-thread task (trace)', 44)} ${padLeft(`${ms(burst.longestTaskMs)} ms`, 12)} ${padLeft(`${ms(idle.longestTaskMs)} ms`, 16)}`,
  );
  log(
    `${pad('blocking time (sum of tasks beyond 50 ms)', 44)} ${padLeft(`${ms(burst.blockingMs)} ms`, 12)} ${padLeft(`${ms(idle.blockingMs)} ms`, 16)}`,
  );
  log(`${pad('toasts shown (one at a time, 5 s each)', 44)} ${padLeft(figures.toastsShown, 12)}`);
  log(
    `${pad(`bell badge (count expected: ${expectedCount})`, 44)} ${padLeft(badgeText ?? '—', 12)}   bell's name: "${bellLabel}"${caughtUp ? `, caught up ${ms(figures.badgeCaughtUpMs)} ms after the last push` : ', NOT caught up within 30 s'}`,
  );
  log(
    `${pad('JS heap after forced GC', 44)} ${padLeft(mb(heapAfter), 12)} ${padLeft(`before: ${mb(heapBefore)}`, 16)}  (${ratio(heapAfter, heapBefore)})`,
  );
  return figures;
}
