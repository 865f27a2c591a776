// Model-based tests of the root app machine: boot, session routing, maintenance, language, counts.
// Children (signIn, inactivity, alerts, bell, agencyFolders) have their own models; in the paths
// their outcomes are inputs, and a run with the real children checks the wiring between them.
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { createMachine, fromPromise, type SnapshotFrom } from 'xstate';
import { createListMachine } from '../../machines/families/list';
import { appMachine, type PreparedStorage } from '../../machines/app/app.machine';
import type { SignInOutput } from '../../machines/signIn/signIn.machine';
import type { UserInfo } from '../../machines/domain/types';
import { INACTIVITY_TIMEOUT_MS, MAINTENANCE_RELOAD_MS } from '../../machines/domain/constants';
import { signInMachine } from '../../machines/signIn/signIn.machine';
import { inactivityMachine } from '../../machines/inactivity/inactivity.machine';
import { alertsMachine } from '../../machines/alerts/alerts.machine';
import { agencyFoldersMachine } from '../../machines/agencyFolders/agencyFolders.machine';
import { displayConfigFor } from '../../machines/domain/notificationTypes';
import type { RaisedFailure } from '../../machines/domain/failures';
import { CONTRACT, PROFILE } from './notificationFixtures';
import {
  assertJointCoverage,
  createModel,
  expectChildEffect,
  expectEffect,
  expectNoEffect,
  expectNotSent,
  expectSent,
  type EventVariants,
  type IgnoredEvents,
  type Oracle,
  type OracleCheck,
} from './harness';
import { bellMachine } from '../../machines/bell/bell.machine';
import { connectionMachine } from '../../machines/connection/connection.machine';
import { profileApprovalMachine } from '../../machines/profileApproval/profileApproval.machine';
import { publishJourneys } from './journeys';
import { userInfo as user } from '../support/fixtures';
import { loadedSettings, preparedStorage } from '../support/fixtures';

const settings = loadedSettings();

const storage = preparedStorage;

const signedInWorker: SignInOutput = { result: 'signedIn', userInfo: user({}), returnUrl: '/contracts', deviceQuestionDeclined: false };
const signedInAdmin: SignInOutput = {
  result: 'signedIn',
  userInfo: user({ userType: 'internalUser', roles: ['administrator'] }),
  returnUrl: null,
  deviceQuestionDeclined: false,
};

const bootOutcomes = {
  'xstate.done.actor.loadSettings': [{ output: settings }],
  'xstate.error.actor.loadSettings': [
    { error: { file: 'settings/appsettings.json', problem: 'notJson' } },
    { error: { file: 'settings/appsettings.json', problem: 'unreachable', status: 503 } },
  ],
  'xstate.error.actor.prepareStorage': [{ error: new Error('storage refused') }],
  'xstate.done.actor.loadTranslations': [{ output: undefined }],
  'xstate.error.actor.loadTranslations': [
    { error: { file: 'i18n/core/fr.json', problem: 'unreachable' } },
    { error: { file: 'i18n/core/fr.json', problem: 'unreachable', status: 503 } },
  ],
} as const;

const sessionOutcomes = {
  'xstate.done.actor.checkAuth': [{ output: { authenticated: true } }, { output: { authenticated: false } }],
  'xstate.error.actor.checkAuth': [{ error: new Error('storage') }],
  'xstate.done.actor.signIn': [
    { output: signedInWorker },
    { output: signedInAdmin },
    { output: { result: 'forbidden' } },
    { output: { result: 'halted' } },
  ],
  'xstate.done.actor.readInactivityClock': [{ output: { lastClick: null, now: 0 } }],
  'xstate.error.actor.readInactivityClock': [{ error: new Error('storage') }],
  'xstate.done.actor.inactivity': [{ output: undefined }],
  'xstate.done.actor.signOut': [{ output: undefined }],
  'xstate.error.actor.signOut': [{ error: new Error('provider unreachable') }],
  // The signed-in session's code, with the layout's chunk (its failure: the boot-order model below).
  'xstate.done.actor.loadShell': [{ output: undefined }],
  'xstate.error.actor.loadShell': [],
  // The screens have their own model below.
  'xstate.done.actor.loadScreen': [],
  'xstate.error.actor.loadScreen': [],
  // The profile-approval region has its own model below.
  'PROFILE.APPROVAL_SETTLED': [],
  'xstate.done.actor.profileApproval': [],
  'xstate.done.actor.refreshUserInfo': [],
  'xstate.error.actor.refreshUserInfo': [],
} as const;

type Check = OracleCheck<typeof appMachine>;

/** The state the path was in before this step (the live one in a run). */
const previous = (check: Check) => (check.index > 0 ? check.path.steps[check.index - 1].state : undefined);
const wasIn = (check: Check, stateId: string) => Boolean(previous(check)?._nodes.some((node: { id: string }) => node.id === stateId));
const lastInvocation = (check: Check, src: string) => check.invocations.filter((i) => i.src === src).at(-1);
const startedThisStep = (check: Check, src: string) =>
  check.invocations.slice(check.invocations.length - newInvocations(check)).some((i) => i.src === src);
/** How many invocations this step started (counted per path). */
const invocationCounts = new WeakMap<object, number[]>();
function newInvocations(check: Check): number {
  const counts = invocationCounts.get(check.path) ?? [];
  counts[check.index] = check.invocations.length;
  invocationCounts.set(check.path, counts);
  return check.invocations.length - (check.index > 0 ? (counts[check.index - 1] ?? 0) : 0);
}

/** The children whose code comes with the layout's chunk (loadShell) do not run before it is there. */
function expectNoSessionChildren(check: Check) {
  const { children } = check.snapshot;
  for (const id of ['inactivity', 'bell', 'agencyFolders', 'toaster', 'popup', 'banner', 'connection', 'profileApproval'] as const) {
    expect(children[id], id).toBeUndefined();
  }
  // The alert slider's call does not wait for it.
  expect(children.alerts).toBeDefined();
}

/** Where a signed-in user's navigation is sent (spec section 2, decisions.md "Route access", "Applicant area"). */
function expectedRedirect(path: string, context: Check['snapshot']['context']): string {
  const worker = context.userInfo?.userType === 'worker';
  if (path === '/account') return '/home'; // guest-only: the landing route of both test users
  if (path === '/applicant') return '/home'; // not a worker
  if (worker && context.applicantArea === 'worker') return '/applicant';
  return '/home'; // a refused route: the landing route, /home for both test users
}

/**
 * Spec section 2: the authorised layout holds the empty path and the table's routes (with their
 * sub-paths); a redirect decided by the route guard counts where it leads (expectedRedirect).
 */
const LAYOUT_ROOTS = ['/home', '/contracts', '/invoices', '/my-profile', '/parameters', '/faq'];
function expectedInLayout(path: string, context: Check['snapshot']['context']): boolean {
  const worker = context.userInfo?.userType === 'worker';
  if (path === '/account') return true; // → /home
  if (LAYOUT_ROOTS.some((root) => path === root || path.startsWith(`${root}/`))) return !(worker && context.applicantArea === 'worker'); // else → /applicant
  return false; // /applicant, /evaluate, /maintenance, /forbidden…
}

/**
 * Spec sections 2 and 4: the screens behind the sign-in (the layout's, /applicant) and the login
 * callback sign in at once; public screens, /autologin (a redirect), the guest-only screens and
 * unknown paths (an authentication check first) do not.
 */
const NO_SIGN_IN_AT_ONCE = [
  '/forbidden',
  '/maintenance',
  '/evaluate',
  '/document-preview',
  '/autologin',
  '/account',
  '/landing',
  '/guest-rh',
  '/no-such-page',
];
const signsInAtOnce = (path: string) => !NO_SIGN_IN_AT_ONCE.includes(path);

/** When the maintenance screen appeared on this path (simulated clock). */
const maintenanceSince = new WeakMap<object, number>();

/**
 * What must be true in each state of the app machine, from the spec (sections 2, 4, 6, 8, 9) and
 * decisions.md. Shared by every model and run of the machine.
 */
