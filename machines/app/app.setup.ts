// The app machine's setup: its types and every named action, guard, actor and delay. Effects are
// placeholders; src/services/app.implementations.ts provides the real ones, tests provide fakes.
// The state configs live one file per part (app.boot.ts, app.session.ts, app.maintenance.ts,
// app.language.ts), written with `appSetup.createStateConfig` so they are typed against this setup;
// app.machine.ts assembles them.
import { assign, raise, sendTo, setup, stopChild, type AnyActorLogic } from 'xstate';
import { placeholderAction, placeholderActor } from '../placeholders';
import type { ApplicantArea } from '../domain/applicantArea';
import { MAINTENANCE_RELOAD_MS, type Language } from '../domain/constants';
import {
  endsInAuthorisedLayout,
  isUnknownPath,
  sessionRouteKind,
  signedInRouteDecision,
  type SignedInRouteDecision,
} from '../domain/session';
import { isBootError, type BootError } from '../domain/settingsValidation';
import type { AppNotification, AppSettings, ClientConfiguration, UserInfo } from '../domain/types';
import type { FailureRaisedEvent, FailureRetryEvent, RaisedFailure } from '../domain/failures';
import { isImportantNotification, type NotificationRedirect } from '../domain/notificationRedirect';
import { NOTIFICATION_LIST_PATH } from '../domain/routes';
import { bannerMachine } from '../banner/banner.machine';
import { errorDialogMachine } from '../errorDialog/errorDialog.machine';
import { popupMachine } from '../popup/popup.machine';
import { toasterMachine } from '../toaster/toaster.machine';
import { agencyFoldersMachine } from '../agencyFolders/agencyFolders.machine';
import { alertsMachine } from '../alerts/alerts.machine';
import { bellMachine } from '../bell/bell.machine';
import { connectionMachine, type ConnectionEvent, type ConnectionParentEvent } from '../connection/connection.machine';
import { reLoginMachine, type ReLoginEvent } from '../reLogin/reLogin.machine';
import {
  serviceWorkerRegistrationMachine,
  type ServiceWorkerRegistrationEvent,
} from '../serviceWorkerRegistration/serviceWorkerRegistration.machine';
import { inactivityMachine } from '../inactivity/inactivity.machine';
import { signInMachine, type AuthCheck, type SignInOutput } from '../signIn/signIn.machine';
import { profileApprovalMachine, type ProfileApprovalSettledEvent } from '../profileApproval/profileApproval.machine';
import { needsProfileApproval } from '../domain/profileApproval';
import { subMenu } from '../domain/navigation';
import { fillParams } from '../domain/pathPatterns';
import { SCREEN_ACTOR_ID, type ScreenHostEvent, type ScreenInput, type ScreenRoute } from '../families/screen';
import { screenAt, type ScreenMatch } from '../screens/lookup';

