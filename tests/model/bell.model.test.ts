// Model-based tests of the bell's badge: one model per kind of user (their states differ from the
// start), one joint coverage gate over both.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { assertJointCoverage, createModel } from './harness';
import { publishJourneys } from './journeys';
import { bellMachine } from '../../machines/bell/bell.machine';
import { createBellImplementations } from '../../src/services/bell.implementations';

const countOutcomes = {
  'xstate.done.actor.loadUnprocessedCount': [{ output: 3 }, { output: 0 }, { output: -2 }],
  'xstate.error.actor.loadUnprocessedCount': [{ error: new Error('offline') }],
} as const;

const workerModel = createModel(bellMachine, { input: { userType: 'worker' }, events: countOutcomes });
const internalModel = createModel(bellMachine, { input: { userType: 'internalUser' }, events: countOutcomes });
publishJourneys('bell', { worker: workerModel, internal: internalModel });

describe('bell model: a worker or client', () => {
  for (const path of workerModel.paths()) {
    it(path.description, () =>
      workerModel.replay(path, {
        onStep: (snapshot, step, { invocations }) => {
          expect(snapshot.context.unprocessedCount).toBeGreaterThanOrEqual(0);
          if (step.event.type === 'xstate.done.actor.loadUnprocessedCount') {
            const output = (step.event as unknown as { output: number }).output;
            expect(snapshot.context.unprocessedCount).toBe(Math.max(0, output));
          }
          // One load per entry in loading: at start, then one per REFRESH.
          const refreshes = path.steps.slice(0, path.steps.indexOf(step) + 1).filter((s) => s.event.type === 'REFRESH').length;
          expect(invocations.filter((i) => i.src === 'loadUnprocessedCount')).toHaveLength(1 + refreshes);
        },
      }));
  }
});

describe('bell model: an internal user', () => {
  it('generates one path: the bell is not clickable and loads nothing', () => {
    expect(internalModel.paths()).toHaveLength(1);
  });
  for (const path of internalModel.paths()) {
    it(path.description, () =>
      internalModel.replay(path, {
        onStep: (snapshot, _step, { invocations }) => {
          expect(snapshot.value).toBe('notClickable');
          expect(invocations).toEqual([]);
        },
      }));
  }
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
