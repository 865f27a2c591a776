/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The tests StrykerJS runs against each mutant of machines/ (stryker.config.mjs). Only what
// exercises machines/: the model-based tests, the domain unit tests and the machines' unit tests.
// Left out: views, server and browser tests (slow; the rules they could catch live in machines that
// these tests drive directly), the harness's own tests (they test fixtures, not machines/), and the
// charts test (it compares generated text with docs/statecharts: it would "kill" a mutant without
// checking any behaviour).

/**
 * Most mutants of machines/ are static (machine configs and domain tables run at import), so Stryker
 * runs every related test file for them and stops at the first failure. Cheapest files first: the
 * unit tests, then the model tests, the app model (about 7,300 paths) last.
 */
function cost(file: string): number {
  if (file.includes('/tests/unit/')) return 0;
  if (file.endsWith('/tests/model/app.model.test.ts')) return 2;
  return 1;
}

class CheapestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => cost(a.moduleId) - cost(b.moduleId) || a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    include: [
      'tests/model/*.model.test.ts',
      'tests/unit/domain/**/*.test.ts',
      'tests/unit/machines/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20000,
    sequence: { sequencer: CheapestFirstSequencer },
  },
});
