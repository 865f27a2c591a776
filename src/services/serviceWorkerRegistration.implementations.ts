// The browser side of the serviceWorkerRegistration machine: the registration itself, and where a
// failure goes. Production builds only (spec section 9): in development, `registerServiceWorker`
// resolves without touching `navigator.serviceWorker`, so the dev server never gets a worker that
// would serve stale modules. The worker file is written by vite-plugin-pwa (`dist/sw.js`, see
// vite.config.ts and docs/security.md for what it caches and why).
//
//   serviceWorkerRegistrationMachine.provide(createServiceWorkerRegistrationImplementations(deps))
import { fromPromise } from 'xstate';
import { describeError, type Logger } from './logger';

export interface ServiceWorkerRegistrationDeps {
  /** `import.meta.env.PROD` in the portal; tests choose. */
  production: boolean;
  /** `navigator.serviceWorker`: absent in insecure contexts and some browsers. */
  container: Pick<ServiceWorkerContainer, 'register'> | undefined;
  /** URL of the worker script (next to index.html), typed for Trusted Types where the browser has them. */
  scriptUrl: () => string;
  /** Where the worker's control starts: the portal's base path. */
  scope: string;
  logger: Pick<Logger, 'log'>;
}

export function createServiceWorkerRegistrationImplementations(deps: ServiceWorkerRegistrationDeps) {
  return {
    actors: {
      registerServiceWorker: fromPromise<void>(async () => {
        if (!deps.production || !deps.container) return;
        // updateViaCache 'none': the browser always asks the server for a new sw.js, whatever the
        // host's cache headers say, so a new build's worker is found on the next load.
        await deps.container.register(deps.scriptUrl(), { scope: deps.scope, updateViaCache: 'none' });
      }),
    },
    actions: {
      logServiceWorkerFailure: (_: unknown, params: { error: unknown }) =>
        deps.logger.log('warn', `Service worker registration failed: ${describeError(params.error)}`),
    },
  };
}
