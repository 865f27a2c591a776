// My establishment › job place visits (docs/screens/establishmentVisits.md), proposed.
import { call } from '../calls.ts';
import { pageOf, ErrorBodySchema } from '../wire.ts';
import { deskListQuery, JobPlaceVisitSchema, VisitRequestSchema } from './clientsDesk.ts';

export const establishmentVisitsCalls = {
  getEstablishmentVisits: call({
    method: 'GET',
    path: '/v1/my-establishment/job-place-visits',
    query: deskListQuery(['all']),
    answers: { 200: pageOf(JobPlaceVisitSchema) },
    proposed: true,
    summary:
      'One page of the safety visits of the signed-in client user’s establishment: asked for and planned first (soonest first), then done and cancelled (latest first).',
  }),
  requestJobPlaceVisit: call({
    method: 'POST',
    path: '/v1/my-establishment/job-place-visits',
    body: VisitRequestSchema,
    answers: { 201: JobPlaceVisitSchema },
    proposed: true,
    summary: 'Asks the agency for a safety visit on a date (today or later) for a reason; answers the visit, asked for.',
  }),
  cancelJobPlaceVisit: call({
    method: 'POST',
    path: '/v1/my-establishment/job-place-visits/{visitId}/cancel',
    parameters: { visitId: { description: 'The visit’s `id`, as the visits list answered it.', example: 'jpv-3310' } },
    answers: { 200: JobPlaceVisitSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary: 'Cancels a visit asked for or planned; answers it, cancelled. 409 when it is done or cancelled already.',
  }),
};
