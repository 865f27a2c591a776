// A tiny route table for the API: method + path pattern (`:name` segments) → handler.
import type { Call } from '../../contract/calls.ts';
import type { DemoAccount } from '../demo-data.ts';
import type { NotificationHub } from '../hub/hub.ts';
import type { StackState } from '../state.ts';

export interface RouteContext {
  account: DemoAccount;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body, or undefined when empty. */
  body: unknown;
  state: StackState;
  hub: NotificationHub;
}

export interface RouteResult {
  status: number;
  /** JSON, or a file (a call whose answer is binary: contract/calls.ts `BinaryAnswer`). */
  body?: unknown;
  /** With a file body: its media type and the file name offered to a download. */
  file?: { mediaType: string; fileName: string };
}

export interface Route {
  /** The call of the contract this route answers: its answers are checked against it. */
  call: Call;
  method: Call['method'];
  /** Relative to `{backApi}`, e.g. `/v1/users/:id/profile/approve`. */
  path: string;
  handler: (ctx: RouteContext) => RouteResult | Promise<RouteResult>;
}

/** The stand-in's route for a call of the contract: method and path come from the contract. */
export function route(call: Call, handler: Route['handler']): Route {
  return { call, method: call.method, path: call.path.replace(/\{(\w+)\}/g, ':$1'), handler };
}

export type RouteMatch =
  { kind: 'found'; route: Route; params: Record<string, string> } | { kind: 'wrongMethod'; allowed: string[] } | { kind: 'none' };

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      if (got[i] === '') return undefined;
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return undefined;
      }
    } else if (want[i] !== got[i]) {
      return undefined;
    }
  }
  return params;
}

/** Literal segments win over `:params` (`/v1/notifications/popup/processed` is not an id). */
export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  const candidates = routes
    .map((route) => ({ route, params: matchPath(route.path, path) }))
    .filter((c): c is { route: Route; params: Record<string, string> } => c.params !== undefined);
  if (candidates.length === 0) return { kind: 'none' };
  const forMethod = candidates
    .filter((c) => c.route.method === method)
    .sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  if (forMethod.length === 0) return { kind: 'wrongMethod', allowed: [...new Set(candidates.map((c) => c.route.method))] };
  return { kind: 'found', ...forMethod[0] };
}
