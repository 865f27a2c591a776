// Model-based tests of the bell's badge: one model per kind of user (their states differ from the
// start), one joint coverage gate over both.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { assertJointCoverage, createModel, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import { bellMachine } from '../../machines/bell/bell.machine';
import { createBellImplementations } from '../../src/services/bell.implementations';

const countOutcomes = {
  'xstate.done.actor.loadUnprocessedCount': [{ output: 3 }, { output: 0 }, { output: -2 }],
  'xstate.error.actor.loadUnprocessedCount': [{ error: new Error('offline') }],
} as const;

type Check = OracleCheck<typeof bellMachine>;

/** The badge the path's last answer gives (0 before any, never negative). */
function expectedBadge(check: Check): number {
  const answer = check.path.steps.slice(0, check.index + 1).filter((s) => s.event.type === 'xstate.done.actor.loadUnprocessedCount').at(-1);
  return answer ? Math.max(0, Number(answer.event.output)) : 0;
}

/** Spec sections 2 and 6, decisions.md "Shell": internal users' bell is not clickable, no badge. */
const oracle: Oracle<typeof bellMachine> = {
  'bell.notClickable': (check) => {
    expect(check.snapshot.context.userType).toBe('internalUser');
    expect(check.invocations).toEqual([]);
    expect(check.snapshot.context.unprocessedCount).toBe(0);
  },
  'bell.loading': (check) => {
    expect(check.snapshot.context.userType).not.toBe('internalUser');
    // One load per entry: at start, then one per REFRESH.
    const refreshes = check.path.steps.slice(0, check.index + 1).filter((s) => s.event.type === 'REFRESH').length;
    expect(check.invocations.filter((i) => i.src === 'loadUnprocessedCount')).toHaveLength(1 + refreshes);
    expect(check.snapshot.context.unprocessedCount).toBe(expectedBadge(check));
  },
  'bell.loaded': (check) => {
    // The badge is the number of unprocessed popup notifications.
    expect(check.snapshot.context.unprocessedCount).toBe(expectedBadge(check));
  },
  'bell.failed': (check) => {
    // The bell stays usable; the badge keeps its last known count.
    if (check.entered) expect(check.event.type).toBe('xstate.error.actor.loadUnprocessedCount');
    expect(check.snapshot.context.unprocessedCount).toBe(expectedBadge(check));
  },
};

const workerModel = createModel(bellMachine, { input: { userType: 'worker' }, events: countOutcomes, oracle });
const internalModel = createModel(bellMachine, { input: { userType: 'internalUser' }, events: countOutcomes, oracle });

describe('bell model: a worker or client', () => {
  for (const path of workerModel.paths()) it(path.description, () => workerModel.replay(path));
});

describe('bell model: an internal user', () => {
  it('generates one path: the bell is not clickable and loads nothing', () => {
    expect(internalModel.paths()).toHaveLength(1);
  });
  for (const path of internalModel.paths()) it(path.description, () => internalModel.replay(path));
});

afterAll(() => assertJointCoverage([workerModel, internalModel]));

describe('bell implementations', () => {
  it('counts the total of the popup list, asking for the smallest page', async () => {
    const calls: [number, number][] = [];
    const implementations = createBellImplementations({
      api: {
        getPopupNotifications: async (skip, take) => {
          calls.push([skip, take]);
          return { items: [], total: 14 };
        },
      },
    });
    const actor = createActor(bellMachine.provide(implementations), { input: { userType: 'client' } }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.unprocessedCount).toBe(14);
    expect(calls).toEqual([[0, 1]]);
  });
});

publishJourneys('bell', { worker: workerModel, internal: internalModel });
