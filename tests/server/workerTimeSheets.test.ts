// The stand-in's time sheets and planning (docs/screens/workerTimeSheets.md, workerPlanning.md) on
// both tenants: the worker's weeks by tab in the contract's order, its own rules on a save, the
// lifecycle draft → submitted → approved or disputed → corrected and submitted again, the client's
// answer through the control API reaching the worker (their list, their notifications), and the
// planning drawn from the same world.
import { beforeEach, describe, expect, it } from 'vitest';
import { answerProblems } from '../../contract/check.ts';
import { workerPlanningCalls } from '../../contract/screens/workerPlanning.ts';
import { workerTimeSheetsCalls } from '../../contract/screens/workerTimeSheets.ts';
import { addDays, mondayOf } from '../../server/screens/world.ts';
import { signIn } from './helpers/sign-in.ts';
import { api, control, useStack } from './helpers/stack-fixture.ts';

type Sheet = {
  id: string;
  status: string;
  weekStart: string;
  days: { date: string; start: string | null }[];
  disputeReason: string | null;
};
type Page = { items: Sheet[]; total: number };

const thisWeek = () => new Date(mondayOf(Date.now())).toISOString().slice(0, 10);
const week = (weeksAgo: number) => addDays(thisWeek(), -7 * weeksAgo);
const days = (from: string, count: number, worked: Record<number, [string, string, number]> = {}) =>
  Array.from({ length: count }, (_, index) => {
    const day = worked[index];
    return { date: addDays(from, index), start: day?.[0] ?? null, end: day?.[1] ?? null, breakMinutes: day?.[2] ?? null };
  });

