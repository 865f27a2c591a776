// The browser side of the clients hub's users (docs/screens/clientUsers.md): the list's pages (its
// tab and the agency-folder selection in the query), the colleague's invitation with its draft, and
// the resend.
//
//   clientUsersMachine.provide(createClientUsersImplementations(deps))
import { fromPromise } from 'xstate';
import { clientUsersCalls } from '../../../contract/screens/clientUsers';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { actionDrafts, listImplementations, type ScreenDeps } from '../screens';

export function createClientUsersImplementations(deps: ScreenDeps) {
  const list = listImplementations('clientUsers', clientUsersCalls.getClientUsers, deps);
  const drafts = actionDrafts('clientUsers', deps);
  return {
    actors: {
      ...list.actors,
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        const item =
          input.action === 'inviteColleague'
            ? await deps.api.call(clientUsersCalls.inviteClientUser, { body: input.body })
            : await deps.api.call(clientUsersCalls.resendClientUserInvitation, { params: { userId: input.targetId! } });
        return { item: item as ScreenItem };
      }),
      ...drafts.actors,
    },
    actions: { ...list.actions, ...drafts.actions },
  };
}
