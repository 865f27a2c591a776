// Prints the fault matrix's size and result at the end of a browser run ("its size and
// result are printed"). A reporter, not an afterAll: Playwright restarts its worker after a failed
// test, which would cut a spec-level tally into pieces.
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

const MATRIX_SUITE = 'fault matrix';

const inMatrix = (test: TestCase) => test.titlePath().includes(MATRIX_SUITE);

export default class FaultMatrixReporter implements Reporter {
  #cells = 0;
  #outcomes = new Map<TestCase, { passed: boolean; ms: number }>();

  onBegin(_config: unknown, suite: Suite) {
    this.#cells = suite.allTests().filter(inMatrix).length;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (!inMatrix(test)) return;
    // The last attempt counts (retries, if any are configured).
    this.#outcomes.set(test, { passed: result.status === test.expectedStatus, ms: result.duration });
  }

  onEnd(_result: FullResult) {
    if (this.#cells === 0) return;
    const outcomes = [...this.#outcomes.entries()];
    const passed = outcomes.filter(([, o]) => o.passed).length;
    const seconds = outcomes.reduce((sum, [, o]) => sum + o.ms, 0) / 1000;
    const lines = [
      '',
      `Fault matrix: ${this.#cells} cells, ${outcomes.length} run, ${passed} passed, ${outcomes.length - passed} failed (${seconds.toFixed(1)} s in the cells)`,
      ...outcomes.filter(([, o]) => !o.passed).map(([test]) => `  failed: ${test.title}`),
    ];
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return false;
  }
}
