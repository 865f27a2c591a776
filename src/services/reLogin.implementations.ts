// The browser side of the reLogin machine: when the last silent re-login started (session storage,
// per tab), and the navigation to the unauthorized route.
//
//   reLoginMachine.provide(createReLoginImplementations(deps))
import { fromPromise } from 'xstate';
import type { ReLoginClock } from '../../machines/reLogin/reLogin.machine';
import { readSession, writeSession } from './storage';

/** When the last silent re-login started (session storage, epoch ms). */
export const RE_LOGIN_KEY = 'reLoginAt';

export interface ReLoginDeps {
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  now: () => number;
}

function readLastReLogin(): number | null {
  const raw = readSession(RE_LOGIN_KEY);
  if (raw === null || raw.trim() === '') return null;
  const at = Number(raw);
  return Number.isFinite(at) ? at : null;
}

export function createReLoginImplementations(deps: ReLoginDeps) {
  return {
    actors: {
      readReLoginClock: fromPromise<ReLoginClock>(async () => ({ lastReLoginAt: readLastReLogin(), now: deps.now() })),
    },
    actions: {
      // The /autologin route reads `forceLogin` and `returnUrl` from the navigation state.
      startReLogin: (_: unknown, params: { to: string; returnUrl: string; forceLogin: boolean }) =>
        deps.navigate(params.to, { state: { returnUrl: params.returnUrl, forceLogin: params.forceLogin } }),
      recordReLogin: (_: unknown, params: { at: number }) => writeSession(RE_LOGIN_KEY, String(params.at)),
    },
  };
}
