import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';
import { testPrefixOf } from './testOrder';
import { BaseSequencer, type Reporter, type TestModule, type TestSpecification } from 'vitest/node';

// The tests StrykerJS runs against each mutant of machines/ (mutation/stryker.config.mjs,
// docs/mutation-testing.md). Only what exercises machines/: the domain and machine unit tests and
// the model tests of the child machines.
// Left out:
// - the app model (tests/model/app.model.test.ts, about 7,300 paths): its paths are generated from
//   the mutated machine itself, so it kills little, and every static mutant it does not kill costs
//   a run of all its paths (a full run went from minutes to hours). Re-measure it once the harness
//   checks each state against a spec oracle;
// - views, server and browser tests (slow; the rules they could catch live in machines that these
//   tests drive directly), the harness's own tests (they test fixtures, not machines/), and the
//   charts test and the journeys files (they compare generated text with docs/statecharts and
//   docs/journeys: they would "kill" a mutant without checking any behaviour).

/**
 * Most mutants of machines/ are static (run outside a test: machine configs at import, and guards
 * and actions while the model tests generate their paths at collection), so Stryker
 * runs every test file related to the mutated file (Vitest's `related`) and stops at the first
 * failure: the tests named after the mutated file first (`bell.machine.ts` → `bell.test.ts`,
 * `bell.model.test.ts`; a screen's declaration → its model test; a family → its family model test:
 * the likeliest to fail), then the other unit tests, then the model tests.
 */
class UnitTestsFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const related = [this.ctx.config.related ?? []].flat().map(testPrefixOf);
    const rank = (file: TestSpecification) => {
      if (related.some((prefix) => basename(file.moduleId).startsWith(prefix))) return 0;
      return file.moduleId.includes('/tests/unit/') ? 1 : 2;
    };
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

/**
 * A test file that cannot even be imported counts as a failed test. A static mutant that makes a
 * machine throw while it is created (`states: {}` under an `initial`) breaks every test file that
 * imports it; Vitest then records a failed file with no tests, and Stryker's Vitest runner, which
 * builds its result from the tests alone, scores the mutant Survived. This adds, to each such file,
 * one failed test carrying the file's load error; and to each file that loaded, the same test
 * passed, so that the unmutated run has it too and Stryker's incremental mode can reuse the result
 * of a mutant it killed.
 *
 * Pinned: stryker-js issue #6150. Checked against @stryker-mutator/vitest-runner 9.6.1 (installed:
 * no option for it) and 10.1.1 (latest: it reports such a file as an error, but 10.x needs
 * Node >= 22 and the project supports Node 20.19). Remove this reporter with the move to 10.1+.
 */
class UnloadableFileAsFailedTest implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    for (const { task: file } of testModules) {
      const loaded = file.tasks.length > 0;
      if (!loaded && file.result?.state !== 'fail') continue;
      // A plain task object: Stryker only reads name, mode, result, file and suite once the run is over.
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: 'the test file loads',
        fullName: 'the test file loads',
        mode: 'run',
        file,
        suite: file,
        meta: {},
        annotations: [],
        artifacts: [],
        timeout: 0,
        context: undefined as never,
        result: loaded ? { state: 'pass' } : { state: 'fail', errors: file.result?.errors ?? [] },
      } as unknown as (typeof file.tasks)[number]);
    }
  }
}

/**
 * MUTATION_TESTS (comma-separated globs) narrows the tests to those a run names: CI's check of a
 * freshly scaffolded screen (scripts/ci-new-screen.sh) runs its declaration's mutants against the
 * screen's own tests only. Fewer tests can only kill fewer mutants: a score that passes the break
 * threshold with them passes it with all.
 */
const narrowed = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  test: {
    // A screen's model test replays its view too (.tsx): what it sees kills mutants of its machine.
    include: narrowed ?? [
      'tests/unit/domain/**/*.test.ts',
      'tests/unit/machines/**/*.test.ts',
      'tests/unit/screens/**/*.test.ts',
      'tests/model/*.model.test.{ts,tsx}',
    ],
    // screenIndex.test.ts reads the stand-in (server/ is not in the sandbox) and checks files, not machines.
    exclude: ['**/node_modules/**', 'tests/model/app.model.test.ts', 'tests/unit/screens/screenIndex.test.ts'],
    environment: 'node',
    // tests/model/journeys.ts: the journeys golden files are not a behaviour check (see above).
    env: { MUTATION_RUN: '1' },
    testTimeout: 20000,
    sequence: { sequencer: UnitTestsFirstSequencer },
    reporters: ['default', new UnloadableFileAsFailedTest()],
  },
});
