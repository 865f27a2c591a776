// The browser side of the referential's clients reattach (docs/screens/clientsReattach.md): the
// list's pages, and the move to another agency folder with its draft.
//
//   clientsReattachMachine.provide(createClientsReattachImplementations(deps))
import { fromPromise } from 'xstate';
import { clientsReattachCalls } from '../../../contract/screens/clientsReattach';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { actionDrafts, listImplementations, type ScreenDeps } from '../screens';

export function createClientsReattachImplementations(deps: ScreenDeps) {
  const list = listImplementations('clientsReattach', clientsReattachCalls.getReattachClients, deps);
  const drafts = actionDrafts('clientsReattach', deps);
  return {
    actors: {
      ...list.actors,
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        const item = await deps.api.call(clientsReattachCalls.reattachClient, { params: { clientId: input.targetId! }, body: input.body });
        return { item: item as ScreenItem };
      }),
      ...drafts.actors,
    },
    actions: { ...list.actions, ...drafts.actions },
  };
}
