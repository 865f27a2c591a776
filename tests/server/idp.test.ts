// The development identity provider over plain HTTP: discovery, our login page, code + PKCE,
// JWT access tokens for the API, refresh-token renewal, prompt=login, logout.
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { CookieJar, request } from './helpers/http.ts';
import { authorizeUrl, exchangeCode, follow, pkce, PORTAL_URL, signIn, submitLogin } from './helpers/sign-in.ts';
import { useStack } from './helpers/stack-fixture.ts';

const stack = useStack();

async function openLoginPage(jar = new CookieJar(), extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkce();
  const page = await follow(jar, authorizeUrl(stack(), challenge, extra), PORTAL_URL);
  return { jar, verifier, page };
}

describe('identity provider', () => {
  it('publishes its discovery document with the exact issuer', async () => {
    const response = await request(`${stack().idpUrl}/.well-known/openid-configuration`);
    const discovery = response.json<Record<string, unknown>>();
    expect(discovery.issuer).toBe(stack().idpUrl);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.end_session_endpoint).toBe(`${stack().idpUrl}/session/end`);
  });

  it('shows our login page with login, password and one submit button', async () => {
    const { page } = await openLoginPage();
    expect(page.url).toMatch(/\/interaction\/[\w-]+$/);
    const html = page.response!.text;
    expect(html).toContain('name="login"');
    expect(html).toContain('name="password"');
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(page.response!.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('says clearly when the password is wrong, and escapes what it echoes', async () => {
    const { jar, page } = await openLoginPage();
    const evil = '"><script>alert(1)</script>';
    const result = await submitLogin(jar, page.url, page.response!.text, evil, 'nope', PORTAL_URL);
    const html = result.response!.text;
    expect(html).toContain('role="alert"');
    expect(html).toContain('Identifiant ou mot de passe incorrect');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses a demo login with a wrong password, then accepts the right one', async () => {
    const { jar, page, verifier } = await openLoginPage();
    const wrong = await submitLogin(jar, page.url, page.response!.text, 'worker', 'demo2', PORTAL_URL);
    expect(wrong.response?.text).toContain('data-error="invalid-credentials"');
    const right = await submitLogin(jar, page.url, page.response!.text, 'Worker', 'demo', PORTAL_URL);
    expect(right.url).toMatch(new RegExp(`^${PORTAL_URL}/success-login\\?code=`));
    const tokens = await exchangeCode(stack(), new URL(right.url).searchParams.get('code')!, verifier);
    expect(decodeJwt(tokens.access_token).sub).toBe('worker');
  });

  it('issues a JWT access token for the API audience, an ID token and a refresh token', async () => {
    const tokens = await signIn(stack(), 'client');
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({ iss: stack().idpUrl, aud: stack().backApiUrl, sub: 'client', client_id: 'portal' });
    expect(String(access.scope).split(' ')).toContain('api');
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({ iss: stack().idpUrl, aud: 'portal', sub: 'client', name: 'Hugo Dubois' });
    expect(tokens.refresh_token).toEqual(expect.any(String));

    // The API trusts exactly the key set the provider publishes.
    const jwks = (await request(`${stack().idpUrl}/jwks`)).json<{ keys: { kid: string }[] }>();
    expect(jwks.keys.map((k) => k.kid)).toEqual([decodeProtectedHeader(tokens.access_token).kid]);
  });

  it('requires PKCE from the public portal client', async () => {
    const url = new URL(authorizeUrl(stack(), 'x'));
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await request(url.toString());
    expect(response.location).toMatch(/^http:\/\/localhost:5173\/success-login\?error=invalid_request/);
  });

  it('renews with the refresh token, which rotates (a reused one is refused)', async () => {
    const tokens = await signIn(stack(), 'worker');
    const refresh = (token: string) =>
      request(`${stack().idpUrl}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token, client_id: 'portal' }).toString(),
      });
    const renewed = await refresh(tokens.refresh_token!);
    expect(renewed.status).toBe(200);
    const next = renewed.json<{ access_token: string; refresh_token: string }>();
    expect(decodeJwt(next.access_token).aud).toBe(stack().backApiUrl);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await refresh(tokens.refresh_token!)).status).toBe(400);
  });

  it('signs in again without a page while the session lives, but honours prompt=login', async () => {
    const { jar } = await signIn(stack(), 'sales');
    const silent = await openLoginPage(jar, { prompt: 'none' });
    expect(silent.page.url).toMatch(/\/success-login\?code=/);
    const forced = await openLoginPage(jar, { prompt: 'login' });
    expect(forced.page.url).toMatch(/\/interaction\//);
    expect(forced.page.response!.text).toContain('name="password"');
  });

  it('logs out through an auto-submitted page and returns to the portal; the session is gone', async () => {
    const tokens = await signIn(stack(), 'director');
    const end = new URL('/session/end', stack().idpUrl);
    end.searchParams.set('id_token_hint', tokens.id_token);
    end.searchParams.set('post_logout_redirect_uri', `${PORTAL_URL}/autologin`);
    end.searchParams.set('client_id', 'portal');
    const page = await request(end.toString(), { jar: tokens.jar });
    expect(page.status).toBe(200);
    expect(page.text).toContain('name="logout" value="yes"');
    expect(page.text).toContain('.submit()');

    // What the page's script does: post the provider's form with logout=yes.
    const action = /<form[^>]*action="([^"]+)"/.exec(page.text)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.text)![1];
    const confirm = await request(new URL(action, stack().idpUrl).toString(), {
      method: 'POST',
      jar: tokens.jar,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirm.location).toBe(`${PORTAL_URL}/autologin`);

    const after = await openLoginPage(tokens.jar, { prompt: 'none' });
    expect(after.page.url).toMatch(/error=login_required/);
  });

  it('allows CORS on the token endpoint for the portal origin only', async () => {
    // Preflights are answered for any origin; the real request is checked against the client.
    const tokenCall = (origin: string) =>
      request(`${stack().idpUrl}/token`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'unknown', client_id: 'portal' }).toString(),
      });
    expect((await tokenCall(PORTAL_URL)).headers['access-control-allow-origin']).toBe(PORTAL_URL);
    expect((await tokenCall('http://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
