// The browser side of the alerts machine: alerts from the alerts API (the HTTP client sends that
// call without Authorization, spec section 7) and the log line of a failed load.
//
//   alertsMachine.provide(createAlertsImplementations({ api, logger }))
import { fromPromise } from 'xstate';
import type { Alert } from '../../machines/domain/types';
import type { Api } from './api';
import { describeError, type Logger } from './logger';

export interface AlertsDeps {
  api: Pick<Api, 'getAlerts'>;
  logger: Pick<Logger, 'log'>;
}

export function createAlertsImplementations(deps: AlertsDeps) {
  return {
    actors: {
      loadAlerts: fromPromise<Alert[]>(() => deps.api.getAlerts()),
    },
    actions: {
      // A warning, not an error: the portal works without its alerts.
      logLoadFailure: (_: unknown, params: { error: unknown }) =>
        deps.logger.log('warn', `Alerts could not be loaded: ${describeError(params.error)}`),
    },
  };
}
