// Tests of the model-based harness itself, on the settingsForm fixture.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createModel, type EventVariants, type ModelOptions } from './harness';
import { settingsFormMachine } from './fixtures/settingsForm.machine';
import { linkMonitorMachine } from './fixtures/linkMonitor.machine';

type Machine = typeof settingsFormMachine;

const fullEvents: EventVariants<Machine> = {
  EDIT: [{ value: 'light' }, { value: '  ' }],
  'xstate.done.actor.loadSettings': [{ output: { theme: 'dark' } }, { output: { theme: '' } }],
  'xstate.error.actor.loadSettings': [{ error: new Error('offline') }],
  'xstate.done.actor.saveSettings': [{ output: undefined }],
  'xstate.error.actor.saveSettings': [{ error: new Error('conflict') }],
};

const baseOptions = (notifySaved = () => {}): ModelOptions<Machine> => ({
  input: { maxAttempts: 1 },
  // sendParent throws when the machine runs alone: stub it by name.
  provide: { actions: { notifySaved } },
  events: fullEvents,
});

describe('settingsForm model (complete events)', () => {
  const notifySaved = vi.fn();
  const model = createModel(settingsFormMachine, baseOptions(notifySaved));
  const paths = model.paths();

  it('generates paths from the machine graph', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths[0].steps[0].event.type).toBe('xstate.init');
    const eventTypes = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    expect(eventTypes).toContain('xstate.after.toastDuration.settingsForm.saved');
    expect(eventTypes).toContain('xstate.after.2000.settingsForm.editing.invalid');
    expect(eventTypes).toContain('xstate.error.actor.saveSettings');
    expect([...eventTypes].some((type) => type.startsWith('xstate.done.state.'))).toBe(false);
    // No path is a prefix of another one.
    const sequences = paths.map((p) => p.steps.map((s) => JSON.stringify(s.event)).join('|'));
    for (const a of sequences) {
      expect(sequences.filter((b) => b !== a && b.startsWith(`${a}|`))).toEqual([]);
    }
    expect(new Set(paths.map((p) => p.description)).size).toBe(paths.length);
  });

  for (const path of paths) {
    it(path.description, async () => {
      await model.replay(path);
    });
  }

  afterAll(() => {
    model.assertCoverage();
    const report = model.coverage();
    expect(report.transitions.missing).toEqual([]);
    expect(report.states.missing).toEqual([]);
    // The always transitions (not in toDirectedGraph) are part of the gate.
    expect(report.transitions.total).toBe(16);
    expect(notifySaved).toHaveBeenCalled();
  });
});

describe('replay on a live actor', () => {
  const findPath = (model: ReturnType<typeof createModel<Machine>>, types: string[]) => {
    const path = model.paths().find((p) =>
      types.every((type, i) => p.steps[i + 1]?.event.type === type),
    );
    if (!path) throw new Error(`no path starting with ${types.join(' → ')}`);
    return path;
  };

  it('drives the real invoke wiring, the simulated clock and reports each step', async () => {
    const model = createModel(settingsFormMachine, baseOptions());
    const path = findPath(model, [
      'xstate.done.actor.loadSettings',
      'SUBMIT',
      'xstate.done.actor.saveSettings',
      'xstate.after.toastDuration.settingsForm.saved',
    ]);
    const seen: string[] = [];
    let clockAtEnd = -1;
    let saveInput: unknown;
    await model.replay(path, {
      onStep: (snapshot, step, context) => {
        seen.push(`${step.event.type} => ${JSON.stringify(snapshot.value)}`);
        clockAtEnd = context.clock.now();
        saveInput ??= context.invocations.find((i) => i.src === 'saveSettings')?.input;
      },
    });
    expect(seen[0]).toBe('xstate.init => "loading"');
    expect(seen).toContain('xstate.done.actor.loadSettings => {"editing":"pristine"}');
    expect(seen.at(-1)).toBe('xstate.after.toastDuration.settingsForm.saved => "closed"');
    expect(clockAtEnd).toBe(3000); // toastDuration, taken from the live actor's pending timer
    expect(saveInput).toEqual({ theme: 'dark' });
  });

  it('lets a view test deliver user events itself', async () => {
    const model = createModel(settingsFormMachine, baseOptions());
    const path = findPath(model, ['xstate.done.actor.loadSettings', 'EDIT', 'SUBMIT']);
    const delivered: string[] = [];
    let started = false;
    await model.replay(path, {
      onStart: () => {
        started = true;
      },
      send: (event, context) => {
        delivered.push(event.type); // a view test would click a button here
        context.actor.send(event as never);
      },
    });
    expect(started).toBe(true);
    // Every user event of the path, in order, went through the view's own sender.
    const userEvents = path.steps.slice(1).map((step) => step.event.type).filter((type) => !type.startsWith('xstate.'));
    expect(delivered.slice(0, 2)).toEqual(['EDIT', 'SUBMIT']);
    expect(delivered).toEqual(userEvents);
  });

  it('fails when the live actor diverges from the path', async () => {
    // Same graph, but the live machine's guard disagrees with the traversal's.
    const model = createModel(settingsFormMachine, baseOptions());
    const path = findPath(model, ['xstate.done.actor.loadSettings', 'SUBMIT']);
    const divergent = createModel(settingsFormMachine, {
      ...baseOptions(),
      provide: { actions: { notifySaved: () => {} }, guards: { isDraftValid: () => false } },
    });
    await expect(divergent.replay(path)).rejects.toThrow(/not in the expected state/);
  });

  it('fails when a delayed event has no pending timer', async () => {
    const model = createModel(settingsFormMachine, baseOptions());
    const path = model.paths()[0];
    const bogus = {
      ...path,
      steps: [path.steps[0], { event: { type: 'xstate.after.toastDuration.settingsForm.saved' }, state: path.steps[0].state }],
    };
    await expect(model.replay(bogus)).rejects.toThrow(/no pending timer/);
  });

  it('requires payloads for actor results', () => {
    const model = createModel(settingsFormMachine, {
      ...baseOptions(),
      events: { EDIT: [{ value: 'x' }] },
    });
    expect(() => model.paths()).toThrow(/xstate\.done\.actor\.loadSettings.*no payload/);
  });
});

