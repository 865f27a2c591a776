// @vitest-environment happy-dom
// The session read of a signed-in reload: the token that
// oidc-client-ts stored for this tab is used without waiting for the library's chunk, and the
// UserManager starts only once the first screen has what it shows. Then the identity-provider
// settings as the UserManager and oidc-client-ts's log apply them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as oidc from 'oidc-client-ts';
import { createAuth, importOidc, userManagerSettings, type AuthDeps } from '../../../src/services/auth';
import type { ClientConfiguration } from '../../../machines/domain/types';
import { validateClientConfiguration } from '../../../machines/domain/settingsValidation';

const config = {
  stsServer: 'http://idp.test',
  client_id: 'portal',
  redirect_url: 'http://portal.test/success-login',
  response_type: 'code',
  scope: 'openid profile',
  post_logout_redirect_uri: 'http://portal.test/',
  start_checksession: false,
  silent_renew: false,
  silent_renew_url: 'http://portal.test/silent-renew.html',
  post_login_route: '/home',
  forbidden_route: '/forbidden',
  unauthorized_route: '/autologin',
  logLevel: 0,
} as unknown as ClientConfiguration;
const KEY = 'oidc.user:http://idp.test:portal';
// The real clock: on the library's path oidc-client-ts reads it too.
const NOW_MS = Date.now();
const nowS = Math.floor(NOW_MS / 1000);

function setup(overrides: Partial<AuthDeps> = {}) {
  const backgroundErrors: unknown[] = [];
  const oidcLoads = { count: 0 };
  const auth = createAuth({
    loadOidc: () => {
      oidcLoads.count += 1;
      return importOidc();
    },
    getConfiguration: () => config,
    now: () => NOW_MS,
    clearSessionStorage: () => sessionStorage.clear(),
    onBackgroundError: (error) => backgroundErrors.push(error),
    ...overrides,
  });
  return { auth, backgroundErrors, oidcLoads };
}

const store = (user: unknown) => sessionStorage.setItem(KEY, typeof user === 'string' ? user : JSON.stringify(user));

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('a stored, unexpired session', () => {
  it('is signed in at once, and its token is sent only once the session was checked', async () => {
    store({ access_token: 'stored-token', expires_at: nowS + 300, profile: { sub: 'worker-1' } });
    const { auth, oidcLoads, backgroundErrors } = setup();
    // A public screen does not check the session: no token, even though one is stored.
    expect(await auth.getAccessToken()).toBeNull();
    // Signed in without oidc-client-ts's chunk: the first screen is still loading.
    expect(await auth.checkAuth()).toEqual({ authenticated: true });
    expect(await auth.getAccessToken()).toBe('stored-token');
    expect(auth.currentUser()).toBe('worker-1');
    expect(oidcLoads.count).toBe(0);
    // Once the first screen has what it shows, the UserManager starts (silent renew, session monitor).
    auth.startDeferred();
    await expect.poll(() => oidcLoads.count).toBe(1);
    expect(backgroundErrors).toEqual([]);
  });

  it('checked after the first screen was complete: the UserManager starts with the check', async () => {
    store({ access_token: 'stored-token', expires_at: nowS + 300 });
    const { auth, oidcLoads } = setup();
    auth.startDeferred();
    expect(oidcLoads.count).toBe(0);
    expect(await auth.checkAuth()).toEqual({ authenticated: true });
    await expect.poll(() => oidcLoads.count).toBe(1);
  });

  it('a failure to start the UserManager later is reported, and the session goes on', async () => {
    store({ access_token: 'stored-token', expires_at: nowS + 300 });
    const failure = new Error('chunk failed');
    const { auth, backgroundErrors } = setup({ loadOidc: () => Promise.reject(failure) });
    expect(await auth.checkAuth()).toEqual({ authenticated: true });
    auth.startDeferred();
    await expect.poll(() => backgroundErrors).toEqual([failure]);
    expect(await auth.getAccessToken()).toBe('stored-token');
  });

  it('reads the renewed token oidc-client-ts writes back, on every call', async () => {
    store({ access_token: 'first', expires_at: nowS + 300 });
    const { auth } = setup();
    await auth.checkAuth();
    expect(await auth.getAccessToken()).toBe('first');
    store({ access_token: 'renewed', expires_at: nowS + 600 });
    expect(await auth.getAccessToken()).toBe('renewed');
  });
});

