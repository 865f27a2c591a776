// The browser side of my establishment › notifications (docs/screens/establishmentNotifications.md):
// the settings' read, their save, and the switches' draft.
//
//   establishmentNotificationsMachine.provide(createEstablishmentNotificationsImplementations({ api, drafts, logger }))
import { fromPromise } from 'xstate';
import { establishmentNotificationsCalls } from '../../../contract/screens/establishmentNotifications';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { actionDrafts, type ScreenDeps } from '../screens';

export function createEstablishmentNotificationsImplementations(deps: ScreenDeps) {
  const drafts = actionDrafts('establishmentNotifications', deps);
  return {
    actors: {
      loadItem: fromPromise<ScreenItem>(
        async () => (await deps.api.call(establishmentNotificationsCalls.getEstablishmentNotificationSettings)) as ScreenItem,
      ),
      perform: fromPromise<ActionResult, ActionRequest>(async ({ input }) => ({
        // The settings as saved: the switches' new saved state.
        item: (await deps.api.call(establishmentNotificationsCalls.saveEstablishmentNotificationSettings, {
          body: input.body,
        })) as ScreenItem,
      })),
      ...drafts.actors,
    },
    actions: { ...drafts.actions },
  };
}