describe('coverage gate', () => {
  it('fails, naming the transition, when a payload variant is missing from events', async () => {
    // No empty settings and no blank draft: the invalid branch of SUBMIT can never be taken.
    const model = createModel(settingsFormMachine, {
      ...baseOptions(),
      events: {
        ...fullEvents,
        EDIT: [{ value: 'light' }],
        'xstate.done.actor.loadSettings': [{ output: { theme: 'dark' } }],
      },
    });
    for (const path of model.paths()) await model.replay(path);

    expect(() => model.assertCoverage()).toThrow(
      'settingsForm.editing --SUBMIT (#2)--> settingsForm.editing.invalid',
    );
    const report = model.coverage();
    expect(report.transitions.missing).toEqual(
      expect.arrayContaining([
        'settingsForm.editing --SUBMIT (#2)--> settingsForm.editing.invalid',
        'settingsForm.loaded --always [isEmpty]--> settingsForm.onboarding',
        'settingsForm.onboarding --START--> settingsForm.editing',
        'settingsForm.editing.invalid --xstate.after.2000.settingsForm.editing.invalid--> settingsForm.editing.dirty',
      ]),
    );
    expect(report.states.missing).toEqual(['settingsForm.onboarding', 'settingsForm.editing.invalid']);
    expect(report.pathsNotReplayed).toBe(0);
  });

  it('accepts ignore rules with a reason, and rejects stale ones', async () => {
    const model = createModel(settingsFormMachine, {
      ...baseOptions(),
      events: { ...fullEvents, 'xstate.error.actor.saveSettings': [] },
      coverage: {
        ignore: [
          {
            transition: { source: '#settingsForm.saving', event: 'xstate.error.actor.saveSettings' },
            reason: 'save errors are covered by the view tests',
          },
          { state: 'settingsForm.nowhere', reason: 'stale rule' },
        ],
        require: [{ transition: { source: 'settingsForm.failed', event: 'RETRY', target: 'settingsForm.loading' }, reason: 'retry works' }],
      },
    });
    for (const path of model.paths()) await model.replay(path);
    const report = model.coverage();
    expect(report.transitions.missing).toEqual([]);
    expect(report.transitions.ignored).toEqual([
      'settingsForm.saving --xstate.error.actor.saveSettings--> settingsForm.editing.dirty ' +
        '(save errors are covered by the view tests)',
    ]);
    expect(report.unmetRequirements).toEqual([]);
    expect(() => model.assertCoverage()).toThrow(/matching nothing[\s\S]*settingsForm\.nowhere/);
  });

  it('fails when generated paths were not replayed', () => {
    const model = createModel(settingsFormMachine, baseOptions());
    model.paths();
    expect(() => model.assertCoverage()).toThrow(/did not replay/);
  });
});

describe('parallel regions and their timers', () => {
  const options = {
    events: {
      // Invokes without an id get `<index>.<state node id>`.
      'xstate.done.actor.0.linkMonitor.link.up': [{ output: undefined }],
      'xstate.error.actor.0.linkMonitor.link.up': [{ error: new Error('gone') }],
    },
  } satisfies ModelOptions<typeof linkMonitorMachine>;

  it("with timers: 'clock', a path where a later timer fires first fails and says why", async () => {
    const model = createModel(linkMonitorMachine, options);
    const failures: string[] = [];
    for (const path of model.paths()) {
      await model.replay(path).catch((error: Error) => failures.push(error.message));
    }
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((message) => /timers due by then fired too/.test(message))).toBe(true);
  });

  it("with timers: 'independent', every path replays and the coverage gate passes", async () => {
    const model = createModel(linkMonitorMachine, { ...options, timers: 'independent' });
    for (const path of model.paths()) await model.replay(path);
    expect(() => model.assertCoverage()).not.toThrow();
    expect(model.coverage().states.total).toBe(7);
  });
});