const appOracle: Oracle<typeof appMachine> = {
  // Records the invocations of every step, so startedThisStep counts from the previous step in any state.
  app: (check) => {
    newInvocations(check);
  },
  // ---- boot: settings, then the storage version rule, then translations -----------------------
  'app.booting': (check) => {
    if (check.event.type === 'LOCATION.CHANGED') expect(check.snapshot.context.location.path).toBe(check.event.path);
    expectNoEffect(check, 'navigate');
  },
  'app.booting.loadingSettings': (check) => {
    // Entered at the start, or by BOOT.RETRY: the settings are fetched again.
    if (check.entered) expect(startedThisStep(check, 'loadSettings')).toBe(true);
    else expect(startedThisStep(check, 'loadSettings')).toBe(false);
  },
  'app.booting.preparingStorage': (check) => {
    if (check.event.type !== 'xstate.done.actor.loadSettings') return;
    const { appSettings } = check.event.output as typeof settings;
    expect(lastInvocation(check, 'prepareStorage')?.input).toEqual({
      localStorageVersion: appSettings.localStorageVersion,
      deviceId: appSettings.deviceId,
    });
  },
  // ---- texts: loaded beside the session (user info does not wait for the tenant's file)
  'app.ready.texts.loading': (check) => {
    expectNoEffect(check, 'applyBranding');
    if (check.event.type !== 'xstate.done.actor.prepareStorage') return;
    const stored = check.event.output as PreparedStorage;
    // French unless the stored language says otherwise; the tenant's files.
    expect(lastInvocation(check, 'loadTranslations')?.input).toEqual({
      tenant: 'alpha',
      language: stored.language ?? 'fr',
      purpose: 'boot',
    });
    // In the same step, a screen behind the sign-in starts it (its user info), the texts still on
    // their way; a public screen starts none.
    expect(startedThisStep(check, 'signIn')).toBe(signsInAtOnce(check.snapshot.context.location.path));
  },
  'app.ready.texts.loaded': (check) => {
    if (check.event.type !== 'xstate.done.actor.loadTranslations') return;
    expectEffect(check, 'applyBranding', { tenant: 'alpha' });
    // The sign-in did not wait for this answer: it was started at an earlier step.
    if (signsInAtOnce(check.snapshot.context.location.path)) {
      expect(startedThisStep(check, 'signIn')).toBe(false);
      expect(check.invocations.some((i) => i.src === 'signIn')).toBe(true);
    }
  },
  'app.bootFailed': (check) => {
    // The screen names the file; the log gets the error.
    const { error } = check.event as { error?: { file?: string } };
    if (check.event.type.startsWith('xstate.error.actor.')) {
      expectEffect(check, 'logBootError', { error });
      expect(check.snapshot.context.bootError?.file).toBe(error?.file ?? 'unknown');
    }
  },
  'app.bootMaintenance': (check) => {
    // A 503 during the boot: the maintenance screen, reloaded after 30 s (spec sections 8, 9).
    if (check.event.type.startsWith('xstate.error.actor.')) {
      expect((check.event as { error?: { status?: number } }).error?.status).toBe(503);
      expectNoEffect(check, 'logBootError');
      maintenanceSince.set(check.path, check.clock.now());
    }
    if (check.event.type === 'xstate.after.maintenanceReload.app.bootMaintenance') {
      expectEffect(check, 'reloadPage');
      expect(check.clock.now() - (maintenanceSince.get(check.path) ?? NaN)).toBe(MAINTENANCE_RELOAD_MS);
    } else {
      expectNoEffect(check, 'reloadPage');
    }
  },

  // ---- ready: global rules -------------------------------------------------------------------
  'app.ready': (check) => {
    const { event, snapshot } = check;
    if (event.type === 'LOCATION.CHANGED')
      expect(snapshot.context.location).toEqual({ path: event.path, search: event.search, state: event.state });
    // HTTP 503 on any call: the maintenance page; HTTP 401: a re-login back to this URL.
    if (event.type === 'HTTP.MAINTENANCE') expectEffect(check, 'navigate', { to: '/maintenance', replace: true });
    // Every 401 goes to the reLogin child, which decides once for calls failing together; it hears
    // every location to know when to arm again.
    const { location, clientConfiguration } = snapshot.context;
    if (event.type === 'HTTP.UNAUTHORIZED') {
      expectSent(check, 'reLogin', {
        type: 'UNAUTHORIZED',
        returnUrl: location.path + location.search,
        unauthorizedRoute: clientConfiguration!.unauthorized_route,
      });
    } else {
      expectNotSent(check, 'reLogin', 'UNAUTHORIZED');
    }
    if (event.type === 'LOCATION.CHANGED') expectSent(check, 'reLogin', { type: 'LOCATION.CHANGED', path: event.path });
    // The in-flight counter drives the loading flag; the network status is kept.
    const before = previous(check)?.context;
    if (event.type === 'HTTP.REQUEST_STARTED' && before) expect(snapshot.context.inFlight).toBe(before.inFlight + 1);
    if (event.type === 'HTTP.REQUEST_ENDED' && before) expect(snapshot.context.inFlight).toBe(Math.max(0, before.inFlight - 1));
    // Spec section 9: the service worker waits for a stable app, so its child hears every new count
    // (and, started with the boot's count, nothing else).
    if (event.type === 'HTTP.REQUEST_STARTED' || event.type === 'HTTP.REQUEST_ENDED') {
      expectSent(check, 'serviceWorkerRegistration', { type: 'REQUESTS.CHANGED', inFlight: snapshot.context.inFlight });
    } else {
      expectNotSent(check, 'serviceWorkerRegistration');
    }
    if (check.entered) {
      expect(check.invocations.filter((i) => i.src === 'serviceWorkerRegistration').at(-1)?.input).toEqual({
        inFlight: snapshot.context.inFlight,
      });
    }
    if (event.type === 'NETWORK.OFFLINE') expect(snapshot.context.online).toBe(false);
    if (event.type === 'NETWORK.ONLINE') expect(snapshot.context.online).toBe(true);
  },

  // ---- session -------------------------------------------------------------------------------
  'app.ready.session.anonymous': (check) => {
    // Public screens and signed-out guests: no sign-in running, no login started.
    expect(check.snapshot.children.signIn).toBeUndefined();
    expectNoEffect(check, 'startLogin');
    if (check.event.type === 'xstate.done.actor.checkAuth') expect(check.event.output).toEqual({ authenticated: false });
  },
  'app.ready.session.autologin.showingNotice': (check) => {
    // "Signed out after inactivity" once: the stored flag is removed as the notice shows.
    expect(check.snapshot.context.autoLogoutNotice).toBe(true);
    expect(check.history.some((e) => e.type === 'forgetAutoLogoutFlag')).toBe(true);
    expectNoEffect(check, 'startLogin');
  },
  'app.ready.session.autologin.checkingSession': (check) => {
    // "any other path" first asks whether the tab has a session; no login yet.
    expect(check.snapshot.context.location.path).toBe('/no-such-page');
    if (check.entered) expect(startedThisStep(check, 'checkAuth')).toBe(true);
    expectNoEffect(check, 'startLogin');
  },
  'app.ready.session.autologin.resuming': (check) => {
    // A signed-in user on an unknown path takes the forceLogin path: no prompt, no return URL.
    expect(check.event.type).toBe('xstate.done.actor.checkAuth');
    expect((check.event as { output?: unknown }).output).toEqual({ authenticated: true });
    expectEffect(check, 'startLogin', { returnUrl: null, prompt: undefined });
  },
  'app.ready.session.autologin.redirecting': (check) => {
    // The identity provider's login, with a fresh prompt unless forceLogin is literally true.
    expect(check.snapshot.context.autoLogoutNotice).toBe(false);
    if (check.entered) {
      const forceLogin = (check.snapshot.context.location.state as { forceLogin?: unknown } | undefined)?.forceLogin === true;
      expectEffect(check, 'startLogin', { returnUrl: null, prompt: forceLogin ? undefined : 'login' });
    }
  },
  'app.ready.session.checkingGuest': (check) => {
    // account, landing, guest-rh are for unauthenticated users: the check runs first.
    if (check.entered) {
      expect(['/account', '/landing', '/guest-rh']).toContain(check.snapshot.context.location.path);
      expect(startedThisStep(check, 'checkAuth')).toBe(true);
    }
    expect(check.snapshot.children.checkAuth).toBeDefined();
  },
  'app.ready.session.completingLogin': (check) => {
    const { path, search } = check.snapshot.context.location;
    if (!check.entered) return;
    expect(path).toBe('/success-login');
    expect(lastInvocation(check, 'signIn')?.input).toMatchObject({
      mode: 'callback',
      requestedUrl: path + search,
      hasUserData: check.snapshot.context.userInfo !== null,
      maxIatOffsetSeconds: 300,
      deviceId: 'device-1',
    });
  },
  'app.ready.session.authorised.authenticating': (check) => {
    const { path, search } = check.snapshot.context.location;
    // User info is still pending and the alerts call is already running.
    expect(check.snapshot.children.signIn).toBeDefined();
    expect(check.snapshot.children.alerts).toBeDefined();
    if (!check.entered) return;
    // The requested URL is saved for after the login; the applicant area comes back to /home.
    expect(lastInvocation(check, 'signIn')?.input).toMatchObject({
      mode: 'ensure',
      requestedUrl: path === '/applicant' ? '/home' : path + search,
      hasUserData: check.snapshot.context.userInfo !== null,
      // The cached user info lets signIn check the device alongside the user info.
      cachedUserInfo: check.snapshot.context.userInfo,
    });
    // The alert slider's call needs no user, so it goes out beside user info, not after it.
    expect(startedThisStep(check, 'alerts')).toBe(true);
  },
  'app.ready.session.leaving': (check) => {
    const { event } = check;
    if (event.type === 'xstate.done.actor.signIn') {
      const output = event.output as SignInOutput;
      // User info 403: the forbidden route; 401/503 are the HTTP rule's (nothing here).
      if (output.result === 'forbidden') expectEffect(check, 'navigate', { to: '/forbidden', replace: true });
      else expectNoEffect(check, 'navigate');
    }
    // The provider could not be reached at logout: the sign-in entry.
    if (event.type === 'xstate.error.actor.signOut') expectEffect(check, 'navigate', { to: '/autologin', replace: true });
  },
  'app.ready.session.authorised.loadingShell': (check) => {
    const { event, snapshot } = check;
    if (event.type === 'xstate.done.actor.signIn') {
      const output = event.output as Extract<SignInOutput, { result: 'signedIn' }>;
      expect(snapshot.context.userInfo).toEqual(output.userInfo);
      expectEffect(check, 'cacheUserInfo', { userInfo: output.userInfo });
      // "Not now" on the device question holds for the rest of the tab's session.
      expect(snapshot.context.device.questionDeclined).toBe(output.deviceQuestionDeclined);
      // Back to the requested URL after a login callback, else post_login_route.
      if (wasIn(check, 'app.ready.session.completingLogin')) {
        expectEffect(check, 'navigate', { to: output.returnUrl ?? '/home', replace: true });
      }
    }
    // Signed in, the session's code is loaded (or loaded again on Retry) before its children run.
    if (check.entered) expect(startedThisStep(check, 'loadShell')).toBe(true);
    expectNoSessionChildren(check);
  },
  'app.ready.session.authorised.shellUnavailable': (check) => {
    const { event } = check;
    // The layout's chunk could not be loaded: logged as a screen's, a message with Retry.
    if (event.type === 'xstate.error.actor.loadShell') expectEffect(check, 'logScreenUnavailable', { error: event.error });
    expectNoSessionChildren(check);
  },
  'app.ready.session.authorised.signedIn': (check) => {
    const { event, snapshot } = check;
    // The session's code arrived: what the session runs starts (each region's oracle says what).
    if (check.entered) expect(event.type).toBe('xstate.done.actor.loadShell');
    // The shell's actors: alerts and the shared error dialog for everyone.
    expect(snapshot.children.alerts).toBeDefined();
    expect(snapshot.children.errorDialog).toBeDefined();
    // A failure raised by a child goes to the one error dialog, as raised.
    if (event.type === 'FAILURE.RAISED') expectSent(check, 'errorDialog', event);
    // A notification's redirect: its route (query params included) with its state.
    if (event.type === 'NOTIFICATION.REDIRECT') expectEffect(check, 'navigate', { to: event.redirect.to, state: event.redirect.state });
  },
  'app.ready.session.authorised.signedIn.route.redirecting': (check) => {
    const { snapshot } = check;
    if (check.entered) {
      expectEffect(check, 'navigate', { to: expectedRedirect(snapshot.context.location.path, snapshot.context), replace: true });
    }
  },
  'app.ready.session.authorised.signedIn.route.entered': (check) => {
    const { event, snapshot } = check;
    // An allowed page is not redirected (a screen opened without its tab is sent to it: the screen region's).
    if (event.type === 'LOCATION.CHANGED' && expectedScreen(snapshot.context.location.path, snapshot.context.userInfo!) !== 'tabless')
      expectNoEffect(check, 'navigate');
    // A worker entering /applicant sets the second state value, kept for the tab.
    if (
      snapshot.context.location.path === '/applicant' &&
      event.type === 'LOCATION.CHANGED' &&
      snapshot.context.applicantArea === 'worker' &&
      !previous(check)?.context.applicantArea
    ) {
      expectEffect(check, 'persistApplicantArea', { applicantArea: 'worker' });
    }
    if (snapshot.context.location.path === '/applicant') {
      expect(snapshot.context.userInfo?.userType).toBe('worker');
      expect(snapshot.context.applicantArea).toBe('worker');
    }
  },
  'app.ready.session.authorised.signedIn.inactivity.exempt': (check) => {
    // Internal users (or a clock that cannot be read) are not watched.
    expect(check.snapshot.children.inactivity).toBeUndefined();
    if (check.entered && check.event.type !== 'xstate.error.actor.readInactivityClock') {
      expect(check.snapshot.context.userInfo?.userType).toBe('internalUser');
    }
  },
  'app.ready.session.authorised.signedIn.inactivity.readingClock': (check) => {
    expect(check.snapshot.context.userInfo?.userType).not.toBe('internalUser');
    expect(check.snapshot.children.readInactivityClock).toBeDefined();
    if (check.entered) expect(startedThisStep(check, 'readInactivityClock')).toBe(true);
  },
  'app.ready.session.authorised.signedIn.inactivity.watching': (check) => {
    const { event, snapshot } = check;
    expect(snapshot.children.inactivity).toBeDefined();
    // The watch starts from the shared last click and the time read at sign-in.
    if (event.type === 'xstate.done.actor.readInactivityClock') {
      expect(lastInvocation(check, 'inactivity')?.input).toEqual(event.output);
    }
    // Every click reaches the inactivity watch, with its own time (spec section 4).
    if (event.type === 'USER.CLICK') expectSent(check, 'inactivity', { type: 'CLICK', at: event.at });
    // So does the tab becoming visible again (its timers may not have run).
    if (event.type === 'TAB.VISIBLE') expectSent(check, 'inactivity', { type: 'VISIBLE', at: event.at });
  },
  'app.ready.session.authorised.signedIn.shell.internalUser': (check) => {
    expect(check.snapshot.context.userInfo?.userType).toBe('internalUser');
    expect(check.snapshot.children.agencyFolders).toBeDefined();
    expect(check.snapshot.children.bell).toBeUndefined();
    // No real-time notifications for internal users: no connection, toaster, popup or banner.
    expect(check.snapshot.children.connection).toBeUndefined();
    expect(check.snapshot.children.toaster).toBeUndefined();
    expect(check.snapshot.children.popup).toBeUndefined();
    expect(check.snapshot.children.banner).toBeUndefined();
    if (check.event.type === 'FAILURE.RETRY' && ['toaster', 'popup', 'banner'].includes(check.event.failure.source)) {
      expectNotSent(check, check.event.failure.source);
    }
  },
  'app.ready.session.authorised.signedIn.shell.otherUser': (check) => {
    const { userType } = check.snapshot.context.userInfo!;
    expect(userType).not.toBe('internalUser');
    expect(check.snapshot.children.agencyFolders).toBeUndefined();
    expect(check.snapshot.children.bell).toBeDefined();
    // The bell is told the user type (its badge depends on it).
    if (check.entered) expect(lastInvocation(check, 'bell')?.input).toEqual({ userType });
    // Toaster, popup and banner run for clients and workers; the banner knows the user type.
    expect(check.snapshot.children.toaster).toBeDefined();
    expect(check.snapshot.children.popup).toBeDefined();
    expect(check.snapshot.children.banner).toBeDefined();
    if (check.entered) expect(lastInvocation(check, 'banner')?.input).toEqual({ userType });
    const { event } = check;
    // A push adds one to the badge.
    if (event.type === 'REALTIME.NOTIFICATION') expectSent(check, 'bell', { type: 'NOTIFICATION.RECEIVED' });
    else expectNotSent(check, 'bell', 'NOTIFICATION.RECEIVED');
    // A push reaches the toaster and the popup; an important one the banner too.
    if (event.type === 'REALTIME.NOTIFICATION') {
      const received = { type: 'NOTIFICATION.RECEIVED', notification: event.notification };
      expectSent(check, 'toaster', received);
      expectSent(check, 'popup', received);
      if (displayConfigFor(event.notification.type)?.important) expectSent(check, 'banner', received);
      else expectNotSent(check, 'banner');
    }
    if (event.type === 'REALTIME.IMPORTANT_PROCESSED') expectSent(check, 'banner', { type: 'IMPORTANT.PROCESSED', ids: event.ids });
    // A mark processed anywhere: the bell counts again.
    if (event.type === 'NOTIFICATIONS.PROCESSED') expectSent(check, 'bell', { type: 'REFRESH' });
    // The error dialog's Retry reaches the child that failed, with its own retry event.
    if (event.type === 'FAILURE.RETRY') {
      if (['toaster', 'popup', 'banner'].includes(event.failure.source)) expectSent(check, event.failure.source, event.failure.retry);
    }
  },
  // Spec section 4: the real-time connection opens on entering the authorised layout and closes on
  // leaving it. In the layout: a connection runs (a new one when the user comes back); the network
  // going closes it on purpose and its return opens it again.
  'app.ready.session.authorised.signedIn.shell.otherUser.inLayout': (check) => {
    const { event, snapshot } = check;
    expect(expectedInLayout(snapshot.context.location.path, snapshot.context)).toBe(true);
    expect(snapshot.children.connection).toBeDefined();
    if (check.entered) {
      expect(startedThisStep(check, 'connection')).toBe(true);
      // Coming back from outside the layout: a new connection, not the old one kept alive.
      if (wasIn(check, 'app.ready.session.authorised.signedIn.shell.otherUser.outsideLayout')) {
        expect(previous(check)?.children.connection).toBeUndefined();
      }
    } else {
      // Moving inside the layout keeps the same connection.
      expect(startedThisStep(check, 'connection')).toBe(false);
    }
    if (event.type === 'NETWORK.OFFLINE') {
      expectSent(check, 'connection', { type: 'DISCONNECT' });
      expect(snapshot.context.online).toBe(false);
    } else if (event.type === 'NETWORK.ONLINE') {
      expectSent(check, 'connection', { type: 'CONNECT' });
      expect(snapshot.context.online).toBe(true);
    } else {
      expectNotSent(check, 'connection');
    }
  },
  // Outside the layout (evaluate, applicant, forbidden…): no connection; the network status is still
  // kept, and nothing is sent to a connection that is not there.
  'app.ready.session.authorised.signedIn.shell.otherUser.outsideLayout': (check) => {
    const { event, snapshot } = check;
    expect(expectedInLayout(snapshot.context.location.path, snapshot.context)).toBe(false);
    expect(snapshot.children.connection).toBeUndefined();
    expectNotSent(check, 'connection');
    if (event.type === 'NETWORK.OFFLINE') expect(snapshot.context.online).toBe(false);
    if (event.type === 'NETWORK.ONLINE') expect(snapshot.context.online).toBe(true);
  },
  'app.ready.session.signingOut': (check) => {
    // The profile menu's logout, or the end of the inactivity watch (an hour without a click).
    // Or "Use another account" on the forbidden screen (a public screen, no session shown).
    if (check.entered && check.event.type === 'SWITCH_ACCOUNT') {
      expect(previous(check)?.matches({ ready: { session: 'anonymous' } })).toBe(true);
      expect(startedThisStep(check, 'signOut')).toBe(true);
    } else if (check.entered && check.event.type !== 'LOGOUT') {
      expect(previous(check)?.matches({ ready: { session: { authorised: { signedIn: { inactivity: 'watching' } } } } })).toBe(true);
    }
    expect(check.snapshot.children.signOut).toBeDefined();
    expect(check.snapshot.children.inactivity).toBeUndefined();
  },
  'app.ready.session.signedOut': (check) => {
    // The provider's logout page takes over: nothing more on this page.
    if (check.entered) expectNoEffect(check, 'navigate');
    expect(check.snapshot.children.alerts).toBeUndefined();
  },

  // ---- maintenance screen: reload the front URL after 30 s -----------------------------------
  'app.ready.maintenance.idle': (check) => {
    expect(check.snapshot.context.location.path).not.toBe('/maintenance');
    expectNoEffect(check, 'reloadFrontUrl');
  },
  'app.ready.maintenance.waitingToReload': (check) => {
    expect(check.snapshot.context.location.path).toBe('/maintenance');
    if (check.entered) maintenanceSince.set(check.path, check.clock.now());
    expectNoEffect(check, 'reloadFrontUrl');
  },
  'app.ready.maintenance.reloading': (check) => {
    if (check.event.type === 'xstate.after.maintenanceReload.app.ready.maintenance.waitingToReload') {
      expectEffect(check, 'reloadFrontUrl', { url: 'http://portal.test/' });
      expect(check.clock.now() - (maintenanceSince.get(check.path) ?? NaN)).toBe(MAINTENANCE_RELOAD_MS);
    }
  },

  // ---- language: French first; a language whose files fail keeps the current texts -------------
  'app.ready.language.idle': (check) => {
    const { event, snapshot } = check;
    const before = previous(check)?.context;
    if (event.type === 'xstate.done.actor.switchLanguage' && before) {
      expect(snapshot.context.language).toBe(before.requestedLanguage);
      expectEffect(check, 'persistLanguage', { language: before.requestedLanguage });
      expectEffect(check, 'applyBranding', { tenant: 'alpha' });
    } else {
      expectNoEffect(check, 'persistLanguage');
    }
    if (event.type === 'xstate.error.actor.switchLanguage' && before) expect(snapshot.context.language).toBe(before.language);
    if (event.type === 'LANGUAGE.CHANGE' && before) expect(event.language).toBe(before.language);
  },
  'app.ready.language.switching': (check) => {
    if (check.event.type === 'LANGUAGE.CHANGE') {
      expect(lastInvocation(check, 'loadTranslations')?.input).toEqual({
        tenant: 'alpha',
        language: check.event.language,
        purpose: 'languageSwitch',
      });
      expect(check.snapshot.context.language).not.toBe(check.event.language);
    }
  },
};

