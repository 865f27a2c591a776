// The clients hub's job place visits (docs/screens/clientJobPlaceVisits.md), proposed.
import { call } from '../calls.ts';
import { pageOf } from '../wire.ts';
import { deskListQuery, JobPlaceVisitSchema } from './clientsDesk.ts';

export const clientJobPlaceVisitsCalls = {
  getClientJobPlaceVisits: call({
    method: 'GET',
    path: '/v1/clients/job-place-visits',
    query: deskListQuery(['all']),
    answers: { 200: pageOf(JobPlaceVisitSchema) },
    proposed: true,
    summary:
      'One page of the safety visits of the workplaces the reader sees: asked for and planned first (soonest first), then done and cancelled (latest first); an agency user’s narrowed to the folders in `folders`.',
  }),
};
