// One-way dependencies (architecture.md): machines/ is pure logic and imports nothing from src/
// nor any React/browser package; views never reach services directly; no import cycles.
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';

const browserPackages = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router-dom',
  '@xstate/react',
  'oidc-client-ts',
  '@microsoft/signalr',
  'i18next',
  'react-i18next',
  '@statelyai/inspect',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'test-results*/**',
      'playwright-report*/**',
      'public/**',
      'docs/**',
      'reports/**',
      '.stryker-tmp*/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The node resolver with TypeScript extensions: imports are relative and extensionless (or .ts).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './machines', from: './src', message: 'machines/ is pure: it imports nothing from src/.' },
            { target: './machines', from: './server', message: 'machines/ is pure.' },
            { target: './src/views', from: './src/services', message: 'Views talk to machines, not to services.' },
            // The inspector and the gallery exist in development and QA builds only (main.tsx imports them lazily).
            {
              target: ['./src/views', './src/services', './src/portal.tsx', './src/router.tsx'],
              from: './src/inspector',
              message: 'The portal never imports the inspector: main.tsx loads it behind the flag.',
            },
            {
              target: './src/inspector/views',
              from: './src/inspector/collector.ts',
              message: 'Inspector views read the inspector actor, not the collector.',
            },
            { target: './src', from: './server', message: 'The portal never imports the local stack.' },
            { target: './server', from: './src', message: 'The local stack stands alone.' },
            {
              target: ['./src', './machines', './server', './build'],
              from: './scripts',
              message: 'scripts/ are commands: product code and the local stack never import them.',
            },
            // The build and its hosting are deployed; the local stack is not. What build/ needs of the
            // stack (the preview's settings, a demo tenant's brand) comes in through parameters (vite.config.ts).
            {
              target: './build',
              from: './server',
              message: 'build/ never imports the local stack: inject what it needs (vite.config.ts).',
            },
            { target: './build', from: './src', message: 'build/ builds and hosts the portal; it does not import it.' },
            { target: ['./src', './machines'], from: './build', message: 'The portal and its machines never import the build tooling.' },
            {
              target: './contract',
              from: ['./src', './machines', './server', './scripts', './tests'],
              message: 'contract/ is the API contract: the portal and the stand-in import it, it imports nothing of theirs.',
            },
            {
              target: ['./src', './machines'],
              from: ['./contract/documents.ts', './contract/catalogue.ts'],
              message: "The contract's documents are for docs/api (npm run contract), not for the portal's bundle.",
            },
            {
              target: [
                './server/api',
                './server/hub',
                './server/control.ts',
                './server/demo-data.ts',
                './server/notification-types.ts',
                './server/state.ts',
                './server/stack.ts',
                './server/faults.ts',
              ],
              from: './machines',
              message: "The stand-in keeps its own rules: it shares the wire contract (contract/), not the portal's machines.",
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: browserPackages, patterns: browserPackages.filter((p) => p.includes('*')) }],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'fetch',
        ...['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask'].map((name) => ({
          name,
          message: 'Timers are named delays in setup() (tests run them on a simulated clock).',
        })),
      ],
      // Calendar arithmetic on given instants (Date.UTC, new Date(ms)) is pure; reading the clock is not.
      'no-restricted-syntax': [
        'error',
        ...[
          "NewExpression[callee.name='Date'][arguments.length=0]",
          "CallExpression[callee.name='Date']",
          "MemberExpression[object.name='Date'][property.name='now']",
        ].map((selector) => ({
          selector,
          message: 'Time comes in events or delays, never from a clock read inside a machine.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness is an effect: an actor or an input provided by the browser layer.' },
        ...['setTimeout', 'setInterval', 'Date'].map((property) => ({
          object: 'globalThis',
          property,
          message: 'No timers or clock in machines/.',
        })),
      ],
    },
  },
  {
    // The model tests' expect is the harness's: Vitest's, without its cost per call (docs/model-testing.md, "What a replay costs").
    files: ['tests/model/**/*.{ts,tsx}'],
    ignores: ['tests/model/harness/fastExpect.ts', 'tests/model/harness/fastExpect.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'vitest',
              importNames: ['expect'],
              message: "Import expect from tests/model/harness/fastExpect: the same matchers, without Vitest's cost per call.",
            },
          ],
        },
      ],
    },
  },
);
