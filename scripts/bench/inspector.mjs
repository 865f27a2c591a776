// The inspector's cost: main-thread time of a burst on a QA build, panel open and closed, beside
// the plain build, per event the panel's log recorded.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log, ms, pad, padLeft, stats } from './format.mjs';
import { signIn, traced } from './page.mjs';
import { bellCounts, bin, pushBurst, resetStack, root, sleep, switchPortal, tempDirs, WORKER_UNPROCESSED } from './stack.mjs';

/** Pushes for the inspector's cost: fewer than the burst, so that the panel keeps every event. */
export const INSPECTOR_BURST = { pushes: 200, overMs: 2000 };

/**
 * One burst of pushes to a signed-in worker on /home (`search`: `?inspect=panel` opens the panel of
 * a QA build): main-thread time from the first push until the bell shows them all, and the events
 * the panel's log recorded meanwhile (its entries' `data-seq`; null without the panel).
 */
export async function inspectedBurst(browser, search) {
  await resetStack();
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await signIn(page, 'worker', `/home${search}`);
  await page.locator('[data-machine="connection"][data-state="connected"]').waitFor({ state: 'attached', timeout: 30_000 });
  const panelOpen = search.includes('inspect=panel');
  if (panelOpen) {
    await page.locator('[data-machine="inspector"] [data-chart="app"] [data-state-name]').first().waitFor({ timeout: 60_000 });
  }
  await sleep(1500);
  const lastSeq = () =>
    page.evaluate(() =>
      Math.max(0, ...[...document.querySelectorAll('[data-inspector="log"] li[data-seq]')].map((row) => Number(row.dataset.seq))),
    );
  const seqBefore = panelOpen ? await lastSeq() : null;
  const expected = WORKER_UNPROCESSED + INSPECTOR_BURST.pushes;
  let caughtUp = false;
  const run = await traced(browser, page, async () => {
    await pushBurst(INSPECTOR_BURST);
    caughtUp = await bellCounts(page, expected);
    await sleep(500);
  });
  const events = panelOpen ? (await lastSeq()) - seqBefore : null;
  await context.close();
  await resetStack();
  if (!caughtUp) throw new Error(`the bell did not show ${expected} notifications within 30 s (${search || 'no inspector'})`);
  return { busyMs: run.busyMs, longestTaskMs: run.longestTaskMs, events };
}

export async function inspectorSection(browser, { quick }) {
  const runs = quick ? 1 : 3;
  const measure = async (search) => {
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await inspectedBurst(browser, search));
    return {
      busyMs: stats(samples.map((sample) => sample.busyMs)),
      longestTaskMs: stats(samples.map((sample) => sample.longestTaskMs)),
      events: stats(samples.map((sample) => sample.events)),
    };
  };
  const plain = await measure('');
  // The QA build in a folder of its own (the browser suite's dist-qa/ may be in use), served on
  // the portal's port, then the plain build again for the sections that follow.
  const qaDir = mkdtempSync(join(tmpdir(), 'bench-qa-'));
  tempDirs.push(qaDir);
  const built = spawnSync(bin('vite'), ['build', '--outDir', qaDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', VITE_INSPECT: 'true' },
  });
  if (built.status !== 0) throw new Error('vite build (QA) failed');
  await switchPortal(qaDir);
  let closed;
  let open;
  try {
    closed = await measure('');
    open = await measure('?inspect=panel');
  } finally {
    await switchPortal('dist');
  }
  const events = open.events?.median ?? null;
  const perEvent = (figures) => (events ? (figures.busyMs.median - plain.busyMs.median) / events : null);
  const us = (value) => (value == null ? '—' : `${Math.round(value * 1000)} µs`);
  log(
    `\nInspector: ${INSPECTOR_BURST.pushes} pushes in ${INSPECTOR_BURST.overMs / 1000} s to a signed-in worker on /home, median of ${runs}; ` +
      `${events ?? '—'} events in the panel's log`,
  );
  log(`${pad('build', 44)} ${padLeft('main thread', 12)} ${padLeft('longest task', 13)} ${padLeft('cost per event', 15)}`);
  const row = (label, figures, cost) =>
    log(
      `${pad(label, 44)} ${padLeft(`${ms(figures.busyMs.median)} ms`, 12)} ${padLeft(`${ms(figures.longestTaskMs.median)} ms`, 13)} ${padLeft(cost, 15)}`,
    );
  row('plain build, no inspector (ref.)', plain, '—');
  row('QA build, panel closed (collector records)', closed, us(perEvent(closed)));
  row('QA build, panel open (?inspect=panel)', open, us(perEvent(open)));
  return {
    pushes: INSPECTOR_BURST.pushes,
    overMs: INSPECTOR_BURST.overMs,
    runs,
    events,
    plain,
    panelClosed: closed,
    panelOpen: open,
    costPerEventMs: { panelClosed: perEvent(closed), panelOpen: perEvent(open) },
  };
}
