// The app machine's maintenance region: on the maintenance screen, the front URL is loaded again
// after its delay (spec sections 2 and 9).
import { appSetup } from './app.setup';
import { MAINTENANCE_RELOAD_MS } from '../domain/constants';
import { inWords } from '../domain/figures';

export const maintenanceRegion = appSetup.createStateConfig({
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
});
