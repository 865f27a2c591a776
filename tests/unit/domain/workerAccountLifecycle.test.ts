// A temporary worker's portal account (machines/domain/workerAccountLifecycle.ts,
// docs/screens/temporaryWorkerUsers.md): which action of the agency each status offers, and where
// the worker's own acts lead.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  offersWorkerAction,
  WORKER_ACCOUNT_ACTIONS,
  WORKER_ACCOUNT_MANAGERS,
  WORKER_ACCOUNT_STATUSES,
  workerAccountLifecycle,
  type WorkerAccountAction,
} from '../../../machines/domain/workerAccountLifecycle';

// Written from the spec's status list and the screen's contract, not read from the machine.
const OFFERED: Record<string, WorkerAccountAction[]> = {
  unregistered: ['invite'],
  invited: ['resend'],
  registered: ['deactivate'],
  deactivated: ['reactivate'],
  unsubscribed: [],
};

describe('the agency’s actions by status', () => {
  it.each(WORKER_ACCOUNT_STATUSES.map((status) => [status, OFFERED[status]] as const))('%s offers %j', (status, offered) => {
    for (const action of Object.keys(WORKER_ACCOUNT_ACTIONS) as WorkerAccountAction[]) {
      expect(offersWorkerAction(status, action), `${status} × ${action}`).toBe(offered.includes(action));
    }
  });

  it('an unknown status offers nothing', () => {
    for (const status of ['', 'active', undefined, null, 3]) expect(offersWorkerAction(status, 'invite')).toBe(false);
  });
});

describe('the worker’s own acts', () => {
  const after = (...events: string[]) => {
    const actor = createActor(workerAccountLifecycle).start();
    for (const type of events) actor.send({ type } as never);
    return actor.getSnapshot().value;
  };

  it('an invited worker registers; a registered one may leave, and that choice stands', () => {
    expect(after('INVITE', 'RESEND', 'REGISTERED')).toBe('registered');
    expect(after('INVITE', 'REGISTERED', 'UNSUBSCRIBED')).toBe('unsubscribed');
    expect(after('INVITE', 'REGISTERED', 'UNSUBSCRIBED', 'INVITE', 'REACTIVATE', 'REGISTERED')).toBe('unsubscribed');
    expect(after('INVITE', 'REGISTERED', 'DEACTIVATE', 'REACTIVATE')).toBe('registered');
  });
});

it('the agency’s assistants, sales people and directors manage the accounts', () => {
  expect([...WORKER_ACCOUNT_MANAGERS].sort()).toEqual(['agencyAssistant', 'agencyDirector', 'agencySales']);
});