export const MAINTENANCE_PATH = '/maintenance';

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
  /** The screen's chunk failed to load: the user asks again. */
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
    inactivity: inactivityMachine,
    alerts: alertsMachine,
    bell: bellMachine,
    agencyFolders: agencyFoldersMachine,
    profileApproval: profileApprovalMachine,
    /** GET user info again (the spec's store action after a profile approval). */
    refreshUserInfo: placeholderActor<UserInfo>('refreshUserInfo'),
    /** The machine of the screen `id` (machines/screens/), loaded with its chunk and provided with its effects. */
    loadScreen: placeholderActor<AnyActorLogic, { id: string }>('loadScreen'),
    errorDialog: errorDialogMachine,
    toaster: toasterMachine,
    popup: popupMachine,
    banner: bannerMachine,
    connection: connectionMachine,
    reLogin: reLoginMachine,
    serviceWorkerRegistration: serviceWorkerRegistrationMachine,
  },
  actions: {
    /** Navigates the router. `replace` keeps the history clean for redirects. */
    navigate: placeholderAction<{ to: string; replace?: boolean; state?: Readonly<Record<string, string>> | null }>('navigate'),
    /** Full page load of the front URL (maintenance screen, after its delay). */
    reloadFrontUrl: placeholderAction<{ url: string }>('reloadFrontUrl'),
    /** Full page load of the current URL (maintenance during boot: no front URL known yet). */
    reloadPage: placeholderAction('reloadPage'),
    /** Page title, favicon and logo from the tenant, once translations are there. */
    applyBranding: placeholderAction<{ tenant: string }>('applyBranding'),
    /** An HTTP 401: the reLogin child decides, once however many calls fail together. */
    forwardUnauthorized: sendTo(
      'reLogin',
      ({ context }) =>
        ({
          type: 'UNAUTHORIZED' as const,
          returnUrl: context.location.path + context.location.search,
          unauthorizedRoute: context.clientConfiguration!.unauthorized_route,
        }) satisfies ReLoginEvent,
    ),
    /** The reLogin child is armed again once the user is away from the re-login route. */
    forwardLocationToReLogin: sendTo(
      'reLogin',
      ({ context }) => ({ type: 'LOCATION.CHANGED' as const, path: context.location.path }) satisfies ReLoginEvent,
    ),
    /** A push from the hub: the bell's badge counts it at once. */
    countPushOnBell: sendTo('bell', { type: 'NOTIFICATION.RECEIVED' as const }),
    /** The network is gone or back: the real-time connection closes on purpose, or opens again. */
    disconnectRealtime: sendTo('connection', { type: 'DISCONNECT' } satisfies ConnectionEvent),
    connectRealtime: sendTo('connection', { type: 'CONNECT' } satisfies ConnectionEvent),
    persistLanguage: placeholderAction<{ language: Language }>('persistLanguage'),
    /** Redirects to the identity provider (same implementation as signIn's). */
    startLogin: placeholderAction<{ returnUrl: string | null; prompt: 'login' | undefined }>('startLogin'),
    clearAutoLogoutNotice: assign({ autoLogoutNotice: false }),
    /** Removes the stored autoLogout flag once its notice is shown. */
    forgetAutoLogoutFlag: placeholderAction('forgetAutoLogoutFlag'),
    persistApplicantArea: placeholderAction<{ applicantArea: ApplicantArea }>('persistApplicantArea'),
    cacheUserInfo: placeholderAction<{ userInfo: UserInfo }>('cacheUserInfo'),
    announceRoute: raise({ type: 'ROUTE.UPDATED' }),
    // Notifications: pushes to the toaster, popup and banner; processed ids to the banner;
    // failures to the shared error dialog; a processed mark makes the bell count again.
    forwardPushToToaster: sendTo('toaster', (_, params: { notification: AppNotification }) => ({
      type: 'NOTIFICATION.RECEIVED' as const,
      notification: params.notification,
    })),
    forwardPushToPopup: sendTo('popup', (_, params: { notification: AppNotification }) => ({
      type: 'NOTIFICATION.RECEIVED' as const,
      notification: params.notification,
    })),
    forwardPushToBanner: sendTo('banner', (_, params: { notification: AppNotification }) => ({
      type: 'NOTIFICATION.RECEIVED' as const,
      notification: params.notification,
    })),
    forwardProcessedToBanner: sendTo('banner', (_, params: { ids: string[] }) => ({
      type: 'IMPORTANT.PROCESSED' as const,
      ids: params.ids,
    })),
    forwardFailure: sendTo('errorDialog', (_, params: FailureRaisedEvent) => params),
    // The running screen (app.screen.ts): started from the logic its chunk brought, told where the
    // page is and what is pushed, stopped when the page leaves it.
    assignScreen: assign({ screen: ({ context }) => shownScreen(context)?.declaration.id ?? null }),
    forgetScreen: assign({ screen: null }),
    startScreen: assign(({ context, event, spawn, self }) => {
      // The logic arrives in loadScreen's answer, not from setup(): XState types a spawned source as
      // one of the actors named here, so the call is typed by hand.
      const spawnLogic = spawn as unknown as (logic: AnyActorLogic, options: { id: string; input: ScreenInput }) => unknown;
      // The agency-folder selection in effect when the screen starts (spec section 5); later ones
      // reach it as AGENCY_FOLDERS.CHANGED (src/views/screens/useScreenHost.ts).
      // (A model's traversal runs without a live actor: no snapshot, no children.)
      type FoldersChild = { agencyFolders?: { getSnapshot(): { context: { saved: readonly string[] } } } };
      const folders = (self.getSnapshot() as { children?: FoldersChild } | undefined)?.children?.agencyFolders;
      const input = { ...screenInput(context), agencyFolders: folders?.getSnapshot().context.saved ?? [] };
      spawnLogic((event as unknown as { output: AnyActorLogic }).output, { id: SCREEN_ACTOR_ID, input });
      return {};
    }),
    stopScreen: stopChild(SCREEN_ACTOR_ID),
    forwardRouteToScreen: sendTo(
      SCREEN_ACTOR_ID,
      ({ context }) => ({ type: 'ROUTE.CHANGED', route: screenInput(context).route }) satisfies ScreenHostEvent,
    ),
    forwardPushToScreen: sendTo(
      SCREEN_ACTOR_ID,
      (_, params: { notification: AppNotification }) =>
        ({ type: 'NOTIFICATION.RECEIVED', notification: params.notification }) satisfies ScreenHostEvent,
    ),
    logScreenUnavailable: placeholderAction<{ error: unknown }>('logScreenUnavailable'),
    refreshBell: sendTo('bell', { type: 'REFRESH' as const }),
    /** Sends a failure's retry event to its source; guarded by isRetryFor where the source runs. */
    forwardRetry: sendTo(
      (_, params: { failure: RaisedFailure }) => params.failure.source,
      (_, params: { failure: RaisedFailure }) => params.failure.retry,
    ),
    // Stryker disable next-line ConditionalExpression: equivalent; bound to USER.CLICK only, the test narrows the event type.
    forwardClick: sendTo('inactivity', ({ event }) => ({ type: 'CLICK' as const, at: event.type === 'USER.CLICK' ? event.at : 0 })),
    // Stryker disable next-line ConditionalExpression: equivalent; bound to TAB.VISIBLE only, the test narrows the event type.
    forwardTabVisible: sendTo('inactivity', ({ event }) => ({ type: 'VISIBLE' as const, at: event.type === 'TAB.VISIBLE' ? event.at : 0 })),
    assignStorage: assign((_, params: PreparedStorage) => ({
      autoLogoutNotice: params.autoLogoutNotice,
      applicantArea: params.applicantArea,
      userInfo: params.cachedUserInfo,
      device: params.device,
    })),
    assignSignedInUser: assign(({ context }, params: { userInfo: UserInfo; deviceQuestionDeclined: boolean }) => ({
      userInfo: params.userInfo,
      device: { ...context.device, questionDeclined: params.deviceQuestionDeclined },
    })),
    /** The refresh failed but the server settled the approval: the tab's copy says so too. */
    markProfileApprovalSettled: assign({
      userInfo: ({ context }) => (context.userInfo ? { ...context.userInfo, requireProfileApproval: false } : null),
    }),
    logUserInfoRefreshFailed: placeholderAction<{ error: unknown }>('logUserInfoRefreshFailed'),
    enterApplicantArea: assign({ applicantArea: 'worker' as const }),
    assignInactivityClock: assign({ inactivityClock: (_, params: InactivityClock) => params }),
    logBootError: placeholderAction<{ error: BootError | unknown }>('logBootError'),
    countRequestStarted: assign({ inFlight: ({ context }) => context.inFlight + 1 }),
    countRequestEnded: assign({ inFlight: ({ context }) => Math.max(0, context.inFlight - 1) }),
    /** The service worker waits for the app to be stable: it follows the count of requests in flight. */
    forwardRequestCount: sendTo(
      'serviceWorkerRegistration',
      ({ context }) =>
        ({
          type: 'REQUESTS.CHANGED' as const,
          inFlight: context.inFlight,
        }) satisfies ServiceWorkerRegistrationEvent,
    ),
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
    assignLocation: assign({
      location: ({ context, event }) =>
        // Stryker disable next-line ConditionalExpression: equivalent; bound to LOCATION.CHANGED only, the test narrows the event type.
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
    // Stryker disable next-line ConditionalExpression: equivalent; guards LANGUAGE.CHANGE only, the test narrows the event type.
    isOtherLanguage: ({ context, event }) => event.type === 'LANGUAGE.CHANGE' && event.language !== context.language,
    isCallbackRoute: ({ context }) => sessionRouteKind(context.location.path) === 'callback',
    isUnknownPath: ({ context }) => isUnknownPath(context.location.path),
    isAutologinRoute: ({ context }) => sessionRouteKind(context.location.path) === 'autologin',
    isGuestOnlyRoute: ({ context }) => sessionRouteKind(context.location.path) === 'guestOnly',
    isPublicRoute: ({ context }) => sessionRouteKind(context.location.path) === 'public',
    isImportantPush: (_, params: { notification: AppNotification }) => isImportantNotification(params.notification),
    isNotificationListRoute: ({ context }) => context.location.path === NOTIFICATION_LIST_PATH,
    isRetryFor: (_, params: { failure: RaisedFailure; sources: readonly string[] }) => params.sources.includes(params.failure.source),
    isNotNotificationListRoute: ({ context }) => context.location.path !== NOTIFICATION_LIST_PATH,
    /** The route, once its guard has redirected, shows the authorised layout (the connection follows it). */
    isInAuthorisedLayout: ({ context }) => endsInAuthorisedLayout(context.location.path, routeDecision(context)),
    isOutsideAuthorisedLayout: ({ context }) => !endsInAuthorisedLayout(context.location.path, routeDecision(context)),
    isSignInInterrupted: ({ context }) => ['autologin', 'public'].includes(sessionRouteKind(context.location.path)),
    hasAutoLogoutNotice: ({ context }) => context.autoLogoutNotice,
    isAuthenticated: (_, params: AuthCheck) => params.authenticated,
    isSignedInOutcome: (_, params: SignInOutput) => params.result === 'signedIn',
    isForbiddenOutcome: (_, params: SignInOutput) => params.result === 'forbidden',
    // Stryker disable next-line OptionalChaining: equivalent; asked in signed-in states only, where user info is set.
    isInternalUser: ({ context }) => context.userInfo?.userType === 'internalUser',
    needsProfileApproval: ({ context }) => needsProfileApproval(context.userInfo),
    isScreenWithoutTab: ({ context }) => firstTabPath(context) !== null,
    isScreenWithMachine: ({ context }) => Boolean(shownScreen(context)?.declaration.machine),
    isSameScreen: ({ context }) => isSameScreen(context),
    isSameScreenWithoutTab: ({ context }) => isSameScreen(context) && firstTabPath(context) !== null,
    isLeavingSession: ({ context }) => routeDecision(context).kind === 'leaveSession',
    isRouteRedirected: ({ context }) => routeDecision(context).kind === 'redirect',
    isEnteringApplicantArea: ({ context }) => routeDecision(context).kind === 'enterApplicantArea',
  },
  delays: {
    maintenanceReload: MAINTENANCE_RELOAD_MS,
  },
});

