// Model-based tests of the re-login rule (spec section 8 "HTTP 401 on any call: re-login", issue 9
// "401 under parallel calls"), replayed on a live actor and checked against an oracle written from
// the rule, not from the machine: however many 401s arrive together, exactly one re-login starts,
// towards the FIRST failing call's route and return URL; it is silent unless the last silent one
// started less than a minute before; it is armed again only once the user is away from the
// re-login route.
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { createModel } from './harness';
import { reLoginMachine, type ReLoginClock } from '../../machines/reLogin/reLogin.machine';

/** The loop window, written out from docs/decisions.md: the oracle does not read the constant. */
const ONE_MINUTE_MS = 60_000;
const NOW = 1_000_000;

type Navigation = { to: string; returnUrl: string; forceLogin: boolean };
const started: Navigation[] = [];
const recorded: number[] = [];

const model = createModel(reLoginMachine, {
  provide: {
    actions: {
      startReLogin: (_, params: Navigation) => started.push(params),
      recordReLogin: (_, params: { at: number }) => recorded.push(params.at),
    },
  },
  events: {
    UNAUTHORIZED: [
      { returnUrl: '/contracts?status=toSign', unauthorizedRoute: '/autologin' },
      { returnUrl: '/home', unauthorizedRoute: '/autologin' },
    ],
    'LOCATION.CHANGED': [{ path: '/autologin' }, { path: '/home' }],
    'xstate.done.actor.readReLoginClock': [
      { output: { lastReLoginAt: null, now: NOW } },
      { output: { lastReLoginAt: NOW - 5_000, now: NOW } },
      { output: { lastReLoginAt: NOW - ONE_MINUTE_MS, now: NOW } },
      // The device clock went back: not a loop.
      { output: { lastReLoginAt: NOW + 5_000, now: NOW } },
    ],
    'xstate.error.actor.readReLoginClock': [{ error: new Error('session storage refused') }],
  },
  // The count of joined 401s grows without bound: one or several is what the rule tells apart.
  serializeState: (snapshot) => JSON.stringify({
    value: snapshot.value,
    request: snapshot.context.request,
    calls: Math.min(snapshot.context.unauthorizedCalls, 2),
  }),
});

describe('reLogin model', () => {
  for (const path of model.paths()) {
    it(path.description, () => {
      started.length = 0;
      recorded.length = 0;
      // Oracle state: armed, or the first 401 of the current re-login.
      let first: { returnUrl: string; unauthorizedRoute: string } | null = null;
      let decided = false;
      let expectedStarted: Navigation[] = [];
      let expectedRecorded: number[] = [];
      let calls = 0;
      return model.replay(path, {
        onStep: (snapshot, step) => {
          const event = step.event as AnyEventObject;
          if (event.type === 'UNAUTHORIZED') calls += 1;
          if (event.type === 'UNAUTHORIZED' && first === null) {
            calls = 1;
            first = { returnUrl: event.returnUrl, unauthorizedRoute: event.unauthorizedRoute };
            decided = false;
          } else if (event.type === 'xstate.done.actor.readReLoginClock' && first && !decided) {
            const clock = event.output as ReLoginClock;
            const age = clock.lastReLoginAt === null ? null : clock.now - clock.lastReLoginAt;
            const loop = age !== null && age >= 0 && age < ONE_MINUTE_MS;
            expectedStarted = [...expectedStarted, { to: first.unauthorizedRoute, returnUrl: first.returnUrl, forceLogin: !loop }];
            expectedRecorded = [...expectedRecorded, clock.now];
            decided = true;
          } else if (event.type === 'xstate.error.actor.readReLoginClock' && first && !decided) {
            expectedStarted = [...expectedStarted, { to: first.unauthorizedRoute, returnUrl: first.returnUrl, forceLogin: true }];
            decided = true;
          } else if (event.type === 'LOCATION.CHANGED' && first && decided && event.path !== first.unauthorizedRoute) {
            first = null;
          }
          if (first !== null) expect(snapshot.context.unauthorizedCalls).toBe(calls);
          expect(started).toEqual(expectedStarted);
          expect(recorded).toEqual(expectedRecorded);
          // Armed exactly when no re-login is under way.
          expect(snapshot.matches('idle')).toBe(first === null);
        },
      });
    });
  }

  it('has a path where several 401s arrive before the decision, and one re-login starts', () => {
    const together = model.paths().some((path) => {
      const types = path.steps.map((step) => step.event.type);
      const decision = types.indexOf('xstate.done.actor.readReLoginClock');
      return decision > 0 && types.slice(0, decision).filter((type) => type === 'UNAUTHORIZED').length >= 2;
    });
    expect(together).toBe(true);
  });

  afterAll(() => model.assertCoverage());
});
