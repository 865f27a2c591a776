// The stand-in's client detail (docs/screens/clientDetail.md): infos and contacts.
import { clientDetailCalls } from '../../contract/screens/clientDetail.ts';
import { route, type Route } from '../api/router.ts';
import { HttpError } from '../http-utils.ts';
import { deskOf, visibleClients } from './clientsDesk.ts';
import { clientInfos } from './world.ts';

export const clientDetailRoutes: Route[] = [
  route(clientDetailCalls.getClient, ({ params, state, account }) => {
    const desk = deskOf(state);
    const client = desk.world.clients.find((candidate) => candidate.id === params.clientId);
    if (!client) throw new HttpError(404, 'Ce client n’existe pas.');
    if (!visibleClients(desk, account).some((candidate) => candidate.id === client.id))
      throw new HttpError(403, 'Ce client n’est pas suivi par vos agences.');
    const folder = state.account('admin')!.agencyFolders.find((candidate) => candidate.id === client.folderId);
    const infos = clientInfos(client);
    return {
      status: 200,
      body: {
        id: client.id,
        name: client.name,
        legalId: infos.legalId,
        // The referential's section, as named there now (docs/screens/sections.md).
        sector: desk.world.sections.find((section) => section.id === client.sectionId)?.name ?? '',
        address: infos.address,
        phone: infos.phone,
        agencyFolder: folder ? `${folder.code} - ${folder.name}` : client.folderId,
        establishments: client.establishments.map(({ id, name, address }) => ({ id, name, address })),
        contacts: infos.contacts,
      },
    };
  }),
];
