// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:5173/"}
//
// The portal's real client library against the stack: oidc-client-ts's UserManager signs in with
// code + PKCE (a recording navigator captures the redirects a browser would follow; the login form
// is posted over HTTP), renews with the refresh token, calls the API, and builds the logout URL.
import { UserManager, WebStorageStateStore, type INavigator, type IWindow, type NavigateParams } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { CookieJar } from './helpers/http.ts';
import { follow, PORTAL_URL, SCOPE, submitLogin } from './helpers/sign-in.ts';
import { api, useStack } from './helpers/stack-fixture.ts';

const stack = useStack();

/** Stands in for the browser: records where UserManager sends it, and goes nowhere. */
class RecordingNavigator implements INavigator {
  readonly urls: string[] = [];

  async prepare(): Promise<IWindow> {
    return {
      navigate: async (params: NavigateParams) => {
        this.urls.push(params.url);
        return { url: params.url };
      },
      close: () => {},
    };
  }

  async callback(): Promise<void> {}
}

function userManager(navigator: RecordingNavigator) {
  return new UserManager(
    {
      authority: stack().idpUrl,
      client_id: 'portal',
      redirect_uri: `${PORTAL_URL}/success-login`,
      silent_redirect_uri: `${PORTAL_URL}/silent-renew.html`,
      post_logout_redirect_uri: `${PORTAL_URL}/autologin`,
      response_type: 'code',
      scope: SCOPE,
      automaticSilentRenew: false,
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    },
    navigator,
  );
}

describe('oidc-client-ts against the identity provider', () => {
  it('signs in with code + PKCE, calls the API, renews with the refresh token and logs out', async () => {
    const navigator = new RecordingNavigator();
    const manager = userManager(navigator);

    await manager.signinRedirect({ prompt: 'login', url_state: '/contracts' });
    const authorize = new URL(navigator.urls[0]);
    expect(authorize.origin + authorize.pathname).toBe(`${stack().idpUrl}/auth`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('prompt')).toBe('login');

    // The browser's part: the provider's redirects, our login page, the form post.
    const jar = new CookieJar();
    const page = await follow(jar, authorize.toString(), PORTAL_URL);
    expect(page.response?.text).toContain('name="password"');
    const done = await submitLogin(jar, page.url, page.response!.text, 'worker', 'demo', PORTAL_URL);
    expect(done.url).toMatch(new RegExp(`^${PORTAL_URL}/success-login\\?code=`));

    const user = await manager.signinCallback(done.url);
    expect(user?.profile.sub).toBe('worker');
    expect(user?.url_state).toBe('/contracts');
    expect(user?.refresh_token).toEqual(expect.any(String));

    const info = await api(stack(), user!.access_token, 'GET', '/v1/users/me/info');
    expect(info.status).toBe(200);
    expect(info.json<{ roles: string[] }>().roles).toEqual(['worker']);

    // Silent renew uses the refresh token: no navigation at all.
    const renewed = await manager.signinSilent();
    expect(navigator.urls).toHaveLength(1);
    expect(renewed?.access_token).not.toBe(user!.access_token);
    expect((await api(stack(), renewed!.access_token, 'GET', '/v1/users/me/info')).status).toBe(200);

    await manager.signoutRedirect();
    const logout = new URL(navigator.urls[1]);
    expect(logout.origin + logout.pathname).toBe(`${stack().idpUrl}/session/end`);
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL_URL}/autologin`);
    expect(logout.searchParams.get('id_token_hint')).toBe(renewed!.id_token);
    expect(await manager.getUser()).toBeNull();
  });
});