/** The declared screen the recorded location shows, when the signed-in user may stay there. */
export function shownScreen(context: AppContext): ScreenMatch | null {
  if (!context.userInfo || routeDecision(context).kind !== 'stay') return null;
  return screenAt(context.location.path, { userType: context.userInfo.userType });
}

/** The location shows the screen whose machine runs (or loads). */
function isSameScreen(context: AppContext): boolean {
  return context.screen !== null && shownScreen(context)?.declaration.id === context.screen;
}

/** What the running screen starts with, and hears on a move inside it. */
export function screenInput(context: AppContext): ScreenInput {
  const match = shownScreen(context);
  const route: ScreenRoute = { path: context.location.path, params: match?.params ?? {}, tab: match?.tab ?? null };
  return { route, user: context.userInfo!, tenant: context.settings?.tenantName ?? '' };
}

/** The URL of the default tab (else the first the user sees), for a screen with tabs opened without one; else null. */
export function firstTabPath(context: AppContext): string | null {
  const match = shownScreen(context);
  if (!match?.declaration.tabs || match.tab !== null) return null;
  const tabs = subMenu(match.declaration.tabs, context.userInfo!, context.settings?.tenantName ?? '');
  const chosen = tabs.find((tab) => tab.id === match.declaration.defaultTab) ?? tabs[0];
  return chosen ? fillParams(chosen.path, match.params) : null;
}

/** Where a signed-in user may go from the recorded location (route guards, applicant area). */
export function routeDecision(context: AppContext): SignedInRouteDecision {
  // Stryker disable next-line ConditionalExpression,ObjectLiteral,StringLiteral,BooleanLiteral: unreachable; only signed-in states (user info set) ask.
  if (!context.userInfo) return { kind: 'stay' };
  return signedInRouteDecision({
    path: context.location.path,
    user: context.userInfo,
    applicantArea: context.applicantArea,
  });
}

function toBootError(error: unknown): BootError {
  if (isBootError(error)) return error;
  return { file: 'unknown', problem: 'unreachable', detail: error instanceof Error ? error.message : String(error) };
}
