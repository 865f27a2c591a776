// Control API (decisions.md "Local stack conventions"), for tests and demos. Loopback only, JSON
// only, and no CORS headers: a web page cannot drive it (a cross-origin JSON POST needs a
// preflight, which is never granted).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoredNotification } from './demo-data.ts';
import { demoNotificationType } from './notification-types.ts';
import { check } from '../contract/check.ts';
import { NotificationSchema } from '../contract/wire.ts';
import type { Faults } from './faults.ts';
import { HttpError, isJsonRequest, isLoopback, isRecord, readJson, requestUrl, sendError, sendJson } from './http-utils.ts';
import { HUB_TARGETS, type HubTarget, type NotificationHub } from './hub/hub.ts';
import type { StackState } from './state.ts';
import { CONTROL_PREFIX } from './config.ts';
import { answerTimeSheet, wireSheet } from './screens/timeSheetRecords.ts';
import { answerDepositRequest } from './screens/depositRequest.ts';
import { evaluationOutbox } from './screens/evaluations.ts';

export interface ControlOptions {
  state: StackState;
  faults: Faults;
  hub: NotificationHub;
}

let pushCounter = 0;

/**
 * A pushed notification, completed with defaults (id, category of its type, date) and stored, so
 * later list calls return it. One that breaks the contract (an unknown type, nested data: a test
 * of the portal's intake) is sent but not stored: the stand-in's lists keep to the contract.
 */
function storePushedNotification(state: StackState, login: string, value: unknown): StoredNotification {
  if (!isRecord(value) || typeof value.type !== 'string' || value.type === '') {
    throw new HttpError(400, 'SendNotification needs arguments[0] = a notification with a type');
  }
  const account = state.account(login)!;
  const known = demoNotificationType(value.type);
  pushCounter += 1;
  const notification: StoredNotification = {
    ...value,
    id: typeof value.id === 'string' && value.id !== '' ? value.id : `n-push-${Date.now()}-${pushCounter}`,
    type: value.type,
    category: typeof value.category === 'string' ? value.category : (known?.category ?? 'other'),
    createdAt: typeof value.createdAt === 'string' ? value.createdAt : new Date().toISOString(),
    processed: false,
  };
  if (check(NotificationSchema, notification).ok) {
    account.notifications = [notification, ...account.notifications.filter((n) => n.id !== notification.id)];
  }
  return notification;
}

function push(state: StackState, hub: NotificationHub, body: unknown) {
  if (!isRecord(body)) throw new HttpError(400, 'Body must be a JSON object');
  const { login, target, arguments: args } = body;
  if (typeof login !== 'string' || !state.account(login)) throw new HttpError(404, `No demo user '${String(login)}'`);
  if (!(HUB_TARGETS as readonly unknown[]).includes(target)) throw new HttpError(400, `target must be one of ${HUB_TARGETS.join(', ')}`);
  if (!Array.isArray(args) || args.length === 0) throw new HttpError(400, 'arguments must be a non-empty array');

  let sent: unknown[] = args;
  if (target === 'SendNotification') {
    const { processed: _processed, ...notification } = storePushedNotification(state, login, args[0]);
    sent = [notification, ...args.slice(1)];
  } else {
    const ids = args[0];
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
      throw new HttpError(400, 'SendImportantProcessedNotifications needs arguments[0] = a list of ids');
    }
    for (const n of state.account(login)!.notifications) if (ids.includes(n.id)) n.processed = true;
  }
  return { delivered: hub.send(login, target as HubTarget, sent), sent };
}

export function createControlHandler({ state, faults, hub }: ControlOptions) {
  return async function handleControl(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      if (!isLoopback(req)) throw new HttpError(403, 'The control API answers on loopback only');
      const method = req.method ?? 'GET';
      const path = requestUrl(req).pathname.slice(CONTROL_PREFIX.length);

      if (method === 'GET') {
        switch (path) {
          case '/health':
            return sendJson(res, 200, { ok: true, tenant: state.tenant });
          case '/faults':
            return sendJson(res, 200, { faults: faults.list() });
          case '/logs':
            return sendJson(res, 200, { logs: state.logs });
          // The evaluation requests' links sent since the reset, as the clients' mailboxes hold them (docs/screens/evaluations.md).
          case '/evaluations/outbox':
            return sendJson(res, 200, evaluationOutbox(state));
          case '/hub':
            return sendJson(res, 200, { down: hub.down, connections: hub.connectionCount(), transports: hub.transportCounts() });
          default:
            throw new HttpError(404, `No control route GET ${path}`);
        }
      }
      if (method !== 'POST') throw new HttpError(405, 'The control API takes GET and POST');
      if (!isJsonRequest(req)) throw new HttpError(415, 'Control calls must send Content-Type: application/json');
      const body = await readJson(req);

      switch (path) {
        case '/push':
          return sendJson(res, 200, push(state, hub, body));
        case '/faults':
          return sendJson(res, 200, { faults: faults.set(body ?? {}) });
        case '/faults/take': {
          // For the portal server (vite-faults-plugin.ts): the fault for one of its own files, if
          // any, counted like an API call; the portal server then answers it.
          if (!isRecord(body) || typeof body.method !== 'string' || typeof body.path !== 'string' || !body.path.startsWith('/')) {
            throw new HttpError(400, 'Body must be {"method": "GET", "path": "/…"}');
          }
          return sendJson(res, 200, { fault: faults.take(body.method, body.path) ?? null });
        }
        case '/time-sheets/answer': {
          // The client's answer to a submitted week (docs/screens/workerTimeSheets.md), pushed to the worker.
          if (!isRecord(body) || typeof body.id !== 'string' || (body.answer !== 'approve' && body.answer !== 'dispute')) {
            throw new HttpError(400, 'Body must be {"id": "ts-…", "answer": "approve" | "dispute", "reason": "…"}');
          }
          const answer =
            body.answer === 'approve' ? ({ approve: true } as const) : { approve: false as const, reason: String(body.reason ?? '') };
          const { record, delivered } = answerTimeSheet(state, hub, body.id, answer);
          return sendJson(res, 200, { timeSheet: wireSheet(record), delivered });
        }
        // The agency answers a worker's pay advance request (docs/screens/depositRequest.md).
        case '/deposit-requests/answer':
          return sendJson(res, 200, answerDepositRequest(state, hub, body));
        case '/hub/drop':
          return sendJson(res, 200, { dropped: hub.drop() });
        case '/hub/down': {
          if (!isRecord(body) || typeof body.down !== 'boolean') throw new HttpError(400, 'Body must be {"down": true|false}');
          hub.down = body.down;
          return sendJson(res, 200, { down: hub.down });
        }
        case '/reset':
          // Back to a fresh start: demo data, no faults, hub up. Open hub connections stay.
          state.reset();
          faults.clear();
          hub.down = false;
          return sendJson(res, 200, { reset: true });
        default:
          throw new HttpError(404, `No control route POST ${path}`);
      }
    } catch (error) {
      if (error instanceof HttpError) {
        req.resume();
        return sendError(res, error.status, error.message);
      }
      console.error('[stack control] unexpected error:', error instanceof Error ? error.message : error);
      return sendError(res, 500, 'Unexpected error in the control API');
    }
  };
}
