// Model-based tests of the inactivity machine (paths from its graph, replayed on a live actor with
// a simulated clock, coverage gate as the last test), then the spec's scenarios with the browser
// implementations on a fake storage shared by two tabs.
import { describe, it, vi } from 'vitest';
import { expect } from './harness/fastExpect';
import { createActor, SimulatedClock } from 'xstate';
import {
  assertJointCoverage,
  createModel,
  expectEffect,
  expectNoEffect,
  expectOutput,
  type IgnoredEvents,
  type Model,
  type Oracle,
  type OracleCheck,
} from './harness';
import { publishJourneys } from './journeys';
import { inactivityMachine, remainingInactivityMs } from '../../machines/inactivity/inactivity.machine';
import { CLICK_STALENESS_MS, INACTIVITY_TIMEOUT_MS } from '../../machines/domain/constants';
import { createInactivityImplementations } from '../../src/services/inactivity.implementations';

const MINUTE = 60_000;
const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
const STORED_CLICK = T0 - 10 * MINUTE;

const IS_STALE_AT_START = {
  transition: { source: 'inactivity.starting', event: 'always', guard: 'isStale', target: 'inactivity.loggingOut' },
};

type Check = OracleCheck<typeof inactivityMachine>;

/**
 * When, on the simulated clock, this path's hour started and how long it must last: from the start
 * (the rest of the hour since the stored click), from this tab's last click (a full hour), or
 * from another tab's click read at the check (the rest of that hour).
 */
const hourOf = new WeakMap<object, { since: number; lasts: number }>();

/**
 * The last click this tab knows of on this path (the stored one at start, its own
 * clicks, another tab's read at the hour's check or after a late activity), and the late click or
 * return to the tab waiting for the stored time.
 */
const knownClickOf = new WeakMap<object, number>();
const lateActivityOf = new WeakMap<object, { type: 'CLICK' | 'VISIBLE'; at: number }>();

/** Spec section 4: "If the stored time is more than 60 minutes old, a logout is triggered." */
const isStaleAt = (at: number, stored: number) => at - stored > CLICK_STALENESS_MS;

