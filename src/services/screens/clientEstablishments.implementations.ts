// The browser side of the clients hub's establishments (docs/screens/clientEstablishments.md): the
// list's pages (its tab and the agency-folder selection in the query), the invitation and its resend.
//
//   clientEstablishmentsMachine.provide(createClientEstablishmentsImplementations(deps))
import { fromPromise } from 'xstate';
import { clientEstablishmentsCalls } from '../../../contract/screens/clientEstablishments';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { listImplementations, type ScreenDeps } from '../screens';

export function createClientEstablishmentsImplementations(deps: ScreenDeps) {
  const list = listImplementations('clientEstablishments', clientEstablishmentsCalls.getClientEstablishments, deps);
  return {
    actors: {
      ...list.actors,
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        const call =
          input.action === 'invite'
            ? clientEstablishmentsCalls.inviteEstablishment
            : clientEstablishmentsCalls.resendEstablishmentInvitation;
        const item = (await deps.api.call(call, { params: { establishmentId: input.targetId! } })) as ScreenItem;
        return { item };
      }),
    },
    actions: { ...list.actions },
  };
}
