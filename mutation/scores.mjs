// The mutation score of each file of machines/, kept in git (mutation/scores.json) so that the score
// of the whole is read from one file and survives the baseline, which lives outside git. A file's
// figure counts while its source is the one it was measured on (docs/mutation-testing.md,
// "Scores by file").
import { createHash } from 'node:crypto';

export const SCORES_FILE = 'mutation/scores.json';

/** The hash a figure is tied to: the source Stryker mutated. */
export const sourceHash = (source) => createHash('sha1').update(source).digest('hex').slice(0, 16);

/**
 * Stryker's counts for one file: detected (killed, timed out) and undetected (survived, not covered)
 * make the score; compile and runtime errors and ignored mutants do not count.
 * @param {Array<{ status?: string }>} mutants
 */
export function countMutants(mutants) {
  const count = (status) => mutants.filter((mutant) => mutant.status === status).length;
  return { killed: count('Killed'), timeout: count('Timeout'), survived: count('Survived'), noCoverage: count('NoCoverage') };
}

/**
 * The scores with the files of one Stryker report recorded: each of `files` the report holds, with
 * its counts, the hash of the source it was run on and the test files it ran against: `runTests`,
 * else the report's (which, from a baseline, also lists the tests of other files). Other entries stay.
 * @param {Record<string, { source: string, tests: string[], killed: number, timeout: number, survived: number, noCoverage: number }>} scores
 * @param {{ files: Record<string, { source: string, mutants: Array<{ status?: string }> }>, testFiles?: Record<string, unknown> }} report
 * @param {string[]} files
 * @param {string[]} [runTests]
 */
export function recordReport(scores, report, files, runTests) {
  const next = { ...scores };
  const tests = (runTests ?? Object.keys(report.testFiles ?? {})).filter(Boolean).sort();
  for (const file of files) {
    const entry = report.files[file];
    if (!entry) continue;
    next[file] = { source: sourceHash(entry.source), tests, ...countMutants(entry.mutants) };
  }
  return Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The score of `files` from the recorded figures that are current (same source), and which files
 * have no current figure: `stale` (measured on another source) or `missing`.
 * @param {Record<string, { source: string, killed: number, timeout: number, survived: number, noCoverage: number }>} scores
 * @param {string[]} files
 * @param {(file: string) => string | undefined} readSource
 */
export function wholeScore(scores, files, readSource) {
  let detected = 0;
  let undetected = 0;
  const current = [];
  const stale = [];
  const missing = [];
  for (const file of files) {
    const entry = scores[file];
    const source = readSource(file);
    if (!entry) missing.push(file);
    else if (source === undefined || entry.source !== sourceHash(source)) stale.push(file);
    else {
      current.push(file);
      detected += entry.killed + entry.timeout;
      undetected += entry.survived + entry.noCoverage;
    }
  }
  const scored = detected + undetected;
  return { detected, scored, score: scored === 0 ? null : (100 * detected) / scored, current, stale, missing };
}
