// Helpers of the browser suite: the `test` every spec uses (it fails a test on any Content-Security-
// Policy or Trusted Types violation), sign in through the portal's own redirect to the local identity
// provider, and drive the stack's control API.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { FIRST_SCREEN_WAIT_MS } from '../../src/boot.ts';
import { E2E_URLS } from './stack-env.ts';
import { allow } from './timing.ts';

export { expect };

/** A violation of the production CSP seen in a page of the test (event or console report). */
export interface CspViolation {
  source: 'securitypolicyviolation' | 'console';
  /** The page's URL. */
  url: string;
  directive: string;
  blocked: string;
  sample: string;
}

export interface CspWatch {
  /** Violations seen so far in this test. */
  readonly violations: readonly CspViolation[];
  /** Takes the violations seen so far (a test that causes one on purpose), so they do not fail it. */
  take(): CspViolation[];
}

const CSP_CONSOLE_REPORT = /Content Security Policy|Trusted Type|TrustedScript|TrustedHTML/i;

// Reports every `securitypolicyviolation` of every document of the page to the test, from the first
// script on (an init script runs before the page's own and is not subject to its CSP).
const WATCH_SCRIPT = `
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__reportCspViolation?.({
      url: String(document.location.href),
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: String(event.blockedURI || ''),
      sample: String(event.sample || ''),
    });
  }, true);
`;

export const test = base.extend<{ csp: CspWatch }>({
  csp: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      const watchPage = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') {
            const text = message.text();
            if (CSP_CONSOLE_REPORT.test(text))
              violations.push({ source: 'console', url: page.url(), directive: '', blocked: '', sample: text });
          }
        });
      };
      await context.exposeFunction('__reportCspViolation', (report: Omit<CspViolation, 'source'>) => {
        violations.push({ source: 'securitypolicyviolation', ...report });
      });
      await context.addInitScript(WATCH_SCRIPT);
      context.pages().forEach(watchPage);
      context.on('page', watchPage);
      const watch: CspWatch = {
        get violations() {
          return violations;
        },
        take: () => violations.splice(0, violations.length),
      };
      await use(watch);
      expect(violations, 'Content-Security-Policy or Trusted Types violations').toEqual([]);
    },
    { auto: true },
  ],
});

export const PASSWORD = 'demo';

/** On the provider's login page: type the credentials and submit. */
export async function submitLogin(page: Page, login: string, password = PASSWORD) {
  await expect(page).toHaveURL(new RegExp(`^${E2E_URLS.idp}/`));
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button').click();
}

/**
 * Opens `path` on the portal, follows its redirect to the provider and signs in. Returns once back
 * on the portal (the callback may still show a modal: device, password).
 */
export async function signInThroughPortal(page: Page, login: string, path = '/') {
  await page.goto(path);
  await submitLogin(page, login);
  await page.waitForURL((url) => url.origin === E2E_URLS.portal);
}

/**
 * Waits for the page's hub connection: a push sent before it is up reaches nobody. The hub starts
 * once the first screen is shown, which the boot waits for up to FIRST_SCREEN_WAIT_MS, then loads
 * the SignalR client's chunk and negotiates: that wait, which no machine speed changes, plus the
 * rest's 7 s with the slow-machine allowance.
 */
export async function hubConnected(page: Page) {
  await expect(page.locator('[data-machine="connection"]')).toHaveAttribute('data-state', 'connected', {
    timeout: FIRST_SCREEN_WAIT_MS + allow(7_000),
  });
}

/** The keys of the page's session storage (this tab, the page's origin), sorted. */
export async function sessionStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(sessionStorage).sort());
}

/** What a signed-in tab keeps in session storage: oidc-client-ts's user and the portal's user info. */
export const SIGNED_IN_SESSION_KEYS = [expect.stringMatching(/^oidc\.user:/), 'authUser'];

export async function resetStack(request: APIRequestContext) {
  await request.post(`${E2E_URLS.control}/reset`, { data: {} });
  await request.post(`${E2E_URLS.control}/faults`, { data: {} });
}

export async function fault(
  request: APIRequestContext,
  spec: { method: string; path: string; status?: number; latencyMs?: number; times?: number; body?: unknown },
) {
  const response = await request.post(`${E2E_URLS.control}/faults`, { data: spec });
  expect(response.ok()).toBe(true);
}
