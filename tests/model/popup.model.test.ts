// Model-based tests of the notification popup (spec section 4 "Popup", section 9): paths from its
// graph replayed on a live actor; after every step an oracle written from the spec checks the list,
// the calls with their parameters (pages of N, ids cleared, id marked) and the messages to the app.
import type { RaisedFailure } from '../../machines/domain/failures';
import type { NotificationRedirect } from '../../machines/domain/notificationRedirect';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { createModel } from './harness';
import { popupMachine, type PopupParentEvent } from '../../machines/popup/popup.machine';
import type { AppNotification, Paged } from '../../machines/domain/types';
import { CONTRACT, EXPECTED_REDIRECTS, MAINTENANCE, NEWS, PROFILE, httpFailure, page } from './notificationFixtures';

const PAGE_SIZE = 2;
const FIRST: Paged<AppNotification> = { items: page('p', 1, 2), total: 3 };
const NEXT: Paged<AppNotification> = { items: page('p', 3, 1), total: 3 };
const EMPTY: Paged<AppNotification> = { items: [], total: 0 };
const CLEAR_ERROR = httpFailure(500, 'Effacement impossible');
const MARK_ERROR = httpFailure(502, 'Marquage impossible');

let sent: PopupParentEvent[] = [];
const model = createModel(popupMachine, {
  input: { pageSize: PAGE_SIZE },
  provide: {
    actions: {
      raiseFailure: (_: unknown, params: { failure: RaisedFailure }) => { sent.push({ type: 'FAILURE.RAISED', failure: params.failure }); },
      requestRedirect: (_: unknown, params: { redirect: NotificationRedirect }) => { sent.push({ type: 'NOTIFICATION.REDIRECT', redirect: params.redirect }); },
      announceProcessed: () => { sent.push({ type: 'NOTIFICATIONS.PROCESSED' }); },
    },
  },
  events: {
    'xstate.done.actor.loadFirstPage': [{ output: FIRST }, { output: EMPTY }],
    'xstate.error.actor.loadFirstPage': [{ error: httpFailure(500, 'x') }],
    'xstate.done.actor.loadNextPage': [{ output: NEXT }],
    'xstate.error.actor.loadNextPage': [{ error: httpFailure(500, 'y') }],
    'xstate.done.actor.markPopupProcessed': [{ output: undefined }],
    'xstate.error.actor.markPopupProcessed': [{ error: CLEAR_ERROR }],
    'xstate.done.actor.markProcessed': [{ output: undefined }],
    'xstate.error.actor.markProcessed': [{ error: MARK_ERROR }],
    // Few variants keep the paths few: a second push of CONTRACT is the "already listed" case; the
    // important one is checked by the scenario below; the retry brings the type without a route.
    'NOTIFICATION.RECEIVED': [{ notification: CONTRACT }],
    OPEN_NOTIFICATION: [{ notification: CONTRACT }, { notification: NEWS }],
    'MARK_PROCESSED.RETRY': [{ notification: MAINTENANCE }],
    'CLEAR.RETRY': [{ ids: ['p-1', 'p-2'] }],
  },
});

type Snapshot = ReturnType<typeof popupMachine.getInitialSnapshot>;
const payload = <T,>(event: AnyEventObject, key: string) => (event as unknown as Record<string, T>)[key];

