// Bug reports as tests: every trace exported by the live inspector into tests/traces/ is replayed
// against today's machines (tests/model/traces.ts), as a test named after the trace's title (the
// one the QA engineer typed in the panel). A failure names the actor and the step where the machine
// now disagrees with what happened in the browser. TRACES_DIR=<folder> replays another folder.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { createActor, createMachine, type AnyStateMachine } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { errorDialogMachine } from '../../machines/errorDialog/errorDialog.machine';
import { traceOf } from '../../machines/inspector/inspector.machine';
import { createInspectorCollector } from '../../src/inspector/collector';
import { CHART_MACHINES } from '../../machines/registry';
import { parseTrace, replayTrace } from './traces';

const COMMITTED = fileURLToPath(new URL('../traces/', import.meta.url));
const TRACES_DIR = process.env.TRACES_DIR ? `${process.env.TRACES_DIR.replace(/\/$/, '')}/` : COMMITTED;
const files = readdirSync(TRACES_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort();
const titleOf = (file: string) => {
  try {
    return parseTrace(readFileSync(`${TRACES_DIR}${file}`, 'utf8'), file).title;
  } catch {
    return file;
  }
};

describe(`traces exported by the inspector (${TRACES_DIR === COMMITTED ? 'tests/traces' : TRACES_DIR})`, () => {
  it.skipIf(TRACES_DIR !== COMMITTED)('the folder holds at least the sign-in trace', () => {
    expect(files).toContain('worker-sign-in.json');
  });

  for (const file of files) {
    it(`trace: ${titleOf(file)} (${file})`, () => {
      const trace = parseTrace(readFileSync(`${TRACES_DIR}${file}`, 'utf8'), file);
      const { replays, skipped } = replayTrace(trace, CHART_MACHINES);
      expect(skipped, 'actors of the trace with no machine in the registry').toEqual([]);
      expect(replays.length).toBeGreaterThan(0);
      for (const replay of replays) expect(replay.mismatch?.message ?? null, `${file}: ${replay.label}`).toBeNull();
    });
  }
});

/** The app machine with one transition changed: the target of `xstate.done.actor.signIn` on success. */
function appWithBrokenSignIn(): AnyStateMachine {
  const config = appMachine.config as { states: Record<string, unknown> };
  const ready = config.states.ready as { states: Record<string, unknown> };
  const session = ready.states.session as { states: Record<string, { invoke?: { onDone?: unknown } }> };
  const completing = session.states.completingLogin;
  const onDone = (Array.isArray(completing.invoke?.onDone) ? completing.invoke.onDone : [completing.invoke?.onDone]) as Array<
    Record<string, unknown>
  >;
  // Every successful outcome now goes to signedOut instead.
  const broken = onDone.map((transition) => ({ ...transition, target: 'signedOut' }));
  const changed = {
    ...config,
    states: {
      ...config.states,
      ready: {
        ...ready,
        states: {
          ...ready.states,
          session: {
            ...session,
            states: { ...session.states, completingLogin: { ...completing, invoke: { ...completing.invoke, onDone: broken } } },
          },
        },
      },
    },
  };
  return createMachine(changed as never, appMachine.implementations as never) as unknown as AnyStateMachine;
}

describe('a changed transition breaks the replay and names the step', () => {
  it('the sign-in trace fails at the step where signIn answered the app', () => {
    const trace = parseTrace(readFileSync(`${COMMITTED}worker-sign-in.json`, 'utf8'));
    const app = trace.actors.find((actor) => actor.machineId === 'app')!;
    const doneStep = app.steps.findIndex((step) => (step.event as { type: string }).type === 'xstate.done.actor.signIn');
    expect(doneStep).toBeGreaterThan(0);

    const { replays } = replayTrace({ ...trace, actors: [app] }, [appWithBrokenSignIn()]);
    expect(replays[0].mismatch).toMatchObject({ step: doneStep, eventType: 'xstate.done.actor.signIn' });
    expect(replays[0].mismatch!.message).toContain(`step ${doneStep} (xstate.done.actor.signIn)`);
    expect(JSON.stringify(replays[0].mismatch!.actual)).toContain('signedOut');
  });

  it('a file that is not a trace is refused with a clear message', () => {
    expect(() => parseTrace('{"hello":1}')).toThrow(/not a portal trace/);
  });
});

describe('a trace whose beginning the panel no longer holds', () => {
  const failure = (call: string) => ({ source: 'popup', call, message: `${call} failed`, retry: { type: 'RETRY.CALL', call } });

  /** The panel's recording of an error dialog, cleared after two failures: the trace resumes from that moment. */
  async function resumedTrace() {
    const collector = createInspectorCollector({ now: () => 0, open: false });
    collector.start();
    const dialog = createActor(errorDialogMachine, { inspect: collector.inspect }).start();
    dialog.send({ type: 'FAILURE.RAISED', failure: failure('markProcessed') });
    dialog.send({ type: 'FAILURE.RAISED', failure: failure('clearPopup') });
    await new Promise((resolve) => setTimeout(resolve, 0));
    collector.actor.send({ type: 'LOG.CLEAR' });
    collector.actor.send({ type: 'TRACE.TITLE', text: 'two failures, dismissed' });
    dialog.send({ type: 'DISMISS' });
    dialog.send({ type: 'DISMISS' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const trace = traceOf(collector.actor.getSnapshot().context);
    dialog.stop();
    collector.actor.stop();
    return trace;
  }

  it('starts from the recorded state and context, and replays what follows', async () => {
    const trace = await resumedTrace();
    const [actor] = trace.actors;
    expect(actor.start).toEqual({ state: 'open', context: { queue: [failure('markProcessed'), failure('clearPopup')] } });
    expect(actor.steps.map((step) => [(step.event as { type: string }).type, step.state])).toEqual([
      ['DISMISS', 'open'],
      ['DISMISS', 'closed'],
    ]);
    const { replays } = replayTrace(trace, CHART_MACHINES);
    expect(replays.map((replay) => replay.mismatch)).toEqual([null]);
  });

  it('the recorded context decides: a queue read wrong fails at the first step (steps[0]) after the start', async () => {
    const trace = await resumedTrace();
    const broken = errorDialogMachine.provide({ guards: { hasMoreFailures: () => false } });
    const { replays } = replayTrace(trace, [broken]);
    expect(replays[0].mismatch).toMatchObject({ step: 0, eventType: 'DISMISS', expected: 'open', actual: 'closed' });
  });
});
