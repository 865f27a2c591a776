// The app machine's session region: which sign-in path a location takes (login callback,
// autologin, guest-only, public, authentication check), the signIn child, and once signed in the
// route guards, the inactivity watch and the shell's actors; then logout.
import { isApplicantPath } from '../domain/routes';
import { isUnknownPath, readNavigationIntent, sessionRouteKind } from '../domain/session';
import type { UserInfo } from '../domain/types';
import type { AuthCheck, SignInOutput } from '../signIn/signIn.machine';
import { inactivityRegion } from './app.inactivity';
import { profileApprovalRegion } from './app.profileApproval';
import { screenRegion } from './app.screen';
import { routeRegion } from './app.route';
import { shellRegion } from './app.shell';
import { placeholderAction } from '../placeholders';
import { type AppGuardArgs, appAssign } from './app.typed';
import type { AppContext, AppStateConfig } from './app.setup';

// The session region's own actions and guards, beside its states (app.setup.ts adds them to the machine's setup).
export const sessionActions = {
  /** Redirects to the identity provider (same implementation as signIn's). */
  startLogin: placeholderAction<{ returnUrl: string | null; prompt: 'login' | undefined }>('startLogin'),
  clearAutoLogoutNotice: appAssign({ autoLogoutNotice: false }),
  /** Removes the stored autoLogout flag once its notice is shown. */
  forgetAutoLogoutFlag: placeholderAction('forgetAutoLogoutFlag'),
};

export const sessionGuards = {
  isCallbackRoute: ({ context }: AppGuardArgs) => sessionRouteKind(context.location.path) === 'callback',
  isUnknownPath: ({ context }: AppGuardArgs) => isUnknownPath(context.location.path),
  isAutologinRoute: ({ context }: AppGuardArgs) => sessionRouteKind(context.location.path) === 'autologin',
  isGuestOnlyRoute: ({ context }: AppGuardArgs) => sessionRouteKind(context.location.path) === 'guestOnly',
  isPublicRoute: ({ context }: AppGuardArgs) => sessionRouteKind(context.location.path) === 'public',
  isSignInInterrupted: ({ context }: AppGuardArgs) => ['autologin', 'public'].includes(sessionRouteKind(context.location.path)),
  hasAutoLogoutNotice: ({ context }: AppGuardArgs) => context.autoLogoutNotice,
  isAuthenticated: (_: AppGuardArgs, params: AuthCheck) => params.authenticated,
  isSignedInOutcome: (_: AppGuardArgs, params: SignInOutput) => params.result === 'signedIn',
  isForbiddenOutcome: (_: AppGuardArgs, params: SignInOutput) => params.result === 'forbidden',
};

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
  description: 'User info answered 403: the forbidden route (§8, §3 Identity-provider client configuration)',
} as const;

const LAZY_CITE = 'performance.md › The signed-in session’s code';

/** A 401 (re-login) or 503 (maintenance) before the signed-in session starts moves the page: follow it. */
const SIGN_IN_INTERRUPTED = {
  'ROUTE.UPDATED': {
    guard: 'isSignInInterrupted',
    target: '#app.ready.session.routing',
    description: 'A 401 or 503 moved the page meanwhile: follow it (decisions.md › Sign-in, re-login and logout)',
  },
} as const;

