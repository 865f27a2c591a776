// The browser side of the agency's planning (docs/screens/agencyPlanning.md): one read per period,
// with the agency-folder selection in effect.
//
//   agencyPlanningMachine.provide(createAgencyPlanningImplementations({ api }))
import { fromPromise } from 'xstate';
import { agencyPlanningCalls } from '../../../contract/screens/agencyPlanning';
import type { PlanningRequest } from '../../../machines/agencyPlanning/agencyPlanning.machine';
import type { AgencyPlanning } from '../../../machines/domain/agencyPlanning';
import type { ScreenDeps } from '../screens';

export function createAgencyPlanningImplementations(deps: Pick<ScreenDeps, 'api'>) {
  return {
    actors: {
      loadPlanning: fromPromise<AgencyPlanning, PlanningRequest>(
        async ({ input }) =>
          (await deps.api.call(agencyPlanningCalls.getAgencyPlanning, {
            query: {
              from: input.period?.from,
              to: input.period?.to,
              folders: input.folders.length > 0 ? input.folders.join(',') : undefined,
            },
          })) as AgencyPlanning,
      ),
    },
  };
}
