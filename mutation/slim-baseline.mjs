// @ts-check
// The incremental baseline without what StrykerJS's incremental mode never reads
// (docs/mutation-testing.md, "Incremental mode and the baseline").
//
// Stryker 9.6.1 (core/dist/src/mutants/incremental-differ.js, mutantCanBeReused) reuses a Killed
// mutant when one of its `killedBy` tests is unchanged: its `coveredBy` list (on average 107 test
// ids each, 759,483 ids in all) is never consulted, nor its `testsCompleted`. A Survived, NoCoverage
// or Timed-out mutant needs its `coveredBy` (a test added to it re-runs it), so it keeps it. Stryker
// writes the file as JSON indented by two spaces; one line per file object is enough.
// Measured: 24.8 MB -> 5.6 MB; in git, about half the packed growth per
// refresh.
import { readFileSync, writeFileSync } from 'node:fs';
import { PluginKind, commonTokens, declareClassPlugin } from '@stryker-mutator/api/plugin';

/**
 * The report without the fields Stryker's incremental differ does not read.
 * @template {{ files: Record<string, { mutants: Array<Record<string, unknown>> }> }} R
 * @param {R} report a Stryker incremental report (mutation-testing-report-schema)
 * @returns {R}
 */
export function slimIncrementalReport(report) {
  const files = Object.fromEntries(
    Object.entries(report.files).map(([file, entry]) => [
      file,
      {
        ...entry,
        mutants: entry.mutants.map((mutant) => {
          if (mutant.status !== 'Killed') return mutant;
          const { coveredBy: _coveredBy, testsCompleted: _testsCompleted, ...kept } = mutant;
          return kept;
        }),
      },
    ]),
  );
  return { ...report, files };
}

/** The text the baseline is written as: compact JSON, one line per file and per test file. */
export function formatIncrementalReport(report) {
  const { files, testFiles, ...rest } = report;
  const section = (entries) =>
    Object.entries(entries ?? {})
      .map(([name, entry]) => `${JSON.stringify(name)}:${JSON.stringify(entry)}`)
      .join(',\n');
  return `{${JSON.stringify(rest).slice(1, -1)},\n"files":{\n${section(files)}\n},\n"testFiles":{\n${section(testFiles)}\n}}\n`;
}

/** Reads, slims and rewrites an incremental report file in place. */
export function slimIncrementalFile(path) {
  writeFileSync(path, formatIncrementalReport(slimIncrementalReport(JSON.parse(readFileSync(path, 'utf8')))));
}

/**
 * A reporter that slims the incremental file Stryker has just written: Stryker writes it after
 * `onMutationTestReportReady` and before `wrapUp` (core 9.6.1, mutation-test-report-helper.js
 * reportAll, then 4-mutation-test-executor.js wrapUp), so every run, `--mutate` runs included,
 * leaves a slim file.
 */
class SlimIncrementalFileReporter {
  static inject = [commonTokens.options];
  /** @param {import('@stryker-mutator/api/core').StrykerOptions} options */
  constructor(options) {
    this.options = options;
  }
  wrapUp() {
    if (this.options.incremental) slimIncrementalFile(this.options.incrementalFile);
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'slim-incremental', SlimIncrementalFileReporter)];
