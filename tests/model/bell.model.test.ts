// Model-based tests of the bell's badge: one model per kind of user (their states differ from the
// start), one joint coverage gate over both.
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { createActor } from 'xstate';
import { assertJointCoverage, createModel, type IgnoredEvents, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import { bellMachine } from '../../machines/bell/bell.machine';
import { createBellImplementations } from '../../src/services/bell.implementations';

const countOutcomes = {
  'xstate.done.actor.loadUnprocessedCount': [{ output: 3 }, { output: 0 }, { output: -2 }],
  'xstate.error.actor.loadUnprocessedCount': [{ error: new Error('offline') }],
} as const;

type Check = OracleCheck<typeof bellMachine>;

/** The badge each path shows, tracked from the spec's rules (decisions.md "Shell"). */
const shown = new WeakMap<object, number>();

/** Loads of the count this path has asked for: at start, on REFRESH, on a push while not loaded. */
function expectedLoads(check: Check): number {
  const steps = check.path.steps.slice(0, check.index + 1);
  return (
    1 +
    steps.filter(
      (step, i) =>
        step.event.type === 'REFRESH' || (step.event.type === 'NOTIFICATION.RECEIVED' && i > 0 && !steps[i - 1].state.matches('loaded')),
    ).length
  );
}

const oracle: Oracle<typeof bellMachine> = {
  // Internal users: shown, not clickable, no badge, nothing loaded.
  'bell.notClickable': (check) => {
    expect(check.snapshot.context.userType).toBe('internalUser');
    expect(check.invocations).toEqual([]);
    expect(check.snapshot.context.unprocessedCount).toBe(0);
  },
  'bell.loading': (check) => {
    expect(check.snapshot.context.userType).not.toBe('internalUser');
    expect(check.invocations.filter((i) => i.src === 'loadUnprocessedCount')).toHaveLength(expectedLoads(check));
  },
  'bell.loaded': (check) => {
    const { event } = check;
    if (event.type === 'xstate.done.actor.loadUnprocessedCount') {
      // The badge is the server's count (never negative).
      shown.set(check.path, Math.max(0, Math.floor(event.output as number)));
    } else if (event.type === 'NOTIFICATION.RECEIVED') {
      // A push adds one at once, without asking the server.
      shown.set(check.path, (shown.get(check.path) ?? Number.NaN) + 1);
    }
    expect(check.snapshot.context.unprocessedCount).toBe(shown.get(check.path));
    expect(check.invocations.filter((i) => i.src === 'loadUnprocessedCount')).toHaveLength(expectedLoads(check));
  },
  'bell.failed': (check) => {
    // A failed count changes nothing shown.
    expect(check.snapshot.context.unprocessedCount).toBe(shown.get(check.path) ?? 0);
  },
};

/** The events each state ignores (spec section 6, design decisions "Shell", decisions.md "Notifications"). */
const ignores: IgnoredEvents<typeof bellMachine> = {
  // Internal users: the bell is not clickable and has no badge, so nothing counts.
  'bell.notClickable': ['REFRESH', 'NOTIFICATION.RECEIVED'],
};

/** REFRESH while the count loads: the machine drops it where the rule for pushes counts again. */
const REFRESH_WHILE_COUNTING = {
  sneakPath: { event: 'REFRESH', state: 'bell.loading' },
  reason:
    'decisions.md "Notifications" counts again on a push that comes while counting, since the count in flight may miss it; ' +
    'the machine drops a REFRESH (notifications processed) in the same case, so the badge can show processed ones: an open question',
} as const;

const workerModel = createModel(bellMachine, {
  input: { userType: 'worker' },
  events: countOutcomes,
  oracle,
  ignores,
  coverage: { ignore: [REFRESH_WHILE_COUNTING] },
  // Pushes make the count grow without bound: a few are enough to tell +1 from a reload.
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, count: Math.min(snapshot.context.unprocessedCount, 5) }),
});
const internalModel = createModel(bellMachine, { input: { userType: 'internalUser' }, events: countOutcomes, oracle, ignores });

describe('bell model: a worker or client', () => {
  for (const path of workerModel.paths()) it(path.description, () => workerModel.replay(path));
});

describe('bell model: an internal user', () => {
  it('generates one path: the bell is not clickable and loads nothing', () => {
    expect(internalModel.paths()).toHaveLength(1);
  });
  for (const path of internalModel.paths()) it(path.description, () => internalModel.replay(path));
});

it('gate: every state, transition and named action reached under its oracle', () => assertJointCoverage([workerModel, internalModel]));

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
