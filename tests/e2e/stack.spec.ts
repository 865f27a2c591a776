// The local stack seen from Chromium: the identity provider's login page for the portal client,
// the redirect back to the portal with a code, the wrong-password message, and CORS of the API
// and hub for the portal's origin (which only a real browser enforces fully).
import { createHash, randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './portal.ts';
import { E2E_URLS } from './stack-env.ts';

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(challenge: string, state: string): string {
  const url = new URL('/auth', E2E_URLS.idp);
  url.search = new URLSearchParams({
    client_id: 'portal',
    response_type: 'code',
    scope: 'openid profile offline_access api',
    redirect_uri: `${E2E_URLS.portal}/success-login`,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'login',
  }).toString();
  return url.toString();
}

/** The portal's own pages are not under test here: the callback page is a stub on its origin. */
async function stubPortalCallback(page: Page) {
  await page.route(`${E2E_URLS.portal}/success-login**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>callback</title><p>callback</p>' }),
  );
}

async function signIn(page: Page, login: string, password: string) {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  await page.goto(authorizeUrl(challenge, state));
  await expect(page).toHaveURL(new RegExp(`^${E2E_URLS.idp}/interaction/`));
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button').click();
  return { verifier, state };
}

test.beforeEach(async ({ request }) => {
  await request.post(`${E2E_URLS.control}/reset`, { data: {} });
});

test("worker signs in on the provider's page and lands on the portal's /success-login with a code", async ({ page, request }) => {
  await stubPortalCallback(page);
  const { verifier, state } = await signIn(page, 'worker', 'demo');
  await page.waitForURL(new RegExp(`^${E2E_URLS.portal}/success-login\\?code=`));

  const callback = new URL(page.url());
  expect(callback.searchParams.get('state')).toBe(state);
  expect(callback.searchParams.get('iss')).toBe(E2E_URLS.idp);

  // The code is good: it buys an access token the API accepts.
  const token = await request.post(`${E2E_URLS.idp}/token`, {
    form: {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      code_verifier: verifier,
      client_id: 'portal',
      redirect_uri: `${E2E_URLS.portal}/success-login`,
    },
  });
  expect(token.status()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };

  // From the portal's origin, with the portal's headers: CORS lets the answers through.
  const results = await page.evaluate(
    async ({ backApi, stack, accessToken }) => {
      const headers = { Authorization: `Bearer ${accessToken}`, 'Device-Unique-Id': 'e2e-device', 'Access-Control-Allow-Origin': '*' };
      const info = await fetch(`${backApi}/v1/users/me/info`, { headers });
      const alerts = await fetch(`${stack}/alerts-api/v1/alerts`, { headers: { 'Access-Control-Allow-Origin': '*' } });
      const negotiate = await fetch(`${backApi}/signalr/notifications/negotiate?negotiateVersion=1`, {
        method: 'POST',
        credentials: 'include',
        headers: { Authorization: `Bearer ${accessToken}`, 'X-Requested-With': 'XMLHttpRequest', 'X-SignalR-User-Agent': 'e2e' },
      });
      return {
        info: { status: info.status, body: (await info.json()) as { roles: string[] } },
        alerts: alerts.status,
        negotiate: { status: negotiate.status, body: (await negotiate.json()) as { negotiateVersion: number } },
      };
    },
    { backApi: E2E_URLS.backApi, stack: E2E_URLS.stack, accessToken: access_token },
  );
  expect(results.info.status).toBe(200);
  expect(results.info.body.roles).toEqual(['worker']);
  expect(results.alerts).toBe(200);
  expect(results.negotiate.status).toBe(200);
  expect(results.negotiate.body.negotiateVersion).toBe(1);
});

test('a wrong password keeps the user on the login page with a clear message', async ({ page }) => {
  await signIn(page, 'worker', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(/Identifiant ou mot de passe incorrect/);
  await expect(page).toHaveURL(new RegExp(`^${E2E_URLS.idp}/interaction/`));
  await expect(page.locator('input[name=login]')).toHaveValue('worker');
  await expect(page.locator('input[name=password]')).toHaveValue('');
});

test('the silent-renew page hands a prompt=none code to its parent (iframe fallback of silent renew)', async ({ page }) => {
  await stubPortalCallback(page);
  await signIn(page, 'client', 'demo');
  await page.waitForURL(new RegExp(`^${E2E_URLS.portal}/success-login`));
  // A quiet page of the portal's origin to host the iframe (top-level, the page does nothing).
  await page.goto(`${E2E_URLS.portal}/silent-renew.html`);

  const { challenge } = pkce();
  const url = new URL(authorizeUrl(challenge, 'silent-state'));
  url.searchParams.set('prompt', 'none');
  url.searchParams.set('redirect_uri', `${E2E_URLS.portal}/silent-renew.html`);
  const message = await page.evaluate(
    async (src) =>
      new Promise<{ source: string; url: string }>((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.origin === window.location.origin) resolve(event.data as { source: string; url: string });
        });
        const frame = document.createElement('iframe');
        frame.style.display = 'none';
        frame.src = src;
        document.body.append(frame);
      }),
    url.toString(),
  );
  expect(message.source).toBe('oidc-client');
  expect(message.url).toMatch(new RegExp(`^${E2E_URLS.portal}/silent-renew\\.html\\?code=.+&state=silent-state`));
});

test("logout through the provider returns to the portal's /autologin and ends the session", async ({ page, request }) => {
  await stubPortalCallback(page);
  await page.route(`${E2E_URLS.portal}/autologin**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>autologin</title>' }),
  );
  const { verifier } = await signIn(page, 'sales', 'demo');
  await page.waitForURL(new RegExp(`^${E2E_URLS.portal}/success-login\\?code=`));
  const code = new URL(page.url()).searchParams.get('code')!;
  const token = await request.post(`${E2E_URLS.idp}/token`, {
    form: {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      client_id: 'portal',
      redirect_uri: `${E2E_URLS.portal}/success-login`,
    },
  });
  const { id_token } = (await token.json()) as { id_token: string };

  const end = new URL('/session/end', E2E_URLS.idp);
  end.search = new URLSearchParams({
    id_token_hint: id_token,
    post_logout_redirect_uri: `${E2E_URLS.portal}/autologin`,
    client_id: 'portal',
  }).toString();
  // The logout page submits itself while loading: wait for the portal, not for its load event.
  await page.goto(end.toString(), { waitUntil: 'commit' });
  await page.waitForURL(`${E2E_URLS.portal}/autologin`);

  // The provider's session is gone: a prompt=none request (with the browser's cookies) now fails
  // with login_required.
  const { challenge } = pkce();
  const silent = new URL(authorizeUrl(challenge, 's'));
  silent.searchParams.set('prompt', 'none');
  const answer = await page.request.get(silent.toString(), { maxRedirects: 0 });
  expect(answer.headers().location).toMatch(/error=login_required/);
});
