// The app machine's boot (spec section 4 and docs/decisions.md "Boot"): settings, the local-storage
// version rule, then `ready`, whose texts region (app.texts.ts) loads the translations beside the
// session; a failed step shows the failure screen, a 503 the maintenance screen.
import { appSetup } from './app.setup';

/**
 * Every boot step fails the same way: the screen names the file (and field), the log gets it.
 * A 503 is the host's maintenance, not a broken file: the maintenance screen (spec section 8).
 */
export const BOOT_FAILED = [
  {
    guard: { type: 'isMaintenanceError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    target: '#app.bootMaintenance',
  },
  {
    target: '#app.bootFailed',
    actions: [
      { type: 'assignBootError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      { type: 'logBootError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    ],
  },
] as const;

export const bootingState = appSetup.createStateConfig({
  initial: 'loadingSettings',
  // The location is recorded during boot too, so the ready state starts from the real URL.
  on: { 'LOCATION.CHANGED': { actions: 'assignLocation' } },
  states: {
    loadingSettings: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: {
          target: 'preparingStorage',
          actions: { type: 'assignSettings', params: ({ event }) => event.output },
        },
        onError: BOOT_FAILED,
      },
    },
    preparingStorage: {
      // The local-storage version rule runs before anything else reads local storage.
      invoke: {
        id: 'prepareStorage',
        src: 'prepareStorage',
        input: ({ context }) => ({ localStorageVersion: context.settings!.localStorageVersion, deviceId: context.settings!.deviceId }),
        // The session starts now, beside the texts (the texts region of `ready`).
        onDone: {
          target: '#app.ready',
          actions: [
            { type: 'assignStoredLanguage', params: ({ event }) => event.output },
            { type: 'assignStorage', params: ({ event }) => event.output },
          ],
        },
        // Local storage has no maintenance: only the failure screen.
        onError: BOOT_FAILED[1],
      },
    },
  },
});

export const bootFailedState = appSetup.createStateConfig({
  on: { 'BOOT.RETRY': { target: 'booting' } },
});

export const bootMaintenanceState = appSetup.createStateConfig({
  // The maintenance screen with the built-in texts; after its delay the page loads again.
  after: { maintenanceReload: { actions: 'reloadPage' } },
});
