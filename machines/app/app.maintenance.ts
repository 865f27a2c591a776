// The app machine's maintenance region: on the maintenance screen, the front URL is loaded again
// after its delay (spec sections 2 and 9).
import { MAINTENANCE_RELOAD_MS } from '../domain/constants';
import { inWords } from '../domain/figures';
import { placeholderAction } from '../placeholders';
import type { AppGuardArgs } from './app.typed';
import { MAINTENANCE_PATH } from './app.context';
import type { AppStateConfig } from './app.setup';

// The maintenance region's own actions and guards, beside its states (app.setup.ts adds them to the machine's setup).
export const maintenanceActions = {
  /** Full page load of the front URL (maintenance screen, after its delay). */
  reloadFrontUrl: placeholderAction<{ url: string }>('reloadFrontUrl'),
};

export const maintenanceGuards = {
  isMaintenanceLocation: ({ context }: AppGuardArgs) => context.location.path === MAINTENANCE_PATH,
  isNotMaintenanceLocation: ({ context }: AppGuardArgs) => context.location.path !== MAINTENANCE_PATH,
};

export const maintenanceRegion = {
  description: 'The maintenance page’s reload (§2 Routes outside the layout, §9)',
  initial: 'idle',
  states: {
    idle: {
      description: 'Not on the maintenance page (§2 Routes outside the layout)',
      always: { guard: 'isMaintenanceLocation', target: 'waitingToReload', description: 'On /maintenance (§2 Routes outside the layout)' },
    },
    waitingToReload: {
      description: `The maintenance page waits ${inWords(MAINTENANCE_RELOAD_MS)} (§2 Routes outside the layout, §9)`,
      always: {
        guard: 'isNotMaintenanceLocation',
        target: 'idle',
        description: 'The user left the maintenance page (§2 Routes outside the layout)',
      },
      // The maintenance screen reloads the front URL after its delay (spec section 9).
      after: {
        maintenanceReload: {
          target: 'reloading',
          actions: { type: 'reloadFrontUrl', params: ({ context }) => ({ url: context.settings!.frontUrl }) },
          description: `After ${inWords(MAINTENANCE_RELOAD_MS)} the front URL of the settings loads again (§2 Routes outside the layout, §9)`,
        },
      },
    },
    // The page is being replaced; if it was not (same URL), leaving the route resets this.
    reloading: {
      description: 'The front URL is loading (§2 Routes outside the layout)',
      always: {
        guard: 'isNotMaintenanceLocation',
        target: 'idle',
        description: 'The page did not change: leaving the route resets it (§2 Routes outside the layout)',
      },
    },
  },
} satisfies AppStateConfig;
