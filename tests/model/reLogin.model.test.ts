// Model-based tests of the re-login rule (spec section 8 "HTTP 401 on any call: re-login";
// decisions.md "401 under parallel calls"), replayed on a live actor and checked in every state by an oracle
// written from the rule (docs/decisions.md), not from the machine: however many 401s arrive
// together, exactly one re-login starts, towards the FIRST failing call's route and return URL;
// it is silent unless the last silent one started less than a minute before; it is armed again
// only once the user is away from the re-login route.
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import type { AnyEventObject } from 'xstate';
import { createModel, expectEffect, expectNoEffect, type IgnoredEvents, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import { reLoginMachine, type ReLoginClock } from '../../machines/reLogin/reLogin.machine';

/** The loop window, written out from docs/decisions.md: the oracle does not read the constant. */
const ONE_MINUTE_MS = 60_000;
const NOW = 1_000_000;

type Check = OracleCheck<typeof reLoginMachine>;

/** The 401s of the re-login under way: those since the machine was last armed (idle). */
function currentUnauthorized(check: Check): AnyEventObject[] {
  const steps = check.path.steps.slice(0, check.index + 1);
  let armedAt = 0;
  steps.forEach((step, i) => {
    if (step.state.matches('idle')) armedAt = i;
  });
  return steps
    .slice(armedAt + 1)
    .map((step) => step.event as AnyEventObject)
    .filter((event) => event.type === 'UNAUTHORIZED');
}

const oracle: Oracle<typeof reLoginMachine> = {
  'reLogin.idle': (check) => {
    // Armed from the start: no re-login under way, no 401 counted.
    if (check.index === 0) expect(check.snapshot.context).toEqual({ request: null, unauthorizedCalls: 0 });
    expectNoEffect(check, 'startReLogin');
    expectNoEffect(check, 'recordReLogin');
    if (check.event.type === 'LOCATION.CHANGED' && check.path.steps[check.index - 1].state.matches('redirecting')) {
      // Armed again only away from the re-login route.
      expect(check.event.path).not.toBe('/autologin');
    }
  },
  'reLogin.deciding': (check) => {
    // The first 401 reads when the last silent re-login started; the others only join it.
    const unauthorized = currentUnauthorized(check);
    expect(unauthorized.length).toBeGreaterThan(0);
    expect(check.snapshot.context.unauthorizedCalls).toBe(unauthorized.length);
    expect(check.invocations.filter((i) => i.src === 'readReLoginClock')).toHaveLength(
      check.path.steps
        .slice(0, check.index + 1)
        .filter((step, i, steps) => step.event.type === 'UNAUTHORIZED' && i > 0 && steps[i - 1].state.matches('idle')).length,
    );
    expectNoEffect(check, 'startReLogin');
  },
  'reLogin.redirecting': (check) => {
    const unauthorized = currentUnauthorized(check);
    const first = unauthorized[0];
    expect(check.snapshot.context.unauthorizedCalls).toBe(unauthorized.length);
    const { event } = check;
    if (event.type === 'xstate.done.actor.readReLoginClock') {
      const clock = event.output as ReLoginClock;
      const age = clock.lastReLoginAt === null ? null : clock.now - clock.lastReLoginAt;
      const loop = age !== null && age >= 0 && age < ONE_MINUTE_MS;
      expectEffect(check, 'startReLogin', { to: first.unauthorizedRoute, returnUrl: first.returnUrl, forceLogin: !loop });
      expectEffect(check, 'recordReLogin', { at: clock.now });
    } else if (event.type === 'xstate.error.actor.readReLoginClock') {
      // Storage unreadable: no loop can be told, a silent re-login, nothing recorded.
      expectEffect(check, 'startReLogin', { to: first.unauthorizedRoute, returnUrl: first.returnUrl, forceLogin: true });
      expectNoEffect(check, 'recordReLogin');
    } else {
      // Away from the re-login route, it is armed again (idle): staying here is a bug.
      if (event.type === 'LOCATION.CHANGED') expect(event.path).toBe(first.unauthorizedRoute);
      // Another 401, or the re-login route itself: the same re-login, no second redirect.
      expectNoEffect(check, 'startReLogin');
      expectNoEffect(check, 'recordReLogin');
    }
    // One re-login per arming, however many 401s.
    const armings = check.path.steps
      .slice(0, check.index + 1)
      .filter((step, i, steps) => step.event.type === 'UNAUTHORIZED' && i > 0 && steps[i - 1].state.matches('idle')).length;
    expect(check.history.filter((effect) => effect.type === 'startReLogin')).toHaveLength(armings);
  },
};

/**
 * The events each state ignores (spec section 8, decisions.md "Notifications" › 401 under parallel
 * calls): a location matters only once the re-login has navigated, to tell when the user is away from
 * its route again.
 */
const ignores: IgnoredEvents<typeof reLoginMachine> = {
  'reLogin.idle': ['LOCATION.CHANGED'],
  // The redirect has not started yet: the page has not moved for it.
  'reLogin.deciding': ['LOCATION.CHANGED'],
};

const model = createModel(reLoginMachine, {
  events: {
    UNAUTHORIZED: [
      { returnUrl: '/contracts?status=toSign', unauthorizedRoute: '/autologin' },
      { returnUrl: '/home', unauthorizedRoute: '/autologin' },
    ],
    'LOCATION.CHANGED': [{ path: '/autologin' }, { path: '/home' }],
    'xstate.done.actor.readReLoginClock': [
      { output: { lastReLoginAt: null, now: NOW } },
      { output: { lastReLoginAt: NOW - 5_000, now: NOW } },
      // Started this very millisecond: a loop.
      { output: { lastReLoginAt: NOW, now: NOW } },
      { output: { lastReLoginAt: NOW - ONE_MINUTE_MS, now: NOW } },
      // The device clock went back: not a loop.
      { output: { lastReLoginAt: NOW + 5_000, now: NOW } },
    ],
    'xstate.error.actor.readReLoginClock': [{ error: new Error('session storage refused') }],
  },
  // The count of joined 401s grows without bound: one or several is what the rule tells apart.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      request: snapshot.context.request,
      calls: Math.min(snapshot.context.unauthorizedCalls, 2),
    }),
  oracle,
  ignores,
  // Locations arrive in every state: one that should arm the rule again and does not fails an oracle.
  alwaysPossible: ['LOCATION.CHANGED'],
});

describe('reLogin model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));

  it('has a path where several 401s arrive before the decision', () => {
    const together = model.paths().some((path) => {
      const types = path.steps.map((step) => step.event.type);
      const decision = types.indexOf('xstate.done.actor.readReLoginClock');
      return decision > 0 && types.slice(0, decision).filter((type) => type === 'UNAUTHORIZED').length >= 2;
    });
    expect(together).toBe(true);
  });
});

publishJourneys('reLogin', { model });

// The coverage gate as the file's last test rather than an afterAll hook: StrykerJS counts failing
// tests, not hook errors, so a mutant that leaves a state, transition or action unreached is killed.
it('gate: every state, transition and named action reached under its oracle', () => model.assertCoverage());
