// The browser side of the back office's alerts (docs/screens/backOfficeAlerts.md): the list's pages,
// writing an alert (new or edited, with its draft), enabling and disabling one.
//
//   backOfficeAlertsMachine.provide(createBackOfficeAlertsImplementations(deps))
import { fromPromise } from 'xstate';
import { backOfficeAlertsCalls } from '../../../contract/screens/backOfficeAlerts';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { actionDrafts, listImplementations, type ScreenDeps } from '../screens';

export function createBackOfficeAlertsImplementations(deps: ScreenDeps) {
  const list = listImplementations('backOfficeAlerts', backOfficeAlertsCalls.getBackOfficeAlerts, deps);
  const drafts = actionDrafts('backOfficeAlerts', deps);
  const perform = async ({ action, targetId, body }: ActionRequest) => {
    const params = { alertId: targetId! };
    switch (action) {
      case 'createAlert':
        return deps.api.call(backOfficeAlertsCalls.createBackOfficeAlert, { body });
      case 'editAlert':
        return deps.api.call(backOfficeAlertsCalls.updateBackOfficeAlert, { params, body });
      case 'enable':
        return deps.api.call(backOfficeAlertsCalls.enableBackOfficeAlert, { params });
      default:
        return deps.api.call(backOfficeAlertsCalls.disableBackOfficeAlert, { params });
    }
  };
  return {
    actors: {
      ...list.actors,
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => ({ item: (await perform(input)) as ScreenItem })),
      ...drafts.actors,
    },
    actions: { ...list.actions, ...drafts.actions },
  };
}
