// Boot: FCP and the usable screen of /maintenance and a signed-in /home beside the bare React
// page, at 0 and 150 ms added per response, and the request rounds of each (docs/performance.md).
import { log, ms, pad, padLeft, ratio, stats } from './format.mjs';
import { cdp, pageProbe, readBoot, setNetwork, signIn, untilUsable, USABLE } from './page.mjs';
import { formatDataRounds, formatRounds, requestRounds } from './requestRounds.ts';
import { urls } from './stack.mjs';

export const LATENCIES_MS = [0, 150];

export async function bootSection(browser, referenceUrl, { runs: RUNS }) {
  const series = {};
  const measureFresh = async (id, url, selector, latency) => {
    const values = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ locale: 'fr-FR' });
      await context.addInitScript(pageProbe, selector);
      const page = await context.newPage();
      await setNetwork(await cdp(page), latency);
      await page.goto(url, { waitUntil: 'commit' });
      await untilUsable(page);
      values.push(await readBoot(page));
      await context.close();
    }
    series[`${id}@${latency}`] = values;
  };
  for (const latency of LATENCIES_MS) {
    await measureFresh('reference', `${referenceUrl}/`, USABLE.reference, latency);
    await measureFresh('maintenance', `${urls.portal}/maintenance`, USABLE.maintenance, latency);
  }
  // Signed in once (no added latency), then the tab reloads: its session storage holds the session.
  const context = await browser.newContext({ locale: 'fr-FR' });
  await context.addInitScript(pageProbe, USABLE.home);
  const page = await context.newPage();
  const session = await cdp(page);
  await signIn(page, 'worker');
  await untilUsable(page);
  for (const latency of LATENCIES_MS) {
    await setNetwork(session, latency);
    const values = [];
    for (let run = 0; run < RUNS; run++) {
      await page.reload({ waitUntil: 'commit' });
      await untilUsable(page);
      values.push(await readBoot(page));
    }
    series[`home@${latency}`] = values;
  }
  await context.close();

  const rows = [
    ['reference', 'bare React page (reference)'],
    ['maintenance', 'public /maintenance, new tab'],
    ['home', 'signed-in /home, reload'],
  ];
  const figures = {};
  for (const [id] of rows) {
    figures[id] = {};
    for (const latency of LATENCIES_MS) {
      const values = series[`${id}@${latency}`];
      const rounds = requestRounds(values[values.length - 1].timeline);
      figures[id][latency] = {
        fcp: stats(values.map((value) => value.fcp)),
        usable: stats(values.map((value) => value.usable)),
        quickestRequest: Math.min(...values.map((value) => value.quickest)),
        rounds: rounds.rounds,
        roundsAfterScript: rounds.roundsAfterScript,
        chain: formatRounds(rounds),
        dataRoundsAfterScript: rounds.dataRoundsAfterScript,
        scriptRoundsAfterEntry: rounds.scriptRoundsAfterEntry,
        dataChain: formatDataRounds(rounds),
      };
      if (latency > 0 && figures[id][latency].quickestRequest < latency * 0.95) {
        throw new Error(
          `added latency did not apply: a ${id} request took ${ms(figures[id][latency].quickestRequest)} ms (expected ≥ ${latency})`,
        );
      }
    }
  }

  log(`\nBoot, production build, HTTP cache off, median of ${RUNS} runs (min–max), ms; × = ratio to the reference`);
  log(`${pad('', 30)}${LATENCIES_MS.map((latency) => pad(`| +${latency} ms per response`, 50)).join('')}`);
  log(
    `${pad('page', 30)}${LATENCIES_MS.map(() => pad(`| ${padLeft('FCP', 16)} ${padLeft('usable', 16)} ${padLeft('FCP×', 6)} ${padLeft('use×', 6)}`, 50)).join('')}`,
  );
  for (const [id, label] of rows) {
    log(
      `${pad(label, 30)}${LATENCIES_MS.map((latency) => {
        const { fcp, usable } = figures[id][latency];
        const reference = figures.reference[latency];
        const cell = (value) => (value ? `${ms(value.median)} (${ms(value.min)}–${ms(value.max)})` : '—');
        return pad(
          `| ${padLeft(cell(fcp), 16)} ${padLeft(cell(usable), 16)} ${padLeft(ratio(fcp?.median, reference.fcp?.median), 6)} ${padLeft(ratio(usable?.median, reference.usable?.median), 6)}`,
          50,
        );
      }).join('')}`,
    );
  }
  const slow = LATENCIES_MS[LATENCIES_MS.length - 1];
  log(
    `\nRequest rounds to the usable screen at +${slow} ms (round 0 = the document; a request that starts after another's response ended is one round later):`,
  );
  for (const [id, label] of rows) {
    const { rounds, roundsAfterScript, chain } = figures[id][slow];
    log(`${pad(label, 30)} ${rounds} rounds, ${roundsAfterScript ?? '—'} after the entry script's: ${chain}`);
  }
  // The bar is about data: no data round after the JavaScript that waits for another on a
  // public screen, at most one (user info) on the signed-in dashboard. Lazy chunks are printed apart.
  const DATA_ROUND_BARS = { maintenance: 0, home: 1 };
  log(`\nData rounds after the JavaScript at +${slow} ms (the bar), lazy chunk rounds apart:`);
  for (const [id, label] of rows) {
    const { dataRoundsAfterScript, scriptRoundsAfterEntry, dataChain } = figures[id][slow];
    const bar = DATA_ROUND_BARS[id];
    const verdict = bar === undefined ? '' : dataRoundsAfterScript <= bar ? ` (bar ≤ ${bar}: met)` : ` (bar ≤ ${bar}: below target)`;
    log(
      `${pad(label, 30)} ${dataRoundsAfterScript} data round(s)${verdict}, ${scriptRoundsAfterEntry ?? '—'} chunk round(s) after the entry: ${dataChain}`,
    );
    if (bar !== undefined && dataRoundsAfterScript > bar)
      log(`below target: ${label} ${dataRoundsAfterScript} data rounds after the JavaScript > ${bar}`);
  }
  return { runs: RUNS, cache: 'disabled', latencyMethod: 'CDP Network.emulateNetworkConditions', pages: figures };
}
