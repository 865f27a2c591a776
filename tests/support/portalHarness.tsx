// Boots the real portal wiring (createPortal) under happy-dom with a memory router and a fetch that
// serves public/ from disk, with per-test overrides. View tests assert what a person sees.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { useEffect, useState, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createPortal } from '../../src/portal';
import type { SignalRModule } from '../../src/services/connection.implementations';
import { createMemoryPortalHistory } from './memoryHistory';
import { createLogger } from '../../src/services/logger';
import type { Auth } from '../../src/services/auth';
import { appSettings, clientConfiguration } from './fixtures';
import { USER_TYPES } from '../../machines/domain/types';

const PAGE_ORIGIN = 'http://localhost:3000';

// The lazy chunks of the portal (views, router, i18next), loaded once per test file before its first
// test, as a browser has them cached after the first page: a cold module transform would otherwise
// eat the first test's waiting time.
await Promise.all([
  import('../../src/services/i18n'),
  import('../../src/boot').then(({ preloadScreen }) =>
    Promise.all(
      ['/home', '/my-profile/my-notifications', '/forbidden', '/autologin', '/success-login', '/evaluate'].flatMap((path) =>
        USER_TYPES.map((userType) => preloadScreen(path, userType)),
      ),
    ),
  ),
]);

/** A scriptable identity layer: records login redirects and logouts. */
export function fakeAuth(
  options: {
    authenticated?: boolean;
    callback?: Partial<Awaited<ReturnType<Auth['completeSignIn']>>>;
    /** The provider's logout fails (unreachable). */
    logoutFails?: boolean;
  } = {},
) {
  const logins: { returnUrl: string | null; prompt: 'login' | undefined }[] = [];
  let logouts = 0;
  const auth: Auth = {
    checkAuth: async () => ({ authenticated: options.authenticated ?? false }),
    completeSignIn: async () => ({ returnUrl: null, idTokenIssuedAt: null, now: Date.now(), ...options.callback }),
    startLogin: async (login) => {
      logins.push(login);
    },
    logout: async () => {
      logouts += 1;
      if (options.logoutFails) throw new Error('provider unreachable');
    },
    getAccessToken: async () => (options.authenticated ? 'test-token' : null),
    currentUser: () => (options.authenticated ? 'test-user' : null),
    startDeferred: () => {},
  };
  return { auth, logins, logouts: () => logouts };
}

/** The settings the fake host serves (the portal at http://localhost:3000, happy-dom's page). */
export const DEFAULT_APP_SETTINGS = appSettings(PAGE_ORIGIN);

export const DEFAULT_CLIENT_CONFIGURATION = clientConfiguration(PAGE_ORIGIN, { silent_renew: true });

export type Answer = Response | (() => Response | Promise<Response>);

const QUIET_NOTIFICATION_ANSWERS: Record<string, unknown> = {
  '/api/v1/notifications/settings': { blockedCategories: [] },
  '/api/v1/notifications/important': [],
  '/api/v1/notifications/popup': { items: [], total: 0 },
  '/api/v1/notifications': { items: [], total: 0 },
};

export function fakeFetch(overrides: Record<string, Answer> = {}) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url: url.toString(), init });
    const key = url.origin === 'http://localhost:3000' ? url.pathname : url.toString();
    const override = overrides[key];
    if (override) return typeof override === 'function' ? override() : override.clone();
    if (key === '/settings/appsettings.json') return Response.json(DEFAULT_APP_SETTINGS);
    if (key === '/settings/clientconfiguration.json') return Response.json(DEFAULT_CLIENT_CONFIGURATION);
    // The shell's notification calls answer "nothing to show" unless a test says otherwise.
    const quietNotifications = QUIET_NOTIFICATION_ANSWERS[url.pathname];
    if (quietNotifications) return Response.json(quietNotifications);
    const file = join(process.cwd(), 'public', url.pathname);
    if (url.origin === 'http://localhost:3000' && existsSync(file)) {
      return new Response(readFileSync(file, 'utf8'), { headers: { 'content-type': 'application/json' } });
    }
    return new Response('not found', { status: 404 });
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

