// The browser side of a worker's planning (docs/screens/workerPlanning.md): their missions and the
// server's today, read once.
//
//   workerPlanningMachine.provide(createWorkerPlanningImplementations({ api }))
import { fromPromise } from 'xstate';
import { workerPlanningCalls } from '../../../contract/screens/workerPlanning';
import type { WorkerPlanning } from '../../../machines/domain/planning';
import type { ScreenDeps } from '../screens';

export function createWorkerPlanningImplementations(deps: Pick<ScreenDeps, 'api'>) {
  return {
    actors: {
      loadPlanning: fromPromise<WorkerPlanning>(async () => (await deps.api.call(workerPlanningCalls.getWorkerPlanning)) as WorkerPlanning),
    },
  };
}
