// Root machine of the portal: the boot (settings, storage version, translations), the session
// (sign-in, route guards, inactivity, the shell's alerts, bell and agency folders, logout), the
// in-flight request count, the network status, the language and the global navigation intents
// (maintenance, re-login). Effects are placeholders named
// in setup(); src/services/app.implementations.ts provides the real ones, tests provide fakes.
import { assign, fromPromise, raise, sendTo, setup } from 'xstate';
import type { ApplicantArea } from '../domain/applicantArea';
import { DEFAULT_LANGUAGE, MAINTENANCE_RELOAD_MS, type Language } from '../domain/constants';
import { isApplicantPath } from '../domain/routes';
import { readNavigationIntent, sessionRouteKind, signedInRouteDecision, type SignedInRouteDecision } from '../domain/session';
import { isBootError, type BootError } from '../domain/settingsValidation';
import type { AppSettings, ClientConfiguration, UserInfo } from '../domain/types';
import { agencyFoldersMachine } from '../agencyFolders/agencyFolders.machine';
import { alertsMachine } from '../alerts/alerts.machine';
import { bellMachine } from '../bell/bell.machine';
import { inactivityMachine } from '../inactivity/inactivity.machine';
import { signInMachine, type AuthCheck, type SignInOutput } from '../signIn/signIn.machine';

const MAINTENANCE_PATH = '/maintenance';

type SignInDone = { event: { output: SignInOutput } };

/** A finished sign-in records the user (context and the tab's cache). */
const RECORD_SIGNED_IN_USER = [
  { type: 'assignSignedInUser', params: ({ event }: SignInDone) => signedInUser(event.output) },
  { type: 'cacheUserInfo', params: ({ event }: SignInDone) => signedInUser(event.output) },
] as const;

/** User info answered 403: the forbidden route (spec section 8). */
const FORBIDDEN_OUTCOME = {
  guard: { type: 'isForbiddenOutcome', params: ({ event }: SignInDone) => event.output },
  target: 'leaving',
  actions: {
    type: 'navigate',
    params: ({ context }: { context: AppContext }) => ({ to: context.clientConfiguration!.forbidden_route, replace: true }),
  },
} as const;

/**
 * Every boot step fails the same way: the screen names the file (and field), the log gets it.
 * A 503 is the host's maintenance, not a broken file: the maintenance screen (spec section 8).
 */
