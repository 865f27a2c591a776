// The browser side of the establishment's job place visits (docs/screens/establishmentVisits.md):
// the list, a visit asked for (with its draft), a visit cancelled.
//
//   establishmentVisitsMachine.provide(createEstablishmentVisitsImplementations(deps))
import { fromPromise } from 'xstate';
import { establishmentVisitsCalls } from '../../../contract/screens/establishmentVisits';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { actionDrafts, listImplementations, type ScreenDeps } from '../screens';

export function createEstablishmentVisitsImplementations(deps: ScreenDeps) {
  const list = listImplementations('establishmentVisits', establishmentVisitsCalls.getEstablishmentVisits, deps);
  const drafts = actionDrafts('establishmentVisits', deps);
  return {
    actors: {
      ...list.actors,
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        const item =
          input.action === 'request'
            ? await deps.api.call(establishmentVisitsCalls.requestJobPlaceVisit, { body: input.body })
            : await deps.api.call(establishmentVisitsCalls.cancelJobPlaceVisit, { params: { visitId: input.targetId! } });
        return { item: item as ScreenItem };
      }),
      ...drafts.actors,
    },
    actions: { ...list.actions, ...drafts.actions },
  };
}