describe('popup model', () => {
  for (const path of model.paths()) {
    it(path.description, () => {
      let seen = 0;
      let opened: AppNotification | null = null;
      let cleared: string[] = [];
      return model.replay(path, {
        onStart: () => { sent = []; },
        onStep: (snapshot, step, { index, invocations }) => {
          const before = index > 0 ? (path.steps[index - 1].state as Snapshot) : null;
          const event = step.event;
          const calls = invocations.slice(seen);
          seen = invocations.length;
          const messages = sent.splice(0);
          const expectedMessages: PopupParentEvent[] = [];
          const expectedCalls: { src: string; input: unknown }[] = [];
          const wasClosed = before?.matches('closed') ?? true;
          const wasReady = before?.matches({ open: 'ready' }) ?? false;

          if (event.type === 'xstate.init') expect(snapshot.value).toBe('closed');
          if (event.type === 'OPEN' && wasClosed && before) {
            expect(snapshot.matches({ open: 'loading' })).toBe(true);
            expectedCalls.push({ src: 'loadPopupPage', input: { skip: 0, take: PAGE_SIZE } });
          }
          if (event.type === 'CLOSE' && before?.matches('open')) expect(snapshot.value).toBe('closed');
          if (event.type === 'xstate.done.actor.loadFirstPage') {
            const output = payload<Paged<AppNotification>>(event, 'output');
            expect(snapshot.matches({ open: 'ready' })).toBe(true);
            expect(snapshot.context.items).toEqual(output.items);
            expect(snapshot.context.total).toBe(output.total);
          }
          if (event.type === 'xstate.error.actor.loadFirstPage') expect(snapshot.matches({ open: 'failed' })).toBe(true);
          if (event.type === 'RETRY_LOAD') expectedCalls.push({ src: 'loadPopupPage', input: { skip: 0, take: PAGE_SIZE } });
          if (event.type === 'LOAD_MORE' && wasReady) {
            if (before!.context.items.length < before!.context.total) {
              // The next N after what is shown.
              expectedCalls.push({ src: 'loadPopupPage', input: { skip: before!.context.items.length, take: PAGE_SIZE } });
            } else {
              expect(snapshot.matches({ open: 'ready' })).toBe(true);
            }
          }
          if (event.type === 'xstate.done.actor.loadNextPage') {
            expect(snapshot.context.items).toEqual([...before!.context.items, ...NEXT.items.filter((n) => !before!.context.items.some((s) => s.id === n.id))]);
          }
          if (event.type === 'xstate.error.actor.loadNextPage') expect(snapshot.context.items).toEqual(before!.context.items);
          if (event.type === 'CLEAR' && wasReady && before!.context.items.length > 0) {
            cleared = before!.context.items.map((n) => n.id);
            expectedCalls.push({ src: 'markPopupProcessed', input: { ids: cleared } });
          }
          if (event.type === 'CLEAR.RETRY') {
            cleared = payload<string[]>(event, 'ids');
            expectedCalls.push({ src: 'markPopupProcessed', input: { ids: cleared } });
          }
          if (event.type === 'xstate.done.actor.markPopupProcessed') {
            // Emptied; the bell counts again; the list is read again from the first page.
            expect(snapshot.context.items).toEqual([]);
            expectedMessages.push({ type: 'NOTIFICATIONS.PROCESSED' });
            expectedCalls.push({ src: 'loadPopupPage', input: { skip: 0, take: PAGE_SIZE } });
          }
          if (event.type === 'xstate.error.actor.markPopupProcessed') {
            expectedMessages.push({
              type: 'FAILURE.RAISED',
              failure: { source: 'popup', call: 'clearPopup', message: 'Effacement impossible', retry: { type: 'CLEAR.RETRY', ids: cleared } },
            });
          }
          if (event.type === 'OPEN_NOTIFICATION' && wasReady) {
            const chosen = payload<AppNotification>(event, 'notification');
            expect(snapshot.matches('open')).toBe(false);
            if (chosen.type === 'newsPublished') {
              expectedMessages.push({ type: 'NOTIFICATION.REDIRECT', redirect: EXPECTED_REDIRECTS[chosen.id]! });
            } else {
              opened = chosen;
              expectedCalls.push({ src: 'markProcessed', input: { id: chosen.id } });
            }
          }
          if (event.type === 'MARK_PROCESSED.RETRY') {
            opened = payload<AppNotification>(event, 'notification');
            expectedCalls.push({ src: 'markProcessed', input: { id: opened.id } });
          }
          if (event.type === 'xstate.done.actor.markProcessed') {
            expectedMessages.push({ type: 'NOTIFICATIONS.PROCESSED' });
            const redirect = EXPECTED_REDIRECTS[opened!.id];
            if (redirect) expectedMessages.push({ type: 'NOTIFICATION.REDIRECT', redirect });
            expect(snapshot.value).toBe('closed');
          }
          if (event.type === 'xstate.error.actor.markProcessed') {
            expectedMessages.push({
              type: 'FAILURE.RAISED',
              failure: { source: 'popup', call: 'markProcessed', message: 'Marquage impossible', retry: { type: 'MARK_PROCESSED.RETRY', notification: opened! } },
            });
          }
          if (snapshot.matches('closed') || snapshot.matches('opening')) expect(snapshot.context.items).toEqual([]);
          if (event.type === 'NOTIFICATION.RECEIVED' && before!.matches('open')) {
            const pushed = payload<AppNotification>(event, 'notification');
            const joins = pushed.type !== 'profileToComplete' && !before!.context.items.some((n) => n.id === pushed.id);
            // A pushed notification goes on top (important ones are the banner's).
            expect(snapshot.context.items).toEqual(joins ? [pushed, ...before!.context.items] : before!.context.items);
            expect(snapshot.context.total).toBe(before!.context.total + (joins ? 1 : 0));
          }
          expect(calls.map(({ src, input }) => ({ src, input }))).toEqual(expectedCalls);
          expect(messages).toEqual(expectedMessages);
        },
      });
    });
  }
  afterAll(() => model.assertCoverage());
});

describe('popup scenarios', () => {
  it('an important notification pushed while open stays out of the list (the banner shows it)', async () => {
    const actor = createActor(popupMachine.provide({
      actors: { loadPopupPage: fromPromise(async () => FIRST) },
    }), { input: { pageSize: PAGE_SIZE } }).start();
    actor.send({ type: 'OPEN' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'NOTIFICATION.RECEIVED', notification: CONTRACT });
    expect(actor.getSnapshot().context.items.map((n) => n.id)).toEqual([CONTRACT.id, 'p-1', 'p-2']);
    actor.send({ type: 'NOTIFICATION.RECEIVED', notification: PROFILE });
    expect(actor.getSnapshot().context.items.map((n) => n.id)).toEqual([CONTRACT.id, 'p-1', 'p-2']);
    expect(actor.getSnapshot().context.total).toBe(4);
  });
});
