// Model-based tests of the full notification list (`/my-profile/my-notifications`): paths from its
// graph replayed on a live actor; after every step an oracle written from the rules checks the page
// asked for (skip/take), the list shown, what an entry does (marked then redirected, or at once
// when processed or of a type that skips processing) and the messages to the app.
import type { RaisedFailure } from '../../machines/domain/failures';
import type { NotificationRedirect } from '../../machines/domain/notificationRedirect';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { createModel } from './harness';
import { notificationListMachine, pageCount, type NotificationListParentEvent } from '../../machines/notificationList/notificationList.machine';
import type { AppNotification, Paged } from '../../machines/domain/types';
import { CONTRACT, EXPECTED_REDIRECTS, MAINTENANCE, NEWS, httpFailure } from './notificationFixtures';

const PAGE_SIZE = 2;
const PROCESSED_CONTRACT: AppNotification = { ...CONTRACT, id: 'n-contract-done', processed: true };
EXPECTED_REDIRECTS[PROCESSED_CONTRACT.id] = EXPECTED_REDIRECTS[CONTRACT.id];
const FULL: Paged<AppNotification> = { items: [{ ...CONTRACT, processed: false }, PROCESSED_CONTRACT], total: 3 };
const NONE: Paged<AppNotification> = { items: [], total: 0 };

let sent: NotificationListParentEvent[] = [];
const model = createModel(notificationListMachine, {
  input: { pageSize: PAGE_SIZE },
  provide: {
    actions: {
      raiseFailure: (_: unknown, params: { failure: RaisedFailure }) => { sent.push({ type: 'FAILURE.RAISED', failure: params.failure }); },
      requestRedirect: (_: unknown, params: { redirect: NotificationRedirect }) => { sent.push({ type: 'NOTIFICATION.REDIRECT', redirect: params.redirect }); },
      announceProcessed: () => { sent.push({ type: 'NOTIFICATIONS.PROCESSED' }); },
    },
  },
  events: {
    'xstate.done.actor.loadNotificationPage': [{ output: FULL }, { output: NONE }],
    'xstate.error.actor.loadNotificationPage': [{ error: httpFailure(500, 'Liste indisponible') }],
    'xstate.done.actor.markProcessed': [{ output: undefined }],
    'xstate.error.actor.markProcessed': [{ error: httpFailure(500, 'Marquage impossible') }],
    OPEN_NOTIFICATION: [{ notification: { ...CONTRACT, processed: false } }, { notification: NEWS }, { notification: PROCESSED_CONTRACT }],
    'MARK_PROCESSED.RETRY': [{ notification: MAINTENANCE }],
  },
});

type Snapshot = ReturnType<typeof notificationListMachine.getInitialSnapshot>;
const payload = <T,>(event: AnyEventObject, key: string) => (event as unknown as Record<string, T>)[key];

describe('notificationList model', () => {
  for (const path of model.paths()) {
    it(path.description, () => {
      let seen = 0;
      let page = 0;
      let opened: AppNotification | null = null;
      return model.replay(path, {
        onStart: () => { sent = []; },
        onStep: (snapshot, step, { index, invocations }) => {
          const before = index > 0 ? (path.steps[index - 1].state as Snapshot) : null;
          const event = step.event;
          const calls = invocations.slice(seen).map(({ src, input }) => ({ src, input }));
          seen = invocations.length;
          const messages = sent.splice(0);
          const expectedCalls: { src: string; input: unknown }[] = [];
          const expectedMessages: NotificationListParentEvent[] = [];
          const listShown = before?.matches('ready') || before?.matches('empty');
          const load = () => expectedCalls.push({ src: 'loadNotificationPage', input: { skip: page * PAGE_SIZE, take: PAGE_SIZE } });

          if (event.type === 'xstate.init' || event.type === 'RETRY') load();
          if (event.type === 'NEXT_PAGE' && before?.matches('ready') && before.context.page + 1 < pageCount(before.context)) { page += 1; load(); }
          if (event.type === 'PREVIOUS_PAGE' && listShown && before!.context.page > 0) { page -= 1; load(); }
          expect(snapshot.context.page).toBe(page);
          if (event.type === 'xstate.done.actor.loadNotificationPage') {
            const output = payload<Paged<AppNotification>>(event, 'output');
            expect(snapshot.value).toBe(output.items.length > 0 ? 'ready' : 'empty');
            expect(snapshot.context.items).toEqual(output.items);
          }
          if (event.type === 'xstate.error.actor.loadNotificationPage') expect(snapshot.value).toBe('failed');
          if (event.type === 'OPEN_NOTIFICATION' && before?.matches('ready')) {
            const chosen = payload<AppNotification>(event, 'notification');
            if (chosen.processed || chosen.type === 'newsPublished') {
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
            // The entry now reads as processed.
            const entry = snapshot.context.items.find((n) => n.id === opened!.id);
            if (entry) expect(entry.processed).toBe(true);
          }
          if (event.type === 'xstate.error.actor.markProcessed') {
            expectedMessages.push({
              type: 'FAILURE.RAISED',
              failure: { source: 'notificationList', call: 'markProcessed', message: 'Marquage impossible', retry: { type: 'MARK_PROCESSED.RETRY', notification: opened! } },
            });
          }
          expect(calls).toEqual(expectedCalls);
          expect(messages).toEqual(expectedMessages);
        },
      });
    });
  }
  afterAll(() => model.assertCoverage());
});
