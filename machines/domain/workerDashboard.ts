// The worker's dashboard's cards (docs/screens/workerHome.md): which of "what waits for me" shows,
// in which order, and where each leads. A card shows when its count is not zero and the worker may
// enter its screen (a disabled feature hides it, as it hides the menu entry: spec section 2).
import type { InferOutput } from 'valibot';
import type { WorkerDashboardSchema } from '../../contract/screens/workerHome';
import { canEnter } from './access';
import type { AccessUser } from './types';

export type WorkerDashboard = InferOutput<typeof WorkerDashboardSchema>;

export type WaitingCard =
  | { id: 'contractsToSign' | 'timeSheetsDisputed' | 'timeSheetsToFill' | 'newDocuments'; count: number; path: string }
  | { id: 'depositAnswer'; answer: NonNullable<WorkerDashboard['depositAnswer']>; path: string };

/** Where each card leads: the screen and the tab that holds what waits. */
export const WAITING_PATHS = {
  contractsToSign: '/contracts/to-sign',
  // Disputed weeks are corrected where weeks are filled; they come first there.
  timeSheetsDisputed: '/time-sheets/to-fill',
  timeSheetsToFill: '/time-sheets/to-fill',
  newDocuments: '/documents',
  depositAnswer: '/advantages/deposit-request',
} as const;

/** Where the mission cards lead: the worker's planning. */
export const MISSIONS_PATH = '/temporary-workers';

/** "What waits for me", in the order a worker acts: sign, correct, fill, read, then an answer. */
export function waitingCards(dashboard: WorkerDashboard, user: AccessUser): WaitingCard[] {
  const counted = (['contractsToSign', 'timeSheetsDisputed', 'timeSheetsToFill', 'newDocuments'] as const)
    .filter((id) => dashboard[id] > 0)
    .map((id) => ({ id, count: dashboard[id], path: WAITING_PATHS[id] }));
  const answer = dashboard.depositAnswer;
  const cards: WaitingCard[] = answer ? [...counted, { id: 'depositAnswer', answer, path: WAITING_PATHS.depositAnswer }] : counted;
  return cards.filter((card) => canEnter(card.path, user));
}

/** The mission cards, shown when the worker may open the planning they lead to. */
export function missionCards(dashboard: WorkerDashboard, user: AccessUser) {
  if (!canEnter(MISSIONS_PATH, user)) return [];
  return [
    ...(dashboard.currentMission ? [{ id: 'current' as const, mission: dashboard.currentMission }] : []),
    ...(dashboard.nextMission ? [{ id: 'next' as const, mission: dashboard.nextMission }] : []),
  ];
}
