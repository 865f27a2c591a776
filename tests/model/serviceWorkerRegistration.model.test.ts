// Model-based tests of the service worker's registration rule (spec section 9: "registered once the
// app is stable for 30 seconds"; decisions.md: stable = boot done and no request in flight), replayed on
// a live actor with a simulated clock and checked in every state by an oracle written from that
// rule, not from the machine: the worker is registered once, exactly 30 s after the last moment the
// count of requests in flight changed, and only if that count is 0; a failure is logged, not shown.
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { createModel, expectEffect, expectNoEffect, type IgnoredEvents, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import { serviceWorkerRegistrationMachine } from '../../machines/serviceWorkerRegistration/serviceWorkerRegistration.machine';

/** Written out from the spec: the oracle does not read the constant. */
const THIRTY_SECONDS_MS = 30_000;
const BOOM = new Error('sw.js answered 404');

type Check = OracleCheck<typeof serviceWorkerRegistrationMachine>;

/** The requests in flight as the path told them: the input, then the last REQUESTS.CHANGED. */
function requestsInFlight(check: Check, atBoot: number): number {
  let count = atBoot;
  for (const step of check.path.steps.slice(0, check.index + 1)) {
    if (step.event.type === 'REQUESTS.CHANGED') count = (step.event as unknown as { inFlight: number }).inFlight;
  }
  return count;
}

/** Simulated time of the last change of the count (or of the start), per replayed path. */
const lastChangeAt = new WeakMap<object, number>();

function registrations(check: Check) {
  return check.invocations.filter((invocation) => invocation.src === 'registerServiceWorker');
}

function oracleFor(atBoot: number): Oracle<typeof serviceWorkerRegistrationMachine> {
  return {
    // Root: remembers when the count last changed, for the 30 s check below.
    serviceWorkerRegistration: (check) => {
      if (check.index === 0 || check.event.type === 'REQUESTS.CHANGED') lastChangeAt.set(check.path, check.clock.now());
    },
    'serviceWorkerRegistration.waiting.busy': (check) => {
      expect(requestsInFlight(check, atBoot)).toBeGreaterThan(0);
      expect(registrations(check)).toHaveLength(0);
    },
    'serviceWorkerRegistration.waiting.stable': (check) => {
      expect(requestsInFlight(check, atBoot)).toBe(0);
      expect(registrations(check)).toHaveLength(0);
      // Still waiting: less than 30 s since the count last changed.
      expect(check.clock.now() - lastChangeAt.get(check.path)!).toBeLessThan(THIRTY_SECONDS_MS);
    },
    'serviceWorkerRegistration.registering': (check) => {
      if (check.entered) {
        // Entered exactly 30 s after the count last changed, with nothing in flight.
        expect(requestsInFlight(check, atBoot)).toBe(0);
        expect(check.clock.now() - lastChangeAt.get(check.path)!).toBe(THIRTY_SECONDS_MS);
      }
      // Once registering, requests come and go without a second registration.
      expect(registrations(check)).toHaveLength(1);
    },
    'serviceWorkerRegistration.registered': (check) => {
      // Once: later changes of the count register nothing more.
      expect(registrations(check)).toHaveLength(1);
      expect(check.history.some((effect) => effect.type === 'logServiceWorkerFailure')).toBe(false);
    },
    'serviceWorkerRegistration.failed': (check) => {
      expect(registrations(check)).toHaveLength(1);
      if (check.event.type === 'xstate.error.actor.registerServiceWorker') expectEffect(check, 'logServiceWorkerFailure', { error: BOOM });
      else expectNoEffect(check, 'logServiceWorkerFailure');
    },
  };
}

const events = {
  'REQUESTS.CHANGED': [{ inFlight: 0 }, { inFlight: 1 }],
  'xstate.done.actor.registerServiceWorker': [{ output: undefined }],
  'xstate.error.actor.registerServiceWorker': [{ error: BOOM }],
};

/** The events each state ignores (spec section 9): requests in flight matter only until the registration starts. */
const ignores: IgnoredEvents<typeof serviceWorkerRegistrationMachine> = {
  'serviceWorkerRegistration.registering': ['REQUESTS.CHANGED'],
  'serviceWorkerRegistration.registered': ['REQUESTS.CHANGED'],
  'serviceWorkerRegistration.failed': ['REQUESTS.CHANGED'],
};

const idleAtBoot = createModel(serviceWorkerRegistrationMachine, {
  input: { inFlight: 0 },
  events,
  alwaysPossible: ['REQUESTS.CHANGED'],
  oracle: oracleFor(0),
  ignores,
});
const busyAtBoot = createModel(serviceWorkerRegistrationMachine, {
  input: { inFlight: 2 },
  events,
  alwaysPossible: ['REQUESTS.CHANGED'],
  oracle: oracleFor(2),
  ignores,
});

/** Requests come and go 10 s apart: a wait that did not restart on a change would end too early. */
const TEN_SECONDS_MS = 10_000;
const replayOptions = {
  send: (event: { type: string }, context: { clock: { increment(ms: number): void }; actor: { send(event: never): void } }) => {
    context.clock.increment(TEN_SECONDS_MS);
    context.actor.send(event as never);
  },
};

describe('serviceWorkerRegistration model, no request in flight when the boot ends', () => {
  for (const path of idleAtBoot.paths()) it(path.description, () => idleAtBoot.replay(path, replayOptions));

  it('a request that starts and ends during the wait restarts the 30 s', async () => {
    const snapshot = await idleAtBoot.run(
      [
        { type: 'REQUESTS.CHANGED', inFlight: 1 },
        { type: 'REQUESTS.CHANGED', inFlight: 0 },
        { type: 'xstate.after.serviceWorkerStableDelay.serviceWorkerRegistration.waiting.stable' },
      ],
      replayOptions,
    );
    expect(snapshot.value).toBe('registering');
  });

  it('gate: every state, transition and named action reached under its oracle', () => idleAtBoot.assertCoverage());
});

describe('serviceWorkerRegistration model, requests in flight when the boot ends', () => {
  for (const path of busyAtBoot.paths()) it(path.description, () => busyAtBoot.replay(path, replayOptions));
  it('gate: every state, transition and named action reached under its oracle', () => busyAtBoot.assertCoverage());
});

publishJourneys('serviceWorkerRegistration', { idleAtBoot, busyAtBoot });
