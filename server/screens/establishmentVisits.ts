// The stand-in's job place visits of a client user's establishment (docs/screens/establishmentVisits.md):
// ask for one, cancel one asked for or planned.
import { establishmentVisitsCalls } from '../../contract/screens/establishmentVisits.ts';
import { route, type Route } from '../api/router.ts';
import { HttpError } from '../http-utils.ts';
import { deskOf, ownEstablishment, todayIso, visitOrder, visitView } from './clientsDesk.ts';
import { listQuery, page } from './lists.ts';
import type { JobPlaceVisit } from './world.ts';

export const establishmentVisitsRoutes: Route[] = [
  route(establishmentVisitsCalls.getEstablishmentVisits, ({ query, state, account }) => {
    const list = listQuery(query, ['all']);
    const desk = deskOf(state);
    const { establishment } = ownEstablishment(desk, account);
    const shown = desk.visits
      .filter((visit) => visit.establishmentId === establishment.id)
      .sort(visitOrder)
      .map((visit) => visitView(desk, visit));
    return { status: 200, body: page(shown, list) };
  }),
  route(establishmentVisitsCalls.requestJobPlaceVisit, ({ body, state, account }) => {
    const desk = deskOf(state);
    const { client, establishment } = ownEstablishment(desk, account);
    const request = body as { date: string; reason: string };
    if (request.date < todayIso()) throw new HttpError(400, 'La date de la visite est passée.');
    const visit: JobPlaceVisit = {
      id: `v-new-${desk.next++}`,
      clientId: client.id,
      establishmentId: establishment.id,
      date: request.date,
      reason: request.reason.trim(),
      status: 'requested',
      visitor: null,
    };
    desk.visits.push(visit);
    return { status: 201, body: visitView(desk, visit) };
  }),
  route(establishmentVisitsCalls.cancelJobPlaceVisit, ({ params, state, account }) => {
    const desk = deskOf(state);
    const { establishment } = ownEstablishment(desk, account);
    const visit = desk.visits.find((candidate) => candidate.id === params.visitId && candidate.establishmentId === establishment.id);
    if (!visit) throw new HttpError(404, 'Cette visite n’existe pas, ou plus.');
    if (visit.status !== 'requested' && visit.status !== 'planned') throw new HttpError(409, 'Cette visite ne peut plus être annulée.');
    visit.status = 'cancelled';
    return { status: 200, body: visitView(desk, visit) };
  }),
];
