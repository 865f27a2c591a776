// The client's dashboard as the stand-in answers it (docs/screens/clientHome.md): each count is what
// the screen its card opens shows (the weeks to approve: what the client's workers see as sent), for
// every demo client user on both tenants, and the set of them has something on every card.
import { describe, expect, it } from 'vitest';
import { answerProblems } from '../../contract/check.ts';
import { clientContractsCalls } from '../../contract/screens/clientContracts.ts';
import { clientHomeCalls } from '../../contract/screens/clientHome.ts';
import { missionsCalls } from '../../contract/screens/missions.ts';
import { invoicesCalls } from '../../contract/screens/invoices.ts';
import { workerTimeSheetsCalls } from '../../contract/screens/workerTimeSheets.ts';
import { request } from './helpers/http.ts';
import { signIn } from './helpers/sign-in.ts';
import { useStack } from './helpers/stack-fixture.ts';

const CLIENTS = ['client', 'client-first', 'client-approval'];
const WORKERS = ['worker', 'selfregistered', 'worker-cdii', 'worker-limited', 'worker-password'];

type Dashboard = {
  contractsToSign: number;
  timeSheetsToApprove: number;
  unpaidInvoices: number;
  overdueInvoices: number;
  unpaidAmount: number;
  workersOnSiteCount: number;
  workersOnSite: { worker: string; establishment: string }[];
};

describe.each(['alpha', 'beta'] as const)('the client’s dashboard on tenant %s', (tenant) => {
  const stack = useStack({ tenant });
  const read = async (token: string, path: string) => {
    const response = await request(`${stack().backApiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, body: response.json() as never };
  };

  it('counts what each card’s screen shows, for every demo client user', async () => {
    // The weeks each client's workers have sent, as the workers see them.
    const sent = new Map<string, number>();
    for (const login of WORKERS) {
      const token = (await signIn(stack(), login)).access_token;
      const page = await read(token, `${workerTimeSheetsCalls.getWorkerTimeSheets.path}?filter=submitted&skip=0&take=100`);
      for (const sheet of (page.body as { items: { clientName: string }[] }).items)
        sent.set(sheet.clientName, (sent.get(sheet.clientName) ?? 0) + 1);
    }
    const sums = { contractsToSign: 0, timeSheetsToApprove: 0, unpaidInvoices: 0, overdueInvoices: 0, workersOnSiteCount: 0 };
    for (const login of CLIENTS) {
      const token = (await signIn(stack(), login)).access_token;
      const got = await read(token, clientHomeCalls.getClientDashboard.path);
      expect(got.status, login).toBe(200);
      expect(answerProblems(clientHomeCalls.getClientDashboard, 200, got.body), login).toEqual([]);
      const dashboard = got.body as Dashboard;
      // Contracts › To sign: the contracts of provision of the tab.
      const toSign = await read(token, `${clientContractsCalls.getClientContracts.path}?filter=toSign&skip=0&take=1`);
      expect(dashboard.contractsToSign, `${login}: contracts to sign`).toBe((toSign.body as { total: number }).total);
      // Workers on site: the missions under way this week (the Under way tab, and none of the past
      // ones that ended before this week's Monday).
      const current = await read(token, `${missionsCalls.getMissions.path}?filter=current&skip=0&take=100`);
      expect(dashboard.workersOnSiteCount, `${login}: on site`).toBeGreaterThanOrEqual((current.body as { total: number }).total);
      // Invoices › Unpaid, and what they add up to.
      const invoices = await read(token, `${invoicesCalls.getInvoices.path}?filter=unpaid&skip=0&take=100`);
      const unpaid = (invoices.body as { items: { amount: number; status: string; clientName: string }[] }).items;
      expect(dashboard.unpaidInvoices, `${login}: unpaid`).toBe(unpaid.length);
      expect(dashboard.overdueInvoices, `${login}: overdue`).toBe(unpaid.filter((invoice) => invoice.status === 'overdue').length);
      expect(dashboard.unpaidAmount, `${login}: amount`).toBeCloseTo(
        unpaid.reduce((sum, invoice) => sum + invoice.amount, 0),
        2,
      );
      // The weeks to approve are the weeks the company's workers sent.
      expect(dashboard.timeSheetsToApprove, `${login}: weeks to approve`).toBe(sent.get(unpaid[0].clientName) ?? 0);
      // Workers on site: the list is the first ones, by establishment then name.
      expect(dashboard.workersOnSite.length).toBe(Math.min(dashboard.workersOnSiteCount, 6));
      const order = dashboard.workersOnSite.map((worker) => `${worker.establishment}|${worker.worker}`);
      expect(order).toEqual([...order].sort((a, b) => a.localeCompare(b, 'fr')));
      for (const key of Object.keys(sums) as (keyof typeof sums)[]) sums[key] += dashboard[key];
    }
    // Believable for a demo: every card has something for some client.
    for (const [card, sum] of Object.entries(sums)) expect(sum, card).toBeGreaterThan(0);
  });

  it('is a client user’s: a worker and an agency user are refused', async () => {
    for (const login of ['worker', 'director']) {
      const token = (await signIn(stack(), login)).access_token;
      expect((await read(token, clientHomeCalls.getClientDashboard.path)).status, login).toBe(403);
    }
  });
});
