// The client's dashboard's cards (docs/screens/clientHome.md): which of "what waits for me" shows, in
// which order, and where each leads. A card shows when its count is not zero and the client user may
// enter its screen (a disabled feature hides it, as it hides the menu entry: spec section 2).
import type { InferOutput } from 'valibot';
import type { ClientDashboardSchema } from '../../contract/screens/clientHome';
import { canEnter } from './access';
import type { AccessUser } from './types';

export type ClientDashboard = InferOutput<typeof ClientDashboardSchema>;

export type ClientWaitingId = 'contractsToSign' | 'timeSheetsToApprove' | 'unpaidInvoices';

export interface ClientWaitingCard {
  id: ClientWaitingId;
  count: number;
  path: string;
}

/** Where each card leads: the screen and the tab that holds what waits. */
export const CLIENT_WAITING_PATHS: Readonly<Record<ClientWaitingId, string>> = {
  contractsToSign: '/contracts/to-sign',
  // The client's time sheets open on their default tab, the weeks waiting for an answer.
  timeSheetsToApprove: '/time-sheets',
  unpaidInvoices: '/invoices/unpaid',
};

/** Where the workers on site lead: the missions under way. */
export const ON_SITE_PATH = '/missions/current';

/** "What waits for me", in the order a client acts: sign before the work, approve after it, then pay. */
export function clientWaitingCards(dashboard: ClientDashboard, user: AccessUser): ClientWaitingCard[] {
  return (['contractsToSign', 'timeSheetsToApprove', 'unpaidInvoices'] as const)
    .filter((id) => dashboard[id] > 0)
    .map((id) => ({ id, count: dashboard[id], path: CLIENT_WAITING_PATHS[id] }))
    .filter((card) => canEnter(card.path, user));
}

/** The workers on site, shown when the client user may open the missions they lead to. */
export function onSiteCard(dashboard: ClientDashboard, user: AccessUser) {
  if (!canEnter(ON_SITE_PATH, user)) return null;
  return {
    count: dashboard.workersOnSiteCount,
    workers: dashboard.workersOnSite,
    more: dashboard.workersOnSiteCount - dashboard.workersOnSite.length,
  };
}
