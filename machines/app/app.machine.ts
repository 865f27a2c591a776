// Root machine of the portal: the boot (settings, storage version, translations), the session
// (sign-in, route guards, inactivity, the shell's alerts, bell and agency folders, logout), the
// in-flight request count, the network status, the language and the global navigation intents
// (maintenance, re-login). Setup and types: app.setup.ts; one file per region: app.boot.ts,
// app.texts.ts, app.session.ts (with its signed-in regions app.route.ts, app.inactivity.ts,
// app.shell.ts, app.notificationList.ts, app.profileApproval.ts, app.profileScreens.ts),
// app.maintenance.ts, app.language.ts. src/services/app.implementations.ts provides the effects,
// tests provide fakes.
import { DEFAULT_LANGUAGE } from '../domain/constants';
import { bootFailedState, bootingState, bootMaintenanceState } from './app.boot';
import { textsRegion } from './app.texts';
import { languageRegion } from './app.language';
import { maintenanceRegion } from './app.maintenance';
import { sessionRegion } from './app.session';
import { appSetup, MAINTENANCE_PATH } from './app.setup';

// The machine's types stay importable from here, where callers have always found them.
export type {
  AppContext,
  AppEvent,
  AppInput,
  AppLocation,
  InactivityClock,
  LoadedSettings,
  PreparedStorage,
  TranslationsRequest,
} from './app.setup';

export const appMachine = appSetup.createMachine({
  id: 'app',
  context: ({ input }) => ({
    settings: null,
    clientConfiguration: null,
    bootError: null,
    language: DEFAULT_LANGUAGE,
    requestedLanguage: null,
    inFlight: 0,
    online: input.online,
    location: input.location,
    autoLogoutNotice: false,
    applicantArea: null,
    device: { id: '', suggestedName: '', questionDeclined: false },
    userInfo: null,
    inactivityClock: null,
  }),
  on: {
    'HTTP.REQUEST_STARTED': { actions: 'countRequestStarted' },
    'HTTP.REQUEST_ENDED': { actions: 'countRequestEnded' },
    'NETWORK.ONLINE': { actions: 'markOnline' },
    'NETWORK.OFFLINE': { actions: 'markOffline' },
  },
  initial: 'booting',
  states: {
    booting: bootingState,
    bootFailed: bootFailedState,
    bootMaintenance: bootMaintenanceState,
    ready: {
      type: 'parallel',
      // The re-login rule (spec section 8), one decision however many calls answer 401 together.
      // The service worker's registration waits for a stable app: from here (boot done) on, with
      // every change of the request count forwarded to it.
      invoke: [
        { id: 'reLogin', src: 'reLogin' },
        { id: 'serviceWorkerRegistration', src: 'serviceWorkerRegistration', input: ({ context }) => ({ inFlight: context.inFlight }) },
      ],
      on: {
        'HTTP.REQUEST_STARTED': { actions: ['countRequestStarted', 'forwardRequestCount'] },
        'HTTP.REQUEST_ENDED': { actions: ['countRequestEnded', 'forwardRequestCount'] },
        // Regions react to ROUTE.UPDATED, raised after the location is recorded, so their guards read
        // the new location.
        'LOCATION.CHANGED': { actions: ['assignLocation', 'forwardLocationToReLogin', 'announceRoute'] },
        'HTTP.MAINTENANCE': {
          actions: { type: 'navigate', params: { to: MAINTENANCE_PATH, replace: true } },
        },
        'HTTP.UNAUTHORIZED': { actions: 'forwardUnauthorized' },
      },
      states: {
        session: sessionRegion,
        maintenance: maintenanceRegion,
        language: languageRegion,
        texts: textsRegion,
      },
    },
  },
});
