// Sign-in and user info (spec section 4, error catalogue of section 8): the authentication check or
// the login callback, the user-info fetch behind the loading modal, then device registration or the
// device check, then the forced password change. Internal users go straight in. States tagged
// `loading` are the ones behind the loading modal (see isLoadingModalShown).
import { assign, setup, type SnapshotFrom } from 'xstate';
import { placeholderAction, placeholderActor } from '../placeholders';
import { errorMessage, errorStatus } from '../domain/errors';
import { isIssuedAtAcceptable, safeReturnUrl } from '../domain/session';
import type { UserInfo } from '../domain/types';
import { malformedUserInfoMessage, readUserInfo, type UserInfoReading } from '../domain/userInfo';
import { deviceRegistrationMachine } from '../deviceRegistration/deviceRegistration.machine';
import { passwordChangeMachine } from '../passwordChange/passwordChange.machine';

/** What the identity layer knows at an authentication check (a session kept in this tab). */
export interface AuthCheck {
  authenticated: boolean;
}

/** The login callback's result; the clock reading comes with it, machines read no clock. */
export interface SignInCallback {
  /** The URL saved in the OIDC state at login: untrusted until checked. */
  returnUrl: unknown;
  /** The id token's `iat` (seconds), checked against `now` (ms) right after sign-in. */
  idTokenIssuedAt: number | null;
  now: number;
}

export interface SignInInput {
  /** `ensure`: a route that needs a session; `callback`: the /success-login route. */
  mode: 'ensure' | 'callback';
  /** The requested URL, saved in the OIDC state when a login starts (ensure mode). */
  requestedUrl: string | null;
  /** User data already there (cached for this tab): no loading modal while refreshing it. */
  hasUserData: boolean;
  /**
   * The tab's cached user info (a reload), or null. When it says a client or worker past the first
   * connection, the device is checked alongside the user-info fetch instead of after it: the
   * dashboard then waits one request round less. The fresh answer still decides.
   * Optional: an input without it (an older recorded trace) means none.
   */
  cachedUserInfo?: UserInfo | null;
  maxIatOffsetSeconds: number;
  deviceId: string;
  suggestedDeviceName: string;
  /** "Not now" was answered to the save-device question earlier in this tab's session. */
  deviceQuestionDeclined: boolean;
}

export type SignInOutput =
  | { result: 'signedIn'; userInfo: UserInfo; returnUrl: string | null; deviceQuestionDeclined: boolean }
  | { result: 'forbidden' }
  | { result: 'halted' };

/** The device check made alongside the user-info fetch: its answer, or its failure's message. */
export type EarlyDeviceCheck = { registered: boolean } | { failed: string };

export interface SignInContext extends SignInInput {
  userInfo: UserInfo | null;
  earlyDeviceCheck: EarlyDeviceCheck | null;
  returnUrl: string | null;
  errorMessage: string | null;
  outcome: SignInOutput | null;
}

