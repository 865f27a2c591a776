// Model-based tests of the full notification list (`/my-profile/my-notifications`): paths from its
// graph replayed on a live actor; after every step an oracle written from the rules checks the page
// asked for (skip/take), the list shown, what an entry does (marked then redirected, or at once
// when processed or of a type that skips processing) and the messages to the app.
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import type { AnyEventObject } from 'xstate';
import { createModel, type IgnoredEvents, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import { notificationListMachine } from '../../machines/notificationList/notificationList.machine';
import { NOTIFICATION_LIST_PAGE_SIZE } from '../../machines/domain/constants';
import type { AppNotification, Paged } from '../../machines/domain/types';
import { CONTRACT, EXPECTED_REDIRECTS, MAINTENANCE, NEWS, httpFailure } from './notificationFixtures';

const PAGE_SIZE = NOTIFICATION_LIST_PAGE_SIZE;
const PROCESSED_CONTRACT: AppNotification = { ...CONTRACT, id: 'n-contract-done', processed: true };
EXPECTED_REDIRECTS[PROCESSED_CONTRACT.id] = EXPECTED_REDIRECTS[CONTRACT.id];
// Two pages: the first shows these two, the total says one more page follows.
const FULL: Paged<AppNotification> = { items: [{ ...CONTRACT, processed: false }, PROCESSED_CONTRACT], total: PAGE_SIZE + 1 };
const NONE: Paged<AppNotification> = { items: [], total: 0 };

type Check = OracleCheck<typeof notificationListMachine>;
type Snapshot = ReturnType<typeof notificationListMachine.getInitialSnapshot>;
const payload = <T>(event: AnyEventObject, key: string) => (event as unknown as Record<string, T>)[key];
const before = (check: Check) => (check.index > 0 ? (check.path.steps[check.index - 1].state as Snapshot) : null);
const counts = new Map<unknown, number[]>();

/** Pages there are: enough for the total, at least one (written here, not imported from the machine). */
const pagesFor = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** The page the user asked for so far: next and previous move by one within the pages there are. */
function expectedPage(check: Check): number {
  let page = 0;
  for (let i = 1; i <= check.index; i += 1) {
    const { event } = check.path.steps[i];
    const previous = check.path.steps[i - 1].state as Snapshot;
    if (event.type === 'NEXT_PAGE' && previous.matches('ready') && page + 1 < pagesFor(previous.context.total)) page += 1;
    if (event.type === 'PREVIOUS_PAGE' && (previous.matches('ready') || previous.matches('empty')) && page > 0) page -= 1;
  }
  return page;
}
function lastOpened(check: Check): AppNotification | null {
  for (let i = check.index; i > 0; i -= 1) {
    const { event } = check.path.steps[i];
    const chosen = payload<AppNotification>(event, 'notification');
    if (event.type === 'MARK_PROCESSED.RETRY') return chosen;
    if (
      event.type === 'OPEN_NOTIFICATION' &&
      !chosen.processed &&
      chosen.type !== 'newsPublished' &&
      (check.path.steps[i - 1].state as Snapshot).matches('ready')
    )
      return chosen;
  }
  return null;
}

function checkStep(check: Check) {
  const perStep = counts.get(check.path) ?? [];
  const callsOfStep = check.invocations
    .slice(check.index > 0 ? (perStep[check.index - 1] ?? 0) : 0)
    .map(({ src, input }) => ({ src, input }));
  perStep[check.index] = check.invocations.length;
  counts.set(check.path, perStep);
  const previous = before(check);
  const { event } = check;
  const calls: { src: string; input: unknown }[] = [];
  const messages: AnyEventObject[] = [];
  const page = expectedPage(check);
  expect(check.snapshot.context.page).toBe(page);
  const pageMoved = previous !== null && page !== previous.context.page;
  if (event.type === 'xstate.init' || event.type === 'RETRY' || pageMoved) {
    calls.push({ src: 'loadNotificationPage', input: { skip: page * PAGE_SIZE, take: PAGE_SIZE } });
  }
  if (event.type === 'OPEN_NOTIFICATION' && previous?.matches('ready')) {
    const chosen = payload<AppNotification>(event, 'notification');
    if (chosen.processed || chosen.type === 'newsPublished')
      messages.push({ type: 'NOTIFICATION.REDIRECT', redirect: EXPECTED_REDIRECTS[chosen.id]! });
    else calls.push({ src: 'markProcessed', input: { id: chosen.id } });
  }
  if (event.type === 'MARK_PROCESSED.RETRY')
    calls.push({ src: 'markProcessed', input: { id: payload<AppNotification>(event, 'notification').id } });
  if (event.type === 'xstate.done.actor.markProcessed') {
    const opened = lastOpened(check)!;
    messages.push({ type: 'NOTIFICATIONS.PROCESSED' });
    if (EXPECTED_REDIRECTS[opened.id]) messages.push({ type: 'NOTIFICATION.REDIRECT', redirect: EXPECTED_REDIRECTS[opened.id]! });
    // The entry now reads as processed.
    const entry = check.snapshot.context.items.find((n) => n.id === opened.id);
    if (entry) expect(entry.processed).toBe(true);
  }
  if (event.type === 'xstate.error.actor.markProcessed') {
    messages.push({
      type: 'FAILURE.RAISED',
      failure: {
        source: 'screen',
        call: 'markProcessed',
        message: 'Marquage impossible',
        retry: { type: 'MARK_PROCESSED.RETRY', notification: lastOpened(check)! },
      },
    });
  }
  expect(callsOfStep).toEqual(calls);
  expect(check.sent.filter((m) => m.to === 'parent').map((m) => m.event)).toEqual(messages);
}

const oracle: Oracle<typeof notificationListMachine> = {
  'notificationList.loading': checkStep,
  'notificationList.failed': (check) => {
    checkStep(check);
    if (check.entered) expect(check.event.type).toBe('xstate.error.actor.loadNotificationPage');
  },
  // The page's entries.
  'notificationList.ready': (check) => {
    checkStep(check);
    if (check.event.type === 'xstate.done.actor.loadNotificationPage') {
      expect(check.snapshot.context.items).toEqual(payload<Paged<AppNotification>>(check.event, 'output').items);
    }
    expect(check.snapshot.context.items.length).toBeGreaterThan(0);
  },
  // Nothing to list.
  'notificationList.empty': (check) => {
    checkStep(check);
    expect(check.snapshot.context.items).toEqual([]);
  },
  // The entry is being marked processed.
  'notificationList.opening': (check) => {
    checkStep(check);
    expect(check.snapshot.context.opening).toEqual(lastOpened(check));
  },
};

/**
 * The events each state ignores (spec section 2, decisions.md "Notifications"): the pager and the
 * entries act on a shown page, Retry belongs to a failed page, the error dialog's Retry to a failed
 * mark (the dialog holds the page until it is answered); while an entry is marked, the page waits.
 */
const ignores: IgnoredEvents<typeof notificationListMachine> = {
  'notificationList.loading': ['NEXT_PAGE', 'PREVIOUS_PAGE', 'OPEN_NOTIFICATION', 'RETRY', 'MARK_PROCESSED.RETRY'],
  // Past the end, only the way back; nothing to open.
  'notificationList.empty': ['NEXT_PAGE', 'OPEN_NOTIFICATION', 'RETRY', 'MARK_PROCESSED.RETRY'],
  'notificationList.failed': ['NEXT_PAGE', 'PREVIOUS_PAGE', 'OPEN_NOTIFICATION', 'MARK_PROCESSED.RETRY'],
  'notificationList.ready': ['RETRY'],
  'notificationList.opening': ['NEXT_PAGE', 'PREVIOUS_PAGE', 'OPEN_NOTIFICATION', 'RETRY', 'MARK_PROCESSED.RETRY'],
};

const model = createModel(notificationListMachine, {
  events: {
    'xstate.done.actor.loadNotificationPage': [{ output: FULL }, { output: NONE }],
    'xstate.error.actor.loadNotificationPage': [{ error: httpFailure(500, 'Liste indisponible') }],
    'xstate.done.actor.markProcessed': [{ output: undefined }],
    'xstate.error.actor.markProcessed': [{ error: httpFailure(500, 'Marquage impossible') }],
    OPEN_NOTIFICATION: [{ notification: { ...CONTRACT, processed: false } }, { notification: NEWS }, { notification: PROCESSED_CONTRACT }],
    'MARK_PROCESSED.RETRY': [{ notification: MAINTENANCE }],
  },
  oracle,
  ignores,
  // The pager's buttons can be pressed at any time: the page the oracle expects says when they act.
  alwaysPossible: ['NEXT_PAGE', 'PREVIOUS_PAGE'],
});

describe('notificationList model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

publishJourneys('notificationList', { model });

// The coverage gate as the file's last test rather than an afterAll hook: StrykerJS counts failing
// tests, not hook errors, so a mutant that leaves a state, transition or action unreached is killed.
it('gate: every state, transition and named action reached under its oracle', () => model.assertCoverage());
