// Each journey of journeys.ts in each engine (ENGINES=chromium,firefox,webkit by default), against
// the production build served by nginx under its generated configuration (servers.ts). Every journey
// fails on any CSP or Trusted Types violation its pages report (the CSP's report-uri points at the
// collector of servers.ts); the first test of each engine shows a planted violation being reported.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { E2E_URLS } from '../e2e/stack-env.ts';
import { launchEngine, type EngineBrowser, type EngineSession } from './driver.ts';
import { ENGINE_URLS, selectedEngines } from './engines.ts';
import { JOURNEYS, signIn } from './journeys.ts';

interface Violation {
  'document-uri'?: string;
  'effective-directive'?: string;
  'violated-directive'?: string;
  'script-sample'?: string;
}
/** Chromium and Firefox send `{csp-report}`; WebKit wraps it: `{type: 'csp-violation', csp-report}`. */
type CspReport = { 'csp-report'?: Violation } & Violation;

const reports = async () => (await (await fetch(ENGINE_URLS.reports)).json()) as CspReport[];
const clearReports = () => fetch(ENGINE_URLS.reports, { method: 'DELETE' });
const resetStack = async () => {
  await fetch(`${E2E_URLS.control}/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  await fetch(`${E2E_URLS.control}/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
};
/** Violation reports leave the page asynchronously: give the last ones time to arrive. */
const settledReports = async () => {
  await new Promise((r) => setTimeout(r, 500));
  return (await reports()).map((report): Violation => report['csp-report'] ?? report);
};

/** What the portal sent to the log endpoint at error level (unhandled errors included). */
const errorLogs = async () => {
  const { logs } = (await (await fetch(`${E2E_URLS.control}/logs`)).json()) as { logs: Array<{ level: string; message: string }> };
  return logs.filter((log) => log.level === 'error').map((log) => log.message);
};

const results: Array<{ engine: string; journey: string; result: string; ms: number }> = [];

for (const engine of selectedEngines()) {
  describe(engine, () => {
    let browser: EngineBrowser;
    let session: EngineSession | null = null;
    /** The sessions a journey opened for another person (`another`), closed with its own. */
    let others: EngineSession[] = [];
    // WebKitWebDriver holds one session at a time: in WebKit, the other person's session is
    // Chromium's (the engine under test is the first person's).
    let otherBrowser: EngineBrowser | null = null;
    const another = async () => {
      if (engine === 'webkit' && !otherBrowser) otherBrowser = await launchEngine('chromium');
      const opened = await (engine === 'webkit' ? otherBrowser! : browser).newSession();
      others.push(opened);
      return opened.page;
    };

    beforeAll(async () => {
      const started = Date.now();
      browser = await launchEngine(engine);
      console.log(`[engines] ${engine}: ${browser.version}, started in ${Date.now() - started} ms`);
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
      await otherBrowser?.close();
    });
    // 90 s: room for a WebKit session whose first start is given up (driver.ts, startOrRestart).
    beforeEach(async () => {
      await resetStack();
      await clearReports();
      session = await browser.newSession();
    }, 90_000);
    afterEach(async () => {
      await session?.close();
      session = null;
      for (const other of others) await other.close();
      others = [];
    });

    it("a planted Trusted Types violation is reported, and so is the error it throws (the positive case of every journey's checks)", async () => {
      const { page } = session!;
      await signIn(page, 'worker');
      await expect.poll(() => page.count({ role: 'heading', name: 'Tableau de bord intérimaire' }), { timeout: 15_000 }).toBe(1);
      // An HTML sink without a policy, in a task of its own: blocked, and its error unhandled.
      await page.evaluate("function () { setTimeout(function () { document.createElement('div').innerHTML = '<b>planted</b>'; }, 0); }");
      await expect
        .poll(async () => (await settledReports()).map((report) => report['effective-directive'] ?? report['violated-directive']))
        .toContain('require-trusted-types-for');
      await expect.poll(async () => (await errorLogs()).join('\n')).toMatch(/^Unhandled error: /);
    });

    // JOURNEYS=<words> runs the journeys whose name contains them (a quicker look while working).
    for (const journey of JOURNEYS.filter((j) => !process.env.JOURNEYS || j.name.includes(process.env.JOURNEYS))) {
      it(
        journey.name,
        async () => {
          const started = Date.now();
          let result = 'failed';
          try {
            await journey.run(session!.page, another);
            expect(await settledReports(), 'Content-Security-Policy or Trusted Types violations').toEqual([]);
            expect(await errorLogs(), 'errors the portal logged (sent to the stack)').toEqual([]);
            result = 'passed';
          } finally {
            results.push({ engine, journey: journey.name, result, ms: Date.now() - started });
          }
        },
        90_000,
      );
    }
  });
}

afterAll(() => {
  const lines = results.map(
    (row) => `${row.engine.padEnd(9)} ${row.result.padEnd(7)} ${(row.ms / 1000).toFixed(1).padStart(5)} s  ${row.journey}`,
  );
  console.log(`[engines] journey × engine (time of the journey itself)\n${lines.join('\n')}`);
});