// ---- Profile approval (spec section 4): spawned for a client with requireProfileApproval, then the
// user info is read again (the store action) and the modal does not come back. ----------------------

const clientApproval = user({ userType: 'client', roles: ['clientUser'], requireProfileApproval: true, id: 'u-approval' });
const clientApproved = { ...clientApproval, requireProfileApproval: false, email: 'new@example.fr' };
const signedInClientApproval: SignInOutput = {
  result: 'signedIn',
  userInfo: clientApproval,
  returnUrl: null,
  deviceQuestionDeclined: false,
};
const approvalChild = (check: Check) => check.snapshot.children.profileApproval;

const profileApprovalOracle: Oracle<typeof appMachine> = {
  'app.ready.session.authorised.signedIn.profileApproval.notRequired': (check) => {
    // Only a client whose user info asks for it gets the approval.
    const info = check.snapshot.context.userInfo!;
    expect(info.userType === 'client' && info.requireProfileApproval).toBe(false);
    expect(approvalChild(check)).toBeUndefined();
  },
  'app.ready.session.authorised.signedIn.profileApproval.approving': (check) => {
    expect(check.snapshot.context.userInfo).toMatchObject({ userType: 'client', requireProfileApproval: true });
    expect(approvalChild(check)).toBeDefined();
    expect(check.invocations.filter((i) => i.src === 'profileApproval')).toHaveLength(1);
    expectRetryDelivered(check, 'profileApproval');
    // With the real child: its failed read goes on to the shared error dialog.
    if (check.event.type === 'xstate.error.actor.readApproval') {
      expectSent(check, 'errorDialog', {
        type: 'FAILURE.RAISED',
        failure: { source: 'profileApproval', call: 'getProfileApproval', message: 'offline', retry: { type: 'LOAD.RETRY' } },
      });
    }
  },
  'app.ready.session.authorised.signedIn.profileApproval.refreshingUserInfo': (check) => {
    // Approved or saved: the user info is read again, the modal's actor is gone.
    expect(check.event.type).toBe('PROFILE.APPROVAL_SETTLED');
    expect(check.invocations.at(-1)?.src).toBe('refreshUserInfo');
    expect(approvalChild(check)).toBeUndefined();
  },
  'app.ready.session.authorised.signedIn.profileApproval.settled': (check) => {
    expect(approvalChild(check)).toBeUndefined();
    const event = check.event as { type: string; output?: UserInfo };
    if (event.type === 'xstate.done.actor.refreshUserInfo') {
      expect(check.snapshot.context.userInfo).toEqual(event.output);
      expectEffect(check, 'cacheUserInfo', { userInfo: event.output });
    } else if (event.type === 'xstate.error.actor.refreshUserInfo') {
      // The server settled it; the tab's copy says so too, so a reload does not ask again.
      expectEffect(check, 'logUserInfoRefreshFailed');
      expect(check.snapshot.context.userInfo).toEqual({ ...clientApproval, requireProfileApproval: false });
      expectEffect(check, 'cacheUserInfo', { userInfo: { ...clientApproval, requireProfileApproval: false } });
    } else {
      // Nothing was pending after all: the child ended (with the real child, in the step that
      // answered its read), nothing to refresh.
      if (event.type === 'xstate.done.actor.readApproval')
        expect((event.output as unknown as { pendingApproval: boolean }).pendingApproval).toBe(false);
      else expect(event.type).toBe('xstate.done.actor.profileApproval');
      expectNoEffect(check, 'cacheUserInfo');
      expect(check.snapshot.context.userInfo).toEqual(clientApproval);
    }
  },
};

