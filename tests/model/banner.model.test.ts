// Model-based tests of the important-notification banner (spec section 4 "Banner", sections 6 and
// 9): paths from its graph, each step checked by an oracle written from the spec (shown exactly
// while important notifications remain, the first one's type gives the text, processed ids go,
// 800 ms fade, internal users fetch nothing, a failure raises the dialog with its retry event).
import type { RaisedFailure } from '../../machines/domain/failures';
import type { NotificationRedirect } from '../../machines/domain/notificationRedirect';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { assertJointCoverage, createModel } from './harness';
import { bannerMachine, type BannerParentEvent } from '../../machines/banner/banner.machine';
import { BANNER_FADE_MS } from '../../machines/domain/constants';
import type { AppNotification } from '../../machines/domain/types';
import { CONTRACT, EXPECTED_REDIRECTS, MAINTENANCE, PROFILE, httpFailure } from './notificationFixtures';

const LOAD_ERROR = httpFailure(503, 'Service indisponible');
let sent: BannerParentEvent[] = [];
const provide = {
  actions: {
    raiseFailure: (_: unknown, params: { failure: RaisedFailure }) => { sent.push({ type: 'FAILURE.RAISED', failure: params.failure }); },
    requestRedirect: (_: unknown, params: { redirect: NotificationRedirect }) => { sent.push({ type: 'NOTIFICATION.REDIRECT', redirect: params.redirect }); },
  },
};
const events = {
  'xstate.done.actor.loadImportantNotifications': [{ output: [PROFILE, MAINTENANCE] }, { output: [] }],
  'xstate.error.actor.loadImportantNotifications': [{ error: LOAD_ERROR }],
  'IMPORTANT.PROCESSED': [{ ids: [PROFILE.id] }, { ids: [MAINTENANCE.id, 'n-unknown'] }],
  'NOTIFICATION.RECEIVED': [{ notification: PROFILE }, { notification: CONTRACT }],
};
const workerModel = createModel(bannerMachine, { input: { userType: 'worker' }, provide, events });
const internalModel = createModel(bannerMachine, { input: { userType: 'internalUser' }, provide, events });

type Snapshot = ReturnType<typeof bannerMachine.getInitialSnapshot>;
const payload = <T,>(event: AnyEventObject, key: string) => (event as unknown as Record<string, T>)[key];

describe('banner model: a worker or client', () => {
  for (const path of workerModel.paths()) {
    it(path.description, () => {
      let seen = 0;
      let fadeStartedAt = 0;
      // The reference list, rebuilt from the events as the spec describes them.
      let expectedList: AppNotification[] = [];
      return workerModel.replay(path, {
        onStart: () => { sent = []; },
        onStep: (snapshot, step, { index, invocations, clock }) => {
          const before = index > 0 ? (path.steps[index - 1].state as Snapshot) : null;
          const event = step.event;
          const calls = invocations.slice(seen).map((i) => i.src);
          seen = invocations.length;
          const messages = sent.splice(0);
          const expectedMessages: BannerParentEvent[] = [];
          const expectedCalls: string[] = [];

          if (event.type === 'xstate.init' || event.type === 'LOAD.RETRY') expectedCalls.push('loadImportantNotifications');
          if (event.type === 'xstate.done.actor.loadImportantNotifications') expectedList = payload<AppNotification[]>(event, 'output');
          if (event.type === 'xstate.error.actor.loadImportantNotifications') {
            expect(snapshot.value).toBe('failed');
            expectedMessages.push({
              type: 'FAILURE.RAISED',
              failure: { source: 'banner', call: 'loadImportantNotifications', message: 'Service indisponible', retry: { type: 'LOAD.RETRY' } },
            });
          }
          if (event.type === 'IMPORTANT.PROCESSED') {
            const ids = payload<string[]>(event, 'ids');
            expectedList = expectedList.filter((n) => !ids.includes(n.id));
          }
          if (event.type === 'NOTIFICATION.RECEIVED') {
            const pushed = payload<AppNotification>(event, 'notification');
            if (pushed.type === 'profileToComplete') expectedList = [pushed, ...expectedList.filter((n) => n.id !== pushed.id)];
          }
          if (event.type === 'OPEN' && before?.matches('shown')) {
            const redirect = EXPECTED_REDIRECTS[expectedList[0].id];
            if (redirect) expectedMessages.push({ type: 'NOTIFICATION.REDIRECT', redirect });
          }
          expect(snapshot.context.notifications).toEqual(expectedList);

          // Shown while some remain, unless the user closed it and nothing new came since.
          if (snapshot.matches('shown')) expect(expectedList.length).toBeGreaterThan(0);
          const closedByUser = event.type === 'CLOSE' && before?.matches('shown');
          const emptied = event.type === 'IMPORTANT.PROCESSED' && before?.matches('shown') && expectedList.length === 0;
          if (closedByUser || emptied) {
            expect(snapshot.value).toBe('fadingOut');
            fadeStartedAt = clock.now();
          }
          if (event.type.startsWith('xstate.after.bannerFade')) {
            expect(clock.now() - fadeStartedAt).toBe(BANNER_FADE_MS);
            expect(snapshot.value).toBe('hidden');
          }
          if (event.type === 'NOTIFICATION.RECEIVED' && payload<AppNotification>(event, 'notification').type === 'profileToComplete' && !before!.matches('failed') && !before!.matches('loading')) {
            expect(snapshot.value).toBe('shown');
          }
          expect(calls).toEqual(expectedCalls);
          expect(messages).toEqual(expectedMessages);
        },
      });
    });
  }
});

describe('banner model: an internal user', () => {
  it('generates one path: nothing fetched, nothing shown', () => {
    expect(internalModel.paths()).toHaveLength(1);
  });
  for (const path of internalModel.paths()) {
    it(path.description, () =>
      internalModel.replay(path, {
        onStep: (snapshot, _step, { invocations }) => {
          expect(snapshot.value).toBe('inactive');
          expect(invocations).toEqual([]);
        },
      }));
  }
});

afterAll(() => assertJointCoverage([workerModel, internalModel]));
