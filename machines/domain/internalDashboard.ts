// The internal dashboard's cards (docs/screens/internalHome.md): the four, in the order the agency
// acts (the accounts, then the weeks, then the missions), each with its count (zero included: the
// same four places every day) and where it leads, if anywhere. A card leads to its screen only when
// the user may enter it; the disputed weeks and the ending missions have no agency screen (the
// time-sheets route is the client's and the worker's, spec section 2; the agency's planning shows
// who works where by week, not which missions end), so they list what they count and open nothing.
import type { InferOutput } from 'valibot';
import type { InternalDashboardSchema } from '../../contract/screens/internalHome';
import { canEnter } from './access';
import type { AccessUser } from './types';

export type InternalDashboard = InferOutput<typeof InternalDashboardSchema>;

export type InternalCardId = 'invitationsWaiting' | 'workersWithoutAccount' | 'timeSheetsDisputed' | 'missionsEndingThisWeek';

export interface InternalCard {
  id: InternalCardId;
  count: number;
  /** The screen and tab that hold what it counts, or null. */
  path: string | null;
}

export const INTERNAL_CARD_IDS: readonly InternalCardId[] = [
  'invitationsWaiting',
  'workersWithoutAccount',
  'timeSheetsDisputed',
  'missionsEndingThisWeek',
];

/** Where each card leads: the temporary workers' users on the tab of the status counted. */
export const INTERNAL_CARD_PATHS: Readonly<Record<InternalCardId, string | null>> = {
  invitationsWaiting: '/temporary-workers/users/invited',
  workersWithoutAccount: '/temporary-workers/users/unregistered',
  timeSheetsDisputed: null,
  missionsEndingThisWeek: null,
};

export function internalCards(dashboard: InternalDashboard, user: AccessUser): InternalCard[] {
  return INTERNAL_CARD_IDS.map((id) => {
    const path = INTERNAL_CARD_PATHS[id];
    return { id, count: dashboard[id], path: path !== null && canEnter(path, user) ? path : null };
  });
}