// ---- The screen region (docs/screens/README.md "How the app runs a screen"): the machine of the
// declared screen the URL shows runs as the child `screen`, for a user the route admits; a move inside
// it is forwarded, leaving it stops it; a screen with tabs opened without one opens its default tab.

const workerCdii = user({ hasValidCdii: true });
const signedInWorkerCdii: SignInOutput = { result: 'signedIn', userInfo: workerCdii, returnUrl: null, deviceQuestionDeclined: false };
/**
 * The screen whose machine a URL runs (spec section 2: my-profile for all roles, days off behind
 * daysOff, off for CDII holders; decisions-domain.md: parameters; docs/screens/faq.md: the FAQ by
 * category, "all" by default), written out here, not read from the declarations.
 */
function expectedScreen(path: string, info: UserInfo): { id: string; tab: string | null } | 'tabless' | null {
  const lower = path.toLowerCase().replace(/\/+$/, '');
  if (lower === '/my-profile' || lower === '/my-profile/my-informations') return { id: 'myProfile', tab: null };
  if (lower === '/parameters/devices') return { id: 'devices', tab: null };
  if (lower === '/my-profile/my-notifications') return { id: 'notificationList', tab: null };
  if (lower.startsWith('/my-profile/days-off'))
    return info.userType === 'worker' && !info.hasValidCdii ? { id: 'daysOff', tab: null } : null;
  // docs/screens/workerHome.md, clientHome.md, internalHome.md: each user type's /home is its dashboard.
  if (lower === '/home')
    return info.userType === 'worker'
      ? { id: 'workerHome', tab: null }
      : info.userType === 'client'
        ? { id: 'clientHome', tab: null }
        : info.userType === 'internalUser'
          ? { id: 'internalHome', tab: null }
          : null;
  if (lower === '/faq') return 'tabless';
  const faq = /^\/faq\/(agencies|workers|clients|tutorial|other|all)$/.exec(lower);
  if (faq) return { id: 'faq', tab: faq[1] };
  // docs/screens/contracts.md, contract.md, documents.md: the worker's (flag contracts for the first two).
  const worker = info.userType === 'worker';
  const contracts = worker && !info.disabledFeatures.includes('contracts');
  if (lower === '/contracts') return contracts ? 'tabless' : null;
  const contractsTab = /^\/contracts\/(to-sign|in-progress|ended)$/.exec(lower);
  if (contractsTab)
    return contracts
      ? { id: 'contracts', tab: { 'to-sign': 'toSign', 'in-progress': 'inProgress', ended: 'ended' }[contractsTab[1]]! }
      : null;
  if (/^\/contracts\/[^/]+$/.test(lower)) return contracts ? { id: 'contract', tab: null } : null;
  if (lower === '/documents') return worker ? 'tabless' : null;
  const documentsTab = /^\/documents\/(non-binding|personal|administrative|resources)$/.exec(lower);
  if (documentsTab) return worker ? { id: 'documents', tab: documentsTab[1] === 'non-binding' ? 'nonBinding' : documentsTab[1] } : null;
  return null;
}
/** A screen opened without its tab: the screen, and its default tab's URL (the FAQ's "all", the first tab otherwise). */
function tablessScreen(path: string): { id: string; to: string } {
  const lower = path.toLowerCase().replace(/\/+$/, '');
  if (lower === '/contracts') return { id: 'contracts', to: '/contracts/to-sign' };
  if (lower === '/documents') return { id: 'documents', to: '/documents/non-binding' };
  return { id: 'faq', to: '/faq/all' };
}
const screenChild = (check: Check) =>
  (check.snapshot.children as Record<string, { getSnapshot(): { machine: { id: string } } } | undefined>).screen;
const retryOf = (source: string, retry: { type: string } & Record<string, unknown>): RaisedFailure => ({
  source,
  call: 'call',
  message: 'Échec',
  retry,
});
/** The error dialog's Retry reaches the child that raised the failure, with its own retry event, and no other. */
function expectRetryDelivered(check: Check, child: string) {
  const event = check.event as { type: string; failure?: RaisedFailure };
  if (event.type !== 'FAILURE.RETRY') return;
  if (event.failure!.source === child) expectSent(check, child, event.failure!.retry);
  else expectNotSent(check, child);
}
const wasInScreen = (check: Check, state: string) => wasIn(check, `app.ready.session.authorised.signedIn.screen.${state}`);
const screenOracle: Oracle<typeof appMachine> = {
  'app.ready.session.authorised.signedIn.screen.noScreen': (check) => {
    const expected = expectedScreen(check.snapshot.context.location.path, check.snapshot.context.userInfo!);
    // A route on its way elsewhere (a redirect) starts no screen, whatever the path shows.
    const entered = check.snapshot.matches({ ready: { session: { authorised: { signedIn: { route: 'entered' } } } } });
    if (entered) expect(expected).toBeNull();
    expect(screenChild(check)).toBeUndefined();
    expect(check.snapshot.context.screen).toBeNull();
    expectNotSent(check, 'screen');
  },
  'app.ready.session.authorised.signedIn.screen.choosingTab': (check) => {
    expect(expectedScreen(check.snapshot.context.location.path, check.snapshot.context.userInfo!)).toBe('tabless');
    if (check.entered) expectEffect(check, 'navigate', { to: tablessScreen(check.snapshot.context.location.path).to, replace: true });
    expect(screenChild(check)).toBeUndefined();
  },
  'app.ready.session.authorised.signedIn.screen.loading': (check) => {
    const expected = expectedScreen(check.snapshot.context.location.path, check.snapshot.context.userInfo!);
    if (expected === 'tabless') {
      // The FAQ loading, moved to /faq: on to its default tab, the load goes on.
      const tabless = tablessScreen(check.snapshot.context.location.path);
      expect(check.snapshot.context.screen).toBe(tabless.id);
      if (check.event.type === 'LOCATION.CHANGED') expectEffect(check, 'navigate', { to: tabless.to, replace: true });
    } else expect(expected).toMatchObject({ id: check.snapshot.context.screen });
    expect(screenChild(check)).toBeUndefined();
    if (check.entered) expect(lastInvocation(check, 'loadScreen')?.input).toEqual({ id: check.snapshot.context.screen });
  },
  'app.ready.session.authorised.signedIn.screen.unavailable': (check) => {
    expect(screenChild(check)).toBeUndefined();
    if (check.entered) expectEffect(check, 'logScreenUnavailable', { error: (check.event as { error?: unknown }).error });
  },
  'app.ready.session.authorised.signedIn.screen.shown': (check) => {
    const { context } = check.snapshot;
    const expected = expectedScreen(context.location.path, context.userInfo!);
    expect(screenChild(check)).toBeDefined();
    if (expected === 'tabless') {
      // The FAQ shown at /faq (moved there, or loaded while the page went there): it keeps running,
      // the page goes to its default tab, whose URL it then hears.
      const tabless = tablessScreen(context.location.path);
      expect(context.screen).toBe(tabless.id);
      if (check.event.type === 'LOCATION.CHANGED') {
        expectEffect(check, 'navigate', { to: tabless.to, replace: true });
        expectNotSent(check, 'screen');
      }
    } else {
      expect(context.screen).toBe(expected!.id);
      // A move inside it is forwarded with where the page is.
      if (check.event.type === 'LOCATION.CHANGED') {
        if (wasInScreen(check, 'shown'))
          expectSent(check, 'screen', { type: 'ROUTE.CHANGED', route: { path: context.location.path, params: {}, tab: expected!.tab } });
        else expectNotSent(check, 'screen');
      }
    }
    // Started with where the page is, for the user, on the tenant (the stand-in keeps its input as its context).
    if (check.event.type === 'xstate.done.actor.loadScreen') {
      const tab = expected === 'tabless' ? null : expected!.tab;
      const started = (screenChild(check)!.getSnapshot() as unknown as { context: Record<string, unknown> }).context;
      expect(started.route).toEqual({ path: context.location.path, params: {}, tab });
      if (screenChild(check)!.getSnapshot().machine.id === 'standInScreen')
        expect(started).toMatchObject({ user: context.userInfo, tenant: 'alpha' });
    }
    const event = check.event as { type: string; failure?: RaisedFailure; notification?: unknown };
    if (event.type === 'FAILURE.RETRY') {
      if (event.failure!.source === 'screen') expectSent(check, 'screen', event.failure!.retry);
      else expectNotSent(check, 'screen');
    }
    if (event.type === 'REALTIME.NOTIFICATION')
      expectSent(check, 'screen', { type: 'NOTIFICATION.RECEIVED', notification: event.notification });
  },
};
/** The logic loadScreen answers: a stand-in that keeps its input as its context and hears everything. */
const standInScreen = createMachine({
  id: 'standInScreen',
  context: ({ input }) => input as Record<string, unknown>,
  on: { '*': {} },
});