const BOOT_FAILED = [
  {
    guard: { type: 'isMaintenanceError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    target: '#app.bootMaintenance',
  },
  {
    target: '#app.bootFailed',
    actions: [
      { type: 'assignBootError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      { type: 'logBootError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    ],
  },
] as const;

export interface LoadedSettings {
  appSettings: AppSettings;
  clientConfiguration: ClientConfiguration;
}

/** What the browser's storage holds for this start, read after the version rule ran. */
export interface PreparedStorage {
  /** The language kept in local storage. */
  language: Language | null;
  /** An inactivity logout happened: /autologin shows a one-line notice once. */
  autoLogoutNotice: boolean;
  applicantArea: ApplicantArea;
  /** User info kept for this tab: no loading modal while it is refreshed. */
  cachedUserInfo: UserInfo | null;
  device: { id: string; suggestedName: string };
}

export interface AppLocation {
  path: string;
  search: string;
  /** The router's navigation state (forceLogin, returnUrl): untrusted, read by readNavigationIntent. */
  state?: unknown;
}

export interface InactivityClock {
  lastClick: number | null;
  now: number;
}

export interface AppContext {
  settings: AppSettings | null;
  clientConfiguration: ClientConfiguration | null;
  bootError: BootError | null;
  language: Language;
  /** The language being loaded; `language` changes only once its files are there. */
  requestedLanguage: Language | null;
  /** Requests in flight, reported by the HTTP client; drives the global loading bar. */
  inFlight: number;
  online: boolean;
  location: AppLocation;
  autoLogoutNotice: boolean;
  applicantArea: ApplicantArea;
  device: { id: string; suggestedName: string };
  /** The signed-in user's info (or the tab's cached copy until it is refreshed). */
  userInfo: UserInfo | null;
  inactivityClock: InactivityClock | null;
}

export type AppEvent =
  | { type: 'HTTP.REQUEST_STARTED' }
  | { type: 'HTTP.REQUEST_ENDED' }
  | { type: 'HTTP.UNAUTHORIZED' }
  | { type: 'HTTP.MAINTENANCE' }
  | { type: 'LOCATION.CHANGED'; path: string; search: string; state?: unknown }
  /** Raised by the machine itself once the new location is recorded. */
  | { type: 'ROUTE.UPDATED' }
  | { type: 'LOGIN' }
  | { type: 'LOGOUT' }
  | { type: 'USER.CLICK'; at: number }
  | { type: 'NETWORK.ONLINE' }
  | { type: 'NETWORK.OFFLINE' }
  | { type: 'LANGUAGE.CHANGE'; language: Language }
  | { type: 'BOOT.RETRY' };

export interface AppInput {
  location: AppLocation;
  online: boolean;
}

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    loadSettings: fromPromise<LoadedSettings>(async () => {
      throw new Error('loadSettings is provided by the browser layer');
    }),
    prepareStorage: fromPromise<PreparedStorage, { localStorageVersion: string; deviceId: string | null }>(async () => {
      throw new Error('prepareStorage is provided by the browser layer');
    }),
    loadTranslations: fromPromise<void, { tenant: string; language: Language }>(async () => {
      throw new Error('loadTranslations is provided by the browser layer');
    }),
    checkAuth: fromPromise<AuthCheck>(async () => {
      throw new Error('checkAuth is provided by the browser layer');
    }),
    /** Logout: session storage cleared, then the provider's logout (the page leaves on success). */
    signOut: fromPromise<void>(async () => {
      throw new Error('signOut is provided by the browser layer');
    }),
    readInactivityClock: fromPromise<InactivityClock>(async () => {
      throw new Error('readInactivityClock is provided by the browser layer');
    }),
    signIn: signInMachine,
    inactivity: inactivityMachine,
    alerts: alertsMachine,
    bell: bellMachine,
    agencyFolders: agencyFoldersMachine,
  },
  actions: {
    /** Navigates the router. `replace` keeps the history clean for redirects. */
    navigate: (_, _params: { to: string; replace?: boolean }) => {},
    /** Full page load of the front URL (maintenance screen, after its delay). */
    reloadFrontUrl: (_, _params: { url: string }) => {},
    /** Full page load of the current URL (maintenance during boot: no front URL known yet). */
    reloadPage: () => {},
    /** Page title, favicon and logo from the tenant, once translations are there. */
    applyBranding: (_, _params: { tenant: string }) => {},
    /** Starts a new sign-in that comes back to the current URL (HTTP 401). */
    startReLogin: (_, _params: { returnUrl: string; unauthorizedRoute: string }) => {},
    persistLanguage: (_, _params: { language: Language }) => {},
    /** Redirects to the identity provider (same implementation as signIn's). */
    startLogin: (_, _params: { returnUrl: string | null; prompt: 'login' | undefined }) => {},
    clearAutoLogoutNotice: assign({ autoLogoutNotice: false }),
    /** Removes the stored autoLogout flag once its notice is shown. */
    forgetAutoLogoutFlag: () => {},
    persistApplicantArea: (_, _params: { applicantArea: ApplicantArea }) => {},
    cacheUserInfo: (_, _params: { userInfo: UserInfo }) => {},
    announceRoute: raise({ type: 'ROUTE.UPDATED' }),
    forwardClick: sendTo('inactivity', ({ event }) => ({ type: 'CLICK' as const, at: event.type === 'USER.CLICK' ? event.at : 0 })),
    assignStorage: assign((_, params: PreparedStorage) => ({
      autoLogoutNotice: params.autoLogoutNotice,
      applicantArea: params.applicantArea,
      userInfo: params.cachedUserInfo,
      device: params.device,
    })),
    assignSignedInUser: assign({ userInfo: (_, params: { userInfo: UserInfo }) => params.userInfo }),
    enterApplicantArea: assign({ applicantArea: 'worker' as const }),
    assignInactivityClock: assign({ inactivityClock: (_, params: InactivityClock) => params }),
    logBootError: (_, _params: { error: BootError | unknown }) => {},
    countRequestStarted: assign({ inFlight: ({ context }) => context.inFlight + 1 }),
    countRequestEnded: assign({ inFlight: ({ context }) => Math.max(0, context.inFlight - 1) }),
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
    assignLocation: assign({
      location: ({ context, event }) =>
        event.type === 'LOCATION.CHANGED' ? { path: event.path, search: event.search, state: event.state } : context.location,
    }),
    assignSettings: assign((_, params: LoadedSettings) => ({
      settings: params.appSettings,
      clientConfiguration: params.clientConfiguration,
      bootError: null,
    })),
    assignStoredLanguage: assign({
      language: ({ context }, params: PreparedStorage) => params.language ?? context.language,
    }),
    assignRequestedLanguage: assign({ requestedLanguage: (_, params: { language: Language }) => params.language }),
    commitRequestedLanguage: assign({
      language: ({ context }) => context.requestedLanguage ?? context.language,
      requestedLanguage: null,
    }),
    dropRequestedLanguage: assign({ requestedLanguage: null }),
    assignBootError: assign({ bootError: (_, params: { error: unknown }) => toBootError(params.error) }),
  },
  guards: {
    isMaintenanceLocation: ({ context }) => context.location.path === MAINTENANCE_PATH,
    isNotMaintenanceLocation: ({ context }) => context.location.path !== MAINTENANCE_PATH,
    isMaintenanceError: (_, params: { error: unknown }) => isBootError(params.error) && params.error.status === 503,
    isOtherLanguage: ({ context, event }) => event.type === 'LANGUAGE.CHANGE' && event.language !== context.language,
    isCallbackRoute: ({ context }) => sessionRouteKind(context.location.path) === 'callback',
    isAutologinRoute: ({ context }) => sessionRouteKind(context.location.path) === 'autologin',
    isGuestOnlyRoute: ({ context }) => sessionRouteKind(context.location.path) === 'guestOnly',
    isPublicRoute: ({ context }) => sessionRouteKind(context.location.path) === 'public',
    isSignInInterrupted: ({ context }) => ['autologin', 'public'].includes(sessionRouteKind(context.location.path)),
    hasAutoLogoutNotice: ({ context }) => context.autoLogoutNotice,
    isAuthenticated: (_, params: AuthCheck) => params.authenticated,
    isSignedInOutcome: (_, params: SignInOutput) => params.result === 'signedIn',
    isForbiddenOutcome: (_, params: SignInOutput) => params.result === 'forbidden',
    isInternalUser: ({ context }) => context.userInfo?.userType === 'internalUser',
    isLeavingSession: ({ context }) => routeDecision(context).kind === 'leaveSession',
    isRouteRedirected: ({ context }) => routeDecision(context).kind === 'redirect',
    isEnteringApplicantArea: ({ context }) => routeDecision(context).kind === 'enterApplicantArea',
  },
  delays: {
    maintenanceReload: MAINTENANCE_RELOAD_MS,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    settings: null,
    clientConfiguration: null,
    bootError: null,
    language: DEFAULT_LANGUAGE,
    requestedLanguage: null,
    inFlight: 0,
    online: input.online,
    location: input.location,
    autoLogoutNotice: false,
    applicantArea: null,
    device: { id: '', suggestedName: '' },
    userInfo: null,
    inactivityClock: null,
  }),
  on: {
    'HTTP.REQUEST_STARTED': { actions: 'countRequestStarted' },
    'HTTP.REQUEST_ENDED': { actions: 'countRequestEnded' },
    'NETWORK.ONLINE': { actions: 'markOnline' },
    'NETWORK.OFFLINE': { actions: 'markOffline' },
  },
  initial: 'booting',
  states: {
    booting: {
      initial: 'loadingSettings',
      // The location is recorded during boot too, so the ready state starts from the real URL.
      on: { 'LOCATION.CHANGED': { actions: 'assignLocation' } },
      states: {
        loadingSettings: {
          invoke: {
            id: 'loadSettings',
            src: 'loadSettings',
            onDone: {
              target: 'preparingStorage',
              actions: { type: 'assignSettings', params: ({ event }) => event.output },
            },
            onError: BOOT_FAILED,
          },
        },
        preparingStorage: {
          // The local-storage version rule runs before anything else reads local storage.
          invoke: {
            id: 'prepareStorage',
            src: 'prepareStorage',
            input: ({ context }) => ({ localStorageVersion: context.settings!.localStorageVersion, deviceId: context.settings!.deviceId }),
            onDone: {
              target: 'loadingTranslations',
              actions: [
                { type: 'assignStoredLanguage', params: ({ event }) => event.output },
                { type: 'assignStorage', params: ({ event }) => event.output },
              ],
            },
            // Local storage has no maintenance: only the failure screen.
            onError: BOOT_FAILED[1],
          },
        },
        loadingTranslations: {
          invoke: {
            id: 'loadTranslations',
            src: 'loadTranslations',
            input: ({ context }) => ({ tenant: context.settings!.tenantName, language: context.language }),
            onDone: {
              target: '#app.ready',
              actions: { type: 'applyBranding', params: ({ context }) => ({ tenant: context.settings!.tenantName }) },
            },
            onError: BOOT_FAILED,
          },
        },
      },
    },
    bootFailed: {
      on: { 'BOOT.RETRY': { target: 'booting' } },
    },
    bootMaintenance: {
      // The maintenance screen with the built-in texts; after its delay the page loads again.
      after: { maintenanceReload: { actions: 'reloadPage' } },
    },
    ready: {
      type: 'parallel',
      on: {
        // Regions react to ROUTE.UPDATED, raised after the location is recorded, so their guards read
        // the new location.
        'LOCATION.CHANGED': { actions: ['assignLocation', 'announceRoute'] },
        'HTTP.MAINTENANCE': {
          actions: { type: 'navigate', params: { to: '/maintenance', replace: true } },
        },
        'HTTP.UNAUTHORIZED': {
          actions: {
            type: 'startReLogin',
            params: ({ context }) => ({
              returnUrl: context.location.path + context.location.search,
              unauthorizedRoute: context.clientConfiguration!.unauthorized_route,
            }),
          },
        },
      },
      states: {
        session: {
          initial: 'routing',
          states: {
            routing: {
              always: [
                { guard: 'isCallbackRoute', target: 'completingLogin' },
                { guard: 'isAutologinRoute', target: 'autologin' },
                { guard: 'isGuestOnlyRoute', target: 'checkingGuest' },
                { guard: 'isPublicRoute', target: 'anonymous' },
                { target: 'authenticating' },
              ],
            },
            anonymous: {
              on: { 'ROUTE.UPDATED': { target: 'routing' } },
            },
            autologin: {
              initial: 'deciding',
              on: { 'ROUTE.UPDATED': { target: 'routing' } },
              states: {
                deciding: {
                  always: [{ guard: 'hasAutoLogoutNotice', target: 'showingNotice' }, { target: 'redirecting' }],
                },
                showingNotice: {
                  // "Signed out after inactivity": shown once, then the user signs in again.
                  entry: 'forgetAutoLogoutFlag',
                  on: { LOGIN: { target: 'redirecting', actions: 'clearAutoLogoutNotice' } },
                },
                redirecting: {
                  entry: {
                    type: 'startLogin',
                    params: ({ context }) => {
                      const intent = readNavigationIntent(context.location.state);
                      return { returnUrl: intent.returnUrl, prompt: intent.forceLogin ? undefined : 'login' as const };
                    },
                  },
                },
              },
            },
            checkingGuest: {
              // account, landing, guest-rh: only for signed-out users; a session goes to its landing route.
              invoke: {
                id: 'checkAuth',
                src: 'checkAuth',
                onDone: [
                  { guard: { type: 'isAuthenticated', params: ({ event }) => event.output }, target: 'authenticating' },
                  { target: 'anonymous' },
                ],
                onError: { target: 'anonymous' },
              },
            },
            completingLogin: {
              // A 401 (re-login) or 503 (maintenance) during sign-in moves the page: follow it.
              on: { 'ROUTE.UPDATED': { guard: 'isSignInInterrupted', target: 'routing' } },
              invoke: {
                id: 'signIn',
                src: 'signIn',
                input: ({ context }) => signInInput(context, 'callback'),
                onDone: [
                  {
                    guard: { type: 'isSignedInOutcome', params: ({ event }) => event.output },
                    target: 'signedIn',
                    actions: [
                      ...RECORD_SIGNED_IN_USER,
                      // Back to the requested URL (checked same-origin by signIn), else post_login_route.
                      {
                        type: 'navigate',
                        params: ({ context, event }) => ({
                          to: (event.output.result === 'signedIn' && event.output.returnUrl) || context.clientConfiguration!.post_login_route,
                          replace: true,
                        }),
                      },
                    ],
                  },
                  FORBIDDEN_OUTCOME,
                  { target: 'leaving' },
                ],
              },
            },
            authenticating: {
              // A 401 (re-login) or 503 (maintenance) during sign-in moves the page: follow it.
              on: { 'ROUTE.UPDATED': { guard: 'isSignInInterrupted', target: 'routing' } },
              invoke: {
                id: 'signIn',
                src: 'signIn',
                input: ({ context }) => signInInput(context, 'ensure'),
                onDone: [
                  {
                    guard: { type: 'isSignedInOutcome', params: ({ event }) => event.output },
                    target: 'signedIn',
                    actions: RECORD_SIGNED_IN_USER,
                  },
                  FORBIDDEN_OUTCOME,
                  // 401 and 503 are the HTTP rule's: wait for the navigation it starts.
                  { target: 'leaving' },
                ],
              },
            },
            leaving: {
              on: { 'ROUTE.UPDATED': { target: 'routing' } },
            },
            signedIn: {
              type: 'parallel',
              on: {
                LOGOUT: { target: 'signingOut' },
              },
              states: {
                route: {
                  initial: 'checking',
                  on: {
                    'ROUTE.UPDATED': [
                      { guard: 'isLeavingSession', target: '#app.ready.session.routing' },
                      { target: '.checking' },
                    ],
                  },
                  states: {
                    checking: {
                      always: [
                        {
                          guard: 'isRouteRedirected',
                          target: 'redirecting',
                          actions: { type: 'navigate', params: ({ context }) => ({ to: redirectTarget(context), replace: true }) },
                        },
                        {
                          guard: 'isEnteringApplicantArea',
                          target: 'entered',
                          actions: ['enterApplicantArea', { type: 'persistApplicantArea', params: { applicantArea: 'worker' } }],
                        },
                        { target: 'entered' },
                      ],
                    },
                    redirecting: {},
                    entered: {},
                  },
                },
                inactivity: {
                  initial: 'deciding',
                  states: {
                    deciding: {
                      always: [{ guard: 'isInternalUser', target: 'exempt' }, { target: 'readingClock' }],
                    },
                    // Internal users are exempt from the inactivity logout (spec section 6).
                    exempt: {},
                    readingClock: {
                      invoke: {
                        id: 'readInactivityClock',
                        src: 'readInactivityClock',
                        onDone: { target: 'watching', actions: { type: 'assignInactivityClock', params: ({ event }) => event.output } },
                        onError: { target: 'exempt' },
                      },
                    },
                    watching: {
                      on: { 'USER.CLICK': { actions: 'forwardClick' } },
                      invoke: {
                        id: 'inactivity',
                        src: 'inactivity',
                        input: ({ context }) => context.inactivityClock!,
                        // One hour without a click: the inactivity machine stored the autoLogout flag;
                        // the logout itself is the same as the profile menu's.
                        onDone: { target: '#app.ready.session.signingOut' },
                      },
                    },
                  },
                },
                // The authorised layout's own actors (spec section 2): the alert slider for everyone,
                // the agency-folder dropdown for internal users, the bell's badge for the others
                // (decisions.md "Shell"). They live as long as the session, not the route.
                shell: {
                  initial: 'deciding',
                  invoke: { id: 'alerts', src: 'alerts' },
                  states: {
                    deciding: {
                      always: [{ guard: 'isInternalUser', target: 'internalUser' }, { target: 'otherUser' }],
                    },
                    internalUser: {
                      invoke: { id: 'agencyFolders', src: 'agencyFolders' },
                    },
                    otherUser: {
                      invoke: { id: 'bell', src: 'bell', input: ({ context }) => ({ userType: context.userInfo!.userType }) },
                    },
                  },
                },
              },
            },
            signingOut: {
              invoke: {
                id: 'signOut',
                src: 'signOut',
                // The provider's logout page takes over; nothing follows on this page.
                onDone: { target: 'signedOut' },
                // The provider could not be reached: session storage is already cleared, so go to
                // the sign-in entry rather than leave an empty layout.
                onError: {
                  target: 'leaving',
                  actions: { type: 'navigate', params: ({ context }) => ({ to: context.clientConfiguration!.unauthorized_route, replace: true }) },
                },
              },
            },
            signedOut: {},
          },
        },
        maintenance: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'isMaintenanceLocation', target: 'waitingToReload' },
            },
            waitingToReload: {
              always: { guard: 'isNotMaintenanceLocation', target: 'idle' },
              // The maintenance screen reloads the front URL after its delay (spec section 9).
              after: {
                maintenanceReload: {
                  target: 'reloading',
                  actions: { type: 'reloadFrontUrl', params: ({ context }) => ({ url: context.settings!.frontUrl }) },
                },
              },
            },
            // The page is being replaced; if it was not (same URL), leaving the route resets this.
            reloading: {
              always: { guard: 'isNotMaintenanceLocation', target: 'idle' },
            },
          },
        },
        language: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'LANGUAGE.CHANGE': {
                  guard: 'isOtherLanguage',
                  target: 'switching',
                  actions: { type: 'assignRequestedLanguage', params: ({ event }) => ({ language: event.language }) },
                },
              },
            },
            switching: {
              invoke: {
                id: 'switchLanguage',
                src: 'loadTranslations',
                input: ({ context }) => ({ tenant: context.settings!.tenantName, language: context.requestedLanguage! }),
                onDone: {
                  target: 'idle',
                  actions: [
                    'commitRequestedLanguage',
                    { type: 'persistLanguage', params: ({ context }) => ({ language: context.language }) },
                    { type: 'applyBranding', params: ({ context }) => ({ tenant: context.settings!.tenantName }) },
                  ],
                },
                // A language whose files fail to load leaves the current texts in place.
                onError: { target: 'idle', actions: 'dropRequestedLanguage' },
              },
            },
          },
        },
      },
    },
  },
});

