// The stand-in's client dashboard (docs/screens/clientHome.md): counted from the same records the
// client's other screens read, so every card's count is what its screen shows: the contracts of
// provision of the client's papers, the submitted weeks of the shared time-sheet store, the desk's
// invoices, the world's missions at the client's establishments.
import { clientHomeCalls, DASHBOARD_ON_SITE_COUNT } from '../../contract/screens/clientHome.ts';
import type { DemoAccount } from '../demo-data.ts';
import { HttpError } from '../http-utils.ts';
import { route, type Route } from '../api/router.ts';
import type { StackState } from '../state.ts';
import { deskOf, invoiceView, visibleClients } from './clientsDesk.ts';
import { TAB_STATUSES } from './contracts.ts';
import { timeSheetStore } from './timeSheetRecords.ts';
import { papers } from './workerPapers.ts';
import { addDays, placeOf, type World } from './world.ts';
import { homeBannersFor } from './backOfficeBanners.ts';

/** The missions at `clientIds` that overlap this week (Monday to Sunday), by establishment then worker. */
export function missionsOnSite(world: World, clientIds: ReadonlySet<string>, names: (login: string) => string) {
  const sunday = addDays(world.thisWeek, 6);
  return world.missions
    .filter((mission) => clientIds.has(mission.clientId) && mission.startDate <= sunday && mission.endDate >= world.thisWeek)
    .map((mission) => ({
      id: mission.id,
      worker: names(mission.worker),
      position: mission.position,
      establishment: placeOf(world, mission).establishment.name,
      endDate: mission.endDate,
    }))
    .sort((a, b) => a.establishment.localeCompare(b.establishment, 'fr') || a.worker.localeCompare(b.worker, 'fr'));
}

export function clientDashboard(state: StackState, account: DemoAccount) {
  if (account.info.userType !== 'client') throw new HttpError(403, 'Réservé aux utilisateurs des entreprises clientes.');
  const desk = deskOf(state);
  const clientIds = new Set(visibleClients(desk, account).map((client) => client.id));
  const names = (login: string) => {
    const profile = state.account(login)?.profile;
    return profile ? `${profile.firstName} ${profile.lastName}` : login;
  };
  const unpaid = desk.invoices
    .filter((invoice) => clientIds.has(invoice.clientId))
    .map((invoice) => invoiceView(desk, invoice))
    .filter((invoice) => invoice.status !== 'paid');
  const onSite = missionsOnSite(desk.world, clientIds, names);
  return {
    id: 'me',
    contractsToSign: papers(state).contracts.filter(
      (contract) => contract.owner === account.login && contract.kind === 'provision' && TAB_STATUSES.toSign.includes(contract.status),
    ).length,
    timeSheetsToApprove: timeSheetStore(state).sheets.filter((sheet) => clientIds.has(sheet.clientId) && sheet.status === 'submitted')
      .length,
    unpaidInvoices: unpaid.length,
    overdueInvoices: unpaid.filter((invoice) => invoice.status === 'overdue').length,
    unpaidAmount: Math.round(unpaid.reduce((sum, invoice) => sum + invoice.amount, 0) * 100) / 100,
    workersOnSiteCount: onSite.length,
    workersOnSite: onSite.slice(0, DASHBOARD_ON_SITE_COUNT),
    banners: homeBannersFor(state, account.info.roles),
  };
}

export const clientHomeRoutes: Route[] = [
  route(clientHomeCalls.getClientDashboard, ({ account, state }) => ({ status: 200, body: clientDashboard(state, account) })),
];
