// `npm run bench`: figures, not timed tests. Every figure is printed beside a reference measured in
// the same run, so that it reads as a ratio on any machine (docs/performance.md). This file is the
// entry and its options; each section is a module of scripts/bench/ (boot, burst, cycles,
// inspector, lighthouse), with the servers (stack.mjs) and the page readings (page.mjs) they share:
//   - boot: first contentful paint and usable screen of a public page (/maintenance) and of a
//     signed-in worker's dashboard (/home), beside a bare React page (bench/reference/, built here
//     with the same Vite and React plugin), with 0 and 150 ms added to every response (Chromium's
//     network emulation over CDP, cache off: the document, the JS, the settings, the API), and the
//     request rounds of each critical path (scripts/bench/requestRounds.ts);
//   - Lighthouse 12 (mobile preset) on /maintenance, /forbidden, a signed-in /home and the reference,
//     with what costs each page its score (LCP element and phases, blocking time by script, layout
//     shifts: scripts/bench/lighthouseCosts.ts; the simulated LCP's critical path: scripts/bench/lanternPath.ts);
//   - a notification burst: 500 pushes in 5 s (control API) to a signed-in worker, beside the same
//     page idle for 5 s (longest main-thread task from a Chromium trace);
//   - enter/leave cycles of the authorised layout: XState actors alive (heap snapshot,
//     scripts/bench/heapActors.ts) and heap after a forced GC, after 1 and after N cycles;
//   - the inspector's cost: main-thread time of a 200-push burst on a QA build (VITE_INSPECT=true)
//     with the panel open, and with it closed (its collector still records), beside the plain
//     build, per event the panel's log recorded.
// Writes bench/results/latest.json. Exit 1 when something could not be measured; figures under the
// Lighthouse bars (performance 0.95, accessibility and best practices 1) print a "below target" line but do not fail the run (docs/decisions.md).
// Options: --quick (3 runs, 20 cycles, no Lighthouse), --runs N, --cycles N, --lighthouse-runs N, --no-build,
// --no-lighthouse, --builds name=dir,... (other builds beside this one: scripts/bench/builds.mjs),
// --only boot,burst,cycles,inspector,lighthouse (a quick or partial run writes
// bench/results/quick.json, not latest.json). Ports 5480/5481/5490 keep it apart from `npm start` and

import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { bootSection } from './bench/boot.mjs';
import { buildsSection } from './bench/builds.mjs';
import { burstSection } from './bench/burst.mjs';
import { layoutCyclesSection } from './bench/cycles.mjs';
import { log } from './bench/format.mjs';
import { inspectorSection } from './bench/inspector.mjs';
import { lighthouseSection } from './bench/lighthouse.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench/page.mjs';
import { buildAndServeReference, buildPortal, root, startStackAndPortal, stopAll, urls, waitFor } from './bench/stack.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && Number(args[at + 1]) > 0 ? Number(args[at + 1]) : fallback;
};
const quick = args.includes('--quick');
const RUNS = option('--runs', quick ? 3 : 7);
const CYCLES = option('--cycles', quick ? 20 : 100);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const wanted = (section) => !only || only.includes(section);
/** `--builds name=dir,...`: other builds measured beside this one in the same run (scripts/bench/builds.mjs). */
const builds = args.includes('--builds')
  ? args[args.indexOf('--builds') + 1].split(',').map((entry) => ({ name: entry.split('=')[0], dir: entry.split('=')[1] }))
  : null;
const LIGHTHOUSE = !quick && !args.includes('--no-lighthouse') && wanted('lighthouse');
/** Lighthouse runs per page: the run with the median performance score is reported (as Lighthouse advises). */
const LIGHTHOUSE_RUNS = option('--lighthouse-runs', 3);

async function main() {
  const startedAt = Date.now();
  const loadBefore = loadavg();
  if (!args.includes('--no-build')) buildPortal();
  const reference = await buildAndServeReference();
  startStackAndPortal();
  await Promise.all([waitFor(`${urls.control}/health`), waitFor(`${urls.portal}/`)]);
  const chromiumVersion = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim();
  log(
    `\nnpm run bench${args.length ? ` -- ${args.join(' ')}` : ''} · ${new Date().toISOString()} · ${cpus().length} cores, load average ${loadBefore.map((value) => value.toFixed(2)).join(' ')} · Node ${process.version} · ${chromiumVersion}`,
  );

  const results = { date: new Date().toISOString(), command: `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}` };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    if (wanted('boot')) results.boot = await bootSection(browser, reference.url, { runs: RUNS });
    if (wanted('burst')) results.burst = await burstSection(browser);
    if (wanted('cycles')) results.layoutCycles = await layoutCyclesSection(browser, { cycles: CYCLES });
    if (wanted('inspector')) results.inspector = await inspectorSection(browser, { quick });
    if (builds)
      results.builds = await buildsSection(browser, reference.url, {
        builds: [{ name: 'this build', dir: 'dist' }, ...builds],
        runs: RUNS,
      });
  } finally {
    await browser.close();
  }
  if (LIGHTHOUSE) results.lighthouse = await lighthouseSection(reference.url, { lighthouseRuns: LIGHTHOUSE_RUNS });
  await reference.close();
  results.machine = {
    cores: cpus().length,
    node: process.version,
    chromium: chromiumVersion,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadavg(),
  };
  results.durationS = Math.round((Date.now() - startedAt) / 1000);
  log(
    `\ndone in ${results.durationS} s; load average now ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  // A quick run is for iteration: only a full run replaces the committed figures.
  const file = join(root, 'bench/results', quick || only || builds ? 'quick.json' : 'latest.json');
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  log(`figures written to ${file.slice(root.length)}`);
}

main().then(
  () => {
    stopAll();
    process.exit(0);
  },
  (error) => {
    console.error(`\nbench could not measure: ${error instanceof Error ? error.stack : error}`);
    stopAll();
    process.exit(1);
  },
);