describe('what the fast path does not take', () => {
  it.each([
    ['an expired token', { access_token: 'old', expires_at: nowS - 60, profile: { sub: 'worker-1' } }],
    ['a token expiring this second', { access_token: 'old', expires_at: nowS, profile: { sub: 'worker-1' } }],
  ])('%s: oidc-client-ts decides, and signs nobody in without a refresh token', async (_, user) => {
    store(user);
    const { auth, oidcLoads } = setup();
    expect(await auth.checkAuth()).toEqual({ authenticated: false });
    // The library's path, at once: the first screen waits for this answer.
    expect(oidcLoads.count).toBe(1);
    expect(await auth.getAccessToken()).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['no token', { expires_at: nowS + 300, profile: { sub: 'worker-1' } }],
    ['an empty token', { access_token: '', expires_at: nowS + 300, profile: { sub: 'worker-1' } }],
    ['an expiry that is not a number', { access_token: 'x', expires_at: 'soon', profile: { sub: 'worker-1' } }],
  ])('%s: not a stored session', (_, user) => {
    store(user);
    expect(setup().auth.currentUser()).toBeNull();
  });

  it('an entry without expiry is valid, as oidc-client-ts reads it', async () => {
    store({ access_token: 'no-expiry' });
    const { auth } = setup();
    expect(await auth.checkAuth()).toEqual({ authenticated: true });
    expect(await auth.getAccessToken()).toBe('no-expiry');
  });

  it('nothing is read before the settings name the provider', () => {
    store({ access_token: 'stored-token', expires_at: nowS + 300, profile: { sub: 'worker-1' } });
    expect(setup({ getConfiguration: () => null }).auth.currentUser()).toBeNull();
  });
});

// The portal reads oidc-client-ts's own storage entry (its key and format are the library's, not a
// documented API): here the real library, set up as the portal sets it up, writes the user.
describe('a user the real oidc-client-ts stored', () => {
  const storeWithLibrary = ({ access_token, expires_at, sub }: { access_token: string; expires_at: number; sub: string }) =>
    new oidc.UserManager(userManagerSettings(config, oidc)).storeUser(
      new oidc.User({
        access_token,
        token_type: 'Bearer',
        expires_at,
        profile: { sub, iss: config.stsServer, aud: config.client_id, exp: expires_at, iat: nowS },
      }),
    );

  it('is found and read without the library: the session, its token and its subject', async () => {
    await storeWithLibrary({ access_token: 'library-token', expires_at: nowS + 300, sub: 'worker-7' });
    const { auth, oidcLoads } = setup();
    expect(auth.currentUser()).toBe('worker-7');
    expect(await auth.checkAuth()).toEqual({ authenticated: true });
    expect(await auth.getAccessToken()).toBe('library-token');
    expect(oidcLoads.count).toBe(0);
  });

  it('its expiry is read as the library writes it: an expired user takes the library path', async () => {
    await storeWithLibrary({ access_token: 'library-token', expires_at: nowS - 60, sub: 'worker-7' });
    const { auth, oidcLoads } = setup();
    expect(await auth.checkAuth()).toEqual({ authenticated: false });
    expect(oidcLoads.count).toBe(1);
    expect(await auth.getAccessToken()).toBeNull();
  });
});