export const sessionRegion = {
  description: 'The session: which sign-in a URL takes, the signed-in layout, then logout (§2, §4 Sign-in and user info)',
  initial: 'routing',
  states: {
    routing: {
      description: 'Decides by the URL: login callback, autologin, guest-only, public, or a page that needs a session (§2)',
      always: [
        { guard: 'isCallbackRoute', target: 'completingLogin', description: 'On /success-login (§2 Routes outside the layout)' },
        { guard: 'isAutologinRoute', target: 'autologin', description: 'On /autologin, or an unknown path (§2 Routes outside the layout)' },
        {
          guard: 'isGuestOnlyRoute',
          target: 'checkingGuest',
          description: 'On account, landing or guest-rh (§2 Routes outside the layout)',
        },
        {
          guard: 'isPublicRoute',
          target: 'anonymous',
          description: 'On a public page: evaluate, forbidden, maintenance (§2 Routes outside the layout)',
        },
        { target: 'authorised', description: 'On a page that needs a session (§2 Authorised layout, §4 Sign-in and user info)' },
      ],
    },
    anonymous: {
      description: 'A page that needs no session (§2 Routes outside the layout)',
      on: {
        'ROUTE.UPDATED': { target: 'routing', description: 'The user moves to another page (§2)' },
        // "Use another account" (forbidden screen): the provider session ends (its end-session
        // endpoint returns to post_logout_redirect_uri, /autologin), then a login with a prompt.
        SWITCH_ACCOUNT: {
          target: 'signingOut',
          description:
            '“Use another account” on the forbidden page: log out first (decisions.md › Switching account from the forbidden screen)',
        },
      },
    },
    autologin: {
      description: 'The sign-in entry: starts the login at the identity provider (§2 Routes outside the layout)',
      initial: 'deciding',
      on: { 'ROUTE.UPDATED': { target: 'routing', description: 'The user moves to another page (§2)' } },
      states: {
        deciding: {
          description: 'Decides how the login starts (§2 Routes outside the layout)',
          always: [
            {
              guard: 'hasAutoLogoutNotice',
              target: 'showingNotice',
              description: 'After an inactivity logout: the notice first (decisions.md › Sign-in, re-login and logout)',
            },
            {
              guard: 'isUnknownPath',
              target: 'checkingSession',
              description: 'An unknown path: does the tab have a session? (decisions.md › Sign-in, re-login and logout)',
            },
            { target: 'redirecting', description: 'On /autologin: the login starts (§2 Routes outside the layout)' },
          ],
        },
        checkingSession: {
          description: 'Checks whether this tab has a session (decisions.md › Sign-in, re-login and logout)',
          // "Any other path behaves like autologin", but a signed-in user takes the forceLogin path:
          // no prompt, the live provider session brings them back to their landing route.
          invoke: {
            id: 'checkAuth',
            src: 'checkAuth',
            onDone: [
              {
                guard: { type: 'isAuthenticated', params: ({ event }) => event.output },
                target: 'resuming',
                description: 'Signed in: back without a prompt (decisions.md › Sign-in, re-login and logout)',
              },
              { target: 'redirecting', description: 'Not signed in: like autologin (§2 Routes outside the layout)' },
            ],
            onError: { target: 'redirecting', description: 'The check fails: like autologin (§2 Routes outside the layout)' },
          },
        },
        resuming: {
          description:
            'The login starts without a prompt; the live provider session brings the user back (decisions.md › Sign-in, re-login and logout)',
          entry: { type: 'startLogin', params: { returnUrl: null, prompt: undefined } },
        },
        showingNotice: {
          description: 'The “signed out after inactivity” notice with a Sign in button (decisions.md › Sign-in, re-login and logout)',
          // "Signed out after inactivity": shown once, then the user signs in again.
          entry: 'forgetAutoLogoutFlag',
          on: {
            LOGIN: {
              target: 'redirecting',
              actions: 'clearAutoLogoutNotice',
              description: 'The user signs in (§2 Routes outside the layout)',
            },
          },
        },
        redirecting: {
          description: 'The login starts, with a fresh prompt unless forceLogin is true (§2 Routes outside the layout)',
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
      description: 'Account, landing and guest-rh are for signed-out users: checks the session (§2 Routes outside the layout)',
      // account, landing, guest-rh: only for signed-out users; a session goes to its landing route.
      invoke: {
        id: 'checkAuth',
        src: 'checkAuth',
        onDone: [
          {
            guard: { type: 'isAuthenticated', params: ({ event }) => event.output },
            target: 'authorised',
            description: 'Signed in: on to the landing route (§2 Routes outside the layout)',
          },
          { target: 'anonymous', description: 'Signed out: the page shows (§2 Routes outside the layout)' },
        ],
        onError: { target: 'anonymous', description: 'The check fails: the page shows (§2 Routes outside the layout)' },
      },
    },
    completingLogin: {
      description:
        'Back from the identity provider: the sign-in completes the login (§2 Routes outside the layout, §4 Sign-in and user info)',
      // A 401 (re-login) or 503 (maintenance) during sign-in moves the page: follow it.
      on: {
        'ROUTE.UPDATED': {
          guard: 'isSignInInterrupted',
          target: 'routing',
          description: 'A 401 or 503 moved the page meanwhile: follow it (decisions.md › Sign-in, re-login and logout)',
        },
      },
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => signInInput(context, 'callback'),
        onDone: [
          {
            guard: { type: 'isSignedInOutcome', params: ({ event }) => event.output },
            target: 'authorised.loadingShell',
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
            description: 'Signed in: back to the requested URL, else post_login_route (§4 Sign-in and user info)',
          },
          FORBIDDEN_OUTCOME,
          { target: 'leaving', description: 'A 401 or 503: the re-login or maintenance page takes over (§8)' },
        ],
      },
    },
    // A route of the authorised layout: user info, then the signed-in session. The alert slider's
    // call needs no user (sent without Authorization, spec section 7), so it starts here, beside
    // user info, rather than one round later; the slider still shows only in the layout.
    authorised: {
      description: 'A page that needs a session; the alerts load beside the sign-in (§2 Authorised layout, decisions.md › The alerts call)',
      initial: 'authenticating',
      invoke: { id: 'alerts', src: 'alerts' },
      states: {
        authenticating: {
          description: 'The sign-in runs: authentication check, user info, device, password (§4 Sign-in and user info)',
          on: SIGN_IN_INTERRUPTED,
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => signInInput(context, 'ensure'),
            onDone: [
              {
                guard: { type: 'isSignedInOutcome', params: ({ event }) => event.output },
                target: 'loadingShell',
                actions: RECORD_SIGNED_IN_USER,
                description: 'Signed in (§4 Sign-in and user info)',
              },
              FORBIDDEN_OUTCOME,
              // 401 and 503 are the HTTP rule's: wait for the navigation it starts.
              { target: '#app.ready.session.leaving', description: 'A 401 or 503: the re-login or maintenance page takes over (§8)' },
            ],
          },
        },
        // The signed-in session's children (inactivity, bell, toaster…) come with the layout's chunk,
        // which the boot has been loading since the page started: usually there already.
        loadingShell: {
          description: `Signed in: the layout’s code, with the session’s tools, is loaded (${LAZY_CITE})`,
          on: SIGN_IN_INTERRUPTED,
          invoke: {
            id: 'loadShell',
            src: 'loadShell',
            onDone: { target: 'signedIn', description: `Loaded: the signed-in session starts (${LAZY_CITE})` },
            onError: {
              target: 'shellUnavailable',
              actions: { type: 'logScreenUnavailable', params: ({ event }) => ({ error: event.error }) },
              description: `The chunk cannot be loaded: a message with Retry (${LAZY_CITE})`,
            },
          },
        },
        shellUnavailable: {
          description: `The layout’s code could not be loaded: a message with Retry (${LAZY_CITE})`,
          on: {
            ...SIGN_IN_INTERRUPTED,
            'SCREEN.RETRY': { target: 'loadingShell', description: `The user retries (${LAZY_CITE})` },
          },
        },
        signedIn: {
          description: 'Signed in: the route guard, the inactivity watch, the layout and the screen shown (§2 Authorised layout, §6)',
          type: 'parallel',
          on: {
            LOGOUT: {
              target: '#app.ready.session.signingOut',
              description: 'The user logs out from the profile menu (§2 Authorised layout)',
            },
          },
          states: {
            route: routeRegion,
            inactivity: inactivityRegion,
            shell: shellRegion,
            profileApproval: profileApprovalRegion,
            screen: screenRegion,
          },
        },
      },
    },
    leaving: {
      description: 'Waits for the navigation under way (§8)',
      on: { 'ROUTE.UPDATED': { target: 'routing', description: 'The page moved (§2)' } },
    },
    signingOut: {
      description: 'Logs out: session storage cleared, then the provider’s logout (decisions.md › Sign-in, re-login and logout)',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        // The provider's logout page takes over; nothing follows on this page.
        onDone: { target: 'signedOut', description: 'The provider’s logout page takes over (decisions.md › Sign-in, re-login and logout)' },
        // The provider could not be reached: session storage is already cleared, so go to
        // the sign-in entry rather than leave an empty layout.
        onError: {
          target: 'leaving',
          actions: { type: 'navigate', params: ({ context }) => ({ to: context.clientConfiguration!.unauthorized_route, replace: true }) },
          description: 'The provider cannot be reached: on to unauthorized_route (decisions.md › Sign-in, re-login and logout)',
        },
      },
    },
    signedOut: { description: 'Logged out (decisions.md › Sign-in, re-login and logout)' },
  },
} satisfies AppStateConfig;

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
