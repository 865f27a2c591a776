// Which files of machines/ `npm run mutation:ci` tests (scripts/mutation-ci.mjs): those whose
// baseline Stryker's incremental mode can mostly reuse, so that it re-tests only a few of their
// mutants. Stryker reuses a mutant's result while the mutant's code is unchanged and the test that
// killed it still exists unchanged (docs/mutation-testing.md, "Reusing results").

import picomatch from 'picomatch';

/** Whether a file is one Stryker's `mutate` patterns (mutation/stryker.config.mjs) take, `!` ones left out. */
export function isMutatedBy(patterns) {
  return picomatch(
    patterns.filter((pattern) => !pattern.startsWith('!')),
    { ignore: patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1)) },
  );
}

/** Lines of a source or test file changed since its baseline version, past which the file needs a refresh. */
export const MAX_CHANGED_LINES = 40;

/**
 * Killed mutants without their killing test, past which the file needs a refresh. Stryker re-tests
 * each such mutant; a few are cheap, a file left out of a `--mutate` run has tens of them.
 */
export const MAX_ORPHAN_KILLS = 5;

/** How many lines of `now` are not in `before`, as a multiset: a moved line does not count. */
export function changedLines(before, now) {
  const left = new Map();
  for (const line of before.split('\n')) left.set(line, (left.get(line) ?? 0) + 1);
  let changed = 0;
  for (const line of now.split('\n')) {
    const count = left.get(line) ?? 0;
    if (count > 0) left.set(line, count - 1);
    else changed++;
  }
  return changed;
}

/**
 * Splits `files` into those the run tests and those whose baseline is behind, each with the reason.
 * A file the baseline lacks is tested in full (`new: true`): a new file is the likeliest to be weak,
 * and a new screen's or machine's file holds few mutants. A file is behind when its source or the source of a test file that
 * killed one of its mutants changed by more than `maxChanged` lines; when a test that killed one of
 * its mutants is not in the baseline (a test named after what the mutant changed); or when more than
 * `MAX_ORPHAN_KILLS` killed mutants have no killing test at all. Stryker writes that last kind for the files a `--mutate` run
 * left out: their old results, under their present source, with the killers it could not match
 * dropped; it would re-test every one of them.
 * @param {string[]} files
 * @param {{ files: Record<string, { source?: string, mutants: Array<{ status?: string, killedBy?: string[] }> }>,
 *   testFiles?: Record<string, { source?: string, tests: Array<{ id: string }> }> }} baseline a Stryker incremental report
 * @param {(file: string) => string | undefined} readSource undefined for a file that no longer exists
 */
export function partitionByBaseline(files, baseline, readSource, maxChanged = MAX_CHANGED_LINES) {
  const testFileOf = new Map();
  for (const [testFile, entry] of Object.entries(baseline.testFiles ?? {}))
    for (const test of entry.tests) testFileOf.set(test.id, testFile);
  const drift = new Map();
  const driftOf = (file, before) => {
    if (!drift.has(file)) {
      const now = readSource(file);
      drift.set(file, now === undefined || before === undefined ? Infinity : changedLines(before, now));
    }
    return drift.get(file);
  };

  const inScope = [];
  const behind = [];
  for (const file of files) {
    const entry = baseline.files[file];
    let reason;
    if (!entry) {
      inScope.push({ file, new: true });
      continue;
    }
    if (driftOf(file, entry.source) > maxChanged) reason = `${driftOf(file, entry.source)} lines changed`;
    else {
      const killers = new Set(entry.mutants.flatMap((mutant) => mutant.killedBy ?? []));
      const orphans = entry.mutants.filter((mutant) => mutant.status === 'Killed' && !mutant.killedBy?.length).length;
      const unknown = [...killers].filter((id) => !testFileOf.has(id)).length;
      const testFiles = new Set([...killers].map((id) => testFileOf.get(id)).filter(Boolean));
      const changedTests = [...testFiles].filter((testFile) => driftOf(testFile, baseline.testFiles[testFile].source) > maxChanged);
      if (orphans > MAX_ORPHAN_KILLS) reason = `${orphans} killed mutants without their killing test`;
      else if (unknown > 0) reason = `${unknown} killing tests not in the baseline`;
      else if (changedTests.length > 0) reason = `its killing tests changed in ${changedTests.join(', ')}`;
    }
    if (reason) behind.push({ file, reason });
    else inScope.push({ file });
  }
  return { inScope, behind };
}
