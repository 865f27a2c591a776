// The stand-in's client desk: the world's clients seen by a client user (their company)
// or an agency user (the clients of their agency folders, narrowed to the selection the list sends),
// with the accounts, users, invoices and visits that the invitations, visit requests and
// cancellations change until the next reset. Shared by the screens' routes
// (server/screens/invoices.ts, clientsInvoices.ts, clientEstablishments.ts, clientUsers.ts,
// clientJobPlaceVisits.ts, clientDetail.ts, establishmentVisits.ts, establishmentNotifications.ts).
import type { DemoAccount } from '../demo-data.ts';
import { HttpError } from '../http-utils.ts';
import type { StackState } from '../state.ts';
import {
  clientUsers,
  establishmentAccounts,
  establishmentBlockedCategories,
  invoices,
  jobPlaceVisits,
  world,
  type Client,
  type ClientUser,
  type EstablishmentAccount,
  type Invoice,
  type JobPlaceVisit,
  type World,
} from './world.ts';

export interface Desk {
  world: World;
  accounts: EstablishmentAccount[];
  users: ClientUser[];
  invoices: Invoice[];
  visits: JobPlaceVisit[];
  /** Each establishment's blocked notification categories (docs/screens/establishmentNotifications.md). */
  blockedCategories: Record<string, string[]>;
  /** Serial of the next user or visit created. */
  next: number;
}

/** The desk of this run's tenant, built from the world of the week the stack started (or was reset) in. */
export function deskOf(state: StackState): Desk {
  return state.screenData('clientsDesk', (tenant) => {
    const built = world(tenant, Date.now());
    const names = (login: string): [string, string] => {
      const profile = state.account(login)?.profile;
      return [profile?.firstName || login, profile?.lastName || login];
    };
    return {
      world: built,
      accounts: establishmentAccounts(built),
      users: clientUsers(built, names),
      invoices: invoices(built),
      visits: jobPlaceVisits(built),
      blockedCategories: establishmentBlockedCategories(built),
      next: 1,
    };
  });
}

const INTERNAL_ROLES = ['agencyAssistant', 'agencySales', 'agencyDirector', 'administrator', 'support'];

/**
 * The clients `account` sees: a client user's own company; an internal user's clients of their agency
 * folders, narrowed to `folders` (ids joined by commas) when given. Anyone else: 403.
 */
export function visibleClients(desk: Desk, account: DemoAccount, folders: string | null = null): Client[] {
  if (account.info.userType === 'client') return desk.world.clients.filter((client) => client.logins.includes(account.login));
  if (account.info.userType !== 'internalUser' || !account.info.roles.some((role) => INTERNAL_ROLES.includes(role)))
    throw new HttpError(403, 'Les clients ne sont pas accessibles à ce compte.');
  const own = new Set(account.agencyFolders.map((folder) => folder.id));
  const chosen = folders ? new Set(folders.split(',').filter((id) => own.has(id))) : own;
  return desk.world.clients.filter((client) => chosen.has(client.folderId));
}

/** The establishment of the signed-in client user (their company's first). */
export function ownEstablishment(desk: Desk, account: DemoAccount) {
  const client = visibleClients(desk, account)[0];
  if (account.info.userType !== 'client' || !client) throw new HttpError(403, 'Réservé aux utilisateurs des entreprises clientes.');
  return { client, establishment: client.establishments[0] };
}

export function clientOf(desk: Desk, clientId: string): Client {
  return desk.world.clients.find((client) => client.id === clientId)!;
}

export function establishmentName(desk: Desk, clientId: string, establishmentId: string): string {
  return clientOf(desk, clientId).establishments.find((establishment) => establishment.id === establishmentId)!.name;
}

/** An invoice as the contract shows it: its status from the stand-in's clock (overdue: unpaid past its due date). */
export function invoiceView(desk: Desk, invoice: Invoice) {
  const today = new Date().toISOString().slice(0, 10);
  return {
    id: invoice.id,
    number: invoice.number,
    clientId: invoice.clientId,
    clientName: clientOf(desk, invoice.clientId).name,
    establishmentName: establishmentName(desk, invoice.clientId, invoice.establishmentId),
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    amount: invoice.amount,
    currency: 'EUR' as const,
    status: invoice.paidOn !== null ? ('paid' as const) : invoice.dueOn < today ? ('overdue' as const) : ('unpaid' as const),
    paidOn: invoice.paidOn,
  };
}

/** Unpaid first (the oldest due date first), then paid (the latest first). */
export function invoiceOrder(a: ReturnType<typeof invoiceView>, b: ReturnType<typeof invoiceView>): number {
  const paid = (invoice: typeof a) => (invoice.status === 'paid' ? 1 : 0);
  if (paid(a) !== paid(b)) return paid(a) - paid(b);
  return paid(a) ? b.issuedOn.localeCompare(a.issuedOn) : a.dueOn.localeCompare(b.dueOn);
}

export function visitView(desk: Desk, visit: JobPlaceVisit) {
  return {
    ...visit,
    clientName: clientOf(desk, visit.clientId).name,
    establishmentName: establishmentName(desk, visit.clientId, visit.establishmentId),
  };
}

/** To come (asked for, planned) first, the soonest first; then the past (done, cancelled), the latest first. */
export function visitOrder(a: JobPlaceVisit, b: JobPlaceVisit): number {
  const past = (visit: JobPlaceVisit) => (visit.status === 'done' || visit.status === 'cancelled' ? 1 : 0);
  if (past(a) !== past(b)) return past(a) - past(b);
  return past(a) ? b.date.localeCompare(a.date) : a.date.localeCompare(b.date);
}

export const todayIso = () => new Date().toISOString().slice(0, 10);
