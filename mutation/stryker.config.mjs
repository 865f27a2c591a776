// @ts-check
// Mutation testing of machines/ (docs/mutation-testing.md).
// `npm run mutation` runs every mutant and rewrites the incremental baseline; `npm run mutation:ci`
// reuses that baseline and runs only the mutants whose code or tests changed. The baseline is kept
// outside git (docs/mutation-testing.md, "Where the baseline lives"): MUTATION_BASELINE, else
// ../mutation-results/main.json, beside the clone as ../shared is.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // types.ts holds types only: nothing to mutate.
  // registry.ts lists the machines whose charts are published; only the charts script reads it.
  // constants.ts is mutation-tested by `npm run plant:constants` (scripts/plant-constants.ts): Stryker
  // has no mutator for number literals, so the spec's figures would get no mutant here, and what it
  // does mutate in that file (strings, objects) is caught by view and service tests it does not run.
  // layout.ts holds the one id the layout's markup and the boot's first-screen watch share: no
  // machine reads it, and the tests that pin it (the shell's view test, the boot's) are outside this run.
  mutate: [
    'machines/**/*.ts',
    '!machines/domain/types.ts',
    '!machines/registry.ts',
    '!machines/domain/constants.ts',
    '!machines/domain/layout.ts',
  ],
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './mutation/machine-ignorer.mjs', './mutation/slim-baseline.mjs'],
  ignorers: ['MachinePlaceholders'],
  vitest: { configFile: 'mutation/vitest.config.ts' },
  coverageAnalysis: 'perTest',
  // Two cores: one test process per core. Stryker's own process mostly waits.
  concurrency: 2,
  thresholds: { high: 90, low: 85, break: 85 },
  // slim-incremental rewrites the baseline without what the incremental mode never reads (mutation/slim-baseline.mjs).
  reporters: ['clear-text', 'progress', 'html', 'slim-incremental'],
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: true },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  incremental: true,
  incrementalFile: process.env.MUTATION_BASELINE ?? '../mutation-results/main.json',
  // public/i18n stays: the screens' view tests read the shell's texts.
  ignorePatterns: [
    'dist',
    'dist-*',
    'docs',
    'public/*',
    '!public/i18n',
    'server',
    'build',
    'test-results*',
    'playwright-report',
    'reports',
    '.stryker-tmp*',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
