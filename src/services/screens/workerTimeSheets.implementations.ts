// The browser side of the worker's time sheets (docs/screens/workerTimeSheets.md): the weeks of a tab
// read a page at a time (the list family's read), a week saved or sent (the two actions), the week
// form's draft, a failed refresh logged.
//
//   workerTimeSheetsMachine.provide(createWorkerTimeSheetsImplementations({ api, drafts, logger }))
import { fromPromise } from 'xstate';
import { workerTimeSheetsCalls } from '../../../contract/screens/workerTimeSheets';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { actionDrafts, listImplementations, type ScreenDeps } from '../screens';

export function createWorkerTimeSheetsImplementations(deps: ScreenDeps) {
  const list = listImplementations('workerTimeSheets', workerTimeSheetsCalls.getWorkerTimeSheets, deps);
  const drafts = actionDrafts('workerTimeSheets', deps);
  return {
    actors: {
      ...list.actors,
      perform: fromPromise<ActionResult, ActionRequest>(async ({ input }) => {
        const params = { id: input.targetId! };
        const item =
          input.action === 'fill'
            ? await deps.api.call(workerTimeSheetsCalls.saveWorkerTimeSheet, { params, body: input.body })
            : await deps.api.call(workerTimeSheetsCalls.submitWorkerTimeSheet, { params });
        // Both answer the week as stored.
        return { item: item as ScreenItem };
      }),
      ...drafts.actors,
    },
    actions: { ...list.actions, ...drafts.actions },
  };
}
