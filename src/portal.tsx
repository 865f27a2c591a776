// Wiring of the portal: adapters → root machine → actor → views. main.tsx calls it with the real
// browser; view tests call it with a fake fetch and a memory history, so they exercise the same code.
// The views, the router and i18next are lazy chunks started here at once, in parallel with the
// settings: the machine boots without them, and the first screen needs the settings anyway. The
// boot's loading order (the first screen's chunks, what waits for that screen) is src/boot.ts.
import type { ReactElement } from 'react';
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { appMachine } from '../machines/app/app.machine';
import { createApi } from './services/api';
import type { ConnectionDeps } from './services/connection.implementations';
import { createAppImplementations, type I18nRuntime } from './services/app.implementations';
import { createAuth, type Auth } from './services/auth';
import { createHttpClient } from './services/http';
import { createLogger, isStandaloneDisplay, type Logger } from './services/logger';
import { createBrowserPortalHistory, type PortalHistory } from './services/navigation';
import { renderErrorReporter, watchPageLeaving } from './services/pageLeaving';
import { clearSession, readCachedUserInfo } from './services/storage';
import { trustedServiceWorkerUrl } from './services/trustedTypes';
import { startBoot } from './boot';

export interface PortalDeps {
  window: Window;
  fetch?: typeof fetch;
  /** The address bar, or a memory history in tests. */
  history?: PortalHistory;
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
  const { window: win } = deps;
  const history = deps.history ?? createBrowserPortalHistory(win);
  const baseUrl = new URL(import.meta.env.BASE_URL ?? '/', win.location.origin).toString();
  const logger = deps.logger ?? createLogger({ send: null });
  // Whether a navigation away has started: chunks it cancels are then not reported as errors.
  const pageLeaving = watchPageLeaving(win);

  // Lazy chunks, started now: i18next (the translations are activated in it) and the views.
  const i18nRuntime: Promise<I18nRuntime> = import('./services/i18n').then((module) => ({
    i18n: module.createI18n(),
    activateTranslations: module.activateTranslations,
  }));
  const viewModule = import('./portalView');
  // A failure is reported where it is awaited (loadTranslations, loadElement), not as unhandled.
  i18nRuntime.catch(() => {});
  viewModule.catch(() => {});
  // The first screen's chunks start now; what that screen does not use waits for it.
  const boot = startBoot({ window: win, pathname: history.location.pathname, userType: readCachedUserInfo()?.userType ?? null });

  const now = deps.now ?? (() => Date.now());
  const auth =
    deps.auth ??
    createAuth({
      getConfiguration: () => actor.getSnapshot().context.clientConfiguration,
      now,
      clearSessionStorage: clearSession,
      onBackgroundError: (error) => logger.error('Could not start the session renewal', error),
    });
  // What the first screen does not use waits for it: the UserManager of a stored session (silent
  // renew, session monitor) and the SignalR client.
  void boot.afterFirstScreen(async () => auth.startDeferred())();

  // The HTTP client reports to the actor, which is created just below.
  const sink: {
    send: (event: { type: 'HTTP.REQUEST_STARTED' | 'HTTP.REQUEST_ENDED' | 'HTTP.UNAUTHORIZED' | 'HTTP.MAINTENANCE' }) => void;
  } = { send: () => {} };
  const settings = () => actor.getSnapshot().context.settings;
  // Spec section 7: the Device-Unique-Id header goes out when the settings configure a device id.
  const configuredDeviceId = () => settings()?.deviceId || null;
  const http = createHttpClient({
    fetch: deps.fetch,
    getDeviceId: configuredDeviceId,
    getAccessToken: () => auth.getAccessToken(),
    getAlertsApiUrl: () => settings()?.alertsApiUrl ?? null,
    onEvent: (event) => sink.send(event),
  });
  const api = createApi({ http, backApiUrl: () => settings()?.backApiUrl ?? '', alertsApiUrl: () => settings()?.alertsApiUrl ?? '' });

