// npm run mutation:ci: incremental mutation testing of machines/ from the baseline kept outside git
// (docs/mutation-testing.md, "Incremental mode and the baseline").
// Stryker re-tests only the mutants whose code or killing tests changed since the baseline, so a
// file whose baseline is close to its present source and tests costs minutes. A new file (one the
// baseline does not know) is tested in full: the likeliest to be weak, and small (a screen, a
// machine). A file the baseline knows in a much older version would need a full run of its mutants:
// on two cores, a full run of machines/ takes over an hour. Such a file (mutation/scope.mjs) is left
// out of this run and of its score, and listed with the command that brings its baseline up to date;
// it is back in the score once that run has written the baseline.
// Locally the results are written back into the baseline; under CI the baseline is left as it is.
// Without a baseline (a fresh clone: it is kept outside git), only the files of machines/ this
// branch changes against main are tested, in full.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import config from '../mutation/stryker.config.mjs';
import { isMutatedBy, partitionByBaseline } from '../mutation/scope.mjs';

const baselineFile = config.incrementalFile;
const hasBaseline = existsSync(baselineFile);
const baseline = hasBaseline ? JSON.parse(readFileSync(baselineFile, 'utf8')) : { files: {}, testFiles: {} };

const isMutated = isMutatedBy(config.mutate);
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
/** Without a baseline: the files this branch adds or changes against main (committed or not). */
const changedAgainstMain = () => {
  // main, else the remote's (a clone of another branch has no local main).
  const exists = (ref) => spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).status === 0;
  const main = [process.env.MUTATION_MAIN ?? 'main', 'origin/main'].find(exists);
  if (!main) {
    console.log('mutation:ci: no baseline and no main branch to compare with: nothing to test.');
    process.exit(0);
  }
  const base = git('merge-base', 'HEAD', main)[0];
  return new Set([...git('diff', '--name-only', base, '--', 'machines'), ...git('ls-files', '--others', '--exclude-standard', 'machines')]);
};
const changed = hasBaseline ? null : changedAgainstMain();
const files = git('ls-files', '--cached', '--others', '--exclude-standard', 'machines').filter(
  (file) => isMutated(file) && (!changed || changed.has(file)),
);
if (!hasBaseline) {
  console.log(
    `mutation:ci: no baseline at ${baselineFile} (MUTATION_BASELINE; \`npm run mutation\` writes it): ` +
      `the ${files.length} files of machines/ changed against main are tested in full.`,
  );
  if (files.length === 0) process.exit(0);
}

const { inScope, behind } = partitionByBaseline(files, baseline, (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined));

if (behind.length > 0) {
  console.log(
    `mutation:ci: the baseline is behind for ${behind.length} of ${files.length} files of machines/; ` +
      'they are not tested in this run nor counted in its score:',
  );
  for (const { file, reason } of behind) console.log(`  ${file}: ${reason}`);
  console.log(
    '  bring them up to date with `npx stryker run mutation/stryker.config.mjs --force --mutate <files>` ' +
      `(or \`npm run mutation\` for all); the baseline is ${baselineFile}, outside git.`,
  );
}
if (inScope.length === 0) {
  console.log('mutation:ci: no file of machines/ has a baseline close to its source: nothing to test incrementally.');
  process.exit(0);
}
const fresh = inScope.filter((entry) => entry.new);
console.log(`mutation:ci: ${inScope.length} of ${files.length} files, incrementally from ${baselineFile}.`);
if (fresh.length > 0) console.log(`  new, tested in full: ${fresh.map(({ file }) => file).join(', ')}`);

// The run's own incremental file: the baseline without the files left out, so that Stryker neither
// re-tests them nor counts their old results in the score it checks against the break threshold.
const work = mkdtempSync(join(tmpdir(), 'mutation-ci-'));
/** Writes the baseline restricted to `files` into the run's folder, and returns its path. */
const baselineOf = (name, files) => {
  const kept = new Set(files.map(({ file }) => file));
  const path = join(work, name);
  writeFileSync(
    path,
    JSON.stringify({ ...baseline, files: Object.fromEntries(Object.entries(baseline.files).filter(([file]) => kept.has(file))) }),
  );
  return path;
};
const scoped = baselineOf('scoped.json', inScope);

const run = spawnSync(
  'node_modules/.bin/stryker',
  ['run', 'mutation/stryker.config.mjs', '--mutate', inScope.map(({ file }) => file).join(','), '--incrementalFile', scoped],
  { stdio: 'inherit' },
);
if (run.status !== 0) process.exit(run.status ?? 1);

if (!process.env.CI && hasBaseline) {
  // Back into the baseline: this run's files, and the left-out files as they were.
  if (behind.length === 0) {
    writeFileSync(baselineFile, readFileSync(scoped));
  } else {
    const rest = baselineOf('rest.json', behind);
    const merged = spawnSync('node', ['scripts/merge-mutation-baselines.mjs', baselineFile, scoped, rest], { stdio: 'inherit' });
    if (merged.status !== 0) process.exit(merged.status ?? 1);
  }
}
