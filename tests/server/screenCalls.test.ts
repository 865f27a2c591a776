// The stand-in answers the screens' calls (contract/screens/) as the contract says, with believable
// data for every demo user who may open the screen, on both tenants (docs/screens/README.md "Declaring
// a screen"). A list screen's call is exercised for each such user with no test written for it; a
// call with path parameters or a body is exercised by a row of SCREEN_EXERCISES below.
import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from '../../contract/allCalls.ts';
import { pathOf, type Call } from '../../contract/calls.ts';
import { answerProblems } from '../../contract/check.ts';
import { SCREEN_CALLS } from '../../contract/screens/screens.ts';
import { canEnter } from '../../machines/domain/access.ts';
import { SCREENS } from '../../machines/screens/screens.ts';
import { DEMO_LOGINS, demoData } from '../../server/demo-data.ts';
import type { TenantId } from '../../server/tenants.ts';
import { request } from './helpers/http.ts';
import { signIn } from './helpers/sign-in.ts';
import { control, useStack } from './helpers/stack-fixture.ts';

interface ScreenExercise {
  call: string;
  login: string;
  /** Path parameters; a function where the ids differ between the tenants' stand-in data. */
  params?: Record<string, string> | ((tenant: TenantId) => Record<string, string>);
  query?: string;
  body?: unknown;
  status: number;
}

// Issue 32's client desk (docs/screens/client*.md, establishment*.md): the stand-in's ids of each
// tenant (server/screens/world.ts), then the reads of its own machines and every action, with the
// refusals the contracts list.
const DESK = {
  alpha: {
    client: 'c-clinique-des-lilas',
    notInvited: 'c-clinique-des-lilas-e1',
    invited: 'c-logistique-rhone-e2',
    user: 'cu-c-logistique-rhone-1',
    registeredUser: 'cu-c-logistique-rhone-2',
    visit: 'v-alpha-4',
    doneVisit: 'v-alpha-1',
  },
  beta: {
    client: 'c-clinique-saint-luc',
    notInvited: 'c-clinique-saint-luc-e1',
    invited: 'c-port-logistics-e2',
    user: 'cu-c-port-logistics-1',
    registeredUser: 'cu-c-port-logistics-2',
    visit: 'v-beta-4',
    doneVisit: 'v-beta-1',
  },
} satisfies Record<TenantId, Record<string, string>>;
const desk = (param: string, which: keyof (typeof DESK)['alpha']) => (tenant: TenantId) => ({ [param]: DESK[tenant][which] });
const FIRST_PAGE = '?filter=all&skip=0&take=20';
const CLIENT_DESK_EXERCISES: ScreenExercise[] = [
  { call: 'getClientEstablishments', login: 'director', query: FIRST_PAGE, status: 200 },
  { call: 'getClientEstablishments', login: 'client', query: FIRST_PAGE, status: 200 },
  { call: 'inviteEstablishment', login: 'director', params: desk('establishmentId', 'notInvited'), status: 200 },
  { call: 'inviteEstablishment', login: 'director', params: desk('establishmentId', 'invited'), status: 409 },
  { call: 'inviteEstablishment', login: 'client', params: desk('establishmentId', 'notInvited'), status: 403 },
  { call: 'resendEstablishmentInvitation', login: 'director', params: desk('establishmentId', 'invited'), status: 200 },
  { call: 'resendEstablishmentInvitation', login: 'director', params: desk('establishmentId', 'notInvited'), status: 409 },
  { call: 'getClientUsers', login: 'client', query: FIRST_PAGE, status: 200 },
  { call: 'getClientUsers', login: 'assistant', query: FIRST_PAGE, status: 200 },
  {
    call: 'inviteClientUser',
    login: 'client',
    body: { firstName: ' Léa ', lastName: 'Martin', email: 'lea.martin@example.org' },
    status: 201,
  },
  { call: 'resendClientUserInvitation', login: 'client', params: desk('userId', 'user'), status: 200 },
  { call: 'resendClientUserInvitation', login: 'director', params: desk('userId', 'registeredUser'), status: 409 },
  { call: 'resendClientUserInvitation', login: 'support', params: desk('userId', 'user'), status: 403 },
  { call: 'getClient', login: 'director', params: desk('clientId', 'client'), status: 200 },
  { call: 'getClient', login: 'director', params: { clientId: 'c-unknown' }, status: 404 },
  { call: 'saveNotificationSettings', login: 'client', body: { blockedCategories: ['news'] }, status: 204 },
  { call: 'getNotificationSettings', login: 'client', status: 200 },
  { call: 'getEstablishmentVisits', login: 'client', query: FIRST_PAGE, status: 200 },
  { call: 'requestJobPlaceVisit', login: 'client', body: { date: '2099-01-04', reason: 'Nouvelle ligne de conditionnement' }, status: 201 },
  { call: 'cancelJobPlaceVisit', login: 'client', params: desk('visitId', 'visit'), status: 200 },
  { call: 'cancelJobPlaceVisit', login: 'client', params: desk('visitId', 'doneVisit'), status: 409 },
];

