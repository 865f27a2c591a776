// The browser side of the app machine and the machines it invokes: real implementations of the
// actors and actions they declare as placeholders (Kibana's create<Name>Implementations pattern).
// portal.tsx calls `appMachine.provide(createAppImplementations(deps))`.
import type { i18n as I18n } from 'i18next';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { STORAGE_KEYS, type Language } from '../../machines/domain/constants';
import type { ApplicantArea } from '../../machines/domain/applicantArea';
import type { UserInfo } from '../../machines/domain/types';
import { malformedUserInfoMessage, readUserInfo } from '../../machines/domain/userInfo';
import type { InactivityClock, LoadedSettings, PreparedStorage, TranslationsRequest } from '../../machines/app/app.machine';
import { alertsMachine } from '../../machines/alerts/alerts.machine';
import { reLoginMachine } from '../../machines/reLogin/reLogin.machine';
import { serviceWorkerRegistrationMachine } from '../../machines/serviceWorkerRegistration/serviceWorkerRegistration.machine';
import { signInMachine } from '../../machines/signIn/signIn.machine';
import { createAlertsImplementations } from './alerts.implementations';
import type { Api } from './api';
import type { Auth } from './auth';
import type { ConnectionDeps } from './connection.implementations';
import type { HttpClient } from './http';
import type { activateTranslations } from './i18n';
import { fetchLanguage, languagesFor } from './translations';
import { readStoredLastClick } from './inactivity.implementations';
import { describeError, type Logger } from './logger';
import { createReLoginImplementations } from './reLogin.implementations';
import {
  createServiceWorkerRegistrationImplementations,
  type ServiceWorkerRegistrationDeps,
} from './serviceWorkerRegistration.implementations';
import { loadSettings } from './settings';
import { createSignInImplementations, createStartLogin } from './signIn.implementations';
import { logUnlessLeaving } from './pageLeaving';
import type { ShellLogics } from './shellLogics';
import { prepareStorage, removeLocal, USER_INFO_CACHE_KEY, writeLocal, writeSession } from './storage';

export interface AppImplementationDeps {
  http: HttpClient;
  api: Api;
  auth: Auth;
  /** i18next, a lazy chunk the portal starts loading at page load (the same promise every call). */
  i18n: () => Promise<I18nRuntime>;
  logger: Logger;
  /** Where index.html lives: settings and translation files are relative to it. */
  baseUrl: string;
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  /** The current URL, for the login callback. */
  currentUrl: () => string;
  /** Full page load (maintenance reload). */
  assignLocation: (url: string) => void;
  reloadPage: () => void;
  setTitle: (title: string) => void;
  now: () => number;
  /** `{backApi}` of the loaded settings (the hub lives under it). */
  backApiUrl: () => string;
  /** `deviceId` of the loaded settings, or null when none is configured. */
  deviceId: () => string | null;
  /** Whether a navigation away has started (services/pageLeaving.ts). */
  pageLeaving: () => boolean;
  /** Tests replace the SignalR client and the console its failures go to. */
  realtime?: Pick<ConnectionDeps, 'loadSignalR' | 'console'>;
  /** The service worker's registration (production builds only). */
  serviceWorker: Omit<ServiceWorkerRegistrationDeps, 'logger'>;
}

export interface I18nRuntime {
  i18n: I18n;
  activateTranslations: typeof activateTranslations;
}