export type SignInEvent = { type: 'RETRY' } | { type: 'LOGIN_AGAIN' };

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    output: {} as SignInOutput,
    // Invoke id → actor: the modals' views read typed children, no cast.
    children: {} as {
      checkAuth: 'checkAuth';
      completeSignIn: 'completeSignIn';
      fetchUserInfo: 'fetchUserInfo';
      checkDevice: 'checkDevice';
      deviceRegistration: 'deviceRegistration';
      passwordChange: 'passwordChange';
    },
  },
  actors: {
    checkAuth: placeholderActor<AuthCheck>('checkAuth'),
    completeSignIn: placeholderActor<SignInCallback>('completeSignIn'),
    /** The server's JSON as it came: the machine reads it (defaults, malformed answers). */
    fetchUserInfo: placeholderActor<unknown>('fetchUserInfo'),
    checkDevice: placeholderActor<{ registered: boolean }, { deviceId: string }>('checkDevice'),
    deviceRegistration: deviceRegistrationMachine,
    passwordChange: passwordChangeMachine,
  },
  actions: {
    /** Redirects to the identity provider; the requested URL travels in the OIDC state. */
    startLogin: placeholderAction<{ returnUrl: string | null; prompt: 'login' | undefined }>('startLogin'),
    /** Console/log only: failures the spec does not surface to the user. */
    logWarning: placeholderAction<{ message: string }>('logWarning'),
    /** Sent to the back end's log: the server answered something the portal cannot use. */
    logError: placeholderAction<{ message: string }>('logError'),
    assignReturnUrl: assign({ returnUrl: (_, params: { returnUrl: unknown }) => safeReturnUrl(params.returnUrl) }),
    assignUserInfo: assign({ userInfo: (_, params: { reading: UserInfoReading }) => usableUserInfo(params.reading), errorMessage: null }),
    assignError: assign({ errorMessage: (_, params: { error: unknown }) => errorMessage(params.error) }),
    assignMalformedUserInfo: assign({
      errorMessage: (_, params: { reading: UserInfoReading }) =>
        // Stryker disable next-line StringLiteral: unreachable; the machine assigns this message for an unusable reading only.
        malformedUserInfoMessage(params.reading.valid ? '' : params.reading.problem),
    }),
    /** Keeps "Not now" for the tab's session (session storage): a reload does not ask again. */
    persistDeviceQuestionDeclined: placeholderAction('persistDeviceQuestionDeclined'),
    assignDeviceQuestionDeclined: assign({ deviceQuestionDeclined: true }),
    /** "Disabling the onboarding redirect sets isFirstConnection to false" (spec section 4). */
    disableOnboardingRedirect: assign({
      userInfo: ({ context }) => (context.userInfo ? { ...context.userInfo, isFirstConnection: false } : null),
    }),
    markPasswordChanged: assign({
      userInfo: ({ context }) => (context.userInfo ? { ...context.userInfo, hasToChangePassword: false } : null),
    }),
    setSignedIn: assign({
      outcome: ({ context }) => ({
        result: 'signedIn' as const,
        userInfo: context.userInfo!,
        returnUrl: context.returnUrl,
        deviceQuestionDeclined: context.deviceQuestionDeclined,
      }),
    }),
    assignEarlyDeviceCheck: assign({ earlyDeviceCheck: (_, params: { check: EarlyDeviceCheck }) => params.check }),
    setForbidden: assign({ outcome: { result: 'forbidden' as const } }),
    setHalted: assign({ outcome: { result: 'halted' as const } }),
  },
  guards: {
    isCallbackMode: ({ context }) => context.mode === 'callback',
    isAuthenticated: (_, params: AuthCheck) => params.authenticated,
    isIssuedInTime: ({ context }, params: { idTokenIssuedAt: number | null; now: number }) =>
      isIssuedAtAcceptable(params.idTokenIssuedAt, params.now, context.maxIatOffsetSeconds),
    isUsableUserInfo: (_, params: { reading: UserInfoReading }) => params.reading.valid,
    isInternalUser: ({ context }) => context.userInfo?.userType === 'internalUser',
    isFirstConnection: ({ context }) => context.userInfo?.isFirstConnection === true,
    hasToChangePassword: ({ context }) => context.userInfo?.hasToChangePassword === true,
    isDeviceRegistered: (_, params: { registered: boolean }) => params.registered,
    /** A reload of a client or worker past the first connection who was not told "Not now". */
    isDeviceCheckExpected: ({ context }) => {
      const cached = context.cachedUserInfo ?? null;
      return cached !== null && cached.userType !== 'internalUser' && !cached.isFirstConnection && !context.deviceQuestionDeclined;
    },
    isEarlyDeviceRegistered: ({ context }) =>
      context.earlyDeviceCheck !== null && 'registered' in context.earlyDeviceCheck && context.earlyDeviceCheck.registered,
    isEarlyDeviceUnregistered: ({ context }) =>
      context.earlyDeviceCheck !== null && 'registered' in context.earlyDeviceCheck && !context.earlyDeviceCheck.registered,
    hasEarlyDeviceCheckFailed: ({ context }) => context.earlyDeviceCheck !== null && 'failed' in context.earlyDeviceCheck,
    hasDeclinedDeviceQuestion: ({ context }) => context.deviceQuestionDeclined,
    isDeviceQuestionDeclined: (_, params: { saved: boolean }) => !params.saved,
    isForbidden: (_, params: { error: unknown }) => errorStatus(params.error) === 403,
    /** 503 goes to maintenance through the HTTP rule, 401 to re-login: nothing to show here. */
    isHandledGlobally: (_, params: { error: unknown }) => [401, 503].includes(errorStatus(params.error) ?? 0),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({ ...input, userInfo: null, earlyDeviceCheck: null, returnUrl: null, errorMessage: null, outcome: null }),
  initial: 'starting',
  states: {
    starting: {
      tags: 'loading',
      always: [{ guard: 'isCallbackMode', target: 'completingLogin' }, { target: 'checkingAuth' }],
    },
    checkingAuth: {
      tags: 'loading',
      invoke: {
        id: 'checkAuth',
        src: 'checkAuth',
        onDone: [
          { guard: { type: 'isAuthenticated', params: ({ event }) => event.output }, target: 'fetchingUserInfo' },
          { target: 'redirectingToLogin' },
        ],
        onError: {
          target: 'failedConnection',
          actions: {
            type: 'logWarning',
            params: ({ event }) => ({ message: `Authentication check failed: ${errorMessage(event.error)}` }),
          },
        },
      },
    },
    redirectingToLogin: {
      // The page leaves for the identity provider; nothing follows on this page.
      entry: { type: 'startLogin', params: ({ context }) => ({ returnUrl: context.requestedUrl, prompt: undefined }) },
    },
    completingLogin: {
      tags: 'loading',
      invoke: {
        id: 'completeSignIn',
        src: 'completeSignIn',
        onDone: [
          {
            guard: { type: 'isIssuedInTime', params: ({ event }) => event.output },
            target: 'fetchingUserInfo',
            actions: { type: 'assignReturnUrl', params: ({ event }) => ({ returnUrl: event.output.returnUrl }) },
          },
          // The id token was issued too far from this device's clock: a failed authentication check.
          { target: 'failedConnection' },
        ],
        onError: {
          target: 'failedConnection',
          actions: { type: 'logWarning', params: ({ event }) => ({ message: `Login callback failed: ${errorMessage(event.error)}` }) },
        },
      },
    },
    failedConnection: {
      // The failed-connection modal: the only way on is a fresh login.
      on: { LOGIN_AGAIN: { target: 'loggingInAgain' } },
    },
    loggingInAgain: {
      entry: { type: 'startLogin', params: { returnUrl: null, prompt: 'login' } },
    },
    // The user info, and on a reload of a client or worker (the tab's cached copy says so) the
    // device check at the same time, not after the answer.
    fetchingUserInfo: {
      tags: 'loading',
      type: 'parallel',
      onDone: { target: 'routingUser' },
      states: {
        userInfo: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'fetchUserInfo',
                src: 'fetchUserInfo',
                onDone: [
                  {
                    guard: { type: 'isUsableUserInfo', params: ({ event }) => ({ reading: readUserInfo(event.output) }) },
                    target: 'fetched',
                    actions: { type: 'assignUserInfo', params: ({ event }) => ({ reading: readUserInfo(event.output) }) },
                  },
                  {
                    target: '#signIn.userInfoFailed',
                    actions: [
                      { type: 'assignMalformedUserInfo', params: ({ event }) => ({ reading: readUserInfo(event.output) }) },
                      { type: 'logError', params: ({ event }) => ({ message: userInfoLogMessage(readUserInfo(event.output)) }) },
                    ],
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
                    target: '#signIn.forbidden',
                    actions: 'setForbidden',
                  },
                  {
                    guard: { type: 'isHandledGlobally', params: ({ event }) => ({ error: event.error }) },
                    target: '#signIn.halted',
                    actions: 'setHalted',
                  },
                  { target: '#signIn.userInfoFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
            fetched: { type: 'final' },
          },
        },
        earlyDevice: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'isDeviceCheckExpected', target: 'checking' }, { target: 'skipped' }],
            },
            checking: {
              invoke: {
                id: 'checkDevice',
                src: 'checkDevice',
                input: ({ context }) => ({ deviceId: context.deviceId }),
                onDone: {
                  target: 'checked',
                  actions: { type: 'assignEarlyDeviceCheck', params: ({ event }) => ({ check: { registered: event.output.registered } }) },
                },
                onError: {
                  target: 'checked',
                  actions: { type: 'assignEarlyDeviceCheck', params: ({ event }) => ({ check: { failed: errorMessage(event.error) } }) },
                },
              },
            },
            checked: { type: 'final' },
            skipped: { type: 'final' },
          },
        },
      },
    },
    userInfoFailed: {
      // The error modal with the server's Message; Retry fetches again.
      on: { RETRY: { target: 'fetchingUserInfo' } },
    },
    routingUser: {
      tags: 'loading',
      always: [
        { guard: 'isInternalUser', target: 'done' },
        // "Not now" earlier in this tab's session: not asked again until a new session.
        { guard: 'hasDeclinedDeviceQuestion', target: 'checkingPassword', actions: 'disableOnboardingRedirect' },
        { guard: 'isFirstConnection', target: 'registeringDevice' },
        // The device was checked alongside the user info: its answer is used as it came.
        { guard: 'isEarlyDeviceRegistered', target: 'checkingPassword' },
        { guard: 'isEarlyDeviceUnregistered', target: 'registeringDevice' },
        {
          guard: 'hasEarlyDeviceCheckFailed',
          target: 'checkingPassword',
          actions: {
            type: 'logWarning',
            params: ({ context }) => ({ message: `Device check failed: ${earlyDeviceCheckFailure(context.earlyDeviceCheck)}` }),
          },
        },
        { target: 'checkingDevice' },
      ],
    },
    registeringDevice: {
      invoke: {
        id: 'deviceRegistration',
        src: 'deviceRegistration',
        input: ({ context }) => ({
          deviceId: context.deviceId,
          suggestedName: context.suggestedDeviceName,
          reason: context.userInfo?.isFirstConnection ? ('firstConnection' as const) : ('unregisteredDevice' as const),
        }),
        onDone: [
          {
            guard: { type: 'isDeviceQuestionDeclined', params: ({ event }) => event.output },
            target: 'checkingPassword',
            actions: ['disableOnboardingRedirect', 'assignDeviceQuestionDeclined', 'persistDeviceQuestionDeclined'],
          },
          { target: 'checkingPassword', actions: 'disableOnboardingRedirect' },
        ],
      },
    },
    checkingDevice: {
      tags: 'loading',
      invoke: {
        id: 'checkDevice',
        src: 'checkDevice',
        input: ({ context }) => ({ deviceId: context.deviceId }),
        onDone: [
          { guard: { type: 'isDeviceRegistered', params: ({ event }) => event.output }, target: 'checkingPassword' },
          { target: 'registeringDevice' },
        ],
        // The spec does not stop a sign-in on a failed device check: go on, and log it.
        onError: {
          target: 'checkingPassword',
          actions: { type: 'logWarning', params: ({ event }) => ({ message: `Device check failed: ${errorMessage(event.error)}` }) },
        },
      },
    },
    checkingPassword: {
      always: [{ guard: 'hasToChangePassword', target: 'changingPassword' }, { target: 'done' }],
    },
    changingPassword: {
      invoke: {
        id: 'passwordChange',
        src: 'passwordChange',
        onDone: { target: 'done', actions: 'markPasswordChanged' },
      },
    },
    done: { type: 'final', entry: 'setSignedIn' },
    forbidden: { type: 'final' },
    halted: { type: 'final' },
  },
  output: ({ context }) => context.outcome!,
});

/**
 * The loading modal (message key authLoginMessage) shows while the sign-in is busy (tag `loading`:
 * authentication check, login callback, user-info fetch, device check), unless user data already
 * exists (spec section 4): a reload with the tab's cached user info refreshes it quietly.
 */
export function isLoadingModalShown(snapshot: SnapshotFrom<typeof signInMachine>): boolean {
  return snapshot.hasTag('loading') && !snapshot.context.hasUserData;
}

function earlyDeviceCheckFailure(check: EarlyDeviceCheck | null): string {
  return check !== null && 'failed' in check ? check.failed : '';
}

function usableUserInfo(reading: UserInfoReading): UserInfo {
  // Stryker disable next-line StringLiteral: unreachable; the machine assigns a reading only after isUsableUserInfo.
  if (!reading.valid) throw new Error('assignUserInfo needs a usable user info');
  return reading.userInfo;
}

function userInfoLogMessage(reading: UserInfoReading): string {
  // Stryker disable next-line StringLiteral: unreachable; the machine logs a refused (unusable) reading only.
  return `User info refused: ${reading.valid ? 'usable' : reading.problem}`;
}
