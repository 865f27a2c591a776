// Lighthouse (mobile preset) on the portal's pages beside the reference, with what costs each page
// its score (lighthouseCosts.ts) and the simulated LCP's critical path (lanternPath.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { kb, log, ms, pad, padLeft, ratio } from './format.mjs';
import { formatCriticalPath, lcpCriticalPath } from './lanternPath.ts';
import { formatLighthouseCosts, lighthouseCosts } from './lighthouseCosts.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, USABLE } from './page.mjs';
import { root, urls } from './stack.mjs';

export const LIGHTHOUSE_BARS = { performance: 0.95, accessibility: 1, 'best-practices': 1 };

export async function lighthouseSection(referenceUrl, { lighthouseRuns: LIGHTHOUSE_RUNS }) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS.filter((flag) => flag !== '--headless'),
  });
  const flags = { logLevel: 'error', output: 'json', onlyCategories: Object.keys(LIGHTHOUSE_BARS) };
  const runOnce = async (label, url, prepare, index) => {
    let lhr;
    let artifacts;
    // A failed trace recording (NO_NAVSTART and the like, seen under heavy load) is Lighthouse's
    // own: its message says to run again, which is done twice before giving up.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const page = await browser.newPage();
      const storage = prepare ? await prepare(page) : false;
      ({ lhr, artifacts } = await lighthouse(url, { ...flags, disableStorageReset: storage }, undefined, page));
      await page.close();
      if (!lhr.runtimeError) break;
      log(`Lighthouse on ${label}, attempt ${attempt}: ${lhr.runtimeError.code}`);
    }
    writeFileSync(join(reportDir, `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${index + 1}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${label}: ${lhr.runtimeError.message}`);
    const score = (id) => lhr.categories[id]?.score ?? null;
    const failing = (id) =>
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => ref.id);
    const script = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
    return {
      label,
      url,
      finalUrl: lhr.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      scriptBytes: script?.transferSize ?? null,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      failing: { performance: failing('performance'), accessibility: failing('accessibility'), bestPractices: failing('best-practices') },
      costs: { ...lighthouseCosts(lhr), lcpCriticalPath: await lcpCriticalPath(artifacts, lhr.configSettings) },
    };
  };
  const run = async (label, url, prepare) => {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await runOnce(label, url, prepare, i));
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    return { ...sorted[Math.floor(sorted.length / 2)], performanceRuns: runs.map((one) => one.performance) };
  };
  // The full reports, for reading the audits (gitignored).
  const reportDir = join(root, 'bench/results/lighthouse');
  mkdirSync(reportDir, { recursive: true });
  const pages = [];
  try {
    pages.push(await run('bare React page (reference)', `${referenceUrl}/`));
    pages.push(await run('/maintenance', `${urls.portal}/maintenance`));
    pages.push(await run('/forbidden', `${urls.portal}/forbidden`));
    // The session lives in this tab's session storage: sign in in the same page, keep storage.
    pages.push(
      await run('/home, signed in', `${urls.portal}/home`, async (page) => {
        await page.goto(`${urls.portal}/home`);
        // From the second run on, the provider's session (a cookie of this browser) signs the new
        // tab in without the login form.
        const first = await page.waitForSelector(`input[name=login], ${USABLE.home}`, { timeout: 30_000 });
        if (await first.evaluate((element) => element.matches('input[name=login]'))) {
          await page.type('input[name=login]', 'worker');
          await page.type('input[name=password]', 'demo');
          await Promise.all([page.waitForNavigation(), page.click('button')]);
        }
        await page.waitForSelector(USABLE.home, { timeout: 30_000 });
        // Keep the tab's storage (the session) but not the HTTP cache: the reload fetches everything.
        const client = await page.createCDPSession();
        await client.send('Network.clearBrowserCache');
        await client.detach();
        return true;
      }),
    );
  } finally {
    await browser.close();
  }
  const home = pages[pages.length - 1];
  if (new URL(home.finalUrl).origin !== urls.portal || !new URL(home.finalUrl).pathname.startsWith('/home')) {
    throw new Error(`Lighthouse's signed-in /home ended on ${home.finalUrl}: the session was not kept`);
  }

  const score = (value) => (value == null ? '—' : value.toFixed(2));
  log(
    `\nLighthouse 12.8.2, mobile preset (simulated throttling), Debian Chromium; per page the median of ${LIGHTHOUSE_RUNS} runs by performance (its other figures from that run)`,
  );
  log(
    `${pad('page', 30)} ${padLeft('perf (min–max)', 16)} ${padLeft('a11y', 5)} ${padLeft('b.p.', 5)} ${padLeft('FCP', 7)} ${padLeft('LCP', 7)} ${padLeft('TBT', 6)} ${padLeft('CLS', 6)} ${padLeft('JS', 10)} ${padLeft('JS×ref', 7)}`,
  );
  for (const page of pages) {
    log(
      `${pad(page.label, 30)} ${padLeft(`${score(page.performance)} (${score(Math.min(...page.performanceRuns))}–${score(Math.max(...page.performanceRuns))})`, 16)} ${padLeft(score(page.accessibility), 5)} ${padLeft(score(page.bestPractices), 5)} ${padLeft(ms(page.fcpMs), 7)} ${padLeft(ms(page.lcpMs), 7)} ${padLeft(ms(page.tbtMs), 6)} ${padLeft(page.cls == null ? '—' : page.cls.toFixed(3), 6)} ${padLeft(kb(page.scriptBytes), 10)} ${padLeft(ratio(page.scriptBytes, pages[0].scriptBytes), 7)}`,
    );
  }
  // Why each score is what it is (the reported run's report; full reports in bench/results/lighthouse/).
  log('\nwhat costs each page its score (simulated mobile: CPU × 4, 150 ms RTT, 1.6 Mbit/s):');
  for (const page of pages) {
    formatLighthouseCosts(page.label, page.costs).forEach((line) => log(line));
    if (page.costs.lcpCriticalPath?.length) log(formatCriticalPath(page.costs.lcpCriticalPath));
  }
  const below = [];
  for (const page of pages.slice(1)) {
    for (const [category, key] of [
      ['performance', 'performance'],
      ['accessibility', 'accessibility'],
      ['best-practices', 'bestPractices'],
    ]) {
      if (page[key] !== null && page[key] < LIGHTHOUSE_BARS[category]) {
        below.push(
          `below target: ${page.label} ${category} ${score(page[key])} < ${LIGHTHOUSE_BARS[category]} (audits under 1: ${page.failing[key].join(', ') || 'none weighted'})`,
        );
      }
    }
  }
  below.forEach((line) => log(line));
  if (below.length === 0) log('every measured page meets the bars (performance ≥ 0.95, accessibility 1, best practices 1)');
  return { version: '12.8.2', preset: 'mobile', runsPerPage: LIGHTHOUSE_RUNS, pages, belowTarget: below };
}
