// Wiring of the portal: adapters → root machine → actor → views. main.tsx calls it with the real
// browser; view tests call it with a fake fetch and a memory router, so they exercise the same code.
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { DataRouter } from 'react-router-dom';
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { appMachine } from '../machines/app/app.machine';
import { createApi } from './services/api';
import type { ConnectionDeps } from './services/connection.implementations';
import { createAppImplementations } from './services/app.implementations';
import { createAuth, preloadOidc, type Auth } from './services/auth';
import { createHttpClient } from './services/http';
import { createI18n } from './services/i18n';
import { createLogger, isStandaloneDisplay, type Logger } from './services/logger';
import { clearSession } from './services/storage';
import { trustedServiceWorkerUrl } from './services/trustedTypes';
import { AppActorContext } from './views/app/appActorContext';
import { AppErrorBoundary } from './views/app/AppErrorBoundary';
import { AppRoot } from './views/app/AppRoot';

export interface PortalDeps {
  window: Window;
  fetch?: typeof fetch;
  /** Builds the router once the navigation callbacks exist (browser router or memory router). */
  router: DataRouter;
  logger?: Logger;
  /** Tests pass a fake; the browser gets oidc-client-ts. */
  auth?: Auth;
  now?: () => number;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /** The real-time hub client: the lazy @microsoft/signalr import unless a test passes a fake. */
  realtime?: Pick<ConnectionDeps, 'loadSignalR' | 'console'>;
  /** Whether the service worker may be registered: production builds only, unless a test says. */
  production?: boolean;
}

export function createPortal(deps: PortalDeps) {
  const { window: win, router } = deps;
  const baseUrl = new URL(import.meta.env.BASE_URL ?? '/', win.location.origin).toString();
  const i18n = createI18n();
  const logger = deps.logger ?? createLogger({ send: null });

  const now = deps.now ?? (() => Date.now());
  // oidc-client-ts starts loading now, in parallel with the settings (it is not in the entry chunk).
  if (!deps.auth) void preloadOidc().catch(() => {});
  const auth = deps.auth ?? createAuth({
    getConfiguration: () => actor.getSnapshot().context.clientConfiguration,
    now,
    clearSessionStorage: clearSession,
  });

  // The HTTP client reports to the actor, which is created just below.
  const sink: { send: (event: { type: 'HTTP.REQUEST_STARTED' | 'HTTP.REQUEST_ENDED' | 'HTTP.UNAUTHORIZED' | 'HTTP.MAINTENANCE' }) => void } = { send: () => {} };
  const settings = () => actor.getSnapshot().context.settings;
  const http = createHttpClient({
    fetch: deps.fetch,
    getDeviceId: () => settings()?.deviceId || null,
    getAccessToken: () => auth.getAccessToken(),
    getAlertsApiUrl: () => settings()?.alertsApiUrl ?? null,
    onEvent: (event) => sink.send(event),
  });
  const api = createApi({ http, backApiUrl: () => settings()?.backApiUrl ?? '', alertsApiUrl: () => settings()?.alertsApiUrl ?? '' });

  const machine = appMachine.provide(createAppImplementations({
    http,
    api,
    auth,
    i18n,
    logger,
    baseUrl,
    // Deferred: a redirect decided while the router notifies a location must not run inside that
    // notification (the router would then write the older URL to history after the newer one).
    navigate: (to, options) => queueMicrotask(() => void router.navigate(to, options)),
    currentUrl: () => win.location.href,
    assignLocation: (url) => win.location.assign(url),
    reloadPage: () => win.location.reload(),
    setTitle: (title) => { win.document.title = title; },
    now,
    backApiUrl: () => settings()?.backApiUrl ?? '',
    realtime: deps.realtime,
    serviceWorker: {
      production: deps.production ?? import.meta.env.PROD,
      container: win.navigator.serviceWorker,
      scriptUrl: () => trustedServiceWorkerUrl(win, new URL('sw.js', baseUrl).toString()),
      scope: new URL(baseUrl).pathname,
    },
  }));

  const actor = createActor(machine, {
    input: {
      location: { path: router.state.location.pathname, search: router.state.location.search, state: router.state.location.state },
      online: win.navigator.onLine,
    },
    inspect: deps.inspect,
  });
  sink.send = (event) => actor.send(event);

  // The router notifies every state change (loading, idle…): only a new location is an event.
  let lastLocationKey = router.state.location.key;
  const unsubscribeRouter = router.subscribe((state) => {
    if (state.location.key === lastLocationKey) return;
    lastLocationKey = state.location.key;
    actor.send({ type: 'LOCATION.CHANGED', path: state.location.pathname, search: state.location.search, state: state.location.state });
  });
  // Every click counts as activity (inactivity logout); the machine ignores it when exempt.
  const click = () => actor.send({ type: 'USER.CLICK', at: now() });
  win.document.addEventListener('click', click, { capture: true, passive: true });
  // Back to a tab whose timers may not have run (sleep): the machine checks the stored click.
  const visible = () => { if (win.document.visibilityState === 'visible') actor.send({ type: 'TAB.VISIBLE', at: now() }); };
  win.document.addEventListener('visibilitychange', visible);
  const online = () => actor.send({ type: 'NETWORK.ONLINE' });
  const offline = () => actor.send({ type: 'NETWORK.OFFLINE' });
  win.addEventListener('online', online);
  win.addEventListener('offline', offline);

  // Log sending needs the back-end URL and a bearer token: the logger connects once the settings
  // are known, and sends what it holds whenever the state changes (a sign-in brings the token).
  let connectedLogger = false;
  let lastStateKey = '';
  const logWatch = actor.subscribe((snapshot) => {
    if (!snapshot.context.settings) return;
    if (!connectedLogger) {
      connectedLogger = true;
      logger.connect((entry) => api.sendLog(entry), async () => (await auth.getAccessToken().catch(() => null)) !== null);
      if (isStandaloneDisplay(win)) logger.reportStandaloneUse();
    }
    const stateKey = JSON.stringify(snapshot.value);
    if (stateKey !== lastStateKey) {
      lastStateKey = stateKey;
      void logger.flush();
    }
  });

  const element = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary onError={(error) => logger.error('Rendering failed', error)}>
          <AppActorContext.Provider value={actor}>
            <AppRoot router={router} />
          </AppActorContext.Provider>
        </AppErrorBoundary>
      </I18nextProvider>
    </StrictMode>
  );

  return {
    actor,
    i18n,
    api,
    element,
    start: () => actor.start(),
    stop: () => {
      unsubscribeRouter();
      logWatch.unsubscribe();
      win.document.removeEventListener('click', click, { capture: true });
      win.document.removeEventListener('visibilitychange', visible);
      win.removeEventListener('online', online);
      win.removeEventListener('offline', offline);
      actor.stop();
    },
  };
}
