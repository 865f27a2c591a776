// npm run mutation:parts: the mutation score of the whole of machines/, as parts that can stop and
// resume (docs/mutation-testing.md, "Splitting a full run"). Each part runs some files against their
// own tests and their importers' (mutation/parts.ts), starting from the baseline so that unchanged
// results are reused, and keeps its files' results in <dir>/part-<hash>.json; a part whose file is
// there is not run again. Once every part is there, they are merged with the baseline into the
// baseline, and the score of the whole is printed.
// Each file's counts are recorded in mutation/scores.json (kept in git) as its part ends, with the hash
// of its source; a file whose recorded figure is current is not run again.
//   npm run mutation:parts -- [--all | --again] [--only <text>] [--tests <a,b>] [--dir <dir>] [--plan | --merge-only | --score]
// --only: the parts with a file whose path contains the text (a machine's folder, a file).
// --plan: print the parts and their tests, run nothing.
// --score: print the score of the whole from mutation/scores.json, run nothing.
// --all: every file of machines/, not only those without a current figure that the baseline lacks or
// holds behind (mutation/scope.mjs).
// --again: the parts run anew, whatever their record and figure (with --only: after a test changed,
// or a run beside other work): Stryker reuses no earlier result of their files (its --force).
// --tests <a,b>: the parts run against these test files only, a floor of their figure (fewer tests
// kill fewer mutants), recorded with those tests: for a file whose importers' tests would take hours.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import config from '../mutation/stryker.config.mjs';
import { isMutatedBy, partitionByBaseline } from '../mutation/scope.mjs';
import { planParts, relativeImports } from '../mutation/parts.ts';
import { SCORES_FILE, recordReport, wholeScore } from '../mutation/scores.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dir = option('--dir') ?? join(config.incrementalFile, '..', 'parts');
const baselineFile = config.incrementalFile;
mkdirSync(dir, { recursive: true });

const git = (...gitArgs) => execFileSync('git', gitArgs, { encoding: 'utf8' }).split('\n').filter(Boolean);
const isMutated = isMutatedBy(config.mutate);
const machineFiles = git('ls-files', 'machines').filter((file) => file.endsWith('.ts'));
const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : { files: {}, testFiles: {} };
const mutated = machineFiles.filter((file) => isMutated(file));
const { inScope, behind } = partitionByBaseline(mutated, baseline, read);
let scores = existsSync(SCORES_FILE) ? JSON.parse(readFileSync(SCORES_FILE, 'utf8')) : {};
const printScore = () => {
  const whole = wholeScore(scores, mutated, read);
  const figure = whole.score === null ? 'no figure' : `${whole.score.toFixed(2)} % (${whole.detected} of ${whole.scored} scored mutants)`;
  console.log(
    `mutation:parts: ${whole.current.length} of ${mutated.length} files of machines/ have a current figure (${SCORES_FILE}): ${figure}`,
  );
  if (whole.stale.length) console.log(`  measured on another source: ${whole.stale.join(', ')}`);
  if (whole.missing.length) console.log(`  never measured: ${whole.missing.join(', ')}`);
};
if (args.includes('--score')) {
  printScore();
  process.exit(0);
}
const current = new Set(wholeScore(scores, mutated, read).current);
const again = args.includes('--again');
const files =
  args.includes('--all') || again
    ? mutated
    : [...inScope.filter((entry) => entry.new).map((entry) => entry.file), ...behind.map((entry) => entry.file)].filter(
        (file) => !current.has(file),
      );
const record = (part, report) => {
  scores = recordReport(scores, report, part.files, part.tests);
  // One line a file: a new figure is a one-line diff.
  const lines = Object.entries(scores).map(([file, entry]) => `  ${JSON.stringify(file)}: ${JSON.stringify(entry)}`);
  writeFileSync(SCORES_FILE, `{\n${lines.join(',\n')}\n}\n`);
};

