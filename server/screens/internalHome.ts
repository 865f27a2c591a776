// The stand-in's internal dashboard (docs/screens/internalHome.md): counted from the stores the
// agency's other screens read, for the agency folders chosen: the temporary workers' accounts
// (temporaryWorkerUsers.ts: an invitation sent there shows here), the disputed weeks of the shared
// time-sheet store (a week a client disputes shows here), the world's missions ending this week. A
// week and a mission count for the folder of the client they are at.
import { INTERNAL_DASHBOARD_LISTED, internalHomeCalls } from '../../contract/screens/internalHome.ts';
import type { DemoAccount } from '../demo-data.ts';
import { route, type Route } from '../api/router.ts';
import type { StackState } from '../state.ts';
import { timeSheetStore } from './timeSheetRecords.ts';
import { visibleWorkers } from './temporaryWorkerUsers.ts';
import { addDays, placeOf } from './world.ts';
import { homeBannersFor } from './backOfficeBanners.ts';

export function internalDashboard(state: StackState, account: DemoAccount, folders: string | null) {
  // The folders' workers; 403 for anyone but the agency roles, the administrator and support.
  const workers = visibleWorkers(state, account, folders);
  const own = account.agencyFolders;
  const chosenIds = folders ? new Set(folders.split(',')) : null;
  const chosen = own.filter((folder) => chosenIds === null || chosenIds.has(folder.id));
  const inFolders = new Set(chosen.map((folder) => folder.id));
  const store = timeSheetStore(state);
  const world = store.world;
  const clientOf = (clientId: string) => world.clients.find((client) => client.id === clientId)!;
  const name = (login: string) => {
    const profile = state.account(login)?.profile;
    return profile ? `${profile.firstName} ${profile.lastName}` : login;
  };
  const disputed = store.sheets
    .filter((sheet) => sheet.status === 'disputed' && inFolders.has(clientOf(sheet.clientId).folderId))
    .sort((a, b) => a.weekStart.localeCompare(b.weekStart) || a.worker.localeCompare(b.worker))
    .map((sheet) => ({
      id: sheet.id,
      worker: name(sheet.worker),
      client: clientOf(sheet.clientId).name,
      weekStart: sheet.weekStart,
      reason: sheet.disputeReason ?? '',
    }));
  const sunday = addDays(world.thisWeek, 6);
  const ending = world.missions
    .filter((mission) => inFolders.has(mission.folderId) && mission.endDate >= world.thisWeek && mission.endDate <= sunday)
    .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.worker.localeCompare(b.worker))
    .map((mission) => {
      const { client, establishment } = placeOf(world, mission);
      return {
        id: mission.id,
        worker: name(mission.worker),
        position: mission.position,
        client: client.name,
        establishment: establishment.name,
        endDate: mission.endDate,
      };
    });
  return {
    id: 'agency',
    folders: chosen.map((folder) => folder.name),
    invitationsWaiting: workers.filter((worker) => worker.status === 'invited').length,
    workersWithoutAccount: workers.filter((worker) => worker.status === 'unregistered').length,
    timeSheetsDisputed: disputed.length,
    disputedTimeSheets: disputed.slice(0, INTERNAL_DASHBOARD_LISTED),
    missionsEndingThisWeek: ending.length,
    missionsEnding: ending.slice(0, INTERNAL_DASHBOARD_LISTED),
    banners: homeBannersFor(state, account.info.roles),
  };
}

export const internalHomeRoutes: Route[] = [
  route(internalHomeCalls.getInternalDashboard, ({ account, state, query }) => ({
    status: 200,
    body: internalDashboard(state, account, query.get('folders')),
  })),
];