  const machine = appMachine.provide(
    createAppImplementations({
      http,
      api,
      auth,
      i18n: () => i18nRuntime,
      logger,
      baseUrl,
      // Deferred: a redirect decided while the history notifies a location must not run inside that
      // notification (the older URL would then be written to history after the newer one).
      navigate: (to, options) => queueMicrotask(() => history.navigate(to, options)),
      currentUrl: () => win.location.href,
      assignLocation: (url) => win.location.assign(url),
      reloadPage: () => win.location.reload(),
      setTitle: (title) => {
        win.document.title = title;
      },
      now,
      backApiUrl: () => settings()?.backApiUrl ?? '',
      deviceId: configuredDeviceId,
      pageLeaving: pageLeaving.leaving,
      // The hub's code (the connection's, with the layout) stays out of this chunk: the SignalR
      // client's own lazy import is named here.
      realtime: {
        ...deps.realtime,
        loadSignalR: boot.afterFirstScreen(deps.realtime?.loadSignalR ?? (() => import('./services/signalRClient'))),
      },
      serviceWorker: {
        production: deps.production ?? import.meta.env.PROD,
        container: win.navigator.serviceWorker,
        scriptUrl: () => trustedServiceWorkerUrl(win, new URL('sw.js', baseUrl).toString()),
        scope: new URL(baseUrl).pathname,
      },
    }),
  );

  const actor = createActor(machine, {
    input: {
      location: { path: history.location.pathname, search: history.location.search, state: history.location.state },
      online: win.navigator.onLine,
    },
    inspect: deps.inspect,
  });
  sink.send = (event) => actor.send(event);

  boot.watch(actor);

  // Each new location is an event (a push, a replace, Back or Forward).
  let lastLocationKey = history.location.key;
  const unsubscribeHistory = history.listen(({ location }) => {
    if (location.key === lastLocationKey) return;
    lastLocationKey = location.key;
    actor.send({ type: 'LOCATION.CHANGED', path: location.pathname, search: location.search, state: location.state });
  });
  // Every click counts as activity (inactivity logout); the machine ignores it when exempt.
  const click = () => actor.send({ type: 'USER.CLICK', at: now() });
  win.document.addEventListener('click', click, { capture: true, passive: true });
  // Back to a tab whose timers may not have run (sleep): the machine checks the stored click.
  const visible = () => {
    if (win.document.visibilityState === 'visible') actor.send({ type: 'TAB.VISIBLE', at: now() });
  };
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
      logger.connect(
        (entry) => api.sendLog(entry),
        async () => (await auth.getAccessToken().catch(() => null)) !== null,
      );
      if (isStandaloneDisplay(win)) logger.reportStandaloneUse();
    }
    const stateKey = JSON.stringify(snapshot.value);
    if (stateKey !== lastStateKey) {
      lastStateKey = stateKey;
      void logger.flush();
    }
  });

  const onRenderError = renderErrorReporter(pageLeaving, logger).report;
  // The evaluation landing page's machine and effects, loaded with its page (no session there).
  const publicFlows = { evaluate: async () => (await import('./services/evaluate.implementations')).evaluateLogic({ api, logger }) };
  /** The React tree, once its chunks (views, router, i18next) are there. */
  const loadElement = async (): Promise<ReactElement> => {
    const [{ portalElement }, { i18n }] = await Promise.all([viewModule, i18nRuntime]);
    // The first screen renders without a loading fallback.
    await boot.firstScreenChunks.catch(() => {});
    return portalElement({ actor, i18n, history, onError: onRenderError, publicFlows });
  };

  return {
    actor,
    api,
    history,
    publicFlows,
    loadElement,
    start: () => actor.start(),
    stop: () => {
      unsubscribeHistory();
      logWatch.unsubscribe();
      pageLeaving.stop();
      boot.stop();
      win.document.removeEventListener('click', click, { capture: true });
      win.document.removeEventListener('visibilitychange', visible);
      win.removeEventListener('online', online);
      win.removeEventListener('offline', offline);
      actor.stop();
    },
  };
}