/** One oracle object for every model of the machine (docs/model-testing.md). */
const allOracles: Oracle<typeof appMachine> = { ...appOracle, ...profileApprovalOracle, ...screenOracle };
/** The notification wiring has its own model below; the other models leave its events out. */
const NO_NOTIFICATION_EVENTS = {
  'REALTIME.NOTIFICATION': [],
  'REALTIME.IMPORTANT_PROCESSED': [],
  'FAILURE.RAISED': [],
  'FAILURE.RETRY': [],
  'NOTIFICATION.REDIRECT': [],
  'NOTIFICATIONS.PROCESSED': [],
} as const;

type AppEvents = EventVariants<typeof appMachine>;
const textsLoading = (snapshot: SnapshotFrom<typeof appMachine>) => snapshot.matches({ ready: { texts: 'loading' } });
/**
 * The texts load beside the session. The models of what follows the boot hold every
 * other event until the texts have answered, so their state spaces do not double; the boot-order
 * model below explores what happens while the texts are on their way.
 */
function textsFirst(events: AppEvents): AppEvents {
  return new Proxy(events, {
    get(target, key, receiver) {
      const entry = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string' || key.endsWith('.actor.loadTranslations')) return entry;
      return (snapshot: SnapshotFrom<typeof appMachine>) =>
        textsLoading(snapshot) ? [] : typeof entry === 'function' ? (entry as (s: unknown) => unknown)(snapshot) : entry;
    },
  });
}
/** Only the listed events, every other one (user events, timers) never sent. */
function onlyEvents(events: AppEvents): AppEvents {
  return new Proxy(events, {
    get: (target, key, receiver) => (typeof key === 'string' && !(key in target) ? [] : Reflect.get(target, key, receiver)),
  });
}

const SIGNED_IN = 'app.ready.session.authorised.signedIn';

/** What only a signed-in session hears: the layout's profile menu, clicks and returns to the tab for inactivity, the shell, its screens. */
const SIGNED_IN_ONLY = [
  'LOGOUT',
  'SCREEN.RETRY',
  'USER.CLICK',
  'TAB.VISIBLE',
  'FAILURE.RAISED',
  'FAILURE.RETRY',
  'NOTIFICATION.REDIRECT',
  'NOTIFICATIONS.PROCESSED',
  'REALTIME.NOTIFICATION',
  'REALTIME.IMPORTANT_PROCESSED',
  'PROFILE.APPROVAL_SETTLED',
] as const;
/** Outside the session's sign-in screens: the inactivity notice's Sign in, the forbidden page's other account. */
const SIGN_IN_SCREENS = ['LOGIN', 'SWITCH_ACCOUNT'] as const;
/** Before the portal has booted: no screen, no call of the API (a boot file's own 503 has its rule). */
const BEFORE_BOOT = [...SIGNED_IN_ONLY, ...SIGN_IN_SCREENS, 'LANGUAGE.CHANGE', 'HTTP.MAINTENANCE', 'HTTP.UNAUTHORIZED'] as const;

/**
 * The events each state ignores (spec sections 2, 4, 6 and 8; decisions.md "Boot", "Sign-in and
 * session", "Inactivity", "The authorised layout", "Notifications", "Profile approval and the
 * profile screens"). Retry of the boot belongs to its failure screen; the sign-in screens' buttons
 * to those screens; what the layout, the shell and inactivity hear, to a signed-in session, and
 * there to the region that runs it: internal users get no inactivity, real-time connection, bell
 * or banner; a region whose child is not running has no retry or approval to hear.
 */
const ignores: IgnoredEvents<typeof appMachine> = {
  'app.booting': [...BEFORE_BOOT, 'BOOT.RETRY'],
  'app.bootFailed': BEFORE_BOOT,
  // The page reloads after 30 s: nothing on it acts.
  'app.bootMaintenance': [...BEFORE_BOOT, 'BOOT.RETRY', 'LOCATION.CHANGED'],
  'app.ready': ['BOOT.RETRY'],
  // One switch at a time: the choice waits for the files of the one under way.
  'app.ready.language.switching': ['LANGUAGE.CHANGE'],
  'app.ready.session.anonymous': [...SIGNED_IN_ONLY, 'LOGIN'],
  'app.ready.session.autologin': [...SIGNED_IN_ONLY, 'SWITCH_ACCOUNT'],
  'app.ready.session.autologin.checkingSession': ['LOGIN'],
  'app.ready.session.autologin.resuming': ['LOGIN'],
  'app.ready.session.autologin.redirecting': ['LOGIN'],
  'app.ready.session.checkingGuest': [...SIGNED_IN_ONLY, ...SIGN_IN_SCREENS],
  'app.ready.session.completingLogin': [...SIGNED_IN_ONLY, ...SIGN_IN_SCREENS],
  'app.ready.session.authorised': SIGN_IN_SCREENS,
  'app.ready.session.authorised.authenticating': SIGNED_IN_ONLY,
  // Signed in, but the session's tools and screens wait for their code; only its failure has a Retry.
  'app.ready.session.authorised.loadingShell': SIGNED_IN_ONLY,
  'app.ready.session.authorised.shellUnavailable': SIGNED_IN_ONLY.filter((type) => type !== 'SCREEN.RETRY'),
  'app.ready.session.leaving': [...SIGNED_IN_ONLY, ...SIGN_IN_SCREENS],
  'app.ready.session.signingOut': [...SIGNED_IN_ONLY, ...SIGN_IN_SCREENS],
  'app.ready.session.signedOut': [...SIGNED_IN_ONLY, ...SIGN_IN_SCREENS],
  // Internal users are exempt; for the others the watch starts once the stored last click is read.
  [`${SIGNED_IN}.inactivity.exempt`]: ['USER.CLICK', 'TAB.VISIBLE'],
  [`${SIGNED_IN}.inactivity.readingClock`]: ['USER.CLICK', 'TAB.VISIBLE'],
  // No bell, popup, toaster, banner or real-time connection for internal users; the folders raise nothing.
  [`${SIGNED_IN}.shell.internalUser`]: [
    'NOTIFICATIONS.PROCESSED',
    'REALTIME.NOTIFICATION',
    'REALTIME.IMPORTANT_PROCESSED',
    'FAILURE.RETRY',
  ],
  [`${SIGNED_IN}.profileApproval.notRequired`]: ['PROFILE.APPROVAL_SETTLED', 'FAILURE.RETRY'],
  [`${SIGNED_IN}.profileApproval.refreshingUserInfo`]: ['PROFILE.APPROVAL_SETTLED', 'FAILURE.RETRY'],
  [`${SIGNED_IN}.profileApproval.settled`]: ['PROFILE.APPROVAL_SETTLED', 'FAILURE.RETRY'],
  // A screen's machine runs only once shown (docs/screens/README.md "How the app runs a screen"): only then
  // do the dialog's Retry and pushes reach it; the page's own Retry belongs to a screen that failed to load.
  [`${SIGNED_IN}.screen.noScreen`]: ['SCREEN.RETRY', 'FAILURE.RETRY', 'REALTIME.NOTIFICATION'],
  [`${SIGNED_IN}.screen.choosingTab`]: ['SCREEN.RETRY', 'FAILURE.RETRY', 'REALTIME.NOTIFICATION'],
  [`${SIGNED_IN}.screen.loading`]: ['SCREEN.RETRY', 'FAILURE.RETRY', 'REALTIME.NOTIFICATION'],
  [`${SIGNED_IN}.screen.unavailable`]: ['FAILURE.RETRY', 'REALTIME.NOTIFICATION'],
  [`${SIGNED_IN}.screen.shown`]: ['SCREEN.RETRY'],
};

/** A move on the boot failure screen: booting records the URL, the failure screen drops it. */
const LOCATION_ON_BOOT_FAILURE = {
  sneakPath: { event: 'LOCATION.CHANGED', state: 'app.bootFailed' },
  reason:
    'spec section 2 routes by the URL, and the boot records each move so that the session starts from the real one; the ' +
    'failure screen drops a move (browser back or forward), so Retry starts from the URL before it: an open question',
} as const;

/** Boot, maintenance, language, request counts and network: on a public screen, no session. */
const globalsModel = createModel(appMachine, {
  input: { location: { path: '/forbidden', search: '' }, online: true },
  events: textsFirst({
    ...bootOutcomes,
    'xstate.done.actor.prepareStorage': [{ output: storage() }],
    'xstate.done.actor.switchLanguage': [{ output: undefined }],
    'xstate.error.actor.switchLanguage': [{ error: new Error('offline') }],
    'LOCATION.CHANGED': [
      { path: '/maintenance', search: '' },
      { path: '/forbidden', search: '' },
    ],
    'LANGUAGE.CHANGE': [{ language: 'en' }, { language: 'fr' }],
    LOGIN: [],
    LOGOUT: [],
    'USER.CLICK': [],
    SWITCH_ACCOUNT: [],
    // Raised by the machine itself after each LOCATION.CHANGED.
    'ROUTE.UPDATED': [],
    ...NO_NOTIFICATION_EVENTS,
  }),
  // In-flight counts grow without bound: what the view shows is "busy or not".
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      path: snapshot.context.location.path,
      busy: Math.min(snapshot.context.inFlight, 1),
      online: snapshot.context.online,
      language: snapshot.context.language,
      requested: snapshot.context.requestedLanguage,
    }),
  oracle: allOracles,
  ignores,
  coverage: { ignore: [LOCATION_ON_BOOT_FAILURE] },
});

/** Sign-in routing, route guards, applicant area, inactivity and logout. */
const sessionModel = createModel(appMachine, {
  input: { location: { path: '/home', search: '' }, online: true },
  events: textsFirst({
    ...bootOutcomes,
    ...sessionOutcomes,
    'xstate.done.actor.prepareStorage': [{ output: storage() }, { output: storage({ autoLogoutNotice: true }) }],
    'LOCATION.CHANGED': [
      { path: '/home', search: '' },
      { path: '/invoices', search: '' }, // refused to a worker
      { path: '/applicant', search: '' },
      { path: '/maintenance', search: '' },
      { path: '/success-login', search: '?code=x' },
      { path: '/autologin', search: '', state: { forceLogin: true } },
      { path: '/account', search: '' },
    ],
    'USER.CLICK': [{ at: 1000 }],
    SWITCH_ACCOUNT: [], // the forbidden screen's: in the issue-11 model below
    'TAB.VISIBLE': [], // in the issue-11 run with the real inactivity machine below
    'LANGUAGE.CHANGE': [],
    'HTTP.REQUEST_STARTED': [],
    'HTTP.REQUEST_ENDED': [],
    'NETWORK.ONLINE': [],
    'NETWORK.OFFLINE': [],
    'ROUTE.UPDATED': [],
    // Pushes, failures and redirects have their own models below (notifications, real-time): here
    // they would multiply the state space of sign-in and routing.
    ...NO_NOTIFICATION_EVENTS,
  }),
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      path: snapshot.context.location.path,
      notice: snapshot.context.autoLogoutNotice,
      user: snapshot.context.userInfo?.userType ?? null,
      applicant: snapshot.context.applicantArea,
    }),
  oracle: allOracles,
  ignores,
  coverage: { ignore: [LOCATION_ON_BOOT_FAILURE] },
  // A click can happen on any screen: every state's oracle says what it must do.
  alwaysPossible: ['USER.CLICK'],
});

