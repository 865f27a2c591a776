// When the service worker is registered (spec section 9: "once the app is stable for 30 seconds, in
// production only"). The app machine invokes it once the boot is done (its `ready` state) and
// forwards the count of requests in flight after every change. "Stable" means no request in flight
// for SERVICE_WORKER_STABLE_MS without interruption: any change of the count while waiting starts
// the wait again (a request that starts and ends within the wait restarts it too). Registration
// happens once; a failure is logged, never shown (the portal works without a service worker).
// Whether the build registers at all (production only) is the browser layer's business: its
// `registerServiceWorker` does nothing in development (src/services/serviceWorker.implementations.ts).
import { assign, setup } from 'xstate';
import { SERVICE_WORKER_STABLE_MS } from '../domain/constants';
import { placeholderAction, placeholderActor } from '../placeholders';
import { inWords } from '../domain/figures';

export interface ServiceWorkerRegistrationInput {
  /** Requests in flight when the boot ended. */
  inFlight: number;
}

export type ServiceWorkerRegistrationEvent = { type: 'REQUESTS.CHANGED'; inFlight: number };

export interface ServiceWorkerRegistrationContext {
  inFlight: number;
}

export const serviceWorkerRegistrationMachine = setup({
  types: {
    context: {} as ServiceWorkerRegistrationContext,
    events: {} as ServiceWorkerRegistrationEvent,
    input: {} as ServiceWorkerRegistrationInput,
  },
  actors: {
    registerServiceWorker: placeholderActor<void>('registerServiceWorker'),
  },
  actions: {
    assignInFlight: assign({ inFlight: (_, params: { inFlight: number }) => params.inFlight }),
    logServiceWorkerFailure: placeholderAction<{ error: unknown }>('logServiceWorkerFailure'),
  },
  guards: {
    hasNoRequestInFlight: ({ context }) => context.inFlight === 0,
  },
  delays: {
    serviceWorkerStableDelay: SERVICE_WORKER_STABLE_MS,
  },
}).createMachine({
  id: 'serviceWorkerRegistration',
  description: `Registers the service worker once the app is stable for ${inWords(SERVICE_WORKER_STABLE_MS)} (§9, decisions.md › Service worker, manifest, CSP, tokens)`,
  context: ({ input }) => ({ inFlight: input.inFlight }),
  initial: 'waiting',
  states: {
    waiting: {
      description: `Waits for ${inWords(SERVICE_WORKER_STABLE_MS)} without a request in flight (§9)`,
      // Every change of the count targets the wait itself, which restarts its child states: the
      // 30 s start again from the last change.
      on: {
        'REQUESTS.CHANGED': {
          target: 'waiting',
          actions: { type: 'assignInFlight', params: ({ event }) => ({ inFlight: event.inFlight }) },
          description: `Requests in flight change: the ${inWords(SERVICE_WORKER_STABLE_MS)} start again (§9)`,
        },
      },
      initial: 'busy',
      states: {
        busy: {
          description: 'Requests are in flight: not stable (§7, §9)',
          always: { guard: 'hasNoRequestInFlight', target: 'stable', description: 'No request in flight: stable (§9)' },
        },
        stable: {
          description: `Stable: counting ${inWords(SERVICE_WORKER_STABLE_MS)} (§9)`,
          after: {
            serviceWorkerStableDelay: {
              target: '#serviceWorkerRegistration.registering',
              description: `Stable for ${inWords(SERVICE_WORKER_STABLE_MS)}: register the service worker (§9)`,
            },
          },
        },
      },
    },
    registering: {
      description: 'Registers the service worker (§9)',
      invoke: {
        id: 'registerServiceWorker',
        src: 'registerServiceWorker',
        onDone: { target: 'registered', description: 'Registered (§9)' },
        onError: {
          target: 'failed',
          actions: { type: 'logServiceWorkerFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'Registration fails: logged, never shown (decisions.md › Service worker, manifest, CSP, tokens)',
        },
      },
    },
    // Not final: the app keeps forwarding the count, which must find the child still there.
    registered: { description: 'The service worker is registered, once (§9)' },
    failed: { description: 'No service worker; the portal works without it (decisions.md › Service worker, manifest, CSP, tokens)' },
  },
});
