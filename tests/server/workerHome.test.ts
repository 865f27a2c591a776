// The worker's dashboard as the stand-in answers it (docs/screens/workerHome.md): each count is what
// the screen its card opens shows, for every demo worker on both tenants, and the whole set of
// demo workers has something on every card.
import { describe, expect, it } from 'vitest';
import { answerProblems } from '../../contract/check.ts';
import { contractsCalls } from '../../contract/screens/contracts.ts';
import { DOCUMENT_CATEGORIES, documentsCalls } from '../../contract/screens/documents.ts';
import { newsCalls } from '../../contract/screens/news.ts';
import { workerHomeCalls } from '../../contract/screens/workerHome.ts';
import { workerTimeSheetsCalls } from '../../contract/screens/workerTimeSheets.ts';
import { request } from './helpers/http.ts';
import { signIn } from './helpers/sign-in.ts';
import { useStack } from './helpers/stack-fixture.ts';

const WORKERS = ['worker', 'selfregistered', 'worker-cdii', 'worker-limited'];

describe.each(['alpha', 'beta'] as const)('the worker’s dashboard on tenant %s', (tenant) => {
  const stack = useStack({ tenant });
  const read = async (token: string, path: string) => {
    const response = await request(`${stack().backApiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, body: response.json() as never };
  };
  const total = async (token: string, path: string) => {
    const got = await read(token, path);
    return got.status === 200 ? (got.body as { total: number }).total : null;
  };

  it('counts what each card’s screen shows, for every demo worker', async () => {
    const sums = { contractsToSign: 0, timeSheetsToFill: 0, timeSheetsDisputed: 0, newDocuments: 0, missions: 0, news: 0 };
    for (const login of WORKERS) {
      const token = (await signIn(stack(), login)).access_token;
      const got = await read(token, workerHomeCalls.getWorkerDashboard.path);
      expect(got.status, login).toBe(200);
      expect(answerProblems(workerHomeCalls.getWorkerDashboard, 200, got.body), login).toEqual([]);
      const dashboard = got.body as Record<string, number> & {
        currentMission: unknown;
        nextMission: unknown;
        latestNews: { id: string }[];
      };
      // Contracts › To sign (a worker without the contracts feature is refused the list: no card shows).
      const toSign = await total(token, `${contractsCalls.getContracts.path}?filter=toSign&skip=0&take=1`);
      if (toSign !== null) expect(dashboard.contractsToSign, `${login}: contracts to sign`).toBe(toSign);
      // Time sheets › To fill holds the weeks to fill and the disputed ones.
      const toFill = await total(token, `${workerTimeSheetsCalls.getWorkerTimeSheets.path}?filter=toFill&skip=0&take=1`);
      expect(dashboard.timeSheetsToFill + dashboard.timeSheetsDisputed, `${login}: weeks to fill`).toBe(toFill);
      // Documents: the new ones of every tab.
      let newOnes = 0;
      for (const category of DOCUMENT_CATEGORIES) {
        const page = await read(token, `${documentsCalls.getDocuments.path}?filter=${category}&skip=0&take=100`);
        newOnes += (page.body as { items: { new: boolean }[] }).items.filter((item) => item.new).length;
      }
      expect(dashboard.newDocuments, `${login}: new documents`).toBe(newOnes);
      // The news: the first of the news screen's list.
      const news = await read(token, `${newsCalls.getNews.path}?skip=0&take=3`);
      expect(dashboard.latestNews.map((item) => item.id)).toEqual((news.body as { items: { id: string }[] }).items.map((item) => item.id));
      for (const key of ['contractsToSign', 'timeSheetsToFill', 'timeSheetsDisputed', 'newDocuments'] as const) sums[key] += dashboard[key];
      sums.missions += Number(dashboard.currentMission !== null) + Number(dashboard.nextMission !== null);
      sums.news += dashboard.latestNews.length;
    }
    // Believable for a demo: every card has something for some worker.
    for (const [card, sum] of Object.entries(sums)) expect(sum, card).toBeGreaterThan(0);
  });

  it('is a worker’s: a client is refused', async () => {
    const token = (await signIn(stack(), 'client')).access_token;
    expect((await read(token, workerHomeCalls.getWorkerDashboard.path)).status).toBe(403);
  });
});
