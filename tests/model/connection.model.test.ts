// Model-based tests of the real-time connection: every path of its graph replayed on a live actor
// with a simulated clock and a recording hub, checked against an oracle written from the spec
// (sections 4, 8, 9), not against the machine:
// - the phase (Disconnected, Connecting, Connected, Disconnecting, Reconnecting) that the step's
//   events lead to, by the spec's reconnect rule: after a loss, up to four attempts, then stop;
// - the hub commands sent at each step, and WHEN: each reconnect attempt starts 0, 2, 10 then 30 s
//   after the failure before it;
// - every failure logged (console only) with the step's own error text;
// - every push forwarded to the parent with the step's own payload.
import { afterAll, describe, expect, it } from 'vitest';
import { fromCallback, type AnyEventObject } from 'xstate';
import { createModel } from './harness';
import { connectionMachine, type HubCommand } from '../../machines/connection/connection.machine';
import type { AppNotification } from '../../machines/domain/types';

/** Spec section 9, written out here on purpose: the oracle does not read the machine's constants. */
const SPEC_RECONNECT_DELAYS_MS = [0, 2000, 10_000, 30_000];

const PUSHED: AppNotification = { id: 'n-9', type: 'contractToSign', category: 'contracts', data: { label: 'Contrat C-9' } };

interface Recorder {
  commands: HubCommand['type'][];
  failures: string[];
  notifications: AppNotification[];
  importantProcessed: string[][];
}
const recorder: Recorder = { commands: [], failures: [], notifications: [], importantProcessed: [] };
const reset = () => {
  recorder.commands = [];
  recorder.failures = [];
  recorder.notifications = [];
  recorder.importantProcessed = [];
};

const model = createModel(connectionMachine, {
  provide: {
    actors: {
      hub: fromCallback<HubCommand>(({ receive }) => {
        receive((command) => recorder.commands.push(command.type));
      }),
    },
    actions: {
      logConnectionFailure: (_, params: { message: string }) => recorder.failures.push(params.message),
      forwardNotification: (_, params: { notification: AppNotification }) => recorder.notifications.push(params.notification),
      forwardImportantProcessed: (_, params: { ids: string[] }) => recorder.importantProcessed.push(params.ids),
    },
  },
  events: {
    'HUB.START_FAILED': [{ error: 'negotiate answered 503' }],
    'HUB.CLOSED': [{ error: 'Server timeout elapsed without receiving a message' }, { error: null }],
    'HUB.NOTIFICATION': [{ notification: PUSHED }],
    'HUB.IMPORTANT_PROCESSED': [{ ids: ['n-1', 'n-2'] }],
  },
});

type Phase = 'disconnected' | 'connecting' | 'connected' | 'disconnecting' | 'reconnecting';

/** What the spec says after each event, tracked from the path's events alone. */
interface Expected {
  phase: Phase;
  /** Reconnect attempts started since the connection was last open (or started over). */
  attempts: number;
  /** Clock time of the failure the next attempt waits from. */
  failedAt: number;
  /** Why it stopped trying, once Disconnected (the view words it). */
  stoppedBecause?: 'retriesExhausted' | 'disconnected';
}

describe('connection model', () => {
  for (const path of model.paths()) {
    it(path.description, () => {
      let expected: Expected = { phase: 'connecting', attempts: 0, failedAt: 0 };
      let commandsSeen = 0;
      let failuresSeen = 0;
      let pushesSeen = 0;
      let importantSeen = 0;
      reset();
      return model.replay(path, {
        onStep: (snapshot, step, { clock }) => {
          const event = step.event as AnyEventObject;
          const newCommands = recorder.commands.slice(commandsSeen);
          commandsSeen = recorder.commands.length;
          const newFailures = recorder.failures.slice(failuresSeen);
          failuresSeen = recorder.failures.length;
          const newPushes = recorder.notifications.slice(pushesSeen);
          pushesSeen = recorder.notifications.length;
          const newImportant = recorder.importantProcessed.slice(importantSeen);
          importantSeen = recorder.importantProcessed.length;

          const before = expected;
          const lost = () => {
            expected = before.attempts >= SPEC_RECONNECT_DELAYS_MS.length && before.phase === 'reconnecting'
              ? { phase: 'disconnected', attempts: before.attempts, failedAt: clock.now(), stoppedBecause: 'retriesExhausted' }
              : { phase: 'reconnecting', attempts: before.phase === 'reconnecting' ? before.attempts : 0, failedAt: clock.now() };
          };
          let expectedCommands: HubCommand['type'][] = [];
          let expectedFailure: string | null = null;

          switch (event.type) {
            case 'xstate.init':
              expectedCommands = ['HUB.START'];
              break;
            case 'HUB.CONNECTED':
              expected = { phase: 'connected', attempts: 0, failedAt: 0 };
              break;
            case 'HUB.START_FAILED':
              expectedFailure = event.error;
              lost();
              break;
            case 'HUB.CLOSED':
              if (before.phase === 'disconnecting') expected = { ...before, phase: 'disconnected', stoppedBecause: 'disconnected' };
              else {
                expectedFailure = event.error ?? 'connection closed by the server';
                lost();
              }
              break;
            case 'HUB.STOPPED':
              expected = { ...before, phase: 'disconnected', stoppedBecause: 'disconnected' };
              break;
            case 'DISCONNECT':
              expected = { ...before, phase: 'disconnecting' };
              expectedCommands = ['HUB.STOP'];
              break;
            case 'CONNECT':
              expected = { phase: 'connecting', attempts: 0, failedAt: 0 };
              expectedCommands = ['HUB.START'];
              break;
            default:
              if (event.type.startsWith('xstate.after.reconnectDelay')) {
                // The attempt starts exactly the spec's delay after the failure before it.
                expect(clock.now() - before.failedAt).toBe(SPEC_RECONNECT_DELAYS_MS[before.attempts]);
                expected = { ...before, attempts: before.attempts + 1 };
                expectedCommands = ['HUB.START'];
              }
          }
          const phase = (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]) as Phase;
          expect(phase).toBe(expected.phase);
          expect(newCommands).toEqual(expectedCommands);
          expect(newFailures).toEqual(expectedFailure === null ? [] : [expectedFailure]);
          expect(newPushes).toEqual(event.type === 'HUB.NOTIFICATION' ? [event.notification] : []);
          expect(newImportant).toEqual(event.type === 'HUB.IMPORTANT_PROCESSED' ? [event.ids] : []);
          if (phase === 'disconnected') expect(snapshot.context.stoppedBecause).toBe(expected.stoppedBecause);
        },
      });
    });
  }

  it('gives up after the fourth failed reconnect attempt (one path reaches it)', () => {
    expect(model.paths().some((path) => path.state.matches('disconnected') && path.state.context.stoppedBecause === 'retriesExhausted')).toBe(true);
  });

  afterAll(() => model.assertCoverage());
});