/**
 * The boot of a screen behind the sign-in: the texts and the sign-in (user info) run
 * together, either may answer first, and the texts may fail while the sign-in runs; then the
 * signed-in session's code (the layout's chunk), which may fail to load and be retried.
 */
const bootOrderModel = createModel(appMachine, {
  input: { location: { path: '/home', search: '' }, online: true },
  events: onlyEvents({
    'xstate.done.actor.loadSettings': [{ output: settings }],
    'xstate.done.actor.prepareStorage': [{ output: storage() }, { output: storage({ cachedUserInfo: user({}) }) }],
    'xstate.done.actor.loadTranslations': [{ output: undefined }],
    'xstate.error.actor.loadTranslations': bootOutcomes['xstate.error.actor.loadTranslations'],
    'xstate.done.actor.signIn': [{ output: signedInWorker }, { output: { result: 'forbidden' } }],
    'xstate.done.actor.loadShell': [{ output: undefined }],
    'xstate.error.actor.loadShell': [{ error: new Error('Failed to fetch dynamically imported module') }],
    'SCREEN.RETRY': [{}],
    // The maintenance page a 503 leads to (the navigation itself is the root's effect).
    'LOCATION.CHANGED': (snapshot) =>
      snapshot.matches({ ready: { session: { authorised: 'shellUnavailable' } } }) ? [{ path: '/maintenance', search: '' }] : [],
    'HTTP.MAINTENANCE': [{}],
    'BOOT.RETRY': [{}],
  }),
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, user: snapshot.context.userInfo?.userType ?? null }),
  oracle: allOracles,
  ignores,
});

const noEvents = (types: string[]) => Object.fromEntries(types.map((type) => [type, []]));

const profileApprovalModel = createModel(appMachine, {
  input: { location: { path: '/home', search: '' }, online: true },
  oracle: allOracles,
  ignores,
  events: textsFirst({
    ...NO_NOTIFICATION_EVENTS,
    ...noEvents([
      'xstate.error.actor.loadSettings',
      'xstate.error.actor.prepareStorage',
      'xstate.error.actor.loadTranslations',
      'xstate.done.actor.checkAuth',
      'xstate.error.actor.checkAuth',
      'xstate.done.actor.readInactivityClock',
      'xstate.error.actor.readInactivityClock',
      'xstate.done.actor.inactivity',
      'xstate.done.actor.signOut',
      'xstate.error.actor.signOut',
      // A worker's /home loads the dashboard's machine: the screens have their own model.
      'xstate.done.actor.loadScreen',
      'xstate.error.actor.loadScreen',
      'LOCATION.CHANGED',
      'LOGIN',
      'LOGOUT',
      'USER.CLICK',
      'LANGUAGE.CHANGE',
      'HTTP.REQUEST_STARTED',
      'HTTP.REQUEST_ENDED',
      'HTTP.UNAUTHORIZED',
      'HTTP.MAINTENANCE',
      'NETWORK.ONLINE',
      'NETWORK.OFFLINE',
      'ROUTE.UPDATED',
      'BOOT.RETRY',
      'xstate.done.actor.switchLanguage',
      'xstate.error.actor.switchLanguage',
    ]),
    'xstate.done.actor.loadSettings': [{ output: settings }],
    'xstate.done.actor.prepareStorage': [{ output: storage() }],
    'xstate.done.actor.loadTranslations': [{ output: undefined }],
    'xstate.done.actor.signIn': [{ output: signedInClientApproval }, { output: signedInWorker }],
    'xstate.done.actor.loadShell': [{ output: undefined }],
    'xstate.error.actor.loadShell': [],
    'PROFILE.APPROVAL_SETTLED': [{ outcome: 'saved' }, { outcome: 'approved' }],
    'FAILURE.RETRY': [
      { failure: retryOf('profileApproval', { type: 'APPROVE.RETRY', id: 'u-approval' }) },
      { failure: retryOf('screen', { type: 'LOAD.RETRY' }) },
    ],
    // The child ends without a word when nothing was pending.
    'xstate.done.actor.profileApproval': [{ output: undefined }],
    'xstate.done.actor.refreshUserInfo': [{ output: clientApproved }],
    'xstate.error.actor.refreshUserInfo': [{ error: new Error('offline') }],
  }),
});

const screensModel = createModel(appMachine, {
  input: { location: { path: '/home', search: '' }, online: true },
  oracle: allOracles,
  ignores,
  events: textsFirst({
    ...NO_NOTIFICATION_EVENTS,
    ...noEvents([
      'xstate.error.actor.loadSettings',
      'xstate.error.actor.prepareStorage',
      'xstate.error.actor.loadTranslations',
      'xstate.done.actor.checkAuth',
      'xstate.error.actor.checkAuth',
      'xstate.done.actor.readInactivityClock',
      'xstate.error.actor.readInactivityClock',
      'xstate.done.actor.inactivity',
      'xstate.done.actor.signOut',
      'xstate.error.actor.signOut',
      'LOGIN',
      'LOGOUT',
      'USER.CLICK',
      'LANGUAGE.CHANGE',
      'HTTP.REQUEST_STARTED',
      'HTTP.REQUEST_ENDED',
      'HTTP.UNAUTHORIZED',
      'HTTP.MAINTENANCE',
      'NETWORK.ONLINE',
      'NETWORK.OFFLINE',
      'ROUTE.UPDATED',
      'BOOT.RETRY',
      'xstate.done.actor.switchLanguage',
      'xstate.error.actor.switchLanguage',
      'PROFILE.APPROVAL_SETTLED',
      'xstate.done.actor.profileApproval',
      'xstate.done.actor.refreshUserInfo',
      'xstate.error.actor.refreshUserInfo',
    ]),
    'xstate.done.actor.loadSettings': [{ output: settings }],
    'xstate.done.actor.prepareStorage': [{ output: storage() }],
    'xstate.done.actor.loadTranslations': [{ output: undefined }],
    'xstate.done.actor.signIn': [{ output: signedInWorker }, { output: signedInWorkerCdii }],
    'xstate.done.actor.loadShell': [{ output: undefined }],
    'xstate.error.actor.loadShell': [],
    'xstate.done.actor.loadScreen': [{ output: standInScreen }],
    'xstate.error.actor.loadScreen': [{ error: new Error('Failed to fetch dynamically imported module') }],
    'FAILURE.RETRY': [{ failure: retryOf('screen', { type: 'LOAD.RETRY' }) }, { failure: retryOf('toaster', { type: 'LOAD.RETRY' }) }],
    'REALTIME.NOTIFICATION': [{ notification: CONTRACT }],
    'LOCATION.CHANGED': [
      { path: '/my-profile', search: '' },
      { path: '/my-profile/my-informations', search: '' },
      { path: '/my-profile/days-off', search: '' },
      { path: '/parameters/preference', search: '' },
      { path: '/faq', search: '' },
      { path: '/faq/all', search: '' },
      { path: '/faq/tutorial', search: '' },
      { path: '/home', search: '' },
    ],
  }),
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      path: snapshot.context.location.path,
      cdii: snapshot.context.userInfo?.hasValidCdii,
      screen: snapshot.context.screen,
    }),
});

describe('app machine model: the screen a route shows', () => {
  for (const path of screensModel.paths()) it(path.description, () => screensModel.replay(path));

  it('with a real screen: the FAQ list reads its tab, reads the other tab it moves to, and hears its Retry', async () => {
    // Its reads never answer here: what matters is which it asks for.
    const reads: unknown[] = [];
    const faq = createListMachine({ id: 'faq', contract: 'docs/screens/faq.md', description: 'FAQ', load: 'getFaq', pageSize: 20 }).provide(
      {
        actors: { loadPage: fromPromise(({ input }) => (reads.push(input), new Promise<never>(() => {}))) },
      },
    );
    const steps = [
      { type: 'xstate.done.actor.loadSettings', output: settings },
      { type: 'xstate.done.actor.prepareStorage', output: storage() },
      { type: 'xstate.done.actor.loadTranslations', output: undefined },
      { type: 'xstate.done.actor.signIn', output: signedInWorker },
      { type: 'xstate.done.actor.loadShell', output: undefined },
      { type: 'LOCATION.CHANGED', path: '/faq/workers', search: '' },
      { type: 'xstate.done.actor.loadScreen', output: faq },
    ];
    const running = await screensModel.run(steps);
    const child = () => (running.children as Record<string, { getSnapshot(): { value: unknown; context: { route: unknown } } }>).screen;
    expect(child().getSnapshot().value).toMatchObject({ data: 'loading' });
    expect(child().getSnapshot().context.route).toEqual({ path: '/faq/workers', params: {}, tab: 'workers' });
    const moved = await screensModel.run([...steps, { type: 'LOCATION.CHANGED', path: '/faq/tutorial', search: '' }]);
    expect(
      (moved.children as Record<string, { getSnapshot(): { context: { route: unknown } } }>).screen.getSnapshot().context.route,
    ).toEqual({
      path: '/faq/tutorial',
      params: {},
      tab: 'tutorial',
    });
    expect(reads.slice(-2)).toEqual([
      { route: { path: '/faq/workers', params: {}, tab: 'workers' }, skip: 0, take: 20 },
      { route: { path: '/faq/tutorial', params: {}, tab: 'tutorial' }, skip: 0, take: 20 },
    ]);
  });
});

describe('app machine model: profile approval', () => {
  for (const path of profileApprovalModel.paths()) it(path.description, () => profileApprovalModel.replay(path));

  it('with the real profileApproval: a failed read reaches the error dialog, its Retry reads again, nothing pending ends it', async () => {
    const steps = [
      { type: 'xstate.done.actor.loadSettings', output: settings },
      { type: 'xstate.done.actor.prepareStorage', output: storage() },
      { type: 'xstate.done.actor.loadTranslations', output: undefined },
      { type: 'xstate.done.actor.signIn', output: signedInClientApproval },
      { type: 'xstate.done.actor.loadShell', output: undefined },
      { type: 'xstate.error.actor.readApproval', error: new Error('offline') },
    ];
    const failed = await profileApprovalModel.run(steps, { children: { profileApproval: profileApprovalMachine } });
    expect(failed.children.profileApproval?.getSnapshot().value).toBe('loadFailed');
    const final = await profileApprovalModel.run(
      [
        ...steps,
        { type: 'FAILURE.RETRY', failure: retryOf('profileApproval', { type: 'LOAD.RETRY' }) },
        {
          type: 'xstate.done.actor.readApproval',
          output: {
            id: 'u-approval',
            firstName: 'A',
            lastName: 'B',
            email: 'a@b.fr',
            function: null,
            landlinePhone: null,
            mobilePhone: null,
            pendingApproval: false,
          },
        },
      ],
      { children: { profileApproval: profileApprovalMachine } },
    );
    expect(final.matches({ ready: { session: { authorised: { signedIn: { profileApproval: 'settled' } } } } })).toBe(true);
    expect(final.children.profileApproval).toBeUndefined();
  });
});

