// The stand-in's clients reattach (docs/screens/clientsReattach.md): the world's clients of the
// tenant with their agency folder, kept in the clients desk, so that a client moved here shows under
// its new folder, with its establishments and users, on every clients hub screen and under the old
// one on none, until the next reset. Missions keep the folder they were made under.
import { clientsReattachCalls } from '../../contract/screens/clientsReattach.ts';
import { reattachProblem } from '../../machines/domain/referential.ts';
import type { AgencyFolder } from '../../contract/wire.ts';
import { route, type Route } from '../api/router.ts';
import { HttpError } from '../http-utils.ts';
import type { StackState } from '../state.ts';
import { deskOf, type Desk } from './clientsDesk.ts';
import { listQuery, page } from './lists.ts';
import { referentialAccess } from './sections.ts';
import type { Client } from './world.ts';

/** The tenant's agency folders: the administrator's, who sees the whole network. */
const tenantFolders = (state: StackState): AgencyFolder[] => state.account('admin')!.agencyFolders;
const label = (folder: AgencyFolder) => `${folder.code} - ${folder.name}`;

function view(desk: Desk, folders: AgencyFolder[], client: Client) {
  const folder = folders.find((candidate) => candidate.id === client.folderId);
  return {
    id: client.id,
    name: client.name,
    sector: desk.world.sections.find((section) => section.id === client.sectionId)?.name ?? '',
    folderId: client.folderId,
    folderName: folder ? label(folder) : client.folderId,
    establishments: client.establishments.length,
    users: desk.users.filter((user) => user.clientId === client.id).length,
    moveTo: folders
      .filter((candidate) => candidate.id !== client.folderId)
      .map((candidate) => ({ id: candidate.id, name: label(candidate) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr')),
  };
}

export const clientsReattachRoutes: Route[] = [
  route(clientsReattachCalls.getReattachClients, ({ query, state, account }) => {
    referentialAccess(account, false);
    const desk = deskOf(state);
    const folders = tenantFolders(state);
    const sorted = [...desk.world.clients].sort((a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }));
    return {
      status: 200,
      body: page(
        sorted.map((client) => view(desk, folders, client)),
        listQuery(query, []),
      ),
    };
  }),
  route(clientsReattachCalls.reattachClient, ({ params, body, state, account }) => {
    referentialAccess(account, true);
    const desk = deskOf(state);
    const client = desk.world.clients.find((candidate) => candidate.id === params.clientId);
    if (!client) throw new HttpError(404, 'Ce client n’existe pas, ou plus.');
    const folderId = String((body as { folderId?: unknown }).folderId ?? '');
    const folders = tenantFolders(state);
    const folder = folders.find((candidate) => candidate.id === folderId);
    if (!folder) throw new HttpError(404, 'Ce dossier d’agence n’existe pas.');
    if (reattachProblem(folderId, client.folderId) === 'same')
      throw new HttpError(409, `${client.name} est déjà rattaché au dossier ${label(folder)}.`);
    client.folderId = folder.id;
    return { status: 200, body: view(desk, folders, client) };
  }),
];