export function createAppImplementations(deps: AppImplementationDeps) {
  const { api, auth, logger } = deps;
  // Set once i18next has arrived: the languages it holds are not fetched again.
  let loadedI18n: I18n | null = null;
  const startLogin = createStartLogin({ auth, logger });
  const draftDeps = { currentUser: () => auth.currentUser(), logger };
  // The signed-in session's children, once loadShell has loaded them.
  let shell: ShellLogics | null = null;
  /**
   * The child `name` as loadShell brought it: every property is read from the loaded logic, so the
   * actor runs it, and the inspector sees it, as if it had been provided here. The app machine
   * starts these children only after loadShell, never before (a read before throws).
   */
  const loadedLogic = <K extends keyof ShellLogics>(name: K): ShellLogics[K] => {
    const loaded = (): ShellLogics[K] => {
      if (!shell) throw new Error(`${name} runs before loadShell has loaded it`);
      return shell[name];
    };
    return new Proxy({} as ShellLogics[K], {
      get: (_, key) => Reflect.get(loaded(), key),
      has: (_, key) => Reflect.has(loaded(), key),
    });
  };

  return {
    actors: {
      loadSettings: fromPromise<LoadedSettings>(() => loadSettings(deps.http, deps.baseUrl)),
      prepareStorage: fromPromise<PreparedStorage, { localStorageVersion: string; deviceId: string | null }>(async ({ input }) =>
        prepareStorage(input.localStorageVersion, input.deviceId),
      ),
      // The files are fetched at once, in parallel with the i18next chunk if it is still on its way.
      loadTranslations: fromPromise<void, TranslationsRequest>(async ({ input }) => {
        const fetchDeps = {
          http: deps.http,
          baseUrl: deps.baseUrl,
          warn: (m: string) => logger.log('warn', m),
          // At boot a 401/503 is the boot's own failure (the machine's texts region), not a page move.
          globalErrors: input.purpose !== 'boot',
        };
        const toLoad = languagesFor(input.language).filter((lng) => !loadedI18n?.hasResourceBundle(lng, 'loaded'));
        const [runtime, ...dictionaries] = await Promise.all([
          deps.i18n(),
          ...toLoad.map((lng) => fetchLanguage(fetchDeps, input.tenant, lng)),
        ]);
        loadedI18n = runtime.i18n;
        await runtime.activateTranslations(
          runtime.i18n,
          input.language,
          toLoad.map((lng, index) => [lng, dictionaries[index]]),
        );
      }),
      checkAuth: fromPromise(() => auth.checkAuth()),
      signOut: fromPromise<void>(() => auth.logout()),
      readInactivityClock: fromPromise<InactivityClock>(async () => ({ lastClick: readStoredLastClick(), now: deps.now() })),
      signIn: signInMachine.provide(createSignInImplementations({ api, auth, logger, currentUrl: deps.currentUrl })),
      // The signed-in session's children: their module is in the layout's chunk, which the boot
      // starts loading with the page; the machine enters the states that run them once it is here.
      loadShell: fromPromise<void>(async () => {
        shell ??= (await import('./shellLogics')).createShellLogics({
          api,
          logger,
          drafts: draftDeps,
          connection: {
            backApiUrl: () => deps.backApiUrl(),
            getDeviceId: () => deps.deviceId(),
            getAccessToken: () => auth.getAccessToken(),
            logger,
            ...deps.realtime,
          },
        });
      }),
      inactivity: loadedLogic('inactivity'),
      alerts: alertsMachine.provide(createAlertsImplementations({ api, logger })),
      bell: loadedLogic('bell'),
      agencyFolders: loadedLogic('agencyFolders'),
      profileApproval: loadedLogic('profileApproval'),
      // The same reading as the sign-in's: defaults applied, a malformed answer is an error.
      refreshUserInfo: fromPromise<UserInfo>(async () => {
        const reading = readUserInfo(await api.getUserInfo());
        if (!reading.valid) throw new Error(malformedUserInfoMessage(reading.problem));
        return reading.userInfo;
      }),
      // Its maps of the screens' modules are a chunk of their own, loaded with the first screen.
      loadScreen: fromPromise<AnyActorLogic, { id: string }>(async ({ input }) =>
        (await import('./screens')).loadScreenLogic(input.id, { api, drafts: draftDeps, logger, navigate: deps.navigate }),
      ),
      toaster: loadedLogic('toaster'),
      popup: loadedLogic('popup'),
      banner: loadedLogic('banner'),
      connection: loadedLogic('connection'),
      reLogin: reLoginMachine.provide(createReLoginImplementations({ navigate: deps.navigate, now: deps.now })),
      serviceWorkerRegistration: serviceWorkerRegistrationMachine.provide(
        createServiceWorkerRegistrationImplementations({ ...deps.serviceWorker, logger }),
      ),
    },
    actions: {
      navigate: (_: unknown, params: { to: string; replace?: boolean; state?: Readonly<Record<string, string>> | null }) =>
        deps.navigate(params.to, params.state ? { replace: params.replace, state: params.state } : { replace: params.replace }),
      reloadFrontUrl: (_: unknown, params: { url: string }) => deps.assignLocation(params.url),
      reloadPage: () => deps.reloadPage(),
      applyBranding: (_: unknown, params: { tenant: string }) => {
        // The tenant's display name comes from its translation file; the key is the fallback.
        deps.setTitle(loadedI18n?.t('tenant.name', { defaultValue: params.tenant }) ?? params.tenant);
      },
      persistLanguage: (_: unknown, params: { language: Language }) => writeLocal(STORAGE_KEYS.lang, params.language),
      logBootError: (_: unknown, params: { error: unknown }) => logger.error('Boot failed', describeError(params.error)),
      logScreenUnavailable: (_: unknown, params: { error: unknown }) =>
        logUnlessLeaving(
          logger,
          { leaving: deps.pageLeaving },
          { failed: 'A screen could not be loaded', stopped: 'A screen stopped loading' },
          params.error,
        ),
      logUserInfoRefreshFailed: (_: unknown, params: { error: unknown }) =>
        logger.log('warn', `User info refresh after the profile approval failed: ${describeError(params.error)}`),
      startLogin,
      forgetAutoLogoutFlag: () => removeLocal(STORAGE_KEYS.autoLogout),
      persistApplicantArea: (_: unknown, params: { applicantArea: ApplicantArea }) =>
        writeSession(STORAGE_KEYS.applicantArea, params.applicantArea ?? ''),
      cacheUserInfo: (_: unknown, params: { userInfo: UserInfo }) => writeSession(USER_INFO_CACHE_KEY, JSON.stringify(params.userInfo)),
    },
  };
}
