// The REST API: bearer checks, the shape of every call (one table), validation, state changes,
// CORS. Tokens come from real sign-ins against the stack's provider.
import { generateKeyPair, SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { request } from './helpers/http.ts';
import { PORTAL_URL, signIn } from './helpers/sign-in.ts';
import { api, control, useStack } from './helpers/stack-fixture.ts';
import { notificationAge, parseIsoDateTime } from '../../machines/domain/notificationAge.ts';

const stack = useStack();
const tokens = new Map<string, string>();

async function tokenFor(login: string): Promise<string> {
  if (!tokens.has(login)) tokens.set(login, (await signIn(stack(), login)).access_token);
  return tokens.get(login)!;
}

beforeEach(async () => {
  await control(stack(), '/reset');
});

const isString = expect.any(String);
const isBoolean = expect.any(Boolean);
const notificationShape = { id: isString, type: isString, category: isString, data: expect.any(Object), createdAt: isString };

interface ShapeCase {
  call: string;
  login: string;
  body?: unknown;
  status: number;
  shape?: unknown;
}

const SHAPES: ShapeCase[] = [
  {
    call: 'GET /v1/users/me/info',
    login: 'worker',
    status: 200,
    shape: {
      userType: 'worker',
      roles: ['worker'],
      workerType: 'temporary',
      hasValidCdii: false,
      disabledFeatures: [],
      isFirstConnection: false,
      hasToChangePassword: false,
      requireProfileApproval: false,
      function: null,
      landlinePhone: null,
      mobilePhone: isString,
      id: 'u-alpha-worker',
      firstName: 'Camille',
      lastName: 'Martin',
      email: isString,
    },
  },
  { call: 'GET /v1/users/me/info', login: 'forbidden', status: 403, shape: { Message: isString } },
  {
    call: 'PUT /v1/users/profile',
    login: 'client-approval',
    status: 200,
    body: { id: 'u-alpha-client-approval', firstName: 'Gaby', mobilePhone: null },
    shape: {
      id: 'u-alpha-client-approval',
      firstName: 'Gaby',
      lastName: isString,
      email: isString,
      function: isString,
      landlinePhone: isString,
      mobilePhone: null,
      pendingApproval: false,
    },
  },
  { call: 'PATCH /v1/users/u-alpha-client-approval/profile/approve', login: 'client-approval', status: 204 },
  {
    call: 'GET /v1/users/get-profile-approval',
    login: 'client-approval',
    status: 200,
    shape: {
      id: 'u-alpha-client-approval',
      firstName: isString,
      lastName: isString,
      email: isString,
      function: isString,
      landlinePhone: isString,
      mobilePhone: isString,
      pendingApproval: true,
    },
  },
  {
    call: 'POST /v1/users/me/devices',
    login: 'client-first',
    status: 201,
    body: { deviceId: 'dev-1', name: 'Chromium on Linux' },
    shape: { deviceId: 'dev-1', name: 'Chromium on Linux', registered: true },
  },
  { call: 'GET /v1/users/me/devices/dev-unknown', login: 'client-first', status: 200, shape: { registered: false } },
  { call: 'GET /v1/users/me/devices/any-device', login: 'worker', status: 200, shape: { registered: true } },
  { call: 'PUT /v1/users/me/password', login: 'worker-password', status: 204, body: { newPassword: 'a-long-password' } },
  {
    call: 'GET /v1/users/me/profile',
    login: 'client',
    status: 200,
    shape: {
      id: 'u-alpha-client',
      firstName: 'Hugo',
      lastName: 'Dubois',
      email: isString,
      function: 'Responsable RH',
      landlinePhone: isString,
      mobilePhone: isString,
    },
  },
  {
    call: 'GET /v1/users/me/days-off',
    login: 'worker',
    status: 200,
    shape: Array(2).fill({ id: isString, startDate: isString, endDate: isString, reason: isString, status: isString }),
  },
  { call: 'GET /v1/users/me/days-off', login: 'worker-cdii', status: 403, shape: { Message: isString } },
  { call: 'GET /v1/users/me/days-off', login: 'selfregistered', status: 403, shape: { Message: isString } },
  { call: 'GET /v1/users/me/days-off', login: 'client', status: 403, shape: { Message: isString } },
  {
    call: 'POST /v1/users/me/days-off',
    login: 'worker',
    status: 201,
    body: { startDate: '2025-09-01', endDate: '2025-09-05', reason: 'Vacances' },
    shape: { id: isString, startDate: '2025-09-01', endDate: '2025-09-05', reason: 'Vacances', status: 'pending' },
  },
  {
    call: 'PUT /v1/users/me/days-off/d-worker-2',
    login: 'worker',
    status: 200,
    body: { startDate: '2025-08-12', endDate: '2025-08-12', reason: 'Médecin' },
    shape: { id: 'd-worker-2', startDate: '2025-08-12', endDate: '2025-08-12', reason: 'Médecin', status: 'pending' },
  },
  {
    call: 'PUT /v1/users/me/days-off/d-worker-1',
    login: 'worker',
    status: 409,
    body: { startDate: '2025-08-12', endDate: '2025-08-12' },
    shape: { Message: isString },
  },
  {
    call: 'POST /v1/users/me/days-off',
    login: 'worker',
    status: 400,
    body: { startDate: '2025-09-05', endDate: '2025-09-01' },
    shape: { Message: 'endDate must not be before startDate' },
  },
  {
    call: 'POST /v1/users/me/days-off',
    login: 'worker',
    status: 400,
    body: { startDate: '2025-02-30', endDate: '2025-03-01' },
    shape: { Message: isString },
  },
  {
    call: 'GET /v1/users/me/devices',
    login: 'client',
    status: 200,
    shape: [
      { deviceId: 'client-laptop', name: isString },
      { deviceId: 'client-phone', name: isString },
    ],
  },
  {
    call: 'PATCH /v1/users/me/devices/client-phone',
    login: 'client',
    status: 200,
    body: { name: 'Mon téléphone' },
    shape: { deviceId: 'client-phone', name: 'Mon téléphone' },
  },
  { call: 'PATCH /v1/users/me/devices/unknown', login: 'client', status: 404, body: { name: 'x' }, shape: { Message: isString } },
  { call: 'DELETE /v1/users/me/devices/client-phone', login: 'client', status: 204 },
  { call: 'GET /v1/notifications/settings', login: 'worker', status: 200, shape: { blockedCategories: ['daysOff'] } },
  { call: 'GET /v1/notifications/important', login: 'worker', status: 200, shape: [notificationShape, notificationShape] },
  {
    call: 'GET /v1/notifications/popup?skip=0&take=10',
    login: 'worker',
    status: 200,
    shape: { items: Array(10).fill(notificationShape), total: 14 },
  },
  {
    call: 'GET /v1/notifications/popup?skip=10&take=10',
    login: 'worker',
    status: 200,
    shape: { items: Array(4).fill(notificationShape), total: 14 },
  },
  { call: 'POST /v1/notifications/popup/processed', login: 'worker', status: 204, body: { ids: ['n-worker-3', 'n-worker-4'] } },
  {
    call: 'GET /v1/notifications?skip=0&take=5',
    login: 'client',
    status: 200,
    shape: { items: Array(5).fill({ ...notificationShape, processed: isBoolean }), total: 16 },
  },
  { call: 'PATCH /v1/notifications/n-worker-3/processed', login: 'worker', status: 204 },
  {
    call: 'GET /v1/agency-folders',
    login: 'director',
    status: 200,
    shape: Array(4).fill({ id: isString, code: isString, name: isString }),
  },
  { call: 'GET /v1/agency-folders', login: 'worker', status: 200, shape: [] },
  { call: 'POST /v1/logs', login: 'worker', status: 204, body: { message: 'Something failed', level: 'error' } },
];

describe('API shapes', () => {
  it.each(SHAPES)('$call as $login → $status', async ({ call, login, body, status, shape }) => {
    const [method, path] = call.split(' ');
    const response = await api(stack(), await tokenFor(login), method, path, body);
    expect(response.status).toBe(status);
    if (shape === undefined) expect(response.text).toBe('');
    else expect(response.json()).toEqual(shape);
  });

  it('serves the alerts without authorization', async () => {
    const response = await request(`${stack().stackUrl}/alerts-api/v1/alerts`);
    expect(response.status).toBe(200);
    expect(response.json<unknown[]>().length).toBeGreaterThan(0);
    for (const alert of response.json<unknown[]>()) expect(alert).toEqual({ id: isString, message: isString, level: isString });
  });
});

describe('API bearer check', () => {
  it('answers 401 with a Message without a token, with garbage, or with a token of another issuer', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ scope: 'api' })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'x' })
      .setIssuer(stack().idpUrl)
      .setAudience(stack().backApiUrl)
      .setSubject('worker')
      .setExpirationTime('1h')
      .sign(privateKey);
    for (const token of [undefined, 'not-a-jwt', forged]) {
      const response = await api(stack(), token, 'GET', '/v1/users/me/info');
      expect(response.status).toBe(401);
      expect(response.json()).toEqual({ Message: isString });
    }
  });

  it('refuses an ID token used as an access token', async () => {
    const { id_token } = await signIn(stack(), 'worker');
    expect((await api(stack(), id_token, 'GET', '/v1/users/me/info')).status).toBe(401);
  });

  it('checks the token before anything else on every route', async () => {
    for (const { call } of SHAPES) {
      const [method, path] = call.split(' ');
      expect((await api(stack(), undefined, method, path, {})).status).toBe(401);
    }
  });
});