/** Portals booted since the last `stopBootedPortals()`. */
const booted = new Set<{ stop: () => void }>();

/** After each test: stops every portal the test booted and clears the tab's storage. */
export function stopBootedPortals() {
  booted.forEach((portal) => portal.stop());
  booted.clear();
  localStorage.clear();
  sessionStorage.clear();
}

type BootOptions = { path?: string; fetch?: typeof fetch; auth?: Auth; state?: unknown; signalR?: ReturnType<typeof scriptedSignalR> };

/** Boots the portal on `path` and renders its React tree. */
export function bootPortal(options: BootOptions = {}) {
  const started = startPortal(options);
  return { ...started, view: started.renderTree() };
}

/** Boots the portal on `path` with nothing on screen until the test calls `renderTree()`. */
export function startPortal(options: BootOptions = {}) {
  const history = createMemoryPortalHistory({ pathname: options.path ?? '/', state: options.state });
  // What the tests read of the location, as they did with the data router.
  const router = {
    get state() {
      return { location: history.location };
    },
  };
  const quiet = { error: () => {}, warn: () => {}, info: () => {} };
  const portal = createPortal({
    window,
    history,
    fetch: options.fetch ?? fakeFetch().fetch,
    auth: options.auth ?? fakeAuth().auth,
    logger: createLogger({ send: null, console: quiet }),
    realtime: { loadSignalR: (options.signalR ?? scriptedSignalR()).load, console: quiet },
  });
  booted.add(portal);
  portal.start();
  // The React tree arrives as the browser gets it: once its lazy chunks are loaded.
  function PortalTree() {
    const [element, setElement] = useState<ReactElement | null>(null);
    useEffect(() => {
      void portal.loadElement().then(setElement);
    }, []);
    return element;
  }
  return { portal, router, renderTree: () => render(<PortalTree />) };
}

/**
 * A scriptable SignalR client: each build() is recorded with its URL and options; start() waits
 * until the test answers it (`connectNext()` / `failNext()`); `push()` calls the client's handlers
 * for a server event and `drop()` its onclose handlers. By default nothing answers, so the
 * connection of a signed-in client or worker rests in `connecting`. (tests/server/connection.test.ts
 * and the browser suite drive the real client against the local stack's hub.)
 */
export function scriptedSignalR() {
  const builds: {
    url: string;
    options: { accessTokenFactory?: () => Promise<string> | string; headers?: Record<string, string>; transport?: unknown };
  }[] = [];
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const closeHandlers: ((error?: Error) => void)[] = [];
  const pendingStarts: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let loads = 0;
  const connection = {
    on: (target: string, handler: (...args: unknown[]) => void) => handlers.set(target, [...(handlers.get(target) ?? []), handler]),
    onclose: (handler: (error?: Error) => void) => closeHandlers.push(handler),
    start: () => new Promise<void>((resolve, reject) => pendingStarts.push({ resolve, reject })),
    stop: async () => {},
  };
  let current = { url: '', options: {} };
  const builder = {
    withUrl: (url: string, options: object) => {
      current = { url, options };
      return builder;
    },
    withServerTimeout: () => builder,
    withKeepAliveInterval: () => builder,
    withStatefulReconnect: () => builder,
    configureLogging: () => builder,
    build: () => {
      builds.push(current);
      return connection;
    },
  };
  const module = {
    HubConnectionBuilder: function HubConnectionBuilder() {
      return builder;
    },
    HttpTransportType: { WebSockets: 1 },
    LogLevel: { None: 6 },
  } as unknown as SignalRModule;
  return {
    load: async () => {
      loads += 1;
      return module;
    },
    loads: () => loads,
    builds,
    starts: () => pendingStarts.length,
    connectNext: () => pendingStarts.shift()?.resolve(),
    failNext: (message = 'negotiate answered 503') => pendingStarts.shift()?.reject(new Error(message)),
    push: (target: string, ...args: unknown[]) => (handlers.get(target) ?? []).forEach((handler) => handler(...args)),
    drop: (message = 'WebSocket closed with status code: 1006') => closeHandlers.forEach((handler) => handler(new Error(message))),
  };
}