/** Spec section 4 "Inactivity" and section 9, decisions.md "Last click". */
const oracle: Oracle<typeof inactivityMachine> = {
  'inactivity.active': (check) => {
    if (check.index === 0) {
      const { lastClick, now } = check.snapshot.context;
      hourOf.set(check.path, { since: 0, lasts: remainingInactivityMs(lastClick, now) });
      knownClickOf.set(check.path, lastClick ?? now);
    }
    if (check.event.type === 'CLICK') {
      // Each click stores the last-click time (shared with the other tabs) and restarts the hour.
      expect(isStaleAt(check.event.at, knownClickOf.get(check.path)!), 'a late click is checked first').toBe(false);
      expectEffect(check, 'storeLastClick', { at: check.event.at });
      hourOf.set(check.path, { since: check.clock.now(), lasts: INACTIVITY_TIMEOUT_MS });
      knownClickOf.set(check.path, check.event.at);
    }
    if (check.event.type === 'xstate.done.actor.readStoredClick') {
      // The stored time was fresh (another tab clicked): a late click counts as a click,
      // a return to the tab lets the hour run on from the stored click.
      const late = lateActivityOf.get(check.path)!;
      const { lastClick } = check.event.output as { lastClick: number | null };
      const stored = lastClick ?? knownClickOf.get(check.path)!;
      expect(isStaleAt(late.at, stored)).toBe(false);
      if (late.type === 'CLICK') {
        expectEffect(check, 'storeLastClick', { at: late.at });
        hourOf.set(check.path, { since: check.clock.now(), lasts: INACTIVITY_TIMEOUT_MS });
        knownClickOf.set(check.path, late.at);
      } else {
        expectNoEffect(check, 'storeLastClick');
        hourOf.set(check.path, { since: check.clock.now(), lasts: remainingInactivityMs(stored, late.at) });
        knownClickOf.set(check.path, stored);
      }
      lateActivityOf.delete(check.path);
    }
    expectNoEffect(check, 'autoLogout');
  },
  'inactivity.checkingLateActivity': (check) => {
    // A click or a return more than 60 minutes after the last known click (the timers
    // did not run) reads the stored time before anything else; later activity waits for it.
    const { event } = check;
    if ((event.type === 'CLICK' || event.type === 'VISIBLE') && !lateActivityOf.has(check.path)) {
      expect(isStaleAt(event.at, knownClickOf.get(check.path)!), 'only a late activity is checked').toBe(true);
      lateActivityOf.set(check.path, { type: event.type, at: event.at });
      expect(check.invocations.at(-1)).toMatchObject({ id: 'readStoredClick', src: 'readLastClick' });
    }
    expect(lateActivityOf.has(check.path)).toBe(true);
    expectNoEffect(check, 'storeLastClick');
    expectNoEffect(check, 'autoLogout');
  },
  'inactivity.checking': (check) => {
    // The hour is over, not earlier, not later: the shared last click is read again.
    const hour = hourOf.get(check.path);
    expect(hour, 'the hour started somewhere on this path').toBeDefined();
    expect(check.clock.now() - hour!.since).toBe(hour!.lasts);
    expect(check.invocations.at(-1)?.src).toBe('readLastClick');
    expectNoEffect(check, 'autoLogout');
    expectNoEffect(check, 'storeLastClick');
  },
  'inactivity.waiting': (check) => {
    // Another tab clicked less than an hour before the reading: wait for the rest of its hour.
    if (check.event.type === 'xstate.done.actor.readLastClick') {
      const { lastClick, now } = check.event.output as { lastClick: number; now: number };
      expect(now - lastClick).toBeLessThan(INACTIVITY_TIMEOUT_MS);
      hourOf.set(check.path, { since: check.clock.now(), lasts: INACTIVITY_TIMEOUT_MS - (now - lastClick) });
      knownClickOf.set(check.path, lastClick);
    }
    expectNoEffect(check, 'autoLogout');
  },
  'inactivity.loggedOut': (check) => {
    expect(check.snapshot.status).toBe('done');
    // The automatic logout runs once, in the step that ends the watch, and the app hears the end.
    expectEffect(check, 'autoLogout');
    expect(check.history.filter((e) => e.type === 'autoLogout')).toHaveLength(1);
    expectOutput(check, undefined);
    loggedOutBecause(check);
  },
};

/** Why a logout is right at this step: stale at start, nobody clicked within the hour, or storage failed. */
function loggedOutBecause(check: Check) {
  const { event } = check;
  if (event.type === 'xstate.init') {
    const { lastClick, now } = check.snapshot.context;
    expect(lastClick !== null && now - lastClick > CLICK_STALENESS_MS).toBe(true);
  } else if (event.type === 'xstate.done.actor.readLastClick') {
    const { lastClick, now } = event.output as { lastClick: number | null; now: number };
    if (lastClick !== null) expect(now - lastClick).toBeGreaterThanOrEqual(INACTIVITY_TIMEOUT_MS);
  } else if (event.type === 'xstate.done.actor.readStoredClick') {
    // A late activity, and the stored time (or, none stored, the last known) is stale too.
    const { lastClick } = event.output as { lastClick: number | null };
    expect(isStaleAt(lateActivityOf.get(check.path)!.at, lastClick ?? knownClickOf.get(check.path)!)).toBe(true);
  } else if (event.type === 'xstate.error.actor.readStoredClick') {
    // Storage unreadable after a late activity: this tab's own last click is already stale.
    expect(lateActivityOf.has(check.path)).toBe(true);
  } else {
    expect(event.type).toBe('xstate.error.actor.readLastClick');
  }
}

/**
 * The events each state ignores (decisions.md "Inactivity"): while the stored time is read after a
 * late click or return, further ones wait, and the first late one decides.
 */
const ignores: IgnoredEvents<typeof inactivityMachine> = {
  'inactivity.checkingLateActivity': ['CLICK', 'VISIBLE'],
};

/** The models whose replays together must cover the machine (checked once, after all of them: the file's last test). */
const jointModels: Model<typeof inactivityMachine>[] = [];
/** Every model of the file, for the journeys and coverage figures published at its end. */
const published: Record<string, Model<typeof inactivityMachine>> = {};

