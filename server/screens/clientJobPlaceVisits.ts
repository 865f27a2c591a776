// The stand-in's job place visits of the clients hub (docs/screens/clientJobPlaceVisits.md).
import { clientJobPlaceVisitsCalls } from '../../contract/screens/clientJobPlaceVisits.ts';
import { route, type Route } from '../api/router.ts';
import { deskOf, visibleClients, visitOrder, visitView } from './clientsDesk.ts';
import { listQuery, page } from './lists.ts';

export const clientJobPlaceVisitsRoutes: Route[] = [
  route(clientJobPlaceVisitsCalls.getClientJobPlaceVisits, ({ query, state, account }) => {
    const list = listQuery(query, ['all']);
    const desk = deskOf(state);
    const clients = new Set(visibleClients(desk, account, query.get('folders')).map((client) => client.id));
    const shown = desk.visits
      .filter((visit) => clients.has(visit.clientId))
      .sort(visitOrder)
      .map((visit) => visitView(desk, visit));
    return { status: 200, body: page(shown, list) };
  }),
];