/** The screens' calls a list screen's read does not cover: each with its answers. */
const SCREEN_EXERCISES: ScreenExercise[] = [...CLIENT_DESK_EXERCISES];

/** A URL of the screen without an id in it (where its list is read). */
const openingPath = (paths: readonly string[]) => paths.map((pattern) => pattern.replace(/\/\*$/, '')).find((path) => !path.includes('/:'));

/** Each list screen's read, with the demo users of a tenant who may open the screen. */
function listReads(tenant: TenantId) {
  const accounts = demoData(tenant).accounts;
  return SCREENS.flatMap((screen) => {
    const machine = screen.machine;
    const path = openingPath(screen.paths);
    if (!machine || machine === 'own' || machine.family !== 'list' || !path) return [];
    const logins = DEMO_LOGINS.filter((login) => !accounts.get(login)!.forbidden && canEnter(path, accounts.get(login)!.info));
    return [{ screen: screen.id, call: machine.load, logins }];
  });
}

async function answer(
  stack: { backApiUrl: string },
  call: Call,
  token: string | null,
  step: Omit<Partial<ScreenExercise>, 'params'> & { params?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (step.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await request(`${stack.backApiUrl}${pathOf(call, step.params)}${step.query ?? ''}`, {
    method: call.method,
    headers,
    body: step.body === undefined ? undefined : JSON.stringify(step.body),
  });
  return { status: response.status, body: response.text === '' ? undefined : response.json() };
}

describe.each(['alpha', 'beta'] as const)('the stand-in on tenant %s', (tenant) => {
  const stack = useStack({ tenant });
  const tokens = new Map<string, string>();
  const tokenFor = async (login: string) => {
    if (!tokens.has(login)) tokens.set(login, (await signIn(stack(), login)).access_token);
    return tokens.get(login)!;
  };

  for (const { screen, call: id, logins } of listReads(tenant)) {
    it(`${screen}: ${id} gives each demo user who may open it a first page of the contract, not empty (${logins.length} users)`, async () => {
      expect(logins.length).toBeGreaterThan(0);
      const call = ALL_CALLS[id];
      for (const login of logins) {
        const got = await answer(stack(), call, await tokenFor(login), { query: '?skip=0&take=20' });
        expect(got.status, login).toBe(200);
        expect(answerProblems(call, got.status, got.body), login).toEqual([]);
        expect((got.body as { items: unknown[] }).items.length, `${login} sees something on ${screen}`).toBeGreaterThan(0);
      }
    });
  }

  it.each(SCREEN_EXERCISES.map((step) => [`${step.call} as ${step.login} → ${step.status}`, step] as const))('%s', async (_, step) => {
    await control(stack(), '/reset');
    const call = ALL_CALLS[step.call];
    const params = typeof step.params === 'function' ? step.params(tenant) : step.params;
    const got = await answer(stack(), call, await tokenFor(step.login), { ...step, params });
    expect(got.status, JSON.stringify(got.body)).toBe(step.status);
    expect(answerProblems(call, got.status, got.body)).toEqual([]);
  });

  it('answers every screen call with a token without one by a 401 of the contract', async () => {
    for (const [id, call] of Object.entries(SCREEN_CALLS) as [string, Call][]) {
      if (!call.bearer) continue;
      // Every path parameter given, so that the request reaches the call's route.
      const params = Object.fromEntries([...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'x']));
      const got = await answer(stack(), call, null, { params, body: {} });
      expect(got.status, id).toBe(401);
      expect(answerProblems(call, got.status, got.body), id).toEqual([]);
    }
  });
});

it('exercises every call a screen proposes, each with a success', () => {
  const covered = new Set([
    ...listReads('alpha').map((read) => read.call),
    ...SCREEN_EXERCISES.filter((step) => step.status < 300).map((step) => step.call),
  ]);
  expect(Object.keys(SCREEN_CALLS).filter((id) => !covered.has(id))).toEqual([]);
});