describe.each(['alpha', 'beta'] as const)('time sheets on tenant %s', (tenant) => {
  const stack = useStack({ tenant });
  const tokens = new Map<string, string>();
  const as = async (login: string) => {
    if (!tokens.has(login)) tokens.set(login, (await signIn(stack(), login)).access_token);
    return tokens.get(login)!;
  };
  const list = async (login: string, query: string) => {
    const got = await api(stack(), await as(login), 'GET', `/v1/users/me/time-sheets${query}`);
    expect(got.status).toBe(200);
    expect(answerProblems(workerTimeSheetsCalls.getWorkerTimeSheets, 200, got.json())).toEqual([]);
    return got.json<Page>();
  };
  const sheetId = (weeksAgo: number, mission = 2) => `ts-m-${tenant}-${mission}-${week(weeksAgo)}`;
  const save = async (login: string, id: string, body: unknown) =>
    api(stack(), await as(login), 'PUT', `/v1/users/me/time-sheets/${id}`, body);
  const submit = async (login: string, id: string) => api(stack(), await as(login), 'POST', `/v1/users/me/time-sheets/${id}/submit`);

  beforeEach(async () => {
    await control(stack(), '/reset');
  });

  it('gives the worker their weeks by tab: to fill (disputed first, then the oldest), sent, approved (newest first)', async () => {
    const toFill = await list('worker', '?filter=toFill&skip=0&take=10');
    expect(toFill.items.map((sheet) => [sheet.id, sheet.status])).toEqual([
      [sheetId(1), 'disputed'],
      [sheetId(0), 'draft'],
    ]);
    expect(toFill.items[0].disputeReason).toMatch(/^Vendredi : départ à/);
    expect((await list('worker', '?filter=submitted&skip=0&take=10')).items.map((sheet) => sheet.id)).toEqual([sheetId(2)]);
    const approved = await list('worker', '?filter=approved&skip=0&take=10');
    // The current mission's first week, then the ended mission's six.
    expect(approved.total).toBe(7);
    expect(approved.items.map((sheet) => sheet.weekStart)).toEqual([...approved.items.map((sheet) => sheet.weekStart)].sort().reverse());
    expect(approved.items[0].id).toBe(sheetId(3));
    // A page, and every week without a filter; no week to come.
    expect((await list('worker', '?filter=approved&skip=5&take=10')).items).toHaveLength(2);
    const all = await list('worker', '?skip=0&take=100');
    expect(all.total).toBe(10);
    expect(all.items.every((sheet) => sheet.weekStart <= thisWeek())).toBe(true);
    // Another worker's weeks are theirs: a sheet is the worker's only.
    expect((await list('selfregistered', '?filter=toFill&skip=0&take=10')).items.map((sheet) => sheet.id)).toEqual([sheetId(0, 5)]);
  });

  it('refuses what its rules refuse, saves the rest, and keeps a sent week read-only', async () => {
    const id = sheetId(0);
    const refused = [
      days(thisWeek(), 7, { 0: ['15:00', '08:00', 0] }),
      days(thisWeek(), 7, { 0: ['08:00', '09:00', 60] }),
      days(thisWeek(), 7, { 0: ['24:00', '24:00', 0] }),
      days(thisWeek(), 7, { 0: ['8:00', '15:00', 0] }),
      days(thisWeek(), 6),
      days(addDays(thisWeek(), 1), 7),
    ];
    for (const body of refused) expect((await save('worker', id, { days: body })).status, JSON.stringify(body[0])).toBe(400);
    expect((await submit('worker', id)).status).toBe(409);

    const saved = await save('worker', id, { days: days(thisWeek(), 7, { 0: ['08:00', '15:30', 30], 1: ['22:00', '24:00', 0] }) });
    expect(saved.status).toBe(200);
    expect(answerProblems(workerTimeSheetsCalls.saveWorkerTimeSheet, 200, saved.json())).toEqual([]);
    expect(saved.json<Sheet>().status).toBe('draft');
    expect(saved.json<Sheet>().days.map((day) => day.start)).toEqual(['08:00', '22:00', null, null, null, null, null]);

    const sent = await submit('worker', id);
    expect(sent.status).toBe(200);
    expect(sent.json<Sheet>().status).toBe('submitted');
    expect((await save('worker', id, { days: days(thisWeek(), 7) })).status).toBe(409);
    expect((await submit('worker', id)).status).toBe(409);
    expect((await list('worker', '?filter=submitted&skip=0&take=10')).items.map((sheet) => sheet.id)).toEqual([id, sheetId(2)]);
  });

  it("hears the client's answer: a dispute comes back to correct with its reason, is sent again, then approved", async () => {
    const id = sheetId(2);
    expect((await control(stack(), '/time-sheets/answer', { id, answer: 'dispute' })).status).toBe(400);
    expect((await control(stack(), '/time-sheets/answer', { id: sheetId(0), answer: 'approve' })).status).toBe(409);
    expect((await control(stack(), '/time-sheets/answer', { id: 'ts-nowhere', answer: 'approve' })).status).toBe(404);

    const disputed = await control(stack(), '/time-sheets/answer', { id, answer: 'dispute', reason: '  Mardi : arrivée à 9 h.  ' });
    expect(disputed.status).toBe(200);
    expect(disputed.json()).toMatchObject({ timeSheet: { id, status: 'disputed', disputeReason: 'Mardi : arrivée à 9 h.' }, delivered: 0 });
    expect((await list('worker', '?filter=toFill&skip=0&take=10')).items.map((sheet) => sheet.id)).toEqual([
      sheetId(2),
      sheetId(1),
      sheetId(0),
    ]);
    // The worker is told: a notification of the time-sheets category, first in their list.
    const notes = await api(stack(), await as('worker'), 'GET', '/v1/notifications?skip=0&take=1');
    expect(notes.json<{ items: { type: string; category: string; data: { label: string } }[] }>().items[0]).toMatchObject({
      type: 'timeSheetDisputed',
      category: 'timeSheets',
      data: { timeSheetId: id, status: 'disputed', reason: 'Mardi : arrivée à 9 h.' },
    });

    expect((await submit('worker', id)).status).toBe(200);
    const approved = await control(stack(), '/time-sheets/answer', { id, answer: 'approve' });
    expect(approved.json()).toMatchObject({ timeSheet: { status: 'approved', disputeReason: null } });
    expect((await list('worker', '?filter=approved&skip=0&take=1')).items[0].id).toBe(id);
  });

  it("draws the worker's planning from the same world: their missions in date order, today the server's", async () => {
    const got = await api(stack(), await as('worker'), 'GET', '/v1/users/me/planning');
    expect(got.status).toBe(200);
    expect(answerProblems(workerPlanningCalls.getWorkerPlanning, 200, got.json())).toEqual([]);
    const planning = got.json<{ today: string; missions: { id: string; startDate: string; endDate: string; dayStart: string }[] }>();
    expect(planning.today).toBe(new Date().toISOString().slice(0, 10));
    expect(planning.missions.map((mission) => mission.id)).toEqual([`m-${tenant}-1`, `m-${tenant}-2`, `m-${tenant}-3`]);
    expect(planning.missions[1]).toMatchObject({ startDate: week(3), dayStart: tenant === 'beta' ? '07:30' : '08:00' });
    // The week to fill is the current mission's: its days are the mission's.
    const toFill = await list('worker', '?filter=toFill&skip=0&take=10');
    expect(toFill.items.at(-1)!.days.map((day) => day.date)).toEqual(days(thisWeek(), 7).map((day) => day.date));
    // Someone without missions has none.
    const client = await api(stack(), await as('client'), 'GET', '/v1/users/me/planning');
    expect(client.json<{ missions: unknown[] }>().missions).toEqual([]);
  });
});