describe('inactivity model (a recent stored click at start)', () => {
  const model = createModel(inactivityMachine, {
    input: { lastClick: STORED_CLICK, now: T0 },
    events: {
      // Two click times: an expectation left over from another click cannot pass.
      CLICK: [{ at: T0 + 5 * MINUTE }, { at: T0 + 7 * MINUTE }],
      'xstate.done.actor.readLastClick': [
        // Another tab clicked 20 minutes before the check: wait 40 more minutes.
        { output: { lastClick: T0 + 40 * MINUTE, now: T0 + 60 * MINUTE } },
        // The last click (any tab) is an hour old, or there is none: log out.
        { output: { lastClick: T0 - 10 * MINUTE, now: T0 + 60 * MINUTE } },
        { output: { lastClick: null, now: T0 + 60 * MINUTE } },
      ],
      'xstate.error.actor.readLastClick': [{ error: new Error('SecurityError: storage refused') }],
    },
    oracle,
    ignores,
    coverage: { ignore: [{ ...IS_STALE_AT_START, reason: 'needs a stale input: taken by the stale-start model below' }] },
  });
  jointModels.push(model);
  published.recentClick = model;

  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

// Clicks and returns to the tab long after the last known click (a laptop
// asleep: the timers did not run), and the stored time read before deciding.
describe('inactivity model: late clicks and returns to the tab', () => {
  const AFTER_SLEEP = T0 + 3 * 60 * MINUTE;
  const model = createModel(inactivityMachine, {
    input: { lastClick: STORED_CLICK, now: T0 },
    events: {
      // In time, and three hours later (two late times: a stale expectation cannot pass).
      CLICK: [{ at: T0 + 5 * MINUTE }, { at: AFTER_SLEEP }],
      VISIBLE: [{ at: T0 + 5 * MINUTE }, { at: AFTER_SLEEP + MINUTE }],
      // The hour's own check finds another tab's click 20 minutes old: reaches `waiting`.
      'xstate.done.actor.readLastClick': [{ output: { lastClick: T0 + 40 * MINUTE, now: T0 + 60 * MINUTE } }],
      'xstate.error.actor.readLastClick': [],
      'xstate.done.actor.readStoredClick': [
        { output: { lastClick: STORED_CLICK, now: AFTER_SLEEP } }, // nobody clicked: stale
        { output: { lastClick: AFTER_SLEEP - 15 * MINUTE, now: AFTER_SLEEP } }, // another tab, 15 min ago
        { output: { lastClick: null, now: AFTER_SLEEP } }, // storage emptied
      ],
      'xstate.error.actor.readStoredClick': [{ error: new Error('SecurityError: storage refused') }],
    },
    oracle,
    ignores,
    coverage: { ignore: [{ ...IS_STALE_AT_START, reason: 'needs a stale input: taken by the stale-start model below' }] },
  });
  jointModels.push(model);
  published.lateClicks = model;

  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

describe('inactivity model (a stale stored click at start)', () => {
  const model = createModel(inactivityMachine, {
    input: { lastClick: T0 - CLICK_STALENESS_MS - 1, now: T0 },
    events: { 'xstate.done.actor.readLastClick': [], 'xstate.error.actor.readLastClick': [] },
    oracle,
    ignores,
    coverage: { require: [{ ...IS_STALE_AT_START, reason: 'a stale click logs out at once' }] },
  });
  published.staleAtStart = model;

  it('generates one path: straight to loggedOut', () => {
    expect(model.paths()).toHaveLength(1);
  });

  for (const path of model.paths()) it(path.description, () => model.replay(path));

  it('gate: the stale-click branch reached under its oracle', () => {
    // Only this model can take the isStale branch; the joint gate covers everything else.
    const report = model.coverage();
    expect(report.unmetRequirements).toEqual([]);
    expect(report.pathsNotReplayed).toBe(0);
    expect(report.oracles.missing).toEqual([]);
  });
});

describe('remainingInactivityMs', () => {
  it('is what is left of the hour since the last click, between 0 and the hour', () => {
    expect(remainingInactivityMs(null, T0)).toBe(INACTIVITY_TIMEOUT_MS);
    expect(remainingInactivityMs(T0, T0)).toBe(INACTIVITY_TIMEOUT_MS);
    expect(remainingInactivityMs(T0 - 10 * MINUTE, T0)).toBe(50 * MINUTE);
    expect(remainingInactivityMs(T0 - 61 * MINUTE, T0)).toBe(0);
    expect(remainingInactivityMs(T0 + 5 * MINUTE, T0)).toBe(INACTIVITY_TIMEOUT_MS);
  });
});

// ---- Scenarios: the machine with the browser implementations on a shared fake storage ----------

/** Local storage shared by the tabs of one browser, and its clock (epoch ms = T0 + simulated). */
function browser(initialLastClick: number | null = null) {
  const clock = new SimulatedClock();
  const storage = { lastClick: initialLastClick };
  const reads: number[] = [];
  const now = () => T0 + clock.now();
  const implementations = createInactivityImplementations({
    now,
    readLastClick: () => {
      reads.push(now());
      return storage.lastClick;
    },
    writeLastClick: (at) => {
      storage.lastClick = at;
    },
  });
  const autoLogout = vi.fn();
  const openTab = () =>
    createActor(inactivityMachine.provide({ actors: implementations.actors, actions: { ...implementations.actions, autoLogout } }), {
      clock,
      input: { lastClick: storage.lastClick, now: now() },
    }).start();
  /** Moves time on; lets readLastClick's promise settle after each timer. */
  const advance = async (ms: number) => {
    clock.increment(ms);
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { clock, storage, reads, now, autoLogout, openTab, advance };
}

describe('inactivity scenarios', () => {
  it('logs out one hour after sign-in without a click, once', async () => {
    const b = browser();
    const tab = b.openTab();
    await b.advance(INACTIVITY_TIMEOUT_MS - 1);
    expect(tab.getSnapshot().value).toBe('active');
    await b.advance(1);
    expect(b.reads).toEqual([T0 + INACTIVITY_TIMEOUT_MS]);
    expect(tab.getSnapshot().status).toBe('done');
    expect(tab.getSnapshot().value).toBe('loggedOut');
    expect(b.autoLogout).toHaveBeenCalledTimes(1);
  });

  it('logs out at once when the stored click is more than 60 minutes old, not at exactly 60', async () => {
    const stale = browser(T0 - CLICK_STALENESS_MS - 1);
    const tab = stale.openTab();
    expect(tab.getSnapshot().value).toBe('loggedOut');
    expect(stale.autoLogout).toHaveBeenCalledTimes(1);
    expect(stale.reads).toEqual([]);

    const borderline = browser(T0 - CLICK_STALENESS_MS);
    const other = borderline.openTab();
    expect(other.getSnapshot().value).toBe('active');
    await borderline.advance(0); // the rest of its hour is nothing: check at once
    expect(other.getSnapshot().value).toBe('loggedOut');
  });

  it('gives a reloaded page only the rest of the hour since the stored click', async () => {
    const b = browser(T0 - 45 * MINUTE);
    const tab = b.openTab();
    await b.advance(15 * MINUTE - 1);
    expect(tab.getSnapshot().value).toBe('active');
    await b.advance(1);
    expect(tab.getSnapshot().value).toBe('loggedOut');
  });

  it('stores every click and restarts the hour from it', async () => {
    const b = browser();
    const tab = b.openTab();
    await b.advance(50 * MINUTE);
    tab.send({ type: 'CLICK', at: b.now() });
    expect(b.storage.lastClick).toBe(T0 + 50 * MINUTE);
    await b.advance(59 * MINUTE);
    expect(tab.getSnapshot().value).toBe('active');
    await b.advance(MINUTE);
    expect(tab.getSnapshot().value).toBe('loggedOut');
    expect(b.reads).toEqual([T0 + 110 * MINUTE]);
  });

  it('waits for the rest of the hour after a click in another tab, then checks again', async () => {
    const b = browser();
    const first = b.openTab();
    await b.advance(10 * MINUTE);
    const second = b.openTab();
    await b.advance(30 * MINUTE);
    second.send({ type: 'CLICK', at: b.now() }); // at T0 + 40 min, in the second tab
    await b.advance(20 * MINUTE); // the first tab's hour is over: it reads the shared click
    expect(first.getSnapshot().value).toBe('waiting');
    expect(first.getSnapshot().context.remainingMs).toBe(40 * MINUTE);
    await b.advance(40 * MINUTE - 1);
    expect(first.getSnapshot().value).toBe('waiting');
    await b.advance(1); // an hour after the second tab's click: both tabs log out
    expect(first.getSnapshot().value).toBe('loggedOut');
    expect(second.getSnapshot().value).toBe('loggedOut');
    expect(b.reads).toEqual([T0 + 60 * MINUTE, T0 + 100 * MINUTE, T0 + 100 * MINUTE]);
    expect(b.autoLogout).toHaveBeenCalledTimes(2);
  });

  it('goes back to a full hour when this tab is clicked while it waits', async () => {
    const b = browser();
    const first = b.openTab();
    b.storage.lastClick = T0 + 30 * MINUTE; // another tab clicked
    await b.advance(60 * MINUTE);
    expect(first.getSnapshot().value).toBe('waiting');
    await b.advance(10 * MINUTE);
    first.send({ type: 'CLICK', at: b.now() });
    expect(first.getSnapshot().value).toBe('active');
    await b.advance(60 * MINUTE - 1);
    expect(first.getSnapshot().value).toBe('active');
    await b.advance(1);
    expect(first.getSnapshot().value).toBe('loggedOut');
  });
});

describe('inactivity scenarios after sleep', () => {
  it('a click three hours later, timers asleep, logs out instead of restarting the hour', async () => {
    const b = browser();
    const tab = b.openTab();
    await b.advance(5 * MINUTE);
    tab.send({ type: 'CLICK', at: b.now() }); // awake: stored, the hour restarts
    expect(b.storage.lastClick).toBe(T0 + 5 * MINUTE);
    expect(tab.getSnapshot().value).toBe('active');
    tab.send({ type: 'CLICK', at: b.now() + 3 * 60 * MINUTE }); // the clock jumped, no timer ran
    await b.advance(0);
    expect(tab.getSnapshot().value).toBe('loggedOut');
    expect(b.autoLogout).toHaveBeenCalledTimes(1);
    expect(b.storage.lastClick).toBe(T0 + 5 * MINUTE);
  });

  it('the tab visible again after sleep logs out without a click; in time, it changes nothing', async () => {
    const b = browser();
    const tab = b.openTab();
    tab.send({ type: 'VISIBLE', at: b.now() + 30 * MINUTE });
    expect(tab.getSnapshot().value).toBe('active');
    tab.send({ type: 'VISIBLE', at: b.now() + 61 * MINUTE });
    await b.advance(0);
    expect(tab.getSnapshot().value).toBe('loggedOut');
    expect(b.reads).toEqual([T0]);
    expect(b.autoLogout).toHaveBeenCalledTimes(1);
  });

  it('after sleep, a click stored by another tab 10 minutes ago keeps the session; the hour runs from it', async () => {
    const b = browser();
    const tab = b.openTab();
    b.storage.lastClick = T0 + 170 * MINUTE; // another tab, awake, clicked
    tab.send({ type: 'VISIBLE', at: T0 + 180 * MINUTE });
    await b.advance(0);
    expect(tab.getSnapshot().value).toBe('active');
    expect(b.storage.lastClick).toBe(T0 + 170 * MINUTE); // a return is not a click
    expect(b.autoLogout).not.toHaveBeenCalled();
    expect(tab.getSnapshot().context).toMatchObject({ lastClick: T0 + 170 * MINUTE, now: T0 + 180 * MINUTE });
  });
});

// The joint gate as the file's last test (StrykerJS ignores errors in hooks).
it('gate: every state, transition and named action reached under its oracle', () => assertJointCoverage(jointModels));

publishJourneys('inactivity', published);
