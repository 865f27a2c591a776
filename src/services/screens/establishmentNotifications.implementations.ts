// The browser side of My establishment › notifications (docs/screens/establishmentNotifications.md):
// the settings read with the spec's call (one item, its blocked categories), saved with the proposed
// one; the form's draft.
//
//   establishmentNotificationsMachine.provide(createEstablishmentNotificationsImplementations(deps))
import { fromPromise } from 'xstate';
import { establishmentNotificationsCalls } from '../../../contract/screens/establishmentNotifications';
import { SETTINGS_ID } from '../../../machines/establishmentNotifications/establishmentNotifications.machine';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { actionDrafts, type ScreenDeps } from '../screens';

export function createEstablishmentNotificationsImplementations(deps: ScreenDeps) {
  const drafts = actionDrafts('establishmentNotifications', deps);
  return {
    actors: {
      loadItem: fromPromise<ScreenItem>(async () => {
        const settings = (await deps.api.call(establishmentNotificationsCalls.getNotificationSettings)) as { blockedCategories: string[] };
        return { id: SETTINGS_ID, blockedCategories: settings.blockedCategories };
      }),
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        const body = input.body as { blockedCategories: string[] };
        await deps.api.call(establishmentNotificationsCalls.saveNotificationSettings, { body });
        // The call answers nothing: the settings as saved.
        return { item: { id: SETTINGS_ID, blockedCategories: body.blockedCategories } };
      }),
      ...drafts.actors,
    },
    actions: { ...drafts.actions },
  };
}
