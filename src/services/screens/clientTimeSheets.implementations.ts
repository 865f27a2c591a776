// The browser side of the client's time sheets (docs/screens/clientTimeSheets.md): the weeks of a tab
// read a page at a time (the list family's read), the approval of the weeks ticked and the dispute of
// one week (the two actions; both read the tab again), their forms' drafts, a failed refresh logged.
//
//   clientTimeSheetsMachine.provide(createClientTimeSheetsImplementations({ api, drafts, logger }))
import { fromPromise } from 'xstate';
import { clientTimeSheetsCalls } from '../../../contract/screens/clientTimeSheets';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import { actionDrafts, listImplementations, type ScreenDeps } from '../screens';

export function createClientTimeSheetsImplementations(deps: ScreenDeps) {
  const list = listImplementations('clientTimeSheets', clientTimeSheetsCalls.getClientTimeSheets, deps);
  const drafts = actionDrafts('clientTimeSheets', deps);
  return {
    actors: {
      ...list.actors,
      // Both actions read the tab again (effect `reload`): their answers are not shown as such.
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        if (input.action === 'approve') {
          await deps.api.call(clientTimeSheetsCalls.approveClientTimeSheets, { body: input.body as { ids: string[] } });
        } else {
          await deps.api.call(clientTimeSheetsCalls.disputeClientTimeSheet, {
            params: { id: input.targetId! },
            body: input.body as { reason: string },
          });
        }
        return undefined;
      }),
      ...drafts.actors,
    },
    actions: { ...list.actions, ...drafts.actions },
  };
}
