// The app machine's maintenance region: on the maintenance screen, the front URL is loaded again
// after its delay (spec sections 2 and 9).
import { appSetup } from './app.setup';

export const maintenanceRegion = appSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'isMaintenanceLocation', target: 'waitingToReload' },
    },
    waitingToReload: {
      always: { guard: 'isNotMaintenanceLocation', target: 'idle' },
      // The maintenance screen reloads the front URL after its delay (spec section 9).
      after: {
        maintenanceReload: {
          target: 'reloading',
          actions: { type: 'reloadFrontUrl', params: ({ context }) => ({ url: context.settings!.frontUrl }) },
        },
      },
    },
    // The page is being replaced; if it was not (same URL), leaving the route resets this.
    reloading: {
      always: { guard: 'isNotMaintenanceLocation', target: 'idle' },
    },
  },
});
