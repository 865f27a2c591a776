// Bug reports as tests: every trace exported by the live inspector into tests/traces/ is replayed
// against today's machines (tests/model/traces.ts). A failure names the actor and the step where
// the machine now disagrees with what happened in the browser.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { CHART_MACHINES } from '../../machines/registry';
import { parseTrace, replayTrace } from './traces';

const TRACES_DIR = fileURLToPath(new URL('../traces/', import.meta.url));
const files = readdirSync(TRACES_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort();

describe('traces exported by the inspector (tests/traces)', () => {
  it('the folder holds at least the sign-in trace', () => {
    expect(files).toContain('worker-sign-in.json');
  });

  for (const file of files) {
    it(`${file} replays step by step`, () => {
      const trace = parseTrace(readFileSync(`${TRACES_DIR}${file}`, 'utf8'));
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
    const trace = parseTrace(readFileSync(`${TRACES_DIR}worker-sign-in.json`, 'utf8'));
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
