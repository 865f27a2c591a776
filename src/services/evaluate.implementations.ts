// The browser side of the evaluation landing page (docs/screens/evaluate.md): the request a link
// names and the answer, both without a bearer token (the contract's calls say so); a failure that is
// not the link's own answer is logged, its message redacted like every log (the token too).
//
//   evaluateMachine.provide(createEvaluateImplementations(deps)), which `evaluateLogic` returns to the
//   composition root: the page runs without a session, so not through the app's screen loader.
import { fromPromise } from 'xstate';
import { evaluationsCalls } from '../../contract/screens/evaluations';
import { evaluateMachine, type EvaluationForm } from '../../machines/evaluate/evaluate.machine';
import type { Api } from './api';
import type { Logger } from './logger';

export interface EvaluateDeps {
  api: Pick<Api, 'call'>;
  logger: Pick<Logger, 'log'>;
}

export function createEvaluateImplementations(deps: EvaluateDeps) {
  return {
    actors: {
      loadForm: fromPromise<EvaluationForm, { token: string }>(
        async ({ input }) => (await deps.api.call(evaluationsCalls.getEvaluationForm, { query: { token: input.token } })) as EvaluationForm,
      ),
      sendAnswer: fromPromise<EvaluationForm, { token: string; rating: number; comment: string }>(
        async ({ input }) => (await deps.api.call(evaluationsCalls.answerEvaluation, { body: input })) as EvaluationForm,
      ),
    },
    actions: {
      logFailed: (_: unknown, params: { error: unknown }) =>
        deps.logger.log(
          'warn',
          `The evaluation page failed: ${params.error instanceof Error ? params.error.message : String(params.error)}`,
        ),
    },
  };
}

/** The page's machine with its effects, in this chunk (the page's), for the composition root. */
export function evaluateLogic(deps: EvaluateDeps) {
  return evaluateMachine.provide(createEvaluateImplementations(deps));
}