const tests = git('ls-files', 'tests/unit/domain', 'tests/unit/machines', 'tests/unit/screens', 'tests/model').filter((file) =>
  /\.test\.tsx?$/.test(file),
);
const sources = Object.fromEntries(machineFiles.map((file) => [file, read(file) ?? '']));
const testSources = new Map(tests.map((test) => [test, read(test) ?? '']));
const mentions = (file) => {
  const name = file.replace(/^.*\//, '').replace(/\.ts$/, '');
  return tests.filter((test) => testSources.get(test).includes(name));
};
// The files of machines/ a test imports by a relative path (a test of several modules is named after none).
const testImports = new Map(tests.map((test) => [test, relativeImports(test, testSources.get(test), machineFiles)]));
const testsImporting = (file) => tests.filter((test) => testImports.get(test).includes(file));
const only = option('--only');
const chosenTests = option('--tests')?.split(',').filter(Boolean);
const parts = planParts({ files, sources, tests, mentions, testsImporting })
  .filter((part) => !only || part.files.some((file) => file.includes(only)))
  .map((part) => (chosenTests ? { ...part, tests: chosenTests } : part));
// Named after its files and its tests: the same files against other tests is another part.
const partFile = ({ files, tests }) =>
  join(
    dir,
    `part-${createHash('sha1')
      .update([...files, '', ...tests].join('\n'))
      .digest('hex')
      .slice(0, 10)}.json`,
  );

console.log(`mutation:parts: ${files.length} files of machines/ in ${parts.length} parts, into ${dir}`);
/** Parts Stryker ended without a report (no test ran: their tests do not import their files). */
const failed = [];
if (args.includes('--plan')) {
  for (const part of parts)
    console.log(
      `${existsSync(partFile(part)) ? 'done' : 'to run'}: ${part.files.join(', ')}\n  against ${part.tests.join(', ') || 'no test'}`,
    );
  process.exit(0);
}
for (const [index, part] of parts.entries()) {
  const done = partFile(part);
  if (existsSync(done) && !again) record(part, JSON.parse(readFileSync(done, 'utf8')));
  if (args.includes('--merge-only') || (existsSync(done) && !again)) continue;
  console.log(`== part ${index + 1} of ${parts.length}: ${part.files.join(', ')} against ${part.tests.join(', ') || 'no test'}`);
  const running = `${done}.running`;
  if (existsSync(baselineFile)) copyFileSync(baselineFile, running);
  else rmSync(running, { force: true });
  const copied = existsSync(running) ? statSync(running).mtimeMs : 0;
  const run = spawnSync(
    'npx',
    [
      'stryker',
      'run',
      'mutation/stryker.config.mjs',
      '--mutate',
      part.files.join(','),
      '--incrementalFile',
      running,
      ...(again ? ['--force'] : []),
    ],
    { stdio: 'inherit', env: { ...process.env, MUTATION_TESTS: part.tests.join(',') } },
  );
  // Stryker exits 1 under the break threshold, and when it stops early (no test ran): only a report
  // it wrote counts.
  if (!existsSync(running) || statSync(running).mtimeMs <= copied) {
    console.error(`mutation:parts: part ${index + 1} wrote no report (exit ${run.status}): ${part.files.join(', ')}`);
    failed.push(part);
    rmSync(running, { force: true });
    continue;
  }
  const report = JSON.parse(readFileSync(running, 'utf8'));
  report.files = Object.fromEntries(Object.entries(report.files).filter(([file]) => part.files.includes(file)));
  writeFileSync(done, JSON.stringify(report));
  rmSync(running);
  record(part, report);
}
printScore();

const partFiles = parts.map((part) => partFile(part)).filter((file) => existsSync(file));
if (partFiles.length < parts.length) {
  console.log(`mutation:parts: ${partFiles.length} of ${parts.length} parts done; run again to go on`);
  for (const part of failed) console.log(`  without a report: ${part.files.join(', ')} against ${part.tests.join(', ') || 'no test'}`);
  process.exit(failed.length > 0 ? 1 : 0);
}
// The parts first: a file found in two reports keeps the first one's results.
const inputs = [...partFiles, ...(existsSync(baselineFile) ? [baselineFile] : [])];
if (inputs.length >= 2) execFileSync('node', ['scripts/merge-mutation-baselines.mjs', baselineFile, ...inputs], { stdio: 'inherit' });
const merged = JSON.parse(readFileSync(inputs.length >= 2 ? baselineFile : inputs[0], 'utf8'));
const missing = mutated.filter((file) => !merged.files[file]);
if (missing.length) {
  const listed = missing.slice(0, 10).join(', ');
  console.log(`mutation:parts: no result yet for ${missing.length} files of machines/: ${listed}${missing.length > 10 ? ', …' : ''}`);
}
