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
  description:
    'Sign-in: the authentication check, the user info behind the loading modal, then the device and the password (§4 Sign-in and user info, §8)',
  context: ({ input }) => ({ ...input, userInfo: null, earlyDeviceCheck: null, returnUrl: null, errorMessage: null, outcome: null }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Starts from a page that needs a session, or from the login callback (§2 Routes outside the layout)',
      tags: 'loading',
      always: [
        {
          guard: 'isCallbackMode',
          target: 'completingLogin',
          description: 'Back from the identity provider on /success-login (§2 Routes outside the layout)',
        },
        { target: 'checkingAuth', description: 'A page that needs a session (§4 Sign-in and user info)' },
      ],
    },
    checkingAuth: {
      description: 'Checks whether this tab has a session, behind the loading modal (§4 Sign-in and user info)',
      tags: 'loading',
      invoke: {
        id: 'checkAuth',
        src: 'checkAuth',
        onDone: [
          {
            guard: { type: 'isAuthenticated', params: ({ event }) => event.output },
            target: 'fetchingUserInfo',
            description: 'Signed in (§4 Sign-in and user info)',
          },
          {
            target: 'redirectingToLogin',
            description: 'Not signed in: the requested URL is saved for after the login (§4 Sign-in and user info)',
          },
        ],
        onError: {
          target: 'failedConnection',
          actions: {
            type: 'logWarning',
            params: ({ event }) => ({ message: `Authentication check failed: ${errorMessage(event.error)}` }),
          },
          description: 'The authentication check fails (§8)',
        },
      },
    },
    redirectingToLogin: {
      description: 'The page leaves for the identity provider’s login (§4 Sign-in and user info, §7)',
      // The page leaves for the identity provider; nothing follows on this page.
      entry: { type: 'startLogin', params: ({ context }) => ({ returnUrl: context.requestedUrl, prompt: undefined }) },
    },
    completingLogin: {
      description: 'Completes the login with the provider’s answer, behind the loading modal (§2 Routes outside the layout)',
      tags: 'loading',
      invoke: {
        id: 'completeSignIn',
        src: 'completeSignIn',
        onDone: [
          {
            guard: { type: 'isIssuedInTime', params: ({ event }) => event.output },
            target: 'fetchingUserInfo',
            actions: { type: 'assignReturnUrl', params: ({ event }) => ({ returnUrl: event.output.returnUrl }) },
            description: 'Logged in, the id token issued in time; the saved URL is kept if safe (§4 Sign-in and user info)',
          },
          // The id token was issued too far from this device's clock: a failed authentication check.
          {
            target: 'failedConnection',
            description: 'The id token’s time is too far from this device’s clock (§3 Identity-provider client configuration, §8)',
          },
        ],
        onError: {
          target: 'failedConnection',
          actions: { type: 'logWarning', params: ({ event }) => ({ message: `Login callback failed: ${errorMessage(event.error)}` }) },
          description: 'The login callback fails (§8)',
        },
      },
    },
    failedConnection: {
      description: 'The failed-connection modal (§8)',
      // The failed-connection modal: the only way on is a fresh login.
      on: { LOGIN_AGAIN: { target: 'loggingInAgain', description: 'The user chooses to log in again (§8)' } },
    },
    loggingInAgain: {
      description: 'A fresh login at the identity provider, with the password prompt (§2 Routes outside the layout)',
      entry: { type: 'startLogin', params: { returnUrl: null, prompt: 'login' } },
    },
    // The user info, and on a reload of a client or worker (the tab's cached copy says so) the
    // device check at the same time, not after the answer.
    fetchingUserInfo: {
      description: 'Fetches the user info behind the loading modal, unless user data already exists (§4 Sign-in and user info)',
      tags: 'loading',
      type: 'parallel',
      onDone: { target: 'routingUser', description: 'The user info, and the device check of a reload, are in (§4 Sign-in and user info)' },
      states: {
        userInfo: {
          description: 'The user-info call (§4 Sign-in and user info, §7)',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'Fetches the user info (§4 Sign-in and user info, §7)',
              invoke: {
                id: 'fetchUserInfo',
                src: 'fetchUserInfo',
                onDone: [
                  {
                    guard: { type: 'isUsableUserInfo', params: ({ event }) => ({ reading: readUserInfo(event.output) }) },
                    target: 'fetched',
                    actions: { type: 'assignUserInfo', params: ({ event }) => ({ reading: readUserInfo(event.output) }) },
                    description: 'User info arrives (§4 Sign-in and user info, §3 User info)',
                  },
                  {
                    target: '#signIn.userInfoFailed',
                    actions: [
                      { type: 'assignMalformedUserInfo', params: ({ event }) => ({ reading: readUserInfo(event.output) }) },
                      { type: 'logError', params: ({ event }) => ({ message: userInfoLogMessage(readUserInfo(event.output)) }) },
                    ],
                    description: 'User info arrives unusable: logged as an error (decisions.md › User info)',
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
                    target: '#signIn.forbidden',
                    actions: 'setForbidden',
                    description: 'User info answers 403 (§8)',
                  },
                  {
                    guard: { type: 'isHandledGlobally', params: ({ event }) => ({ error: event.error }) },
                    target: '#signIn.halted',
                    actions: 'setHalted',
                    description: 'User info answers 401 or 503 (§8)',
                  },
                  {
                    target: '#signIn.userInfoFailed',
                    actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                    description: 'User info fails otherwise (§8)',
                  },
                ],
              },
            },
            fetched: { description: 'The user info is in (§4 Sign-in and user info)', type: 'final' },
          },
        },
        earlyDevice: {
          description: 'On a reload, the device check beside the user info (performance.md › 3. Request rounds on the critical path)',
          initial: 'deciding',
          states: {
            deciding: {
              description: 'Decides whether the device is checked now (performance.md › 3. Request rounds on the critical path)',
              always: [
                {
                  guard: 'isDeviceCheckExpected',
                  target: 'checking',
                  description:
                    'A reload of a client or worker past the first connection (performance.md › 3. Request rounds on the critical path)',
                },
                { target: 'skipped', description: 'Otherwise the device waits for the user info (§4 Sign-in and user info)' },
              ],
            },
            checking: {
              description:
                'Checks the device beside the user info (§4 Sign-in and user info, performance.md › 3. Request rounds on the critical path)',
              invoke: {
                id: 'checkDevice',
                src: 'checkDevice',
                input: ({ context }) => ({ deviceId: context.deviceId }),
                onDone: {
                  target: 'checked',
                  actions: { type: 'assignEarlyDeviceCheck', params: ({ event }) => ({ check: { registered: event.output.registered } }) },
                  description: 'The device check answers (§4 Sign-in and user info)',
                },
                onError: {
                  target: 'checked',
                  actions: { type: 'assignEarlyDeviceCheck', params: ({ event }) => ({ check: { failed: errorMessage(event.error) } }) },
                  description: 'The device check fails (decisions.md › Sign-in, re-login and logout)',
                },
              },
            },
            checked: { description: 'The early device check is settled (§4 Sign-in and user info)', type: 'final' },
            skipped: { description: 'No early device check (§4 Sign-in and user info)', type: 'final' },
          },
        },
      },
    },
    userInfoFailed: {
      description: 'The error modal with the server’s Message, or else the error message, and Retry (§8)',
      // The error modal with the server's Message; Retry fetches again.
      on: { RETRY: { target: 'fetchingUserInfo', description: 'The user retries (§8)' } },
    },
    routingUser: {
      description: 'Routes the user by type, first connection and device (§4 Sign-in and user info)',
      tags: 'loading',
      always: [
        { guard: 'isInternalUser', target: 'done', description: 'An internal user goes straight in (§4 Sign-in and user info)' },
        // "Not now" earlier in this tab's session: not asked again until a new session.
        {
          guard: 'hasDeclinedDeviceQuestion',
          target: 'checkingPassword',
          actions: 'disableOnboardingRedirect',
          description: '“Not now” earlier in this session: the device is not asked about (decisions.md › The save-device question)',
        },
        {
          guard: 'isFirstConnection',
          target: 'registeringDevice',
          description: 'A client or worker on first connection (§4 Sign-in and user info)',
        },
        // The device was checked alongside the user info: its answer is used as it came.
        {
          guard: 'isEarlyDeviceRegistered',
          target: 'checkingPassword',
          description: 'The device checked beside the user info is saved (§4 Sign-in and user info)',
        },
        {
          guard: 'isEarlyDeviceUnregistered',
          target: 'registeringDevice',
          description: 'The device checked beside the user info is unknown (§4 Sign-in and user info)',
        },
        {
          guard: 'hasEarlyDeviceCheckFailed',
          target: 'checkingPassword',
          actions: {
            type: 'logWarning',
            params: ({ context }) => ({ message: `Device check failed: ${earlyDeviceCheckFailure(context.earlyDeviceCheck)}` }),
          },
          description:
            'The device check beside the user info failed: logged, the sign-in goes on (decisions.md › Sign-in, re-login and logout)',
        },
        { target: 'checkingDevice', description: 'A client or worker past the first connection (§4 Sign-in and user info)' },
      ],
    },
    registeringDevice: {
      description: 'The save-device modal (§4 Sign-in and user info)',
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
            description: '“Not now”: kept for this session; the onboarding redirect is off (decisions.md › The save-device question)',
          },
          {
            target: 'checkingPassword',
            actions: 'disableOnboardingRedirect',
            description: 'The device is saved; the onboarding redirect is off (§4 Sign-in and user info)',
          },
        ],
      },
    },
    checkingDevice: {
      description: 'Checks that the device is saved, behind the loading modal (§4 Sign-in and user info)',
      tags: 'loading',
      invoke: {
        id: 'checkDevice',
        src: 'checkDevice',
        input: ({ context }) => ({ deviceId: context.deviceId }),
        onDone: [
          {
            guard: { type: 'isDeviceRegistered', params: ({ event }) => event.output },
            target: 'checkingPassword',
            description: 'The device is saved (§4 Sign-in and user info)',
          },
          { target: 'registeringDevice', description: 'The device is unknown (§4 Sign-in and user info)' },
        ],
        // The spec does not stop a sign-in on a failed device check: go on, and log it.
        onError: {
          target: 'checkingPassword',
          actions: { type: 'logWarning', params: ({ event }) => ({ message: `Device check failed: ${errorMessage(event.error)}` }) },
          description: 'The device check fails: logged, the sign-in goes on (decisions.md › Sign-in, re-login and logout)',
        },
      },
    },
    checkingPassword: {
      description: 'Checks whether a password change is forced (§4 Sign-in and user info)',
      always: [
        { guard: 'hasToChangePassword', target: 'changingPassword', description: 'hasToChangePassword is set (§4 Sign-in and user info)' },
        { target: 'done', description: 'No password change is forced (§4 Sign-in and user info)' },
      ],
    },
    changingPassword: {
      description: 'The forced password-change modal (§4 Sign-in and user info)',
      invoke: {
        id: 'passwordChange',
        src: 'passwordChange',
        onDone: { target: 'done', actions: 'markPasswordChanged', description: 'The password is changed (§4 Sign-in and user info)' },
      },
    },
    done: { description: 'Signed in: the requested page shows (§4 Sign-in and user info)', type: 'final', entry: 'setSignedIn' },
    forbidden: { description: 'The forbidden page (§2 Routes outside the layout, §8)', type: 'final' },
    halted: { description: 'The re-login or the maintenance page takes over (§8)', type: 'final' },
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
