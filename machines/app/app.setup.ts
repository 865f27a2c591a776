// The app machine's setup: its types, its actors and delays, and the actions and guards of the
// root and of more than one region. Each region's own actions and guards sit beside its states in
// its file (app.boot.ts, app.session.ts, app.shell.ts…), which this setup gathers; effects are
// placeholders, src/services/app.implementations.ts provides the real ones, tests provide fakes.
// The region files type their state configs against this setup (`satisfies AppStateConfig`) and
// import it for types only, so that it can import their actions without a cycle; app.machine.ts
// assembles them.
import { raise, setup, type AnyActorLogic } from 'xstate';
import { placeholderAction, placeholderActor, placeholderLogic } from '../placeholders';
import type { ApplicantArea } from '../domain/applicantArea';
import { MAINTENANCE_RELOAD_MS, type Language } from '../domain/constants';
import type { BootError } from '../domain/settingsValidation';
import type { AppSettings, ClientConfiguration, UserInfo } from '../domain/types';
import type { FailureRaisedEvent, FailureRetryEvent, RaisedFailure } from '../domain/failures';
import type { NotificationRedirect } from '../domain/notificationRedirect';
import { errorDialogMachine } from '../errorDialog/errorDialog.machine';
import { alertsMachine } from '../alerts/alerts.machine';
// The session's children that run only once signed in: types only here, their code arrives with the
// layout's chunk (loadShell) and the browser layer provides them.
import type { bannerMachine } from '../banner/banner.machine';
import type { popupMachine } from '../popup/popup.machine';
import type { toasterMachine } from '../toaster/toaster.machine';
import type { agencyFoldersMachine } from '../agencyFolders/agencyFolders.machine';
import type { bellMachine } from '../bell/bell.machine';
import type { connectionMachine, ConnectionParentEvent } from '../connection/connection.machine';
import type { inactivityMachine } from '../inactivity/inactivity.machine';
import type { profileApprovalMachine, ProfileApprovalSettledEvent } from '../profileApproval/profileApproval.machine';
import { reLoginMachine, type ReLoginEvent } from '../reLogin/reLogin.machine';
import {
  serviceWorkerRegistrationMachine,
  type ServiceWorkerRegistrationEvent,
} from '../serviceWorkerRegistration/serviceWorkerRegistration.machine';
import { signInMachine, type AuthCheck } from '../signIn/signIn.machine';
import { bootActions, bootGuards } from './app.boot';
import { inactivityActions } from './app.inactivity';
import { languageActions, languageGuards } from './app.language';
import { maintenanceActions, maintenanceGuards } from './app.maintenance';
import { profileApprovalActions, profileApprovalGuards } from './app.profileApproval';
import { routeActions, routeGuards } from './app.route';
import { screenActions, screenGuards } from './app.screen';
import { sessionActions, sessionGuards } from './app.session';
import { shellActions, shellGuards } from './app.shell';
import { appAssign, appSendTo, type AppGuardArgs } from './app.typed';

export { MAINTENANCE_PATH } from './app.context';

export interface TranslationsRequest {
  tenant: string;
  language: Language;
  purpose: 'boot' | 'languageSwitch';
}

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
  device: DeviceContext;
}

