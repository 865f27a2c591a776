// Root machine of the portal: the boot (settings, storage version, translations), the session
// (sign-in, route guards, inactivity, the shell's alerts, bell and agency folders, logout), the
// in-flight request count, the network status, the language and the global navigation intents
// (maintenance, re-login). Setup and types: app.setup.ts; one file per region: app.boot.ts,
// app.texts.ts, app.session.ts (with its signed-in regions app.route.ts, app.inactivity.ts,
// app.shell.ts, app.profileApproval.ts, app.screen.ts),
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
  description:
    'The portal: the boot, the session from sign-in to logout, the requests in flight, the network, the language (§2, §4, §7, §8)',
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
    screen: null,
  }),
  on: {
    'HTTP.REQUEST_STARTED': { actions: 'countRequestStarted', description: 'A request starts: the in-flight counter goes up (§7)' },
    'HTTP.REQUEST_ENDED': { actions: 'countRequestEnded', description: 'A request ends: the in-flight counter goes down (§7)' },
    'NETWORK.ONLINE': { actions: 'markOnline', description: 'The browser is back online (§8)' },
    'NETWORK.OFFLINE': { actions: 'markOffline', description: 'The browser goes offline: “No Internet Connection” (§8)' },
  },
  initial: 'booting',
  states: {
    booting: bootingState,
    bootFailed: bootFailedState,
    bootMaintenance: bootMaintenanceState,
    ready: {
      description: 'Booted: the session, the maintenance page, the language and the texts run side by side (§2, §4 Sign-in and user info)',
      type: 'parallel',
      // The re-login rule (spec section 8), one decision however many calls answer 401 together.
      // The service worker's registration waits for a stable app: from here (boot done) on, with
      // every change of the request count forwarded to it.
      invoke: [
        { id: 'reLogin', src: 'reLogin' },
        { id: 'serviceWorkerRegistration', src: 'serviceWorkerRegistration', input: ({ context }) => ({ inFlight: context.inFlight }) },
      ],
      on: {
        'HTTP.REQUEST_STARTED': {
          actions: ['countRequestStarted', 'forwardRequestCount'],
          description: 'A request starts: counted, the service worker’s wait told (§7, §9)',
        },
        'HTTP.REQUEST_ENDED': {
          actions: ['countRequestEnded', 'forwardRequestCount'],
          description: 'A request ends: counted, the service worker’s wait told (§7, §9)',
        },
        // Regions react to ROUTE.UPDATED, raised after the location is recorded, so their guards read
        // the new location.
        'LOCATION.CHANGED': {
          actions: ['assignLocation', 'forwardLocationToReLogin', 'announceRoute'],
          description: 'The user moves to another URL: every part decides again (§2)',
        },
        'HTTP.MAINTENANCE': {
          actions: { type: 'navigate', params: { to: MAINTENANCE_PATH, replace: true } },
          description: 'A call answers 503: the maintenance page (§8)',
        },
        'HTTP.UNAUTHORIZED': { actions: 'forwardUnauthorized', description: 'A call answers 401: re-login (§8)' },
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