function signInInput(context: AppContext, mode: 'ensure' | 'callback') {
  return {
    mode,
    // The applicant area needs a signed-in user, "otherwise redirects to /home": a login started
    // from it comes back to /home.
    requestedUrl: isApplicantPath(context.location.path) ? '/home' : context.location.path + context.location.search,
    hasUserData: context.userInfo !== null,
    maxIatOffsetSeconds: context.clientConfiguration!.max_id_token_iat_offset_allowed_in_seconds,
    deviceId: context.device.id,
    suggestedDeviceName: context.device.suggestedName,
  };
}

function signedInUser(output: SignInOutput): { userInfo: UserInfo } {
  if (output.result !== 'signedIn') throw new Error('signedInUser needs a signed-in outcome');
  return { userInfo: output.userInfo };
}

function routeDecision(context: AppContext): SignedInRouteDecision {
  if (!context.userInfo) return { kind: 'stay' };
  return signedInRouteDecision({
    path: context.location.path,
    user: context.userInfo,
    tenant: context.settings?.tenantName ?? '',
    applicantArea: context.applicantArea,
  });
}

function redirectTarget(context: AppContext): string {
  const decision = routeDecision(context);
  return decision.kind === 'redirect' ? decision.to : '/home';
}

function toBootError(error: unknown): BootError {
  if (isBootError(error)) return error;
  return { file: 'unknown', problem: 'unreachable', detail: error instanceof Error ? error.message : String(error) };
}
