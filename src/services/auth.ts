// Sign-in through oidc-client-ts (decisions.md "Identity-provider configuration"). The library is
// loaded with import() — started at boot in parallel with the settings fetch — so it stays out of
// the entry chunk. Tokens live where oidc-client-ts keeps them: session storage, per tab.
import type { UserManager, UserManagerSettings } from 'oidc-client-ts';
import type { AuthCheck, SignInCallback } from '../../machines/signIn/signIn.machine';
import type { ClientConfiguration } from '../../machines/domain/types';

export interface Auth {
  checkAuth(): Promise<AuthCheck>;
  completeSignIn(url: string): Promise<SignInCallback>;
  startLogin(options: { returnUrl: string | null; prompt: 'login' | undefined }): Promise<void>;
  /** Clears session storage and ends the provider session (redirects away). */
  logout(): Promise<void>;
  getAccessToken(): Promise<string | null>;
  /** The signed-in user's subject (`sub`), read at once from this tab's session storage; null when none. */
  currentUser(): string | null;
  /**
   * Starts what a stored session deferred (the UserManager: silent renew, session monitor), now and
   * for a session checked later: the composition root calls it once the first screen has what it
   * shows (src/boot.ts), so that its chunk does not compete with that screen's.
   */
  startDeferred(): void;
}

export interface AuthDeps {
  getConfiguration: () => ClientConfiguration | null;
  now: () => number;
  /** Test hook: oidc-client-ts's navigator (redirects), e.g. a recording one. */
  navigator?: ConstructorParameters<typeof UserManager>[1];
  clearSessionStorage: () => void;
  /** A failure of that later work: logged, nothing shown. */
  onBackgroundError: (error: unknown) => void;
  /** oidc-client-ts's chunk (tests count the loads); `importOidc` by default. */
  loadOidc?: () => Promise<OidcModule>;
}

type OidcModule = typeof import('oidc-client-ts');

/** The fields read from oidc-client-ts's stored user (`User.toStorageString()`). */
interface StoredUser {
  access_token: string;
  expires_at?: number;
  profile?: { sub?: unknown };
}
function isStoredUser(value: unknown): value is StoredUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.access_token === 'string' &&
    user.access_token !== '' &&
    (user.expires_at === undefined || typeof user.expires_at === 'number')
  );
}

// oidc-client-ts keeps the user under `oidc.user:<authority>:<client_id>` (its user store's prefix
// "oidc." and UserManager's key).
const USER_KEY_PREFIX = 'oidc.user:';
const userStorageKey = (config: ClientConfiguration) => `${USER_KEY_PREFIX}${config.stsServer}:${config.client_id}`;

let oidcModule: Promise<OidcModule> | null = null;

/** oidc-client-ts's chunk, loaded once, when the session is first checked without a stored one or started. */
export function importOidc(): Promise<OidcModule> {
  oidcModule ??= import('oidc-client-ts');
  return oidcModule;
}

/**
 * This tab's session storage for the user oidc-client-ts keeps, with writes refused once `close()` was
 * called: a logout closes it first, so a token renewal still in flight when the inactivity logout
 * fires (both timers are due after a sleep) cannot store the user again behind it.
 */
export function closableSessionStore(): { store: Storage; close(): void } {
  let closed = false;
  const session = () => globalThis.sessionStorage;
  const store: Storage = {
    get length() {
      return session().length;
    },
    key: (index) => session().key(index),
    getItem: (key) => session().getItem(key),
    setItem: (key, value) => {
      if (!closed) session().setItem(key, value);
    },
    removeItem: (key) => session().removeItem(key),
    clear: () => session().clear(),
  };
  return {
    store,
    close: () => {
      closed = true;
    },
  };
}

/** The mapping of decisions.md, spec key → oidc-client-ts setting; `userStorage` holds the user. */
export function userManagerSettings(
  config: ClientConfiguration,
  oidc: OidcModule,
  userStorage: Storage = globalThis.sessionStorage,
): UserManagerSettings {
  const session = () => new oidc.WebStorageStateStore({ store: globalThis.sessionStorage });
  return {
    authority: config.stsServer,
    client_id: config.client_id,
    redirect_uri: config.redirect_url,
    response_type: config.response_type,
    scope: config.scope,
    post_logout_redirect_uri: config.post_logout_redirect_uri,
    monitorSession: config.start_checksession,
    // oidc-client-ts defaults this to true: set it from the configuration explicitly.
    automaticSilentRenew: config.silent_renew,
    silent_redirect_uri: config.silent_renew_url,
    // Both stores in session storage: tokens and the login's PKCE state stay in this tab.
    userStore: new oidc.WebStorageStateStore({ store: userStorage }),
    stateStore: session(),
  };
}

