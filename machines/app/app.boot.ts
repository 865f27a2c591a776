// The app machine's boot (spec section 4 and docs/decisions.md "Boot"): settings, the local-storage
// version rule, then `ready`, whose texts region (app.texts.ts) loads the translations beside the
// session; a failed step shows the failure screen, a 503 the maintenance screen.
import { MAINTENANCE_RELOAD_MS } from '../domain/constants';
import { inWords } from '../domain/figures';
import { placeholderAction } from '../placeholders';
import { type BootError, isBootError } from '../domain/settingsValidation';
import { type AppGuardArgs, appAssign } from './app.typed';
import type { AppStateConfig, LoadedSettings, PreparedStorage } from './app.setup';

// The boot region's own actions and guards, beside its states (app.setup.ts adds them to the machine's setup).
export const bootActions = {
  /** Full page load of the current URL (maintenance during boot: no front URL known yet). */
  reloadPage: placeholderAction('reloadPage'),
  assignStorage: appAssign<PreparedStorage>((_, params: PreparedStorage) => ({
    autoLogoutNotice: params.autoLogoutNotice,
    applicantArea: params.applicantArea,
    userInfo: params.cachedUserInfo,
    device: params.device,
  })),
  logBootError: placeholderAction<{ error: BootError | unknown }>('logBootError'),
  assignSettings: appAssign<LoadedSettings>((_, params: LoadedSettings) => ({
    settings: params.appSettings,
    clientConfiguration: params.clientConfiguration,
    bootError: null,
  })),
  assignStoredLanguage: appAssign<PreparedStorage>({
    language: ({ context }, params: PreparedStorage) => params.language ?? context.language,
  }),
  assignBootError: appAssign<{ error: unknown }>({ bootError: (_, params: { error: unknown }) => toBootError(params.error) }),
};

export const bootGuards = {
  isMaintenanceError: (_: AppGuardArgs, params: { error: unknown }) => isBootError(params.error) && params.error.status === 503,
};

function toBootError(error: unknown): BootError {
  if (isBootError(error)) return error;
  return { file: 'unknown', problem: 'unreachable', detail: error instanceof Error ? error.message : String(error) };
}

/**
 * Every boot step fails the same way: the screen names the file (and field), the log gets it.
 * A 503 is the host's maintenance, not a broken file: the maintenance screen (spec section 8).
 */
export const BOOT_FAILED = [
  {
    guard: { type: 'isMaintenanceError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    target: '#app.bootMaintenance',
    description: 'The file answers 503: the host’s maintenance (§8, decisions.md › Boot)',
  },
  {
    target: '#app.bootFailed',
    actions: [
      { type: 'assignBootError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      { type: 'logBootError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    ],
    description: 'The file is missing or malformed: the failure screen names it (decisions.md › Boot)',
  },
] as const;

export const bootingState = {
  description: 'The boot: the settings, then the local-storage version (§7, §4 Sign-in and user info)',
  initial: 'loadingSettings',
  // The location is recorded during boot too, so the ready state starts from the real URL.
  on: { 'LOCATION.CHANGED': { actions: 'assignLocation', description: 'The URL changes during the boot: recorded (§2)' } },
  states: {
    loadingSettings: {
      description: 'Loads the application settings and the identity-provider configuration (§7, §3 Application settings)',
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: {
          target: 'preparingStorage',
          actions: { type: 'assignSettings', params: ({ event }) => event.output },
          description: 'The settings are valid (§3 Application settings, decisions.md › Boot)',
        },
        onError: BOOT_FAILED,
      },
    },
    preparingStorage: {
      description: 'Clears local storage when its version differs from localStorageVersion (§4 Sign-in and user info)',
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
          description: 'Local storage is ready: the session and the texts start (§4 Sign-in and user info)',
        },
        // Local storage has no maintenance: only the failure screen.
        onError: BOOT_FAILED[1],
      },
    },
  },
} satisfies AppStateConfig;

export const bootFailedState = {
  description: 'The boot failure screen: the file and field, with Retry (decisions.md › Boot)',
  on: { 'BOOT.RETRY': { target: 'booting', description: 'The user retries: boot again (decisions.md › Boot)' } },
} satisfies AppStateConfig;

export const bootMaintenanceState = {
  description: 'The maintenance screen with the built-in texts (§8, decisions.md › Boot)',
  // The maintenance screen with the built-in texts; after its delay the page loads again.
  after: {
    maintenanceReload: {
      actions: 'reloadPage',
      description: `After ${inWords(MAINTENANCE_RELOAD_MS)} the page loads again (§2 Routes outside the layout, §9)`,
    },
  },
} satisfies AppStateConfig;
