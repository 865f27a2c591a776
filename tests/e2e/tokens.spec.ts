// Token hygiene in Chromium: after a real sign-in, the tokens are in session
// storage where oidc-client-ts keeps them, and nowhere else: not in local storage, not in the
// portal's cookies, not in any URL the page requested or the address bar, not in the console, and
// not in what the log sender posts, even for an error whose message quotes the access token.
import type { ConsoleMessage, Request } from '@playwright/test';
import { expect, test, resetStack, signInThroughPortal } from './portal.ts';
import { E2E_URLS } from './stack-env.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

interface OidcUser {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
}

test('after sign-in the tokens are only in session storage, and the log sender never sends one', async ({ page, context }) => {
  const requests: Request[] = [];
  const consoleLines: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message: ConsoleMessage) => consoleLines.push(message.text()));

  await signInThroughPortal(page, 'worker', '/home');
  await expect(page.getByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeVisible();

  // (b) Session storage holds oidc-client-ts's entry with the tokens (the positive case).
  const stored = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? sessionStorage.getItem(key) : null;
  });
  expect(stored).not.toBeNull();
  const user = JSON.parse(stored!) as OidcUser;
  const tokens = [user.access_token, user.id_token, user.refresh_token].filter((token): token is string => !!token);
  expect(user.access_token.length).toBeGreaterThan(20);
  expect(tokens.length).toBeGreaterThanOrEqual(2);
  // The API calls did carry the access token, as a header (what "nowhere else" is compared with).
  const apiCall = requests.find((request) => request.url().startsWith(`${E2E_URLS.backApi}/v1/users/me/info`));
  expect(await apiCall?.headerValue('authorization')).toBe(`Bearer ${user.access_token}`);

  // (c) An error whose message quotes the access token is logged and sent, without the token.
  const logSent = page.waitForRequest((request) => request.url() === `${E2E_URLS.backApi}/v1/logs` && request.method() === 'POST');
  await page.evaluate((token) => {
    setTimeout(() => {
      throw new Error(`Widget crashed while calling /v1/contracts?access_token=${token} with Bearer ${token}`);
    });
  }, user.access_token);
  const payload = (await logSent).postData() ?? '';
  expect(payload).toContain('Widget crashed');
  expect(payload).toContain('access_token=[redacted]');
  expect(JSON.parse(payload)).toMatchObject({ level: 'error' });

  // (a) Nowhere else.
  const local = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
  const cookies = JSON.stringify(await context.cookies(E2E_URLS.portal));
  const urls = [...requests.map((request) => request.url()), page.url()].join('\n');
  const logPayloads = requests
    .filter((request) => request.url() === `${E2E_URLS.backApi}/v1/logs`)
    .map((request) => request.postData() ?? '')
    .join('\n');
  for (const token of tokens) {
    expect(local, 'local storage').not.toContain(token);
    expect(cookies, 'cookies of the portal origin').not.toContain(token);
    expect(urls, 'requested URLs and the address bar').not.toContain(token);
    expect(consoleLines.join('\n'), 'console').not.toContain(token);
    expect(logPayloads, 'log sending payloads').not.toContain(token);
  }
  // The callback's code and state left the address bar once used.
  expect(page.url()).toBe(`${E2E_URLS.portal}/home`);
});
