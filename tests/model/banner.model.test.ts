// Model-based tests of the important-notification banner (spec section 4 "Banner", sections 6 and
// 9): paths from its graph, each step checked by an oracle written from the spec (shown exactly
// while important notifications remain, the first one's type gives the text, processed ids go,
// 800 ms fade, internal users fetch nothing, a failure raises the dialog with its retry event).
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import type { AnyEventObject } from 'xstate';
import { assertJointCoverage, createModel, type IgnoredEvents, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import { bannerMachine } from '../../machines/banner/banner.machine';
import type { AppNotification } from '../../machines/domain/types';
import { CONTRACT, EXPECTED_REDIRECTS, MAINTENANCE, PROFILE, httpFailure } from './notificationFixtures';

const LOAD_ERROR = httpFailure(503, 'Service indisponible');
const events = {
  // CONTRACT is not important: the banner keeps only the important ones of what the server returns.
  'xstate.done.actor.loadImportantNotifications': [{ output: [PROFILE, CONTRACT, MAINTENANCE] }, { output: [CONTRACT] }, { output: [] }],
  'xstate.error.actor.loadImportantNotifications': [{ error: LOAD_ERROR }],
  'IMPORTANT.PROCESSED': [{ ids: [PROFILE.id] }, { ids: [MAINTENANCE.id, 'n-unknown'] }],
  'NOTIFICATION.RECEIVED': [{ notification: PROFILE }, { notification: CONTRACT }],
};

type Check = OracleCheck<typeof bannerMachine>;
type Snapshot = ReturnType<typeof bannerMachine.getInitialSnapshot>;
const payload = <T>(event: AnyEventObject, key: string) => (event as unknown as Record<string, T>)[key];
const before = (check: Check) => (check.index > 0 ? (check.path.steps[check.index - 1].state as Snapshot) : null);

/** Important types (decisions.md "Notification types"): the banner's notifications. */
const isImportant = (n: AppNotification) => n.type === 'profileToComplete' || n.type === 'maintenancePlanned';

type Phase = 'inactive' | 'loading' | 'failed' | 'shown' | 'fadingOut' | 'hidden';

/**
 * What the spec says the banner is after the path's events so far, written from the rules above
 * (not from the machine): its phase (the view's data-state), the important notifications it
 * holds, the loads made and what OPEN leads to.
 */
function reference(check: Check) {
  let phase: Phase = check.snapshot.context.userType === 'internalUser' ? 'inactive' : 'loading';
  let list: AppNotification[] = [];
  let loads = phase === 'loading' ? 1 : 0;
  for (const { event } of check.path.steps.slice(1, check.index + 1)) {
    const listed = phase === 'shown' || phase === 'fadingOut' || phase === 'hidden';
    if (phase === 'loading' && event.type === 'xstate.done.actor.loadImportantNotifications') {
      list = payload<AppNotification[]>(event, 'output').filter(isImportant);
      phase = list.length > 0 ? 'shown' : 'hidden';
    } else if (phase === 'loading' && event.type === 'xstate.error.actor.loadImportantNotifications') {
      phase = 'failed';
    } else if (phase === 'failed' && event.type === 'LOAD.RETRY') {
      phase = 'loading';
      loads += 1;
    } else if (listed && event.type === 'IMPORTANT.PROCESSED') {
      list = list.filter((n) => !payload<string[]>(event, 'ids').includes(n.id));
      if (phase === 'shown' && list.length === 0) phase = 'fadingOut';
    } else if (listed && event.type === 'NOTIFICATION.RECEIVED') {
      const pushed = payload<AppNotification>(event, 'notification');
      if (isImportant(pushed)) {
        list = [pushed, ...list.filter((n) => n.id !== pushed.id)];
        phase = 'shown';
      }
    } else if (phase === 'shown' && event.type === 'CLOSE') {
      phase = 'fadingOut';
    } else if (phase === 'fadingOut' && event.type.startsWith('xstate.after.bannerFade')) {
      phase = 'hidden';
    }
  }
  return { phase, list, loads };
}
const remaining = (check: Check) => reference(check).list;

/** Every step: the phase shown, the list, the calls and the messages to the app. */
function checkStep(check: Check) {
  const previous = before(check);
  const { event } = check;
  const expected = reference(check);
  expect(check.snapshot.value).toBe(expected.phase);
  expect(check.snapshot.context.notifications).toEqual(expected.list);
  // Loaded on entry, and once more per Retry of the dialog.
  expect(check.invocations.filter((i) => i.src === 'loadImportantNotifications').length).toBe(expected.loads);
  const messages: AnyEventObject[] = [];
  if (event.type === 'xstate.error.actor.loadImportantNotifications') {
    messages.push({
      type: 'FAILURE.RAISED',
      failure: { source: 'banner', call: 'loadImportantNotifications', message: 'Service indisponible', retry: { type: 'LOAD.RETRY' } },
    });
  }
  if (event.type === 'OPEN' && previous?.matches('shown')) {
    // Leads where the first one's type says (the maintenance has no route).
    const redirect = EXPECTED_REDIRECTS[remaining(check)[0].id];
    if (redirect) messages.push({ type: 'NOTIFICATION.REDIRECT', redirect });
  }
  expect(check.sent.filter((m) => m.to === 'parent').map((m) => m.event)).toEqual(messages);
}

const oracle: Oracle<typeof bannerMachine> = {
  // In every state, transient ones included: where the machine rests is what the reference says.
  banner: checkStep,
  // Internal users: nothing fetched, nothing shown.
  'banner.inactive': (check) => {
    expect(check.snapshot.context.userType).toBe('internalUser');
    expect(check.invocations).toEqual([]);
    expect(check.snapshot.context.notifications).toEqual([]);
  },
  // Everyone else: the important notifications are fetched.
  'banner.loading': (check) => {
    expect(check.snapshot.context.userType).not.toBe('internalUser');
  },
  'banner.failed': (check) => {
    if (check.entered) expect(check.event.type).toBe('xstate.error.actor.loadImportantNotifications');
  },
  // Shown exactly while important notifications remain.
  'banner.shown': (check) => {
    expect(remaining(check).length).toBeGreaterThan(0);
  },
  // Fading out (800 ms): closed by the user, or the last one was processed.
  'banner.fadingOut': (check) => {
    const previous = before(check)!;
    if (previous.matches('shown')) {
      expect(check.event.type === 'CLOSE' || (check.event.type === 'IMPORTANT.PROCESSED' && remaining(check).length === 0)).toBe(true);
      fadeStarts.set(check.path, check.clock.now());
    }
  },
  // Hidden: nothing remained after loading, or the fade ended after its 800 ms.
  'banner.hidden': (check) => {
    if (check.event.type.startsWith('xstate.after.bannerFade')) {
      // Spec section 9: banner fade 800 ms.
      expect(check.clock.now() - (fadeStarts.get(check.path) ?? 0)).toBe(800);
    }
    if (check.event.type === 'xstate.done.actor.loadImportantNotifications') expect(remaining(check)).toEqual([]);
  },
};
const fadeStarts = new Map<unknown, number>();

/**
 * The events each state ignores (spec sections 4 "Banner" and 6, section 8 for Retry): Open and
 * Close are the shown banner's buttons, Retry the error dialog's after a failed load; pushes change
 * the list only once it is loaded (the load answers what the server holds, pushes included).
 */
const ignores: IgnoredEvents<typeof bannerMachine> = {
  // Internal users: no banner, nothing fetched.
  'banner.inactive': ['OPEN', 'CLOSE', 'LOAD.RETRY', 'IMPORTANT.PROCESSED', 'NOTIFICATION.RECEIVED'],
  'banner.loading': ['OPEN', 'CLOSE', 'LOAD.RETRY', 'IMPORTANT.PROCESSED', 'NOTIFICATION.RECEIVED'],
  // Retry loads them again, with what was pushed or processed meanwhile.
  'banner.failed': ['OPEN', 'CLOSE', 'IMPORTANT.PROCESSED', 'NOTIFICATION.RECEIVED'],
  'banner.shown': ['LOAD.RETRY'],
  // Closed or emptied, it is going: its buttons mean nothing any more.
  'banner.fadingOut': ['OPEN', 'CLOSE', 'LOAD.RETRY'],
  'banner.hidden': ['OPEN', 'CLOSE', 'LOAD.RETRY'],
};

// Every event is sent in every state: the reference above says what each does there, so a handler
// missing (or answering where it should not) fails the oracle of that step.
const workerModel = createModel(bannerMachine, {
  input: { userType: 'worker' },
  events,
  oracle,
  ignores,
  alwaysPossible: ['OPEN', 'CLOSE', 'LOAD.RETRY', 'IMPORTANT.PROCESSED', 'NOTIFICATION.RECEIVED'],
});
const internalModel = createModel(bannerMachine, { input: { userType: 'internalUser' }, events, oracle, ignores });

describe('banner model: a worker or client', () => {
  for (const path of workerModel.paths()) it(path.description, () => workerModel.replay(path));
});

describe('banner: the fade', () => {
  it('closed, it fades out for 800 ms, then hides', async () => {
    const end = await workerModel.run([
      { type: 'xstate.done.actor.loadImportantNotifications', output: [PROFILE] },
      { type: 'CLOSE' },
      { type: 'xstate.after.bannerFade.banner.fadingOut' },
    ]);
    expect(end.value).toBe('hidden');
  });
});

describe('banner model: an internal user', () => {
  it('generates one path: nothing fetched, nothing shown', () => {
    expect(internalModel.paths()).toHaveLength(1);
  });
  for (const path of internalModel.paths()) {
    it(path.description, () => internalModel.replay(path));
  }
});

publishJourneys('banner', { worker: workerModel, internal: internalModel });

// The coverage gate as the file's last test rather than an afterAll hook: StrykerJS counts failing
// tests, not hook errors, so a mutant that leaves a state, transition or action unreached is killed.
it('gate: every state, transition and named action reached under its oracle', () => assertJointCoverage([workerModel, internalModel]));
