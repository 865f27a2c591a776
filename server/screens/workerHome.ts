// The stand-in's worker dashboard (docs/screens/workerHome.md): counted from the same records the
// other screens read, so every card's count is what its screen shows: the contracts and documents of
// the worker's papers, the weeks of the time sheets, the deposit book, the world's missions, the
// tenant's news for the worker's roles.
import { DASHBOARD_NEWS_COUNT, workerHomeCalls } from '../../contract/screens/workerHome.ts';
import type { DemoAccount } from '../demo-data.ts';
import { HttpError } from '../http-utils.ts';
import { route, type Route } from '../api/router.ts';
import type { StackState } from '../state.ts';
import { TAB_STATUSES } from './contracts.ts';
import { bookOf } from './depositRequest.ts';
import { readersNews } from './news.ts';
import { isChangeable, timeSheetStore } from './timeSheetRecords.ts';
import { papers } from './workerPapers.ts';
import { addDays, missionStatus, placeOf, type Mission, type World } from './world.ts';
import { homeBannersFor } from './backOfficeBanners.ts';

/** How long an answered pay advance request stays on the dashboard. */
const DEPOSIT_ANSWER_DAYS = 14;

function missionCard(world: World, mission: Mission | undefined) {
  if (!mission) return null;
  const { client, establishment } = placeOf(world, mission);
  return {
    id: mission.id,
    position: mission.position,
    client: client.name,
    place: establishment.name,
    startDate: mission.startDate,
    endDate: mission.endDate,
  };
}

export function workerDashboard(state: StackState, account: DemoAccount) {
  if (account.info.userType !== 'worker') throw new HttpError(403, 'The dashboard of a temporary worker.');
  const login = account.login;
  const { world, contracts, documents } = papers(state);
  const sheets = timeSheetStore(state).sheets.filter((sheet) => sheet.worker === login);
  const book = bookOf(state);
  const since = addDays(book.world.today, -DEPOSIT_ANSWER_DAYS);
  const answered = (book.requests.get(login) ?? [])
    .filter((request) => request.status !== 'pending' && request.answeredOn !== null && request.answeredOn >= since)
    .sort((a, b) => b.answeredOn!.localeCompare(a.answeredOn!))[0];
  const missions = world.missions.filter((mission) => mission.worker === login).sort((a, b) => a.startDate.localeCompare(b.startDate));
  return {
    id: 'me',
    contractsToSign: contracts.filter((contract) => contract.owner === login && TAB_STATUSES.toSign.includes(contract.status)).length,
    // Both are in the time sheets' To fill tab (isChangeable), the disputed ones first.
    timeSheetsToFill: sheets.filter((sheet) => isChangeable(sheet) && sheet.status !== 'disputed').length,
    timeSheetsDisputed: sheets.filter((sheet) => sheet.status === 'disputed').length,
    newDocuments: documents.filter((document) => document.owner === login && document.new).length,
    depositAnswer: answered
      ? {
          id: answered.id,
          status: answered.status as 'paid' | 'refused',
          amountCents: answered.amountCents,
          currency: 'EUR',
          answeredOn: answered.answeredOn!,
        }
      : null,
    currentMission: missionCard(
      world,
      missions.find((mission) => missionStatus(mission, world.today) === 'current'),
    ),
    nextMission: missionCard(
      world,
      missions.find((mission) => missionStatus(mission, world.today) === 'upcoming'),
    ),
    latestNews: readersNews(state, account.info.roles)
      .slice(0, DASHBOARD_NEWS_COUNT)
      .map(({ id, title, publishedAt }) => ({ id, title, publishedAt: publishedAt! })),
    banners: homeBannersFor(state, account.info.roles),
  };
}

export const workerHomeRoutes: Route[] = [
  route(workerHomeCalls.getWorkerDashboard, ({ account, state }) => ({ status: 200, body: workerDashboard(state, account) })),
];
