// The stand-in keeps to the contract (contract/): every call is exercised against the local stack,
// each answer's status and body checked with the contract's own checker, and the hub's two server
// events read with the contract's schemas. A stand-in answer that drifts fails here (and, through
// the stack's own check, becomes a 500 in every other test that sees it). The stand-in's own rules
// (days off, notification types) agree with the portal's.
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CALLS, pathOf, type CallId } from '../../contract/calls.ts';
import { answerProblems, check } from '../../contract/check.ts';
import { HUB_EVENTS, HUB_PATH } from '../../contract/hub.ts';
import type { Role } from '../../contract/wire.ts';
import { effectiveDisabledFeatures } from '../../machines/domain/features.ts';
import { NOTIFICATION_DISPLAY, NOTIFICATION_TYPES } from '../../machines/domain/notificationTypes.ts';
import { keepToContract } from '../../server/api/handler.ts';
import { hasDaysOff } from '../../server/api/users.ts';
import { alertsApiUrl } from '../../server/config.ts';
import type { DemoAccount } from '../../server/demo-data.ts';
import { HttpError } from '../../server/http-utils.ts';
import { DEMO_NOTIFICATION_TYPES } from '../../server/notification-types.ts';
import { request } from './helpers/http.ts';
import { signIn } from './helpers/sign-in.ts';
import { control, useStack } from './helpers/stack-fixture.ts';

const stack = useStack();
const tokens = new Map<string, string>();

async function tokenFor(login: string): Promise<string> {
  if (!tokens.has(login)) tokens.set(login, (await signIn(stack(), login)).access_token);
  return tokens.get(login)!;
}

beforeEach(async () => {
  await control(stack(), '/reset');
});

interface Exercise {
  call: CallId;
  /** null: without a token. */
  login: string | null;
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  status: number;
}

/** Every call, with each answer the stand-in gives to a request that keeps to the contract. */
const EXERCISES: Exercise[] = [
  { call: 'getUserInfo', login: 'worker', status: 200 },
  { call: 'getUserInfo', login: 'client-approval', status: 200 },
  { call: 'getUserInfo', login: 'forbidden', status: 403 },
  {
    call: 'updateProfile',
    login: 'client-approval',
    body: { id: 'u-alpha-client-approval', firstName: 'Gaby', mobilePhone: null },
    status: 200,
  },
  { call: 'updateProfile', login: 'worker', body: { id: 'u-alpha-client' }, status: 403 },
  { call: 'approveProfile', login: 'client-approval', params: { id: 'u-alpha-client-approval' }, status: 204 },
  { call: 'approveProfile', login: 'worker', params: { id: 'u-alpha-client' }, status: 403 },
  { call: 'getProfileApproval', login: 'client-approval', status: 200 },
  { call: 'negotiateHub', login: 'worker', query: '?negotiateVersion=1', status: 200 },
  { call: 'sendLog', login: 'worker', body: { message: 'Something failed', level: 'error' }, status: 204 },
  { call: 'registerDevice', login: 'client-first', body: { deviceId: 'dev-1', name: 'Chromium on Linux' }, status: 201 },
  { call: 'getDeviceStatus', login: 'client-first', params: { deviceId: 'dev-unknown' }, status: 200 },
  { call: 'changePassword', login: 'worker-password', body: { newPassword: 'a-long-password' }, status: 204 },
  { call: 'getNotificationSettings', login: 'worker', status: 200 },
  { call: 'markNotificationProcessed', login: 'worker', params: { id: 'n-worker-1' }, status: 204 },
  { call: 'markNotificationProcessed', login: 'worker', params: { id: 'n-nope' }, status: 404 },
  { call: 'getImportantNotifications', login: 'worker', status: 200 },
  { call: 'getImportantNotifications', login: 'client', status: 200 },
  { call: 'getPopupNotifications', login: 'worker', query: '?skip=0&take=10', status: 200 },
  { call: 'getPopupNotifications', login: 'client', query: '?skip=10&take=10', status: 200 },
  { call: 'markPopupProcessed', login: 'worker', body: { ids: ['n-worker-3', 'n-worker-4'] }, status: 204 },
  { call: 'getNotifications', login: 'worker', query: '?skip=0&take=20', status: 200 },
  { call: 'getNotifications', login: 'assistant', query: '?skip=0&take=20', status: 200 },
  { call: 'getAgencyFolders', login: 'director', status: 200 },
  { call: 'getAgencyFolders', login: 'worker', status: 200 },
  { call: 'getAlerts', login: null, status: 200 },
  { call: 'getMyProfile', login: 'client', status: 200 },
  { call: 'getMyProfile', login: 'worker', status: 200 },
  { call: 'getDaysOff', login: 'worker', status: 200 },
  { call: 'getDaysOff', login: 'worker-cdii', status: 403 },
  { call: 'createDaysOff', login: 'worker', body: { startDate: '2025-09-01', endDate: '2025-09-05', reason: 'Vacances' }, status: 201 },
  { call: 'createDaysOff', login: 'selfregistered', body: { startDate: '2025-09-01', endDate: '2025-09-05' }, status: 403 },
  {
    call: 'updateDaysOff',
    login: 'worker',
    params: { id: 'd-worker-2' },
    body: { startDate: '2025-08-12', endDate: '2025-08-12' },
    status: 200,
  },
  {
    call: 'updateDaysOff',
    login: 'worker',
    params: { id: 'd-worker-1' },
    body: { startDate: '2025-08-12', endDate: '2025-08-12' },
    status: 409,
  },
  {
    call: 'updateDaysOff',
    login: 'worker',
    params: { id: 'd-nope' },
    body: { startDate: '2025-08-12', endDate: '2025-08-12' },
    status: 404,
  },
  { call: 'getDevices', login: 'client', status: 200 },
  { call: 'renameDevice', login: 'client', params: { deviceId: 'client-phone' }, body: { name: 'Mon téléphone' }, status: 200 },
  { call: 'renameDevice', login: 'client', params: { deviceId: 'unknown' }, body: { name: 'x' }, status: 404 },
  { call: 'removeDevice', login: 'client', params: { deviceId: 'client-phone' }, status: 204 },
  { call: 'removeDevice', login: 'client', params: { deviceId: 'unknown' }, status: 404 },
];