const failureOf = (source: string): RaisedFailure => ({
  source,
  call: 'markProcessed',
  message: 'Marquage impossible',
  retry: { type: 'MARK_PROCESSED.RETRY', notification: { ...CONTRACT, id: `n-${source}` } },
});

/** Notifications in the shell: pushes, processed ids, failures and their retries, redirects, the full list. */
const notificationsModel = createModel(appMachine, {
  input: { location: { path: '/home', search: '' }, online: true },
  events: textsFirst({
    ...bootOutcomes,
    ...sessionOutcomes,
    'xstate.error.actor.loadSettings': [],
    'xstate.error.actor.prepareStorage': [],
    'xstate.error.actor.loadTranslations': [],
    'xstate.done.actor.prepareStorage': [{ output: storage() }],
    'xstate.done.actor.signIn': [{ output: signedInWorker }, { output: signedInAdmin }],
    'xstate.done.actor.loadShell': [{ output: undefined }],
    'xstate.error.actor.loadShell': [],
    'xstate.done.actor.readInactivityClock': [],
    'xstate.error.actor.readInactivityClock': [],
    'xstate.done.actor.inactivity': [],
    'LOCATION.CHANGED': [
      { path: '/my-profile/my-notifications', search: '' },
      { path: '/home', search: '' },
    ],
    'REALTIME.NOTIFICATION': [{ notification: CONTRACT }, { notification: PROFILE }],
    'REALTIME.IMPORTANT_PROCESSED': [{ ids: [PROFILE.id] }],
    'FAILURE.RAISED': [{ failure: failureOf('toaster') }],
    'FAILURE.RETRY': [{ failure: failureOf('toaster') }, { failure: failureOf('banner') }, { failure: failureOf('screen') }],
    'NOTIFICATION.REDIRECT': [
      { redirect: { to: '/my-profile', state: { from: 'profileToComplete' } } },
      { redirect: { to: '/contracts?status=toSign', state: null } },
    ],
    LOGIN: [],
    LOGOUT: [],
    'USER.CLICK': [],
    'LANGUAGE.CHANGE': [],
    'HTTP.REQUEST_STARTED': [],
    'HTTP.REQUEST_ENDED': [],
    'NETWORK.ONLINE': [],
    'NETWORK.OFFLINE': [],
    'HTTP.UNAUTHORIZED': [],
    'HTTP.MAINTENANCE': [],
    'BOOT.RETRY': [],
    'ROUTE.UPDATED': [],
  }),
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      path: snapshot.context.location.path,
      user: snapshot.context.userInfo?.userType ?? null,
    }),
  oracle: allOracles,
  ignores,
});

describe('app machine model: notifications in the shell', () => {
  for (const path of notificationsModel.paths()) it(path.description, () => notificationsModel.replay(path));
});

describe('app machine model: boot and global concerns', () => {
  for (const path of globalsModel.paths()) it(path.description, () => globalsModel.replay(path));
});

describe('app machine model: boot order of a signed-in screen', () => {
  for (const path of bootOrderModel.paths()) it(path.description, () => bootOrderModel.replay(path));
});

describe('app machine model: session', () => {
  for (const path of sessionModel.paths()) it(path.description, () => sessionModel.replay(path, { onStep: expectShellActors }));
});

/**
 * The shell's actors run exactly while signed in: the agency folders for internal users, the bell
 * (told the user type) for the others; alerts for everyone, from the sign-in of a screen behind
 * it (user info pending) on; never on a public screen, the login callback or autologin.
 */
function expectShellActors(
  snapshot: SnapshotFrom<typeof appMachine>,
  _step: unknown,
  { invocations }: { invocations: readonly { src: string; input: unknown }[] },
) {
  const signedIn = snapshot.matches({ ready: { session: { authorised: 'signedIn' } } });
  const internal = snapshot.context.userInfo?.userType === 'internalUser';
  const lastSignIn = invocations.filter((i) => i.src === 'signIn').at(-1)?.input as { mode?: string } | undefined;
  const fetchingUserForScreen = Boolean(snapshot.children.signIn) && lastSignIn?.mode === 'ensure';
  // Signed in, the session's code on its way (or failed to load): the alerts already run.
  const waitingForShell = ['loadingShell', 'shellUnavailable'].some((state) =>
    snapshot.matches({ ready: { session: { authorised: state as 'loadingShell' } } }),
  );
  expect(Boolean(snapshot.children.alerts)).toBe(signedIn || fetchingUserForScreen || waitingForShell);
  expect(Boolean(snapshot.children.agencyFolders)).toBe(signedIn && internal);
  expect(Boolean(snapshot.children.bell)).toBe(signedIn && !internal);
  if (signedIn && !internal) {
    expect(invocations.filter((i) => i.src === 'bell').at(-1)?.input).toEqual({ userType: snapshot.context.userInfo?.userType });
  }
}

describe('app machine with its real children (signIn, inactivity, alerts, bell, agency folders)', () => {
  const children = {
    signIn: signInMachine,
    inactivity: inactivityMachine,
    alerts: alertsMachine,
    bell: bellMachine,
    agencyFolders: agencyFoldersMachine,
  };
  const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
  const MINUTE = 60_000;
  const booted = [
    { type: 'xstate.done.actor.loadSettings', output: settings },
    { type: 'xstate.done.actor.prepareStorage', output: storage() },
    { type: 'xstate.done.actor.loadTranslations', output: undefined },
  ];
  const worker = user({});

  it('a worker signs in through the real signIn, clicks, is watched by the real inactivity machine, and is signed out an hour after the click', async () => {
    const seen: string[] = [];
    const final = await sessionModel.run(
      [
        ...booted,
        // signIn's own actors answer: authenticated, user info, a registered device.
        { type: 'xstate.done.actor.checkAuth', output: { authenticated: true } },
        { type: 'xstate.done.actor.fetchUserInfo', output: worker },
        { type: 'xstate.done.actor.checkDevice', output: { registered: true } },
        { type: 'xstate.done.actor.loadShell', output: undefined },
        { type: 'xstate.done.actor.readInactivityClock', output: { lastClick: null, now: T0 } },
        { type: 'xstate.done.actor.loadAlerts', output: [] },
        { type: 'xstate.done.actor.loadUnprocessedCount', output: 4 },
        { type: 'USER.CLICK', at: T0 + 5 * MINUTE },
        { type: 'xstate.after.inactivityTimeout.inactivity.active' },
        // Nobody clicked since, in any tab: the watch ends.
        { type: 'xstate.done.actor.readLastClick', output: { lastClick: T0 + 5 * MINUTE, now: T0 + 65 * MINUTE } },
        { type: 'xstate.done.actor.signOut', output: undefined },
      ],
      {
        name: 'worker: real signIn → click → an hour → signed out',
        children,
        onStep: (snapshot, step, ctx) => {
          if (step.event.type === 'xstate.done.actor.checkDevice') {
            // signIn's output reached the app: the user is recorded and cached, the session's code loads.
            expect(snapshot.matches({ ready: { session: { authorised: 'loadingShell' } } })).toBe(true);
            expect(snapshot.context.userInfo).toEqual(worker);
            expect(ctx.history.filter((e) => e.type === 'cacheUserInfo').at(-1)?.params).toEqual({ userInfo: worker });
            seen.push('signed in');
          }
          if (step.event.type === 'xstate.done.actor.loadUnprocessedCount') {
            expect((snapshot.children.bell?.getSnapshot() as { context: { unprocessedCount: number } }).context.unprocessedCount).toBe(4);
            seen.push('badge 4');
          }
          if (step.event.type === 'xstate.after.inactivityTimeout.inactivity.active') {
            // The hour ran from the click, not from the sign-in.
            expect(ctx.clock.now()).toBe(INACTIVITY_TIMEOUT_MS);
            seen.push('hour over');
          }
          if (step.event.type === 'xstate.done.actor.readLastClick') {
            expect(snapshot.matches({ ready: { session: 'signingOut' } })).toBe(true);
            seen.push('signing out');
          }
        },
      },
    );
    expect(final.matches({ ready: { session: 'signedOut' } })).toBe(true);
    expect(seen).toEqual(['signed in', 'badge 4', 'hour over', 'signing out']);
  });

  it('forwards a click to the real inactivity machine, which stores it for the other tabs', async () => {
    // The same oracle, plus what the real child must do with the forwarded click.
    const withChildOracle = createModel(appMachine, {
      input: { location: { path: '/home', search: '' }, online: true },
      ignores,
      oracle: {
        ...appOracle,
        'app.ready.session.authorised.signedIn.inactivity.watching': async (check) => {
          await appOracle['app.ready.session.authorised.signedIn.inactivity.watching'](check);
          if (check.event.type === 'USER.CLICK') expectChildEffect(check, 'inactivity', 'storeLastClick', { at: check.event.at });
        },
      },
    });
    const clicks: unknown[] = [];
    await withChildOracle.run(
      [
        ...booted,
        { type: 'xstate.done.actor.checkAuth', output: { authenticated: true } },
        { type: 'xstate.done.actor.fetchUserInfo', output: worker },
        { type: 'xstate.done.actor.checkDevice', output: { registered: true } },
        { type: 'xstate.done.actor.loadShell', output: undefined },
        { type: 'xstate.done.actor.readInactivityClock', output: { lastClick: null, now: T0 } },
        { type: 'USER.CLICK', at: T0 + 7 * MINUTE },
        { type: 'USER.CLICK', at: T0 + 9 * MINUTE },
      ],
      {
        children,
        onStep: (_snapshot, step) => {
          if (step.event.type === 'USER.CLICK') clicks.push(step.event.at);
        },
      },
    );
    expect(clicks).toEqual([T0 + 7 * MINUTE, T0 + 9 * MINUTE]);
  });

  it('a client user gets the real bell, told the user type, with its badge', async () => {
    const client = user({ userType: 'client', roles: ['clientUser'] });
    const final = await sessionModel.run(
      [
        ...booted,
        { type: 'xstate.done.actor.checkAuth', output: { authenticated: true } },
        { type: 'xstate.done.actor.fetchUserInfo', output: client },
        { type: 'xstate.done.actor.checkDevice', output: { registered: true } },
        { type: 'xstate.done.actor.loadShell', output: undefined },
        { type: 'xstate.done.actor.loadUnprocessedCount', output: 2 },
      ],
      { children },
    );
    expect(final.matches({ ready: { session: { authorised: { signedIn: { shell: 'otherUser' } } } } })).toBe(true);
    expect(final.children.bell?.getSnapshot()).toMatchObject({ value: 'loaded', context: { userType: 'client', unprocessedCount: 2 } });
  });

  it('an internal user gets the real agency-folder dropdown and no inactivity watch', async () => {
    const admin = user({ userType: 'internalUser', roles: ['administrator'] });
    const final = await sessionModel.run(
      [
        ...booted,
        { type: 'xstate.done.actor.checkAuth', output: { authenticated: true } },
        { type: 'xstate.done.actor.fetchUserInfo', output: admin },
        { type: 'xstate.done.actor.loadShell', output: undefined },
        { type: 'xstate.done.actor.loadAgencyFolders', output: [{ id: 'f-lyo', code: 'LYO', name: 'Lyon' }] },
        { type: 'xstate.done.actor.readSavedSelection', output: ['f-lyo'] },
      ],
      { children },
    );
    expect(final.matches({ ready: { session: { authorised: { signedIn: { inactivity: 'exempt', shell: 'internalUser' } } } } })).toBe(true);
    expect(final.children.agencyFolders?.getSnapshot()).toMatchObject({ value: { ready: 'closed' }, context: { saved: ['f-lyo'] } });
  });
});