describe('API validation', () => {
  // Refused with the contract's words (contract/requests.ts), naming the field, or by a rule of the
  // stand-in's own (an e-mail, a password's length, a take above 100).
  const BAD: [call: string, body: unknown, message: RegExp][] = [
    ['PUT /v1/users/profile', 'not json', /not valid JSON/],
    ['PUT /v1/users/profile', [], /^The request breaks the contract: body: the body is \[\], expected Object$/],
    ['PUT /v1/users/profile', { firstName: 'x' }, /^The request breaks the contract: body: id is missing$/],
    ['PUT /v1/users/profile', { id: 'u-alpha-worker', email: 'nope' }, /e-mail/],
    ['PUT /v1/users/profile', { id: 'u-alpha-worker', mobilePhone: 12 }, /body: mobilePhone is 12, expected string/],
    ['POST /v1/users/me/devices', { deviceId: '', name: 'x' }, /deviceId/],
    ['PUT /v1/users/me/password', { newPassword: 'short' }, /at least 8/],
    ['POST /v1/notifications/popup/processed', { ids: [1] }, /body: ids\.0 is 1, expected string/],
    ['GET /v1/notifications/popup?skip=0&take=0', undefined, /query: take is 0, expected a number ≥ 1/],
    ['GET /v1/notifications/popup?skip=0&take=101', undefined, /query: take is 101, expected a number ≤ 100/],
    ['GET /v1/notifications?skip=-1&take=5', undefined, /query: skip is -1, expected a number ≥ 0/],
    ['GET /v1/notifications?skip=x&take=5', undefined, /query: skip is "x", expected number/],
    ['GET /v1/notifications?take=5', undefined, /query: skip is missing/],
    ['POST /v1/logs', { message: 'x', level: 'loud' }, /body: level is "loud", expected \("trace" \| "debug"/],
    ['PATCH /v1/users/u-alpha-worker/profile/approve', { unexpected: true }, /no body/],
  ];

  it.each(BAD)('%s with %j → 400', async (call, body, message) => {
    const [method, path] = call.split(' ');
    const response = await api(stack(), await tokenFor('worker'), method, path, body);
    expect(response.status).toBe(400);
    expect(response.json<{ Message: string }>().Message).toMatch(message);
  });

  it("refuses to change or approve another user's profile (403), and unknown things (404, 405)", async () => {
    const token = await tokenFor('worker');
    expect((await api(stack(), token, 'PUT', '/v1/users/profile', { id: 'u-alpha-client' })).status).toBe(403);
    expect((await api(stack(), token, 'PATCH', '/v1/users/u-alpha-client/profile/approve')).status).toBe(403);
    expect((await api(stack(), token, 'PATCH', '/v1/notifications/n-nope/processed')).status).toBe(404);
    expect((await api(stack(), token, 'GET', '/v1/nothing-here')).status).toBe(404);
    expect((await api(stack(), token, 'DELETE', '/v1/users/me/info')).status).toBe(405);
  });
});

describe('API state', () => {
  it('settles a pending approval, ends a first connection, clears the password flag', async () => {
    const approval = await tokenFor('client-approval');
    expect((await api(stack(), approval, 'GET', '/v1/users/me/info')).json()).toMatchObject({ requireProfileApproval: true });
    await api(stack(), approval, 'PATCH', '/v1/users/u-alpha-client-approval/profile/approve');
    expect((await api(stack(), approval, 'GET', '/v1/users/me/info')).json()).toMatchObject({ requireProfileApproval: false });
    expect((await api(stack(), approval, 'GET', '/v1/users/get-profile-approval')).json()).toMatchObject({ pendingApproval: false });

    const first = await tokenFor('client-first');
    expect((await api(stack(), first, 'GET', '/v1/users/me/info')).json()).toMatchObject({ isFirstConnection: true });
    await api(stack(), first, 'POST', '/v1/users/me/devices', { deviceId: 'd-1', name: 'Laptop' });
    expect((await api(stack(), first, 'GET', '/v1/users/me/devices/d-1')).json()).toEqual({ registered: true });
    expect((await api(stack(), first, 'GET', '/v1/users/me/info')).json()).toMatchObject({ isFirstConnection: false });

    const password = await tokenFor('worker-password');
    await api(stack(), password, 'PUT', '/v1/users/me/password', { newPassword: 'long enough' });
    expect((await api(stack(), password, 'GET', '/v1/users/me/info')).json()).toMatchObject({ hasToChangePassword: false });

    await control(stack(), '/reset');
    expect((await api(stack(), approval, 'GET', '/v1/users/me/info')).json()).toMatchObject({ requireProfileApproval: true });
  });

  it('keeps a created days-off request, a renamed device and a removed one', async () => {
    const worker = await tokenFor('worker');
    await api(stack(), worker, 'POST', '/v1/users/me/days-off', { startDate: '2025-09-01', endDate: '2025-09-02', reason: 'Déménagement' });
    const list = (await api(stack(), worker, 'GET', '/v1/users/me/days-off')).json<{ reason: string }[]>();
    expect(list.map((d) => d.reason)).toEqual(['Déménagement', 'Congés d’été', 'Rendez-vous médical']);

    await api(stack(), worker, 'PATCH', '/v1/users/me/devices/worker-laptop', { name: 'PC du salon' });
    await api(stack(), worker, 'DELETE', '/v1/users/me/devices/worker-phone');
    expect((await api(stack(), worker, 'GET', '/v1/users/me/devices')).json()).toEqual([
      { deviceId: 'worker-laptop', name: 'PC du salon' },
    ]);

    const client = await tokenFor('client-approval');
    await api(stack(), client, 'PUT', '/v1/users/profile', { id: 'u-alpha-client-approval', email: 'gabriel@alpha.example' });
    expect((await api(stack(), client, 'GET', '/v1/users/me/profile')).json()).toMatchObject({ email: 'gabriel@alpha.example' });
  });

  it('removes processed notifications from the popup and the banner lists', async () => {
    const token = await tokenFor('worker');
    const important = (await api(stack(), token, 'GET', '/v1/notifications/important')).json<{ id: string }[]>();
    await api(stack(), token, 'PATCH', `/v1/notifications/${important[0].id}/processed`);
    expect((await api(stack(), token, 'GET', '/v1/notifications/important')).json()).toHaveLength(1);

    const popup = (await api(stack(), token, 'GET', '/v1/notifications/popup?skip=0&take=10')).json<{ items: { id: string }[] }>();
    await api(stack(), token, 'POST', '/v1/notifications/popup/processed', { ids: popup.items.map((n) => n.id) });
    expect((await api(stack(), token, 'GET', '/v1/notifications/popup?skip=0&take=10')).json()).toMatchObject({ total: 4 });
  });

  it('keeps received logs for the control API', async () => {
    await api(stack(), await tokenFor('client'), 'POST', '/v1/logs', { message: 'boom', level: 'error' });
    const logs = await request(`${stack().stackUrl}/__control/logs`);
    expect(logs.json()).toEqual({ logs: [{ message: 'boom', level: 'error', login: 'client', receivedAt: isString }] });
  });

  it('gives each internal role several folders and the others none', async () => {
    for (const login of ['assistant', 'sales', 'director', 'admin', 'support', 'communication', 'moa']) {
      const folders = (await api(stack(), await tokenFor(login), 'GET', '/v1/agency-folders')).json<unknown[]>();
      expect(folders.length, login).toBeGreaterThanOrEqual(2);
    }
    for (const login of ['client', 'selfregistered', 'worker-cdii']) {
      expect((await api(stack(), await tokenFor(login), 'GET', '/v1/agency-folders')).json(), login).toEqual([]);
    }
  });
});

describe('API CORS', () => {
  it("answers the portal origin's preflight with the headers the portal and SignalR send", async () => {
    const response = await request(`${stack().backApiUrl}/v1/users/me/info`, {
      method: 'OPTIONS',
      headers: {
        Origin: PORTAL_URL,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,device-unique-id',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PORTAL_URL);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of [
      'authorization',
      'device-unique-id',
      'access-control-allow-origin',
      'content-type',
      'x-requested-with',
      'x-signalr-user-agent',
    ]) {
      expect(allowed).toContain(header);
    }
  });

  it('gives no CORS headers to another origin', async () => {
    const response = await request(`${stack().backApiUrl}/v1/users/me/info`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('puts CORS headers on errors too, so the portal can read the Message', async () => {
    const response = await request(`${stack().backApiUrl}/v1/users/me/info`, { headers: { Origin: PORTAL_URL } });
    expect(response.status).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe(PORTAL_URL);
  });
});

describe('notification dates', () => {
  it('dates the demo notifications back from the reset, newest first, from minutes to months; a pushed one at once', async () => {
    const token = await tokenFor('worker');
    await control(stack(), '/reset');
    const listed = (await api(stack(), token, 'GET', '/v1/notifications?skip=0&take=100')).json<{ items: { createdAt: string }[] }>().items;
    const now = Date.now();
    const ages = listed.map((n) => notificationAge(n.createdAt, now));
    expect(ages[0]).toMatchObject({ ok: true, age: { unit: 'minute', count: 3 } });
    const units = ages.map((age) => (age.ok ? age.age.unit : age.reason));
    expect(new Set(units)).toEqual(new Set(['minute', 'hour', 'day', 'month']));
    const instants = listed.map((n) => parseIsoDateTime(n.createdAt)!);
    expect(instants).toEqual([...instants].sort((a, b) => b - a));

    const pushedAt = Date.now();
    await control(stack(), '/push', { login: 'worker', target: 'SendNotification', arguments: [{ id: 'n-dated', type: 'newsPublished' }] });
    const [newest] = (await api(stack(), token, 'GET', '/v1/notifications?skip=0&take=1')).json<{
      items: { id: string; createdAt: string }[];
    }>().items;
    expect(newest.id).toBe('n-dated');
    expect(parseIsoDateTime(newest.createdAt)).toBeGreaterThanOrEqual(pushedAt);
    expect(parseIsoDateTime(newest.createdAt)).toBeLessThanOrEqual(Date.now());
  });
});

describe('demo accounts', () => {
  const EXPECTED: Record<string, object> = {
    worker: { userType: 'worker', roles: ['worker'] },
    selfregistered: { userType: 'worker', roles: ['selfRegistered'], workerType: 'selfRegistered' },
    client: { userType: 'client', roles: ['clientUser'] },
    assistant: { userType: 'internalUser', roles: ['agencyAssistant'] },
    sales: { userType: 'internalUser', roles: ['agencySales'] },
    director: { userType: 'internalUser', roles: ['agencyDirector'] },
    admin: { userType: 'internalUser', roles: ['administrator'] },
    support: { userType: 'internalUser', roles: ['support'] },
    communication: { userType: 'internalUser', roles: ['communication'] },
    moa: { userType: 'internalUser', roles: ['moa'] },
    'client-first': { userType: 'client', isFirstConnection: true },
    'worker-password': { userType: 'worker', hasToChangePassword: true },
    'client-approval': { userType: 'client', requireProfileApproval: true },
    'worker-cdii': { userType: 'worker', hasValidCdii: true },
    'worker-limited': { userType: 'worker', disabledFeatures: ['contracts', 'jobOffers'] },
  };

  it.each(Object.entries(EXPECTED))('%s has its user info', async (login, expected) => {
    const response = await api(stack(), await tokenFor(login), 'GET', '/v1/users/me/info');
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject(expected);
  });
});