async function exercise({ call: id, login, params, query = '', body }: Pick<Exercise, 'call' | 'login' | 'params' | 'query' | 'body'>) {
  const call = CALLS[id];
  const base = call.base === 'alertsApi' ? alertsApiUrl(stack().stackUrl) : stack().backApiUrl;
  const headers: Record<string, string> = {};
  if (login) headers.Authorization = `Bearer ${await tokenFor(login)}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await request(`${base}${pathOf(call, params)}${query}`, {
    method: call.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: response.text === '' ? undefined : response.json() };
}

describe('the stand-in keeps to the contract', () => {
  it.each(EXERCISES)('$call as $login → $status', async (step) => {
    const answer = await exercise(step);
    expect(answer.status, JSON.stringify(answer.body)).toBe(step.status);
    expect(answerProblems(CALLS[step.call], answer.status, answer.body)).toEqual([]);
  });

  it('exercises every call of the contract, each with a success', () => {
    const succeeded = new Set(EXERCISES.filter((step) => step.status < 300).map((step) => step.call));
    expect([...succeeded].sort()).toEqual(Object.keys(CALLS).sort());
  });

  it('answers every call with a token without one by a 401 of the contract', async () => {
    for (const [id, call] of Object.entries(CALLS) as [CallId, (typeof CALLS)[CallId]][]) {
      if (!call.bearer) continue;
      const answer = await exercise({ call: id, login: null, params: { id: 'x', deviceId: 'x' }, body: {} });
      expect(answer.status, id).toBe(401);
      expect(answerProblems(call, answer.status, answer.body), id).toEqual([]);
    }
  });

  it('turns an answer that would break the contract into a 500 naming the call and the field', () => {
    // The positive case first: an answer of the contract goes out as it is.
    expect(() => keepToContract(CALLS.getDevices, 200, [{ deviceId: 'laptop', name: 'Laptop' }])).not.toThrow();
    expect(() => keepToContract(CALLS.getDevices, 200, [{ deviceId: 'laptop', name: 3 }])).toThrow(
      new HttpError(500, "The stand-in's 200 answer to GET /v1/users/me/devices breaks the contract: 0.name is 3, expected string"),
    );
    expect(() => keepToContract(CALLS.getDevices, 418, { Message: 'teapot' })).toThrow(
      /status 418 is not an answer of GET \/v1\/users\/me\/devices/,
    );
    // A 400 answers a request outside the contract: not checked.
    expect(() => keepToContract(CALLS.approveProfile, 400, { Message: 'This call takes no body' })).not.toThrow();
  });
});

describe("the stand-in's hub keeps to the contract", () => {
  const open: HubConnection[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((connection) => connection.stop()));
  });

  it('sends both server events with arguments the contract reads', async () => {
    const token = await tokenFor('worker');
    const connection = new HubConnectionBuilder()
      .withUrl(`${stack().backApiUrl}${HUB_PATH}`, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    open.push(connection);
    const received: { target: keyof typeof HUB_EVENTS; args: unknown[] }[] = [];
    for (const target of Object.keys(HUB_EVENTS) as (keyof typeof HUB_EVENTS)[]) {
      connection.on(target, (...args: unknown[]) => received.push({ target, args }));
    }
    await connection.start();

    // The stand-in completes a push (id, category, date) and sends the processed ids itself.
    await control(stack(), '/push', { login: 'worker', target: 'SendNotification', arguments: [{ type: 'contractToSign' }] });
    await exercise({ call: 'markNotificationProcessed', login: 'worker', params: { id: 'n-worker-1' } });
    const started = Date.now();
    while (received.length < 2 && Date.now() - started < 3000) await new Promise((resolve) => setTimeout(resolve, 10));

    expect(received.map((event) => event.target)).toEqual(['SendNotification', 'SendImportantProcessedNotifications']);
    for (const { target, args } of received) {
      expect(args, target).toHaveLength(HUB_EVENTS[target].arguments.length);
      HUB_EVENTS[target].arguments.forEach((schema, index) =>
        expect(check(schema, args[index], target, true), target).toMatchObject({ ok: true }),
      );
    }
  });

  it('sends a push that breaks the contract but does not store it: the lists stay within the contract', async () => {
    await control(stack(), '/push', { login: 'worker', target: 'SendNotification', arguments: [{ id: 'n-bad', type: 'somethingNew' }] });
    await control(stack(), '/push', { login: 'worker', target: 'SendNotification', arguments: [{ id: 'n-good', type: 'newsPublished' }] });
    const answer = await exercise({ call: 'getPopupNotifications', login: 'worker', query: '?skip=0&take=10' });
    expect(answerProblems(CALLS.getPopupNotifications, answer.status, answer.body)).toEqual([]);
    const ids = (answer.body as { items: { id: string }[] }).items.map((item) => item.id);
    expect(ids).toContain('n-good');
    expect(ids).not.toContain('n-bad');
  });
});

describe("the stand-in's own rules agree with the portal's", () => {
  it('has the same notification types, categories and important ones (decisions.md "Notification types")', () => {
    expect(Object.keys(DEMO_NOTIFICATION_TYPES).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    for (const type of NOTIFICATION_TYPES) {
      const { category, important } = NOTIFICATION_DISPLAY[type];
      expect(DEMO_NOTIFICATION_TYPES[type], type).toEqual({ category, important });
    }
  });

  it('turns days off off for the same users (spec section 5)', () => {
    const users: DemoAccount['info'][] = [];
    for (const userType of ['worker', 'client', 'internalUser'] as const) {
      for (const roles of [['worker'], ['selfRegistered'], ['clientUser'], []] as Role[][]) {
        for (const workerType of [null, 'temporary', 'selfRegistered']) {
          for (const hasValidCdii of [false, true]) {
            for (const disabledFeatures of [[], ['daysOff'], ['contracts']]) {
              users.push({ ...baseInfo, userType, roles, workerType, hasValidCdii, disabledFeatures });
            }
          }
        }
      }
    }
    const portalSays = (user: DemoAccount['info']) => user.userType === 'worker' && !effectiveDisabledFeatures(user).includes('daysOff');
    expect(users.filter(hasDaysOff).length).toBeGreaterThan(0);
    for (const user of users) expect(hasDaysOff(user), JSON.stringify(user)).toBe(portalSays(user));
  });
});

const baseInfo: DemoAccount['info'] = {
  id: 'u',
  firstName: 'A',
  lastName: 'B',
  email: 'a@b.c',
  userType: 'worker',
  roles: ['worker'],
  workerType: null,
  hasValidCdii: false,
  disabledFeatures: [],
  isFirstConnection: false,
  hasToChangePassword: false,
  requireProfileApproval: false,
  function: null,
  landlinePhone: null,
  mobilePhone: null,
};