export interface DeviceContext {
  id: string;
  suggestedName: string;
  /** "Not now" was answered to the save-device question in this tab's session. */
  questionDeclined: boolean;
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
  device: DeviceContext;
  /** The signed-in user's info (or the tab's cached copy until it is refreshed). */
  userInfo: UserInfo | null;
  inactivityClock: InactivityClock | null;
  /** The declared screen whose machine runs (or loads) as the child `screen` (app.screen.ts). */
  screen: string | null;
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
  /** Forbidden screen: end the provider session, then sign in with another account. */
  | { type: 'SWITCH_ACCOUNT' }
  | { type: 'USER.CLICK'; at: number }
  /** The tab became visible again (after sleep, or a frozen background tab). */
  | { type: 'TAB.VISIBLE'; at: number }
  | { type: 'NETWORK.ONLINE' }
  | { type: 'NETWORK.OFFLINE' }
  | { type: 'LANGUAGE.CHANGE'; language: Language }
  | { type: 'BOOT.RETRY' }
  /** The screen's chunk (or the signed-in session's, loadShell) failed to load: the user asks again. */
  | { type: 'SCREEN.RETRY' }
  /** From the profileApproval child: approved or saved; the user info is refreshed. */
  | ProfileApprovalSettledEvent
  /** From the `connection` child: a validated push, and ids the server marked processed. */
  | ConnectionParentEvent
  /** From a child whose call failed: the shared error dialog, with the event that repeats it. */
  | FailureRaisedEvent
  /** From the error dialog: Retry, to send back to the failure's source. */
  | FailureRetryEvent
  /** From the toaster, popup, banner or list: go where a notification leads. */
  | { type: 'NOTIFICATION.REDIRECT'; redirect: NotificationRedirect }
  /** From the toaster, popup or list: notifications were marked processed (the bell counts again). */
  | { type: 'NOTIFICATIONS.PROCESSED' };

export interface AppInput {
  location: AppLocation;
  online: boolean;
}

/** The root's actions, and those several regions use (each region's own are in its file). */
const rootActions = {
  /** Navigates the router. `replace` keeps the history clean for redirects. */
  navigate: placeholderAction<{ to: string; replace?: boolean; state?: Readonly<Record<string, string>> | null }>('navigate'),
  /** Page title, favicon and logo from the tenant, once translations are there. */
  applyBranding: placeholderAction<{ tenant: string }>('applyBranding'),
  /** An HTTP 401: the reLogin child decides, once however many calls fail together. */
  forwardUnauthorized: appSendTo(
    'reLogin',
    ({ context }) =>
      ({
        type: 'UNAUTHORIZED' as const,
        returnUrl: context.location.path + context.location.search,
        unauthorizedRoute: context.clientConfiguration!.unauthorized_route,
      }) satisfies ReLoginEvent,
  ),
  /** The reLogin child is armed again once the user is away from the re-login route. */
  forwardLocationToReLogin: appSendTo(
    'reLogin',
    ({ context }) => ({ type: 'LOCATION.CHANGED' as const, path: context.location.path }) satisfies ReLoginEvent,
  ),
  cacheUserInfo: placeholderAction<{ userInfo: UserInfo }>('cacheUserInfo'),
  announceRoute: raise<AppContext, AppEvent, AppEvent, undefined, never, never>({ type: 'ROUTE.UPDATED' }),
  /** Sends a failure's retry event to its source; guarded by isRetryFor where the source runs. */
  forwardRetry: appSendTo<{ failure: RaisedFailure }>(
    (_, params: { failure: RaisedFailure }) => params.failure.source,
    (_, params: { failure: RaisedFailure }) => params.failure.retry,
  ),
  assignSignedInUser: appAssign<{ userInfo: UserInfo; deviceQuestionDeclined: boolean }>(
    ({ context }, params: { userInfo: UserInfo; deviceQuestionDeclined: boolean }) => ({
      userInfo: params.userInfo,
      device: { ...context.device, questionDeclined: params.deviceQuestionDeclined },
    }),
  ),
  countRequestStarted: appAssign({ inFlight: ({ context }) => context.inFlight + 1 }),
  countRequestEnded: appAssign({ inFlight: ({ context }) => Math.max(0, context.inFlight - 1) }),
  /** The service worker waits for the app to be stable: it follows the count of requests in flight. */
  forwardRequestCount: appSendTo(
    'serviceWorkerRegistration',
    ({ context }) =>
      ({
        type: 'REQUESTS.CHANGED' as const,
        inFlight: context.inFlight,
      }) satisfies ServiceWorkerRegistrationEvent,
  ),
  markOnline: appAssign({ online: true }),
  markOffline: appAssign({ online: false }),
  assignLocation: appAssign({
    location: ({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent; bound to LOCATION.CHANGED only, the test narrows the event type.
      event.type === 'LOCATION.CHANGED' ? { path: event.path, search: event.search, state: event.state } : context.location,
  }),
};

/** The guards several regions use. */
const sharedGuards = {
  isRetryFor: (_: AppGuardArgs, params: { failure: RaisedFailure; sources: readonly string[] }) =>
    params.sources.includes(params.failure.source),
  // Stryker disable next-line OptionalChaining: equivalent; asked in signed-in states only, where user info is set.
  isInternalUser: ({ context }: AppGuardArgs) => context.userInfo?.userType === 'internalUser',
};

export const appSetup = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    // Invoke id → actor: `snapshot.children.signIn` is typed, views need no cast.
    children: {} as {
      loadSettings: 'loadSettings';
      prepareStorage: 'prepareStorage';
      loadTranslations: 'loadTranslations';
      switchLanguage: 'loadTranslations';
      checkAuth: 'checkAuth';
      signIn: 'signIn';
      loadShell: 'loadShell';
      signOut: 'signOut';
      readInactivityClock: 'readInactivityClock';
      inactivity: 'inactivity';
      alerts: 'alerts';
      bell: 'bell';
      agencyFolders: 'agencyFolders';
      profileApproval: 'profileApproval';
      refreshUserInfo: 'refreshUserInfo';
      loadScreen: 'loadScreen';
      errorDialog: 'errorDialog';
      toaster: 'toaster';
      popup: 'popup';
      banner: 'banner';
      connection: 'connection';
      reLogin: 'reLogin';
      serviceWorkerRegistration: 'serviceWorkerRegistration';
    },
  },
  actors: {
    loadSettings: placeholderActor<LoadedSettings>('loadSettings'),
    prepareStorage: placeholderActor<PreparedStorage, { localStorageVersion: string; deviceId: string | null }>('prepareStorage'),
    /**
     * The translation files. At `boot` their failures are the boot's (failure screen, maintenance),
     * not the global 401/503 rules, which would move the page while the session signs in beside
     * them; a `languageSwitch` follows the global rules like any call (spec section 8).
     */
    loadTranslations: placeholderActor<void, TranslationsRequest>('loadTranslations'),
    checkAuth: placeholderActor<AuthCheck>('checkAuth'),
    /** Logout: session storage cleared, then the provider's logout (the page leaves on success). */
    signOut: placeholderActor<void>('signOut'),
    readInactivityClock: placeholderActor<InactivityClock>('readInactivityClock'),
    signIn: signInMachine,
    /**
     * The code of the signed-in session's children (inactivity, bell, agency folders, toaster, popup,
     * banner, connection, profile approval), loaded with the layout's chunk before they run.
     */
    loadShell: placeholderActor<void>('loadShell'),
    inactivity: placeholderLogic<typeof inactivityMachine>('inactivity'),
    alerts: alertsMachine,
    bell: placeholderLogic<typeof bellMachine>('bell'),
    agencyFolders: placeholderLogic<typeof agencyFoldersMachine>('agencyFolders'),
    profileApproval: placeholderLogic<typeof profileApprovalMachine>('profileApproval'),
    /** GET user info again (the spec's store action after a profile approval). */
    refreshUserInfo: placeholderActor<UserInfo>('refreshUserInfo'),
    /** The machine of the screen `id` (machines/screens/), loaded with its chunk and provided with its effects. */
    loadScreen: placeholderActor<AnyActorLogic, { id: string }>('loadScreen'),
    errorDialog: errorDialogMachine,
    toaster: placeholderLogic<typeof toasterMachine>('toaster'),
    popup: placeholderLogic<typeof popupMachine>('popup'),
    banner: placeholderLogic<typeof bannerMachine>('banner'),
    connection: placeholderLogic<typeof connectionMachine>('connection'),
    reLogin: reLoginMachine,
    serviceWorkerRegistration: serviceWorkerRegistrationMachine,
  },
  actions: {
    ...rootActions,
    ...bootActions,
    ...languageActions,
    ...maintenanceActions,
    ...sessionActions,
    ...routeActions,
    ...profileApprovalActions,
    ...inactivityActions,
    ...shellActions,
    ...screenActions,
  },
  guards: {
    ...sharedGuards,
    ...bootGuards,
    ...languageGuards,
    ...maintenanceGuards,
    ...sessionGuards,
    ...routeGuards,
    ...profileApprovalGuards,
    ...shellGuards,
    ...screenGuards,
  },
  delays: {
    maintenanceReload: MAINTENANCE_RELOAD_MS,
  },
});

/** A region's state config, typed against this setup (what `appSetup.createStateConfig` takes). */
export type AppStateConfig = Parameters<typeof appSetup.createStateConfig>[0];

export { firstTabPath, routeDecision, screenInput, shownScreen } from './app.context';
