import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the mutation tooling, without type declarations.
import { formatIncrementalReport, slimIncrementalReport } from '../../mutation/slim-baseline.mjs';

describe('the slim mutation baseline', () => {
  const report = {
    schemaVersion: '2',
    thresholds: { high: 90, low: 85 },
    files: {
      'machines/a.ts': {
        language: 'typescript',
        source: 'a',
        mutants: [
          { id: '1', status: 'Killed', killedBy: ['7'], coveredBy: ['7', '8'], testsCompleted: 1, statusReason: 'expected 1' },
          { id: '2', status: 'Survived', coveredBy: ['7', '8'], testsCompleted: 2 },
          { id: '3', status: 'Timeout', coveredBy: ['8'] },
          { id: '4', status: 'Ignored', statusReason: 'a placeholder' },
        ],
      },
    },
    testFiles: {
      'tests/a.test.ts': {
        source: 'it',
        tests: [
          { id: '7', name: 'a' },
          { id: '8', name: 'b' },
        ],
      },
    },
  };

  it('keeps what the incremental mode reads: killers, and the covering tests of every mutant not killed', () => {
    const slim = slimIncrementalReport(report);
    expect(slim.files['machines/a.ts'].mutants).toEqual([
      { id: '1', status: 'Killed', killedBy: ['7'], statusReason: 'expected 1' },
      report.files['machines/a.ts'].mutants[1],
      report.files['machines/a.ts'].mutants[2],
      report.files['machines/a.ts'].mutants[3],
    ]);
    expect(slim.testFiles).toEqual(report.testFiles);
    expect(slim.files['machines/a.ts'].source).toBe('a');
  });

  it('is written as JSON with one line per file', () => {
    const text: string = formatIncrementalReport(slimIncrementalReport(report));
    expect(JSON.parse(text)).toEqual(slimIncrementalReport(report));
    expect(text.split('\n').filter((line) => line.startsWith('"machines/a.ts":'))).toHaveLength(1);
  });
});