export function createAuth(deps: AuthDeps): Auth {
  let manager: Promise<UserManager> | null = null;
  const userStorage = closableSessionStore();

  function userManager(): Promise<UserManager> {
    manager ??= (deps.loadOidc ?? importOidc)().then((oidc) => {
      const config = deps.getConfiguration();
      if (!config) throw new Error('The identity-provider configuration is not loaded');
      oidc.Log.setLogger(console);
      oidc.Log.setLevel(config.logLevel);
      return new oidc.UserManager(userManagerSettings(config, oidc, userStorage.store), deps.navigator);
    });
    return manager;
  }

  let checked = false;
  let deferredAllowed = false;
  let deferredWanted = false;
  const startManagerInBackground = () => {
    if (!deferredAllowed || !deferredWanted) return;
    deferredWanted = false;
    void userManager()
      .then((um) => um.getUser())
      .catch((error: unknown) => deps.onBackgroundError(error));
  };
  /** The user oidc-client-ts keeps for this tab, read synchronously; null when none or unreadable. */
  function storedUser(): StoredUser | null {
    const config = deps.getConfiguration();
    if (!config) return null;
    try {
      const raw = globalThis.sessionStorage?.getItem(userStorageKey(config));
      const user: unknown = raw ? JSON.parse(raw) : null;
      return isStoredUser(user) ? user : null;
    } catch {
      return null;
    }
  }
  // oidc-client-ts's rule (User.expired): expired once `expires_at` (seconds) is not in the future.
  const isExpired = (user: StoredUser) => user.expires_at !== undefined && user.expires_at - Math.floor(deps.now() / 1000) <= 0;

  return {
    async checkAuth() {
      checked = true;
      // A valid token in this tab's storage: signed in, without waiting for the oidc-client-ts
      // chunk. The UserManager (silent renew, session monitor) starts with startDeferred().
      const stored = storedUser();
      if (stored && !isExpired(stored)) {
        deferredWanted = true;
        startManagerInBackground();
        return { authenticated: true };
      }
      const um = await userManager();
      const user = await um.getUser();
      if (user && !user.expired) return { authenticated: true };
      if (user?.refresh_token) {
        // An expired access token with a refresh token: renew before deciding.
        try {
          const renewed = await um.signinSilent();
          return { authenticated: renewed !== null && !renewed.expired };
        } catch {
          await um.removeUser();
        }
      }
      return { authenticated: false };
    },

    async completeSignIn(url) {
      const um = await userManager();
      const user = await um.signinCallback(url);
      if (!user) throw new Error('The login callback returned no user');
      const state = user.state as { returnUrl?: unknown } | undefined;
      const iat = user.profile?.iat;
      return { returnUrl: state?.returnUrl ?? null, idTokenIssuedAt: typeof iat === 'number' ? iat : null, now: deps.now() };
    },

    async startLogin({ returnUrl, prompt }) {
      const um = await userManager();
      await um.signinRedirect({ state: { returnUrl }, prompt });
    },

    async logout() {
      const um = await userManager();
      const user = await um.getUser().catch(() => null);
      um.stopSilentRenew();
      userStorage.close();
      deps.clearSessionStorage();
      await um.signoutRedirect({ id_token_hint: user?.id_token });
    },

    currentUser() {
      const sub = storedUser()?.profile?.sub;
      return typeof sub === 'string' && sub !== '' ? sub : null;
    },

    startDeferred() {
      deferredAllowed = true;
      startManagerInBackground();
    },

    async getAccessToken() {
      // No token before this page has checked the session (a public screen sends none).
      if (!checked && !manager) return null;
      const stored = storedUser();
      if (stored && !isExpired(stored)) return stored.access_token;
      if (!manager) return null;
      const user = await (await manager).getUser();
      return user && !user.expired ? user.access_token : null;
    },
  };
}
