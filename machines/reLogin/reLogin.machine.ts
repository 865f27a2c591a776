// The re-login rule of spec section 8 ("HTTP 401 on any call: re-login") as one decision, however
// many calls answer 401 together (the toaster, popup, banner and bell load at the same
// time). The app machine invokes it for its whole ready life and forwards every 401 and every
// location to it.
//
// - The first 401 reads when the last silent re-login started (session storage, through
//   `readReLoginClock`), then starts ONE re-login towards the unauthorized route, back to the URL
//   the user was on: silent (forceLogin: a provider session still alive signs in without a
//   password) unless the last silent one is less than RE_LOGIN_LOOP_WINDOW_MS old, in which case
//   the API keeps refusing the tokens and the password is asked (no redirect loop).
// - Every other 401 while deciding or redirecting belongs to the same re-login: counted, no effect.
// - Leaving the re-login route (the provider was unreachable and the user went on) arms it again.
import { assign, setup } from 'xstate';
import { RE_LOGIN_LOOP_WINDOW_MS } from '../domain/constants';
import { placeholderAction, placeholderActor } from '../placeholders';
import { inWords } from '../domain/figures';

export interface ReLoginClock {
  /** When the last silent re-login started (epoch ms), or null. */
  lastReLoginAt: number | null;
  now: number;
}

export interface ReLoginRequest {
  /** Where to come back after the login (path and query of the page that got the 401). */
  returnUrl: string;
  /** The identity-provider configuration's unauthorized_route. */
  unauthorizedRoute: string;
}

export type ReLoginEvent = ({ type: 'UNAUTHORIZED' } & ReLoginRequest) | { type: 'LOCATION.CHANGED'; path: string };

export interface ReLoginContext {
  /** The first 401 of the current re-login: where it goes and comes back. */
  request: ReLoginRequest | null;
  /** Calls that answered 401 during the current re-login (for the inspector; one re-login all the same). */
  unauthorizedCalls: number;
}

export const reLoginMachine = setup({
  types: {
    context: {} as ReLoginContext,
    events: {} as ReLoginEvent,
  },
  actors: {
    readReLoginClock: placeholderActor<ReLoginClock>('readReLoginClock'),
  },
  actions: {
    assignRequest: assign({ request: (_, params: ReLoginRequest) => params, unauthorizedCalls: 1 }),
    countUnauthorizedCall: assign({ unauthorizedCalls: ({ context }) => context.unauthorizedCalls + 1 }),
    /** Navigates to the unauthorized route with `{returnUrl, forceLogin}` as navigation state. */
    startReLogin: placeholderAction<{ to: string; returnUrl: string; forceLogin: boolean }>('startReLogin'),
    /** Stores when this silent re-login started (session storage), for the loop rule. */
    recordReLogin: placeholderAction<{ at: number }>('recordReLogin'),
  },
  guards: {
    isReLoginLoop: (_, params: ReLoginClock) =>
      params.lastReLoginAt !== null &&
      params.now - params.lastReLoginAt >= 0 &&
      params.now - params.lastReLoginAt < RE_LOGIN_LOOP_WINDOW_MS,
    isAwayFromReLoginRoute: ({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: equivalent; only LOCATION.CHANGED is guarded by it (the check narrows the type)
      if (event.type !== 'LOCATION.CHANGED') return false;
      // Stryker disable next-line OptionalChaining: equivalent; it guards only in redirecting, where the request is set
      return event.path !== context.request?.unauthorizedRoute;
    },
  },
}).createMachine({
  id: 'reLogin',
  description:
    'One re-login for every call answering 401 at once: silent, or with the password after a loop (§8, decisions.md › Sign-in, re-login and logout)',
  context: { request: null, unauthorizedCalls: 0 },
  initial: 'idle',
  states: {
    idle: {
      description: 'No re-login under way (§8)',
      on: {
        UNAUTHORIZED: {
          target: 'deciding',
          actions: {
            type: 'assignRequest',
            params: ({ event }) => ({ returnUrl: event.returnUrl, unauthorizedRoute: event.unauthorizedRoute }),
          },
          description: 'A call answers 401: re-login, back to this page afterwards (§8)',
        },
      },
    },
    deciding: {
      description: 'Reads when the last silent re-login started (decisions.md › Sign-in, re-login and logout)',
      // Other 401s that arrive now are the same re-login: counted, nothing more.
      on: {
        UNAUTHORIZED: {
          actions: 'countUnauthorizedCall',
          description: 'Another 401 joins the same re-login (decisions.md › Notifications)',
        },
      },
      invoke: {
        id: 'readReLoginClock',
        src: 'readReLoginClock',
        onDone: [
          {
            guard: { type: 'isReLoginLoop', params: ({ event }) => event.output },
            target: 'redirecting',
            actions: [
              { type: 'startReLogin', params: ({ context }) => reLoginNavigation(context, false) },
              { type: 'recordReLogin', params: ({ event }) => ({ at: event.output.now }) },
            ],
            description: `A silent re-login less than ${inWords(RE_LOGIN_LOOP_WINDOW_MS)} ago: ask for the password (decisions.md › Sign-in, re-login and logout)`,
          },
          {
            target: 'redirecting',
            actions: [
              { type: 'startReLogin', params: ({ context }) => reLoginNavigation(context, true) },
              { type: 'recordReLogin', params: ({ event }) => ({ at: event.output.now }) },
            ],
            description: 'Otherwise a silent re-login (forceLogin) (§8, decisions.md › Sign-in, re-login and logout)',
          },
        ],
        // Session storage unreadable: no loop can be told, so a silent re-login.
        onError: {
          target: 'redirecting',
          actions: { type: 'startReLogin', params: ({ context }) => reLoginNavigation(context, true) },
          description: 'Session storage unreadable: a silent re-login (decisions.md › Notifications)',
        },
      },
    },
    redirecting: {
      description: 'The re-login route is under way (§8)',
      on: {
        UNAUTHORIZED: {
          actions: 'countUnauthorizedCall',
          description: 'Another 401 joins the same re-login (decisions.md › Notifications)',
        },
        'LOCATION.CHANGED': {
          guard: 'isAwayFromReLoginRoute',
          target: 'idle',
          description: 'The user is away from the re-login route: a later 401 re-logs in again (decisions.md › Notifications)',
        },
      },
    },
  },
});

function reLoginNavigation(context: ReLoginContext, forceLogin: boolean) {
  const request = context.request!;
  return { to: request.unauthorizedRoute, returnUrl: request.returnUrl, forceLogin };
}
