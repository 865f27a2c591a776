// The app machine's session region: which sign-in path a location takes (login callback,
// autologin, guest-only, public, authentication check), the signIn child, and once signed in the
// route guards, the inactivity watch and the shell's actors; then logout.
import { isApplicantPath } from '../domain/routes';
import { readNavigationIntent } from '../domain/session';
import type { UserInfo } from '../domain/types';
import type { SignInOutput } from '../signIn/signIn.machine';
import { inactivityRegion } from './app.inactivity';
import { notificationListRegion } from './app.notificationList';
import { profileApprovalRegion } from './app.profileApproval';
import { profileScreensRegion } from './app.profileScreens';
import { routeRegion } from './app.route';
import { shellRegion } from './app.shell';
import { appSetup, type AppContext } from './app.setup';

type SignInDone = { event: { output: SignInOutput } };

/** A finished sign-in records the user (context and the tab's cache). */
const RECORD_SIGNED_IN_USER = [
  { type: 'assignSignedInUser', params: ({ event }: SignInDone) => signedInUser(event.output) },
  { type: 'cacheUserInfo', params: ({ event }: SignInDone) => ({ userInfo: signedInUser(event.output).userInfo }) },
] as const;

/** User info answered 403: the forbidden route (spec section 8). */
const FORBIDDEN_OUTCOME = {
  guard: { type: 'isForbiddenOutcome', params: ({ event }: SignInDone) => event.output },
  target: '#app.ready.session.leaving',
  actions: {
    type: 'navigate',
    params: ({ context }: { context: AppContext }) => ({ to: context.clientConfiguration!.forbidden_route, replace: true }),
  },
} as const;

export const sessionRegion = appSetup.createStateConfig({
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: 'isCallbackRoute', target: 'completingLogin' },
        { guard: 'isAutologinRoute', target: 'autologin' },
        { guard: 'isGuestOnlyRoute', target: 'checkingGuest' },
        { guard: 'isPublicRoute', target: 'anonymous' },
        { target: 'authorised' },
      ],
    },
    anonymous: {
      on: {
        'ROUTE.UPDATED': { target: 'routing' },
        // "Use another account" (forbidden screen): the provider session ends (its end-session
        // endpoint returns to post_logout_redirect_uri, /autologin), then a login with a prompt.
        SWITCH_ACCOUNT: { target: 'signingOut' },
      },
    },
    autologin: {
      initial: 'deciding',
      on: { 'ROUTE.UPDATED': { target: 'routing' } },
      states: {
        deciding: {
          always: [
            { guard: 'hasAutoLogoutNotice', target: 'showingNotice' },
            { guard: 'isUnknownPath', target: 'checkingSession' },
            { target: 'redirecting' },
          ],
        },
        checkingSession: {
          // "Any other path behaves like autologin", but a signed-in user takes the forceLogin path:
          // no prompt, the live provider session brings them back to their landing route.
          invoke: {
            id: 'checkAuth',
            src: 'checkAuth',
            onDone: [
              { guard: { type: 'isAuthenticated', params: ({ event }) => event.output }, target: 'resuming' },
              { target: 'redirecting' },
            ],
            onError: { target: 'redirecting' },
          },
        },
        resuming: {
          entry: { type: 'startLogin', params: { returnUrl: null, prompt: undefined } },
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
              return { returnUrl: intent.returnUrl, prompt: intent.forceLogin ? undefined : ('login' as const) };
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
          { guard: { type: 'isAuthenticated', params: ({ event }) => event.output }, target: 'authorised' },
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
            target: 'authorised.signedIn',
            actions: [
              ...RECORD_SIGNED_IN_USER,
              // Back to the requested URL (checked same-origin by signIn), else post_login_route.
              {
                type: 'navigate',
                params: ({ context, event }) => ({
                  // Stryker disable next-line ConditionalExpression: equivalent; isSignedInOutcome let this branch run, the test narrows the type.
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
    // A route of the authorised layout: user info, then the signed-in session. The alert slider's
    // call needs no user (sent without Authorization, spec section 7), so it starts here, beside
    // user info, rather than one round later; the slider still shows only in the layout.
    authorised: {
      initial: 'authenticating',
      invoke: { id: 'alerts', src: 'alerts' },
      states: {
        authenticating: {
          // A 401 (re-login) or 503 (maintenance) during sign-in moves the page: follow it.
          on: { 'ROUTE.UPDATED': { guard: 'isSignInInterrupted', target: '#app.ready.session.routing' } },
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
              { target: '#app.ready.session.leaving' },
            ],
          },
        },
        signedIn: {
          type: 'parallel',
          on: {
            LOGOUT: { target: '#app.ready.session.signingOut' },
          },
          states: {
            route: routeRegion,
            inactivity: inactivityRegion,
            shell: shellRegion,
            notificationList: notificationListRegion,
            profileApproval: profileApprovalRegion,
            profileScreens: profileScreensRegion,
          },
        },
      },
    },
    leaving: {
      on: { 'ROUTE.UPDATED': { target: 'routing' } },
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
});

function signInInput(context: AppContext, mode: 'ensure' | 'callback') {
  return {
    mode,
    // The applicant area needs a signed-in user, "otherwise redirects to /home": a login started
    // from it comes back to /home.
    requestedUrl: isApplicantPath(context.location.path) ? '/home' : context.location.path + context.location.search,
    hasUserData: context.userInfo !== null,
    cachedUserInfo: context.userInfo,
    maxIatOffsetSeconds: context.clientConfiguration!.max_id_token_iat_offset_allowed_in_seconds,
    deviceId: context.device.id,
    suggestedDeviceName: context.device.suggestedName,
    deviceQuestionDeclined: context.device.questionDeclined,
  };
}

function signedInUser(output: SignInOutput): { userInfo: UserInfo; deviceQuestionDeclined: boolean } {
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable; only called after isSignedInOutcome.
  if (output.result !== 'signedIn') throw new Error('signedInUser needs a signed-in outcome');
  return { userInfo: output.userInfo, deviceQuestionDeclined: output.deviceQuestionDeclined };
}
