// A temporary worker's portal account, as a machine (spec section 2: the temporary workers' status
// list unregistered, invited, registered, unsubscribed, deactivated; docs/screens/temporaryWorkerUsers.md).
// Which action the agency may take on an account is which event its status accepts; the worker's own
// acts (registering, unsubscribing) are events too, but no action of the agency's screen.
//
//   unregistered ─INVITE→ invited ─RESEND→ invited ─REGISTERED→ registered
//   registered ─DEACTIVATE→ deactivated ─REACTIVATE→ registered
//   registered ─UNSUBSCRIBED→ unsubscribed (the worker's choice: the agency does not invite them again)
import { setup } from 'xstate';

export const WORKER_ACCOUNT_STATUSES = ['unregistered', 'invited', 'registered', 'unsubscribed', 'deactivated'] as const;
export type WorkerAccountStatus = (typeof WORKER_ACCOUNT_STATUSES)[number];

/** The agency's actions on a worker's account, by the event each sends to the lifecycle. */
export const WORKER_ACCOUNT_ACTIONS = { invite: 'INVITE', resend: 'RESEND', deactivate: 'DEACTIVATE', reactivate: 'REACTIVATE' } as const;
export type WorkerAccountAction = keyof typeof WORKER_ACCOUNT_ACTIONS;

type LifecycleEvent = { type: (typeof WORKER_ACCOUNT_ACTIONS)[WorkerAccountAction] } | { type: 'REGISTERED' } | { type: 'UNSUBSCRIBED' };

export const workerAccountLifecycle = setup({ types: { events: {} as LifecycleEvent } }).createMachine({
  id: 'workerAccountLifecycle',
  initial: 'unregistered',
  states: {
    unregistered: { description: 'Known to the agency, no portal account yet', on: { INVITE: 'invited' } },
    invited: { description: 'An invitation waits for the worker', on: { RESEND: 'invited', REGISTERED: 'registered' } },
    registered: { description: 'The worker signs in', on: { DEACTIVATE: 'deactivated', UNSUBSCRIBED: 'unsubscribed' } },
    deactivated: { description: 'The agency closed the account; it may open it again', on: { REACTIVATE: 'registered' } },
    unsubscribed: { description: 'The worker left the portal: their choice stands' },
  },
});

const isStatus = (value: unknown): value is WorkerAccountStatus => (WORKER_ACCOUNT_STATUSES as readonly unknown[]).includes(value);

/** Whether a worker's account in `status` offers `action` (an unknown status offers nothing). */
export function offersWorkerAction(status: unknown, action: WorkerAccountAction): boolean {
  if (!isStatus(status)) return false;
  return workerAccountLifecycle.resolveState({ value: status }).can({ type: WORKER_ACCOUNT_ACTIONS[action] });
}

// Who acts on the workers' accounts: the agency's roles (docs/decisions-domain.md "Temporary
// workers › users"); the administrator and support read, as on the clients hub.
export const WORKER_ACCOUNT_MANAGERS: readonly string[] = ['agencyAssistant', 'agencySales', 'agencyDirector'];
