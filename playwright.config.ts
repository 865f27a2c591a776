// Browser suite: Debian's Chromium (never a Playwright download) against the local stack and the
// portal's PRODUCTION build served by `vite preview` with the production security headers (strict
// CSP with Trusted Types: build/securityHeaders.ts), both started here on test ports
// (tests/e2e/stack-env.ts). Every test fails on any CSP violation (the `test` of tests/e2e/portal.ts).
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORTS, E2E_TENANT, E2E_URLS, runDir } from './tests/e2e/stack-env.ts';
import { allow } from './tests/e2e/timing.ts';

const env = {
  ...process.env,
  TENANT: E2E_TENANT,
  PORTAL_PORT: String(E2E_PORTS.portal),
  STACK_PORT: String(E2E_PORTS.stack),
  IDP_PORT: String(E2E_PORTS.idp),
  PORTAL_URL: E2E_URLS.portal,
  STACK_URL: E2E_URLS.stack,
  IDP_URL: E2E_URLS.idp,
} as Record<string, string>;

export default defineConfig({
  testDir: 'tests/e2e',
  // *.qa.spec.ts run against a QA build (VITE_INSPECT=true): playwright.qa.config.ts.
  testIgnore: '**/*.qa.spec.ts',
  // One worker: the stack's state (control API faults, pushes, resets) is shared by all tests.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A test and an expectation get a fast machine's 30 s and 5 s, times the allowance for a slow one.
  timeout: allow(30_000),
  expect: { timeout: allow(5_000) },
  outputDir: runDir('test-results'),
  // The fault matrix's size and result are printed at the end (tests/e2e/faultMatrixReporter.ts).
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: runDir('playwright-report') }] as const] : []),
    ['./tests/e2e/faultMatrixReporter.ts'],
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_URLS.portal,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Started through node_modules/.bin (not npx), so stopping them stops the real servers.
  webServer: [
    {
      name: 'stack',
      command: 'node_modules/.bin/tsx server/main.ts',
      url: `${E2E_URLS.control}/health`,
      env,
      reuseExistingServer: !process.env.CI,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2000 },
      timeout: 30_000,
    },
    {
      // Built once per run; `exec` so that stopping the command stops the preview server itself.
      name: 'portal (production build)',
      command: `node_modules/.bin/vite build --outDir ${runDir('dist')} --emptyOutDir --logLevel warn && exec node_modules/.bin/vite preview --outDir ${runDir('dist')}`,
      url: `${E2E_URLS.portal}/settings/appsettings.json`,
      env: { ...env, NODE_ENV: 'production' },
      reuseExistingServer: !process.env.CI,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2000 },
      timeout: 180_000,
    },
  ],
});
