// Joins StrykerJS incremental reports of disjoint parts of machines/ into one baseline
// (docs/mutation-testing.md, "Splitting a full run"):
//   node scripts/merge-mutation-baselines.mjs ../mutation-results/main.json reports/part-a.json reports/part-b.json
// Each part comes from `stryker run --force --mutate '<its files>' --incrementalFile <part>.json`.
// Test ids are numbers local to each report, so they are renumbered here by what identifies a test
// for Stryker's incremental differ: its file, position and name. Where parts hold different versions
// of one test file, the version in the working tree is kept (else the first part's); the mutants the
// other versions' tests killed then lose those killers and `npm run mutation:ci` re-runs them (it
// never reuses a result it cannot tie to an unchanged test).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { formatIncrementalReport, slimIncrementalReport } from '../mutation/slim-baseline.mjs';

const [output, ...inputs] = process.argv.slice(2);
if (!output || inputs.length < 2) {
  console.error('usage: node scripts/merge-mutation-baselines.mjs <output.json> <part.json> <part.json> [...]');
  process.exit(2);
}

const reports = inputs.map((file) => ({ file, report: JSON.parse(readFileSync(file, 'utf8')) }));
const merged = { ...reports[0].report, files: {}, testFiles: {} };
const idByTestKey = new Map();
const testKey = (file, test) => `${file}@${test.location?.start?.line}:${test.location?.start?.column}\n${test.name}`;

const onDisk = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
/** The version of each test file the merged baseline keeps. */
const keptSource = new Map();
for (const { report } of reports) {
  for (const [testFile, entry] of Object.entries(report.testFiles ?? {})) {
    if (!keptSource.has(testFile) || (entry.source === onDisk(testFile) && keptSource.get(testFile) !== entry.source)) {
      keptSource.set(testFile, entry.source);
    }
  }
}

for (const { file: reportFile, report } of reports) {
  const newId = new Map();
  for (const [testFile, entry] of Object.entries(report.testFiles ?? {})) {
    const sameSource = keptSource.get(testFile) === entry.source;
    if (sameSource && !merged.testFiles[testFile]) merged.testFiles[testFile] = { ...entry, tests: [] };
    if (!sameSource) console.warn(`${reportFile}: ${testFile} is another version than the one kept; its kills will be re-run`);
    for (const test of entry.tests) {
      if (!sameSource) continue;
      const key = testKey(testFile, test);
      let id = idByTestKey.get(key);
      if (id === undefined) {
        id = String(idByTestKey.size);
        idByTestKey.set(key, id);
        merged.testFiles[testFile].tests.push({ ...test, id });
      }
      newId.set(test.id, id);
    }
  }
  const remap = (ids) => ids?.map((id) => newId.get(id)).filter((id) => id !== undefined);
  for (const [sourceFile, entry] of Object.entries(report.files)) {
    // Parts are meant to be disjoint; a file found in two parts keeps the first part's mutants.
    if (merged.files[sourceFile]) continue;
    merged.files[sourceFile] = {
      ...entry,
      mutants: entry.mutants.map((mutant) => ({ ...mutant, coveredBy: remap(mutant.coveredBy), killedBy: remap(mutant.killedBy) })),
    };
  }
}

writeFileSync(output, formatIncrementalReport(slimIncrementalReport(merged)));
const mutants = Object.values(merged.files).flatMap((entry) => entry.mutants);
const count = (status) => mutants.filter((mutant) => mutant.status === status).length;
const killed = count('Killed') + count('Timeout');
const undetected = count('Survived') + count('NoCoverage');
console.log(
  `${output}: ${Object.keys(merged.files).length} files, ${mutants.length} mutants, ` +
    `${killed} detected, ${undetected} undetected, ${count('Ignored')} ignored, ` +
    `score ${((100 * killed) / (killed + undetected)).toFixed(2)} %`,
);
