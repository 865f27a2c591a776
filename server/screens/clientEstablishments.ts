// The stand-in's establishments of the clients hub and their portal accounts
// (docs/screens/clientEstablishments.md): invite a not-invited one, resend an invited one's invitation.
import { clientEstablishmentsCalls } from '../../contract/screens/clientEstablishments.ts';
import { route, type Route } from '../api/router.ts';
import { HttpError } from '../http-utils.ts';
import type { DemoAccount } from '../demo-data.ts';
import type { StackState } from '../state.ts';
import { clientOf, deskOf, todayIso, visibleClients, type Desk } from './clientsDesk.ts';
import { listQuery, page } from './lists.ts';
import type { EstablishmentAccount } from './world.ts';

const FILTERS = ['notInvited', 'invited', 'registered', 'all'] as const;
const AGENCY_ROLES = ['agencyAssistant', 'agencySales', 'agencyDirector'];

function view(desk: Desk, account: EstablishmentAccount) {
  const client = clientOf(desk, account.clientId);
  const establishment = client.establishments.find((candidate) => candidate.id === account.establishmentId)!;
  return {
    id: establishment.id,
    name: establishment.name,
    address: establishment.address,
    clientId: client.id,
    clientName: client.name,
    email: account.email,
    status: account.status,
    invitedOn: account.invitedOn,
  };
}

/** The establishment account an agency user may invite or remind (403 to others, 404 outside their folders). */
function actionable(state: StackState, reader: DemoAccount, establishmentId: string) {
  if (!reader.info.roles.some((role) => AGENCY_ROLES.includes(role)))
    throw new HttpError(403, 'Seule l’agence invite les établissements de ses clients.');
  const desk = deskOf(state);
  const clients = new Set(visibleClients(desk, reader).map((client) => client.id));
  const found = desk.accounts.find((account) => account.establishmentId === establishmentId && clients.has(account.clientId));
  if (!found) throw new HttpError(404, 'Cet établissement n’existe pas, ou plus.');
  return { desk, found };
}

export const clientEstablishmentsRoutes: Route[] = [
  route(clientEstablishmentsCalls.getClientEstablishments, ({ query, state, account }) => {
    const list = listQuery(query, FILTERS);
    const desk = deskOf(state);
    const clients = visibleClients(desk, account, query.get('folders'));
    const order = new Map(clients.map((client, index) => [client.id, index]));
    const shown = desk.accounts
      .filter((candidate) => order.has(candidate.clientId))
      .filter((candidate) => list.filter === null || list.filter === 'all' || candidate.status === list.filter)
      .map((candidate) => view(desk, candidate))
      .sort((a, b) => order.get(a.clientId)! - order.get(b.clientId)! || a.name.localeCompare(b.name, 'fr'));
    return { status: 200, body: page(shown, list) };
  }),
  route(clientEstablishmentsCalls.inviteEstablishment, ({ params, state, account }) => {
    const { desk, found } = actionable(state, account, params.establishmentId);
    if (found.status !== 'notInvited') throw new HttpError(409, 'Cet établissement a déjà été invité.');
    found.status = 'invited';
    found.invitedOn = todayIso();
    return { status: 200, body: view(desk, found) };
  }),
  route(clientEstablishmentsCalls.resendEstablishmentInvitation, ({ params, state, account }) => {
    const { desk, found } = actionable(state, account, params.establishmentId);
    if (found.status !== 'invited') throw new HttpError(409, 'Seule une invitation en attente peut être renvoyée.');
    found.invitedOn = todayIso();
    return { status: 200, body: view(desk, found) };
  }),
];
