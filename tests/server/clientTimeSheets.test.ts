// The stand-in's client time sheets (docs/screens/clientTimeSheets.md) on both tenants: each client
// user sees the sent weeks of the workers at their company's establishments (world.ts), never a draft
// nor another company's; an approval of several weeks is all or none; a dispute's reason is bounded;
// and the answer changes the worker's own week and reaches them (their list, their notifications).
import { beforeEach, describe, expect, it } from 'vitest';
import { answerProblems } from '../../contract/check.ts';
import { clientTimeSheetsCalls } from '../../contract/screens/clientTimeSheets.ts';
import { addDays, mondayOf } from '../../server/screens/world.ts';
import { signIn } from './helpers/sign-in.ts';
import { api, control, useStack } from './helpers/stack-fixture.ts';

type Sheet = { id: string; status: string; workerName: string; clientName: string; disputeReason: string | null };
type Page = { items: Sheet[]; total: number };

const thisWeek = () => new Date(mondayOf(Date.now())).toISOString().slice(0, 10);
const week = (weeksAgo: number) => addDays(thisWeek(), -7 * weeksAgo);
const CLIENTS = {
  alpha: ['Logistique Rhône', 'Boulangerie Dupont', 'Atelier Mécanique Sud'],
  beta: ['Port Logistics', 'Brasserie Lambic', 'Ardennes Steel'],
};

describe.each(['alpha', 'beta'] as const)('the client’s time sheets on tenant %s', (tenant) => {
  const stack = useStack({ tenant });
  const tokens = new Map<string, string>();
  const as = async (login: string) => {
    if (!tokens.has(login)) tokens.set(login, (await signIn(stack(), login)).access_token);
    return tokens.get(login)!;
  };
  const clientList = async (login: string, filter: string) => {
    const got = await api(stack(), await as(login), 'GET', `/v1/clients/me/time-sheets?filter=${filter}&skip=0&take=100`);
    expect(got.status).toBe(200);
    expect(answerProblems(clientTimeSheetsCalls.getClientTimeSheets, 200, got.json())).toEqual([]);
    return got.json<Page>();
  };
  const workerSheets = async (login: string, filter: string) =>
    (await api(stack(), await as(login), 'GET', `/v1/users/me/time-sheets?filter=${filter}&skip=0&take=100`)).json<Page>().items;
  const sheetId = (weeksAgo: number, mission = 2) => `ts-m-${tenant}-${mission}-${week(weeksAgo)}`;

  beforeEach(async () => {
    await control(stack(), '/reset');
  });

  it('shows each client user the sent weeks of the workers at their company only, never a draft', async () => {
    for (const [index, login] of ['client', 'client-first', 'client-approval'].entries()) {
      const all = (await clientList(login, 'all')).items;
      expect(all.length, login).toBeGreaterThan(0);
      expect(new Set(all.map((sheet) => sheet.clientName)), login).toEqual(new Set([CLIENTS[tenant][index]]));
      expect(
        all.filter((sheet) => sheet.status === 'draft'),
        login,
      ).toEqual([]);
      expect((await clientList(login, 'toApprove')).items.length, login).toBeGreaterThan(0);
    }
    const toApprove = (await clientList('client', 'toApprove')).items;
    expect(toApprove.map((sheet) => sheet.id)).toEqual([sheetId(2)]);
    expect(toApprove[0].workerName).toMatch(/\S+ \S+/);
    expect((await clientList('client', 'disputed')).items.map((sheet) => sheet.id).sort()).toEqual([sheetId(1), sheetId(1, 7)].sort());
  });

  it('approves several weeks at once, all or none, and the workers are told', async () => {
    const token = await as('client');
    const refused = await api(stack(), token, 'POST', '/v1/clients/me/time-sheets/approve', { ids: [sheetId(2), sheetId(1)] });
    expect(refused.status).toBe(409);
    expect((await clientList('client', 'toApprove')).items.map((sheet) => sheet.id)).toEqual([sheetId(2)]);

    // The worker corrects the disputed week and sends it again: the client now has two to approve.
    expect((await api(stack(), await as('worker'), 'POST', `/v1/users/me/time-sheets/${sheetId(1)}/submit`)).status).toBe(200);
    expect((await clientList('client', 'toApprove')).items.map((sheet) => sheet.id)).toEqual([sheetId(2), sheetId(1)]);
    const approved = await api(stack(), token, 'POST', '/v1/clients/me/time-sheets/approve', { ids: [sheetId(1), sheetId(2)] });
    expect(approved.status).toBe(200);
    expect(answerProblems(clientTimeSheetsCalls.approveClientTimeSheets, 200, approved.json())).toEqual([]);
    expect((await clientList('client', 'toApprove')).items).toEqual([]);
    expect((await workerSheets('worker', 'approved')).map((sheet) => sheet.id)).toEqual(expect.arrayContaining([sheetId(1), sheetId(2)]));
    const notes = await api(stack(), await as('worker'), 'GET', '/v1/notifications?skip=0&take=2');
    expect(notes.json<{ items: { type: string; category: string; data: Record<string, unknown> }[] }>().items).toEqual([
      expect.objectContaining({ type: 'timeSheetApproved', category: 'timeSheets', data: expect.objectContaining({ status: 'approved' }) }),
      expect.objectContaining({ type: 'timeSheetApproved', category: 'timeSheets', data: expect.objectContaining({ status: 'approved' }) }),
    ]);
  });

  it('disputes a week with a reason of 10 to 500 characters, which the worker reads to correct it', async () => {
    const token = await as('client');
    const dispute = (reason: unknown) => api(stack(), token, 'POST', `/v1/clients/me/time-sheets/${sheetId(2)}/dispute`, { reason });
    expect((await dispute('  123456789  ')).status).toBe(400);
    expect((await dispute('é'.repeat(501))).status).toBe(400);
    expect((await dispute(42)).status).toBe(400);
    const disputed = await dispute('  Mardi : arrivée à 9 h, pas 8 h.  ');
    expect(disputed.status).toBe(200);
    expect(disputed.json<Sheet>()).toMatchObject({ status: 'disputed', disputeReason: 'Mardi : arrivée à 9 h, pas 8 h.' });
    expect((await dispute('Mardi : arrivée à 9 h, pas 8 h.')).status).toBe(409);
    const toFill = await workerSheets('worker', 'toFill');
    expect(toFill.find((sheet) => sheet.id === sheetId(2))).toMatchObject({
      status: 'disputed',
      disputeReason: 'Mardi : arrivée à 9 h, pas 8 h.',
    });
    const notes = await api(stack(), await as('worker'), 'GET', '/v1/notifications?skip=0&take=1');
    expect(notes.json<{ items: { type: string; data: Record<string, unknown> }[] }>().items[0]).toMatchObject({
      type: 'timeSheetDisputed',
      data: { timeSheetId: sheetId(2), status: 'disputed', reason: 'Mardi : arrivée à 9 h, pas 8 h.' },
    });
  });
});
