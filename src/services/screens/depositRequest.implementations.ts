// The browser side of the deposit request (docs/screens/depositRequest.md): the account's read, a
// new request, and the request form's draft.
//
//   depositRequestMachine.provide(createDepositRequestImplementations({ api, drafts, logger }))
import { fromPromise } from 'xstate';
import { depositRequestCalls } from '../../../contract/screens/depositRequest';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { actionDrafts, type ScreenDeps } from '../screens';

export function createDepositRequestImplementations(deps: ScreenDeps) {
  const drafts = actionDrafts('depositRequest', deps);
  return {
    actors: {
      loadItem: fromPromise<ScreenItem>(async () => (await deps.api.call(depositRequestCalls.getDepositAccount)) as ScreenItem),
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        await deps.api.call(depositRequestCalls.requestDeposit, { body: input.body });
        // The account is read again (the action's effect): the answer needs no storing.
        return undefined;
      }),
      ...drafts.actors,
    },
    actions: {
      ...drafts.actions,
      logRefreshFailed: (_: unknown, params: { error: unknown }) =>
        deps.logger.log('warn', `The deposit request could not be read again: ${errorText(params.error)}`),
    },
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
