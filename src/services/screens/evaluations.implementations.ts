// The browser side of the back office's evaluation requests (docs/screens/evaluations.md): the
// list's pages and the send, which is also the resend (the same call).
//
//   evaluationsMachine.provide(createEvaluationsImplementations(deps))
import { fromPromise } from 'xstate';
import { evaluationsCalls } from '../../../contract/screens/evaluations';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { listImplementations, type ScreenDeps } from '../screens';

export function createEvaluationsImplementations(deps: ScreenDeps) {
  const list = listImplementations('evaluations', evaluationsCalls.getEvaluations, deps);
  return {
    actors: {
      ...list.actors,
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        const item = await deps.api.call(evaluationsCalls.sendEvaluation, { params: { evaluationId: input.targetId! } });
        return { item: item as ScreenItem };
      }),
    },
    actions: { ...list.actions },
  };
}