// Spec section 2: the forbidden screen keeps its
// button, and "Use another account" ends the provider session first (its end-session endpoint comes
// back to post_logout_redirect_uri, /autologin, which asks with a prompt); "any other path behaves
// like autologin", but a signed-in user takes the forceLogin path (no prompt).
const switchAccountModel = createModel(appMachine, {
  input: { location: { path: '/forbidden', search: '' }, online: true },
  events: textsFirst({
    'xstate.done.actor.loadSettings': [{ output: settings }],
    'xstate.error.actor.loadSettings': [],
    'xstate.done.actor.prepareStorage': [{ output: storage() }],
    'xstate.error.actor.prepareStorage': [],
    'xstate.done.actor.loadTranslations': [{ output: undefined }],
    'xstate.error.actor.loadTranslations': [],
    'xstate.done.actor.checkAuth': [{ output: { authenticated: true } }, { output: { authenticated: false } }],
    'xstate.error.actor.checkAuth': [{ error: new Error('storage') }],
    'xstate.done.actor.signOut': [{ output: undefined }],
    'xstate.error.actor.signOut': [{ error: new Error('provider unreachable') }],
    'LOCATION.CHANGED': [
      { path: '/no-such-page', search: '' },
      { path: '/forbidden', search: '' },
    ],
    SWITCH_ACCOUNT: [{}],
    LOGIN: [],
    LOGOUT: [],
    'USER.CLICK': [],
    'TAB.VISIBLE': [],
    'BOOT.RETRY': [],
    'LANGUAGE.CHANGE': [],
    'HTTP.REQUEST_STARTED': [],
    'HTTP.REQUEST_ENDED': [],
    'HTTP.UNAUTHORIZED': [],
    'HTTP.MAINTENANCE': [],
    'NETWORK.ONLINE': [],
    'NETWORK.OFFLINE': [],
    'ROUTE.UPDATED': [],
  }),
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, path: snapshot.context.location.path }),
  oracle: appOracle,
  ignores,
});

describe('app machine model: switching account, unknown paths', () => {
  for (const path of switchAccountModel.paths()) it(path.description, () => switchAccountModel.replay(path));

  it('the tab visible again after sleep reaches the real inactivity machine, which logs out on a stale stored click', async () => {
    const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
    const final = await sessionModel.run(
      [
        { type: 'xstate.done.actor.loadSettings', output: settings },
        { type: 'xstate.done.actor.prepareStorage', output: storage() },
        { type: 'xstate.done.actor.loadTranslations', output: undefined },
        { type: 'xstate.done.actor.checkAuth', output: { authenticated: true } },
        { type: 'xstate.done.actor.fetchUserInfo', output: user({}) },
        { type: 'xstate.done.actor.checkDevice', output: { registered: true } },
        { type: 'xstate.done.actor.loadShell', output: undefined },
        { type: 'xstate.done.actor.readInactivityClock', output: { lastClick: T0, now: T0 } },
        // 61 minutes later, no timer ran: the return is checked against the stored click.
        { type: 'TAB.VISIBLE', at: T0 + 61 * 60_000 },
        { type: 'xstate.done.actor.readStoredClick', output: { lastClick: T0, now: T0 + 61 * 60_000 } },
        { type: 'xstate.done.actor.signOut', output: undefined },
      ],
      {
        name: 'worker: real inactivity → tab visible 61 min later → signed out',
        children: {
          signIn: signInMachine,
          inactivity: inactivityMachine,
          alerts: alertsMachine,
          bell: bellMachine,
          agencyFolders: agencyFoldersMachine,
        },
        onStep: (snapshot, step, ctx) => {
          if (step.event.type === 'xstate.done.actor.readStoredClick') {
            expect(ctx.history.some((e) => e.type === 'forwardTabVisible')).toBe(true);
            expect(snapshot.matches({ ready: { session: 'signingOut' } })).toBe(true);
          }
        },
      },
    );
    expect(final.matches({ ready: { session: 'signedOut' } })).toBe(true);
  });
});

/** A signed-in worker's real-time concerns: pushes and the network, with the network in the state. */
const realtimeModel = createModel(appMachine, {
  input: { location: { path: '/home', search: '' }, online: true },
  events: textsFirst({
    'xstate.done.actor.loadSettings': [{ output: settings }],
    'xstate.error.actor.loadSettings': [],
    'xstate.done.actor.prepareStorage': [{ output: storage() }],
    'xstate.error.actor.prepareStorage': [],
    'xstate.done.actor.loadTranslations': [{ output: undefined }],
    'xstate.error.actor.loadTranslations': [],
    'xstate.done.actor.signIn': [{ output: signedInWorker }],
    'xstate.done.actor.loadShell': [{ output: undefined }],
    'xstate.error.actor.loadShell': [],
    'xstate.done.actor.readInactivityClock': [{ output: { lastClick: null, now: 0 } }],
    'xstate.error.actor.readInactivityClock': [],
    'xstate.done.actor.inactivity': [],
    'xstate.done.actor.signOut': [],
    'xstate.error.actor.signOut': [],
    'xstate.done.actor.checkAuth': [],
    'xstate.error.actor.checkAuth': [],
    'xstate.done.actor.switchLanguage': [],
    'xstate.error.actor.switchLanguage': [],
    // A worker's /home loads the dashboard's machine: the screens have their own model.
    'xstate.done.actor.loadScreen': [],
    'xstate.error.actor.loadScreen': [],
    // Out of the layout to the evaluation page (spec section 2, "Routes outside the layout"), and back.
    'LOCATION.CHANGED': [
      { path: '/evaluate', search: '' },
      { path: '/contracts', search: '' },
    ],
    LOGIN: [],
    LOGOUT: [],
    'USER.CLICK': [],
    'LANGUAGE.CHANGE': [],
    'BOOT.RETRY': [],
    'HTTP.REQUEST_STARTED': [],
    'HTTP.REQUEST_ENDED': [],
    'HTTP.MAINTENANCE': [],
    'ROUTE.UPDATED': [],
    ...NO_NOTIFICATION_EVENTS,
    'REALTIME.NOTIFICATION': [{ notification: { id: 'n-2', type: 'newsPublished', category: 'news' } }],
  }),
  oracle: allOracles,
  ignores,
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, online: snapshot.context.online, path: snapshot.context.location.path }),
});

describe('app machine model: real-time concerns of a signed-in worker', () => {
  for (const path of realtimeModel.paths()) it(path.description, () => realtimeModel.replay(path));

  it('with the real bell and connection: a push reaches the badge, offline closes the connection', async () => {
    const final = await realtimeModel.run(
      [
        { type: 'xstate.done.actor.loadSettings', output: settings },
        { type: 'xstate.done.actor.prepareStorage', output: storage() },
        { type: 'xstate.done.actor.loadTranslations', output: undefined },
        { type: 'xstate.done.actor.signIn', output: signedInWorker },
        { type: 'xstate.done.actor.loadShell', output: undefined },
        { type: 'xstate.done.actor.loadUnprocessedCount', output: 3 },
        { type: 'REALTIME.NOTIFICATION', notification: { id: 'n-3', type: 'contractToSign', category: 'contracts' } },
        { type: 'NETWORK.OFFLINE' },
      ],
      { children: { bell: bellMachine, connection: connectionMachine } },
    );
    expect(final.children.bell?.getSnapshot().context.unprocessedCount).toBe(4);
    expect(final.children.connection?.getSnapshot().value).toBe('disconnecting');
  });

  it('with the real connection: leaving the layout stops it (its hub with it), coming back starts a new one', async () => {
    const signedIn = [
      { type: 'xstate.done.actor.loadSettings', output: settings },
      { type: 'xstate.done.actor.prepareStorage', output: storage() },
      { type: 'xstate.done.actor.loadTranslations', output: undefined },
      { type: 'xstate.done.actor.signIn', output: signedInWorker },
      { type: 'xstate.done.actor.loadShell', output: undefined },
    ];
    const children = { connection: connectionMachine };
    // In the layout: the connection runs and asks its hub to start.
    const inLayout = await realtimeModel.run(signedIn, { children });
    const first = inLayout.children.connection;
    expect(first?.getSnapshot().value).toBe('connecting');
    // Out to /evaluate: the child (and the hub it invokes) is stopped.
    const away = await realtimeModel.run([...signedIn, { type: 'LOCATION.CHANGED', path: '/evaluate', search: '' }], {
      children,
      onStep: (snapshot, step) => {
        if (step.event.type === 'LOCATION.CHANGED') expect(snapshot.children.connection).toBeUndefined();
      },
    });
    expect(away.children.connection).toBeUndefined();
    // Back to a layout route: a new connection, connecting again.
    let before: unknown;
    const back = await realtimeModel.run(
      [
        ...signedIn,
        { type: 'LOCATION.CHANGED', path: '/evaluate', search: '' },
        { type: 'LOCATION.CHANGED', path: '/contracts', search: '' },
      ],
      {
        children,
        onStep: (snapshot, step) => {
          if (step.event.type === 'xstate.done.actor.signIn') before = snapshot.children.connection;
          if (step.event.type === 'LOCATION.CHANGED' && step.event.path === '/contracts') {
            expect(snapshot.children.connection).toBeDefined();
            expect(snapshot.children.connection).not.toBe(before);
          }
        },
      },
    );
    expect(back.children.connection?.getSnapshot().value).toBe('connecting');
  });
});

it('gate: every state, transition and named action reached under its oracle', () =>
  assertJointCoverage([
    globalsModel,
    bootOrderModel,
    sessionModel,
    switchAccountModel,
    notificationsModel,
    realtimeModel,
    profileApprovalModel,
    screensModel,
  ]));

publishJourneys('app', {
  boot: globalsModel,
  bootOrder: bootOrderModel,
  session: sessionModel,
  switchAccount: switchAccountModel,
  notifications: notificationsModel,
  realtime: realtimeModel,
  profileApproval: profileApprovalModel,
  screens: screensModel,
});
