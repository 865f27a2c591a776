// The stand-in's client users of the clients hub (docs/screens/clientUsers.md): a client user
// invites a colleague; an invited user's invitation is sent again.
import { clientUsersCalls } from '../../contract/screens/clientUsers.ts';
import { route, type Route } from '../api/router.ts';
import { HttpError } from '../http-utils.ts';
import { clientOf, deskOf, establishmentName, ownEstablishment, todayIso, visibleClients, type Desk } from './clientsDesk.ts';
import { listQuery, page } from './lists.ts';
import type { ClientUser } from './world.ts';

const FILTERS = ['invited', 'registered', 'all'] as const;
/** Who invites and reminds: the client's own users and the agency (spec section 6 leaves it to us; docs/screens/clientUsers.md). */
const INVITERS = ['clientUser', 'agencyAssistant', 'agencySales', 'agencyDirector'];

function view(desk: Desk, user: ClientUser) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    clientId: user.clientId,
    clientName: clientOf(desk, user.clientId).name,
    establishmentName: establishmentName(desk, user.clientId, user.establishmentId),
    status: user.status,
    invitedOn: user.invitedOn,
  };
}

export const clientUsersRoutes: Route[] = [
  route(clientUsersCalls.getClientUsers, ({ query, state, account }) => {
    const list = listQuery(query, FILTERS);
    const desk = deskOf(state);
    const clients = visibleClients(desk, account, query.get('folders'));
    const order = new Map(clients.map((client, index) => [client.id, index]));
    const shown = desk.users
      .filter((user) => order.has(user.clientId))
      .filter((user) => list.filter === null || list.filter === 'all' || user.status === list.filter)
      .sort((a, b) => order.get(a.clientId)! - order.get(b.clientId)! || a.lastName.localeCompare(b.lastName, 'fr'))
      .map((user) => view(desk, user));
    return { status: 200, body: page(shown, list) };
  }),
  route(clientUsersCalls.inviteClientUser, ({ body, state, account }) => {
    const desk = deskOf(state);
    const { client, establishment } = ownEstablishment(desk, account);
    const invitation = body as { firstName: string; lastName: string; email: string };
    const email = invitation.email.trim().toLowerCase();
    if (desk.users.some((user) => user.email.toLowerCase() === email))
      throw new HttpError(409, 'Cette adresse a déjà un compte sur le portail.');
    const user: ClientUser = {
      id: `cu-new-${desk.next++}`,
      clientId: client.id,
      establishmentId: establishment.id,
      firstName: invitation.firstName.trim(),
      lastName: invitation.lastName.trim(),
      email,
      status: 'invited',
      invitedOn: todayIso(),
      login: null,
    };
    desk.users.push(user);
    return { status: 201, body: view(desk, user) };
  }),
  route(clientUsersCalls.resendClientUserInvitation, ({ params, state, account }) => {
    if (!account.info.roles.some((role) => INVITERS.includes(role)))
      throw new HttpError(403, 'Ce compte ne peut pas renvoyer d’invitation.');
    const desk = deskOf(state);
    const clients = new Set(visibleClients(desk, account).map((client) => client.id));
    const user = desk.users.find((candidate) => candidate.id === params.userId && clients.has(candidate.clientId));
    if (!user) throw new HttpError(404, 'Cet utilisateur n’existe pas, ou plus.');
    if (user.status !== 'invited') throw new HttpError(409, 'Seule une invitation en attente peut être renvoyée.');
    user.invitedOn = todayIso();
    return { status: 200, body: view(desk, user) };
  }),
];