// Spec section 4 "Inactivity": the logout clears session storage. A token renewal already on its way
// when the logout starts (the renew timer and the inactivity timer are both due after a sleep) answers
// later: what it stores must not outlive the logout. The real library renews with a refresh token
// against a provider stood in by `fetch`; the provider's token answer is held until the test says.
describe('a token renewal that answers after the logout began', () => {
  const provider = () => {
    const tokenAnswers: Array<(access: string) => void> = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/.well-known/openid-configuration')) {
        return Response.json({
          issuer: config.stsServer,
          authorization_endpoint: `${config.stsServer}/auth`,
          token_endpoint: `${config.stsServer}/token`,
          end_session_endpoint: `${config.stsServer}/session/end`,
        });
      }
      const access = await new Promise<string>((resolve) => tokenAnswers.push(resolve));
      return Response.json({ access_token: access, token_type: 'Bearer', expires_in: 300, refresh_token: `${access}-refresh` });
    });
    return { tokenAnswers };
  };
  const signoutUrls: string[] = [];
  const recordingNavigator = {
    prepare: async () => ({
      navigate: async ({ url }: { url: string }) => {
        signoutUrls.push(url);
        return {};
      },
      close: () => {},
    }),
    callback: async () => {},
  } as unknown as AuthDeps['navigator'];
  const expiredWithRefreshToken = () =>
    new oidc.UserManager(userManagerSettings(config, oidc)).storeUser(
      new oidc.User({
        access_token: 'old',
        refresh_token: 'old-refresh',
        token_type: 'Bearer',
        expires_at: nowS - 60,
        profile: { sub: 'worker-1', iss: config.stsServer, aud: config.client_id, exp: nowS - 60, iat: nowS - 3600 },
      }),
    );
  const storedToken = () => (JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { access_token?: string } | null)?.access_token ?? null;

  afterEach(() => {
    vi.unstubAllGlobals();
    signoutUrls.length = 0;
  });

  it('a renewal stores its token; one that answers once the logout began stores nothing', async () => {
    const { tokenAnswers } = provider();
    // Without a logout, the renewal's answer is what the tab keeps.
    await expiredWithRefreshToken();
    const renewing = setup({ navigator: recordingNavigator }).auth;
    const renewed = renewing.checkAuth();
    await expect.poll(() => tokenAnswers.length).toBe(1);
    tokenAnswers[0]('renewed');
    expect(await renewed).toEqual({ authenticated: true });
    expect(storedToken()).toBe('renewed');

    // The same renewal, with the logout starting while the provider has not answered yet.
    sessionStorage.clear();
    await expiredWithRefreshToken();
    const { auth } = setup({ navigator: recordingNavigator });
    const late = auth.checkAuth();
    await expect.poll(() => tokenAnswers.length).toBe(2);
    await auth.logout();
    expect(signoutUrls).toEqual([expect.stringMatching(/^http:\/\/idp\.test\/session\/end\?/)]);
    tokenAnswers[1]('late');
    await late;
    expect(storedToken()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

// decisions.md "Identity-provider configuration": start_checksession → monitorSession, silent_renew →
// automaticSilentRenew (set explicitly: the library's default is true), silent_renew_url →
// silent_redirect_uri, logLevel → Log.setLevel with the console as logger. Each case reads a
// clientconfiguration.json as the boot reads it, then looks at the UserManager the adapter built and
// at which of oidc-client-ts's messages reach the console.
describe('the identity-provider settings, as oidc-client-ts applies them', () => {
  const CONSOLE_LEVELS = ['error', 'warn', 'info', 'debug'] as const;

  function readClientConfiguration(file: string): ClientConfiguration {
    const reading = validateClientConfiguration(JSON.parse(file));
    if (!reading.ok) throw new Error(`clientconfiguration.json refused: ${JSON.stringify(reading.error)}`);
    return reading.value;
  }

  /** The adapter with the real library, keeping each UserManager it builds. */
  function authBuilding(configuration: ClientConfiguration) {
    const managers: oidc.UserManager[] = [];
    class KeptUserManager extends oidc.UserManager {
      constructor(...args: ConstructorParameters<typeof oidc.UserManager>) {
        super(...args);
        managers.push(this);
      }
    }
    const { auth } = setup({
      loadOidc: async () => ({ ...oidc, UserManager: KeptUserManager }),
      getConfiguration: () => configuration,
    });
    return { auth, managers };
  }

  /** The console, quiet; its methods record what reaches them. */
  const quietConsole = () => CONSOLE_LEVELS.map((method) => vi.spyOn(console, method).mockImplementation(() => {}));

  /** The console methods that one message per level of oidc-client-ts reaches, most severe first. */
  function levelsReachingConsole(consoleSpies: ReturnType<typeof quietConsole>): string[] {
    consoleSpies.forEach((spy) => spy.mockClear());
    const probe = new oidc.Logger('probe');
    for (const method of CONSOLE_LEVELS) probe[method]('a message');
    return CONSOLE_LEVELS.filter((_, index) => consoleSpies[index].mock.calls.some((call) => call[0] === '[probe]'));
  }

  afterEach(() => {
    oidc.Log.reset();
    vi.restoreAllMocks();
  });

  it.each([
    {
      start_checksession: true,
      silent_renew: false,
      silent_renew_url: 'http://portal.test/renew-a.html',
      logLevel: oidc.Log.DEBUG,
      levelName: 'DEBUG',
      reaching: ['error', 'warn', 'info', 'debug'],
    },
    {
      start_checksession: false,
      silent_renew: true,
      silent_renew_url: 'http://portal.test/renew-b.html',
      logLevel: oidc.Log.ERROR,
      levelName: 'ERROR',
      reaching: ['error'],
    },
    {
      start_checksession: false,
      silent_renew: false,
      silent_renew_url: 'http://portal.test/renew-c.html',
      logLevel: oidc.Log.NONE,
      levelName: 'NONE',
      reaching: [],
    },
  ])(
    'start_checksession $start_checksession, silent_renew $silent_renew, logLevel of $levelName: the UserManager and the log level follow the file',
    async ({ reaching, levelName: _levelName, ...settings }) => {
      const configuration = readClientConfiguration(
        JSON.stringify({ ...config, max_id_token_iat_offset_allowed_in_seconds: 300, ...settings }),
      );
      expect(configuration).toMatchObject(settings);
      const consoleSpies = quietConsole();
      const { auth, managers } = authBuilding(configuration);
      // No stored session: the adapter builds its UserManager to ask the library.
      expect(await auth.checkAuth()).toEqual({ authenticated: false });
      expect(managers).toHaveLength(1);
      expect(managers[0].settings).toMatchObject({
        monitorSession: settings.start_checksession,
        automaticSilentRenew: settings.silent_renew,
        silent_redirect_uri: settings.silent_renew_url,
      });
      expect(levelsReachingConsole(consoleSpies)).toEqual(reaching);
    },
  );
});
