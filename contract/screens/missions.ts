// The client's missions screen's call (docs/screens/missions.md), proposed: the spec names the
// screen, its role and its flag (section 2), not its calls. A mission places one temporary worker at
// one of the client's establishments for a period.
import { number, object, minValue, pipe } from 'valibot';
import { call } from '../calls.ts';
import { date, ErrorBodySchema, listQuery, nonBlank, pageOf } from '../wire.ts';

/** The missions tabs (docs/decisions-domain.md "Client's contracts and missions"). */
export const MISSION_TABS = ['current', 'upcoming', 'past'] as const;

export const MissionSchema = object({
  id: nonBlank(),
  /** The temporary worker's full name. */
  worker: nonBlank(),
  position: nonBlank(),
  establishment: object({ id: nonBlank(), name: nonBlank() }),
  /** YYYY-MM-DD, both included. */
  startDate: date(),
  endDate: date(),
  weeklyHours: pipe(number(), minValue(0, 'hours ≥ 0')),
  /** The agency that placed the worker. */
  agency: nonBlank(),
});

export const missionsCalls = {
  getMissions: call({
    method: 'GET',
    path: '/v1/missions',
    query: listQuery([...MISSION_TABS]),
    answers: { 200: pageOf(MissionSchema), 403: ErrorBodySchema },
    proposed: true,
    summary:
      'One page of the signed-in client user’s missions of one tab: under way today, to come, past; by establishment, then the soonest end (under way), the soonest start (to come) or the latest end (past). 403 for a user who is not a client user.',
  }),
};
