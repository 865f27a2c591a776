// The internal dashboard as the stand-in answers it (docs/screens/internalHome.md): the two account
// cards count what their tabs of the temporary workers' users list, for every internal login who
// opens home, on both tenants, with and without an agency-folder selection; the disputed weeks are
// the clients' disputes the workers see; an invitation sent moves a worker from one card to the other.
import { describe, expect, it } from 'vitest';
import { answerProblems } from '../../contract/check.ts';
import { internalHomeCalls } from '../../contract/screens/internalHome.ts';
import { temporaryWorkerUsersCalls } from '../../contract/screens/temporaryWorkerUsers.ts';
import { request } from './helpers/http.ts';
import { signIn } from './helpers/sign-in.ts';
import { useStack } from './helpers/stack-fixture.ts';

const INTERNAL = ['assistant', 'sales', 'director', 'admin', 'support'];

type Dashboard = {
  folders: string[];
  invitationsWaiting: number;
  workersWithoutAccount: number;
  timeSheetsDisputed: number;
  disputedTimeSheets: { worker: string; reason: string }[];
  missionsEndingThisWeek: number;
  missionsEnding: { position: string; client: string; endDate: string }[];
};

describe.each(['alpha', 'beta'] as const)('the internal dashboard on tenant %s', (tenant) => {
  const stack = useStack({ tenant });
  const call = async (token: string, path: string, method = 'GET') => {
    const response = await request(`${stack().backApiUrl}${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, body: response.json() as never };
  };
  const total = async (token: string, filter: string, folders = '') =>
    (
      (await call(token, `${temporaryWorkerUsersCalls.getTemporaryWorkerUsers.path}?filter=${filter}&skip=0&take=1${folders}`)).body as {
        total: number;
      }
    ).total;

  it('counts what the users’ tabs list, for every internal login, with and without a selection', async () => {
    let disputes = 0;
    for (const login of INTERNAL) {
      const token = (await signIn(stack(), login)).access_token;
      for (const folders of ['', tenant === 'alpha' ? '&folders=f-lyo' : '&folders=f-bru']) {
        const got = await call(token, `${internalHomeCalls.getInternalDashboard.path}${folders.replace('&', '?')}`);
        expect(got.status, login).toBe(200);
        expect(answerProblems(internalHomeCalls.getInternalDashboard, 200, got.body), login).toEqual([]);
        const dashboard = got.body as Dashboard;
        expect(dashboard.invitationsWaiting, `${login}${folders}: invited`).toBe(await total(token, 'invited', folders));
        expect(dashboard.workersWithoutAccount, `${login}${folders}: unregistered`).toBe(await total(token, 'unregistered', folders));
        expect(dashboard.folders.length, `${login}${folders}: folders named`).toBeGreaterThan(0);
        if (folders) expect(dashboard.folders).toHaveLength(1);
        disputes = Math.max(disputes, dashboard.timeSheetsDisputed);
        for (const week of dashboard.disputedTimeSheets) expect(week.reason).not.toBe('');
      }
    }
    // Somebody in the agency has a disputed week to see.
    expect(disputes).toBeGreaterThan(0);
  });

  it('moves a worker from "without an account" to "invitations waiting" once invited', async () => {
    const token = (await signIn(stack(), 'director')).access_token;
    const before = (await call(token, internalHomeCalls.getInternalDashboard.path)).body as Dashboard;
    const list = (await call(token, `${temporaryWorkerUsersCalls.getTemporaryWorkerUsers.path}?filter=unregistered&skip=0&take=1`))
      .body as {
      items: { id: string }[];
    };
    const invite = temporaryWorkerUsersCalls.inviteTemporaryWorker.path.replace('{workerId}', list.items[0].id);
    expect((await call(token, invite, 'POST')).status).toBe(200);
    const after = (await call(token, internalHomeCalls.getInternalDashboard.path)).body as Dashboard;
    expect([after.workersWithoutAccount, after.invitationsWaiting]).toEqual([
      before.workersWithoutAccount - 1,
      before.invitationsWaiting + 1,
    ]);
  });

  it('lists the missions ending this week, for the agency of their client', async () => {
    const token = (await signIn(stack(), 'admin')).access_token;
    // The bakery's (Lyon) and the brewery's (Brussels) missions end on this week's Sunday (server/screens/world.ts).
    const [position, client, elsewhere] =
      tenant === 'alpha' ? ['Aide-boulanger', 'Boulangerie Dupont', 'f-par'] : ['Aide-brasseur', 'Brasserie Lambic', 'f-anr'];
    const all = (await call(token, internalHomeCalls.getInternalDashboard.path)).body as Dashboard;
    expect(all.missionsEndingThisWeek).toBe(all.missionsEnding.length);
    expect(all.missionsEnding).toEqual([expect.objectContaining({ position, client })]);
    expect(new Date(all.missionsEnding[0].endDate).getUTCDay()).toBe(0);
    const other = (await call(token, `${internalHomeCalls.getInternalDashboard.path}?folders=${elsewhere}`)).body as Dashboard;
    expect([other.missionsEndingThisWeek, other.missionsEnding]).toEqual([0, []]);
  });

  it('is not a client user’s', async () => {
    const token = (await signIn(stack(), 'client')).access_token;
    expect((await call(token, internalHomeCalls.getInternalDashboard.path)).status).toBe(403);
  });
});
