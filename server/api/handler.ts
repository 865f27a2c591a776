// The REST API of the stack: `{backApi}` = `/api` (plus the hub's negotiate) and `{alertsApi}` =
// `/alerts-api`. Order per call: CORS, injected faults, bearer check, the request against the
// contract, route.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ALERTS_PREFIX, API_PREFIX } from '../config.ts';
import { answerFault, type Faults } from '../faults.ts';
import { HttpError, readJson, requestUrl, sendEmpty, sendError, sendFile, sendJson } from '../http-utils.ts';
import type { DemoAccount } from '../demo-data.ts';
import type { NotificationHub } from '../hub/hub.ts';
import type { StackState } from '../state.ts';
import { bearerToken, type TokenCheck } from './auth.ts';
import { folderAndLogRoutes } from './folders-and-logs.ts';
import { notificationRoutes } from './notifications.ts';
import { matchRoute, type Route, type RouteResult } from './router.ts';
import { userRoutes } from './users.ts';
import { SCREEN_ROUTES } from '../screens/screens.ts';
import { sliderAlerts } from '../screens/backOfficeAlerts.ts';
import { CALLS, type Call } from '../../contract/calls.ts';
import { answerProblems } from '../../contract/check.ts';
import { requestProblems } from '../../contract/requests.ts';

/** The account a handler of a call without a bearer gets: none; such handlers never read it. */
const ANONYMOUS = undefined as unknown as DemoAccount;

const ROUTES: readonly Route[] = [...userRoutes, ...notificationRoutes, ...folderAndLogRoutes, ...SCREEN_ROUTES];

/** Request headers the portal and the SignalR client send (spec section 7, stack.md). */
const ALLOWED_HEADERS = [
  'Authorization',
  'Device-Unique-Id',
  'Access-Control-Allow-Origin',
  'Content-Type',
  'X-Requested-With',
  'X-SignalR-User-Agent',
].join(', ');
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * The stand-in keeps to the contract: an answer it is about to send that the contract does not
 * allow (a status the call does not list, a body that breaks the status's schema) becomes a 500
 * naming the call and the field, and an error on the console, so a drifting answer fails the tests
 * that see it. A 400 answers a request outside the contract (a body where none is taken, a bad
 * field): it is not checked. Fault rules of the control API are deliberate and never checked.
 */
export function keepToContract(call: Call, status: number, body: unknown): void {
  if (status === 400) return;
  const wire = body === undefined || body instanceof Uint8Array ? body : JSON.parse(JSON.stringify(body));
  const problems = answerProblems(call, status, wire);
  if (problems.length === 0) return;
  const message = `The stand-in's ${status} answer to ${call.method} ${call.path} breaks the contract: ${problems.join('; ')}`;
  console.error(`[stack api] ${message}`);
  throw new HttpError(500, message);
}

/** Runs a handler and checks what it answers, an error's status and Message included. */
async function answered(call: Call, run: () => RouteResult | Promise<RouteResult>): Promise<RouteResult> {
  let result: RouteResult;
  try {
    result = await run();
  } catch (error) {
    if (error instanceof HttpError) keepToContract(call, error.status, { Message: error.message });
    throw error;
  }
  keepToContract(call, result.status, result.body);
  return result;
}

export interface ApiOptions {
  state: StackState;
  faults: Faults;
  hub: NotificationHub;
  checkToken: TokenCheck;
  portalOrigin: string;
}

/** CORS for the portal's origin only; credentials allowed because SignalR's negotiate sends them. */
function corsHeaders(req: IncomingMessage, portalOrigin: string): Record<string, string> {
  if (req.headers.origin !== portalOrigin) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': portalOrigin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
}

export function createApiHandler({ state, faults, hub, checkToken, portalOrigin }: ApiOptions) {
  const negotiatePath = `${hub.path}/negotiate`;

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, cors: Record<string, string>): Promise<void> {
    const method = req.method ?? 'GET';
    const path = url.pathname;

    if (path === `${ALERTS_PREFIX}/v1/alerts`) {
      if (method !== 'GET') throw new HttpError(405, 'Only GET is allowed here');
      // The alerts API is called without Authorization (spec section 7); it answers what the back
      // office enabled and scheduled for today.
      const { body } = await answered(CALLS.getAlerts, () => ({ status: 200, body: sliderAlerts(state) }));
      return sendJson(res, 200, body, cors);
    }

    if (path === negotiatePath) {
      if (method !== 'POST') throw new HttpError(405, 'Only POST is allowed here');
      const { body } = await answered(CALLS.negotiateHub, async () => {
        const login = await checkToken(bearerToken(req, url, { allowQuery: true }));
        if (hub.down) throw new HttpError(503, 'The notification hub is down');
        return { status: 200, body: hub.negotiate(login) };
      });
      return sendJson(res, 200, body, cors);
    }

    // The Server-Sent Events transport (the WebSocket one arrives as an upgrade, see stack.ts).
    if (path === hub.path) return hub.handleHttp(req, res, url, cors);

    if (!path.startsWith(`${API_PREFIX}/`)) throw new HttpError(404, `No route ${path}`);
    const match = matchRoute(ROUTES, method, path.slice(API_PREFIX.length));
    if (match.kind === 'none') throw new HttpError(404, `No route ${method} ${path}`);
    if (match.kind === 'wrongMethod') {
      throw new HttpError(405, `${method} is not allowed on ${path} (allowed: ${match.allowed.join(', ')})`);
    }

    const result = await answered(match.route.call, async () => {
      // A call without a bearer (the evaluation landing page) is answered whoever asks; its handler reads no account.
      const account = match.route.call.bearer ? state.account(await checkToken(bearerToken(req, url))) : ANONYMOUS;
      if (match.route.call.bearer && !account) throw new HttpError(401, 'Unknown user');
      const body = await readJson(req);
      // A request the document refuses is refused here too, naming the field.
      const problems = requestProblems(match.route.call, url.searchParams, body);
      if (problems.length > 0) throw new HttpError(400, `The request breaks the contract: ${problems.join('; ')}`);
      return match.route.handler({ account: account!, params: match.params, query: url.searchParams, body, state, hub });
    });
    if (result.body === undefined) return sendEmpty(res, result.status, cors);
    if (result.file && result.body instanceof Uint8Array) return sendFile(res, result.status, result.body, result.file, cors);
    return sendJson(res, result.status, result.body, cors);
  }

  return async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    const cors = corsHeaders(req, portalOrigin);

    if (req.method === 'OPTIONS') {
      const preflight = cors['Access-Control-Allow-Origin']
        ? {
            ...cors,
            'Access-Control-Allow-Methods': ALLOWED_METHODS,
            'Access-Control-Allow-Headers': ALLOWED_HEADERS,
            'Access-Control-Max-Age': '600',
          }
        : cors;
      return sendEmpty(res, 204, preflight);
    }

    try {
      const fault = faults.take(req.method ?? 'GET', url.pathname);
      if (fault && (await answerFault(fault, req, res, cors))) return;
      await route(req, res, url, cors);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        req.resume();
        return sendError(res, error.status, error.message, {
          ...cors,
          ...(error.status === 401 && { 'WWW-Authenticate': 'Bearer' }),
        });
      }
      console.error('[stack api] unexpected error:', error instanceof Error ? error.message : error);
      return sendError(res, 500, 'Unexpected error in the local stack', cors);
    }
  };
}
