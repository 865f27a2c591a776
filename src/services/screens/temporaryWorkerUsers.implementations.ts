// The browser side of temporary workers › users (docs/screens/temporaryWorkerUsers.md): the list's
// pages (its tab and the agency-folder selection in the query) and the account lifecycle's four calls.
//
//   temporaryWorkerUsersMachine.provide(createTemporaryWorkerUsersImplementations(deps))
import { fromPromise } from 'xstate';
import { temporaryWorkerUsersCalls } from '../../../contract/screens/temporaryWorkerUsers';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { listImplementations, type ScreenDeps } from '../screens';

const CALLS = {
  invite: temporaryWorkerUsersCalls.inviteTemporaryWorker,
  resend: temporaryWorkerUsersCalls.resendTemporaryWorkerInvitation,
  deactivate: temporaryWorkerUsersCalls.deactivateTemporaryWorker,
  reactivate: temporaryWorkerUsersCalls.reactivateTemporaryWorker,
} as const;

export function createTemporaryWorkerUsersImplementations(deps: ScreenDeps) {
  const list = listImplementations('temporaryWorkerUsers', temporaryWorkerUsersCalls.getTemporaryWorkerUsers, deps);
  return {
    actors: {
      ...list.actors,
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        const call = CALLS[input.action as keyof typeof CALLS];
        const item = (await deps.api.call(call, { params: { workerId: input.targetId! } })) as ScreenItem;
        return { item };
      }),
    },
    actions: { ...list.actions },
  };
}
