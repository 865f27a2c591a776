// Model-based tests of the root app machine: boot, session routing, maintenance, language, counts.
// Children (signIn, inactivity, alerts, bell, agencyFolders) have their own models; in the paths
// their outcomes are inputs, and a run with the real children checks the wiring between them.
import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { appMachine, type PreparedStorage } from '../../machines/app/app.machine';
import type { SignInOutput } from '../../machines/signIn/signIn.machine';
import type { UserInfo } from '../../machines/domain/types';
import { INACTIVITY_TIMEOUT_MS, MAINTENANCE_RELOAD_MS } from '../../machines/domain/constants';
import { signInMachine } from '../../machines/signIn/signIn.machine';
import { inactivityMachine } from '../../machines/inactivity/inactivity.machine';
import { alertsMachine } from '../../machines/alerts/alerts.machine';
import { bellMachine } from '../../machines/bell/bell.machine';
import { agencyFoldersMachine } from '../../machines/agencyFolders/agencyFolders.machine';
import {
  assertJointCoverage,
  createModel,
  expectChildEffect,
  expectEffect,
  expectNoEffect,
  expectSent,
  type Oracle,
  type OracleCheck,
} from './harness';
import { publishJourneys } from './journeys';

const settings = {
  appSettings: {
    tenantName: 'alpha', frontUrl: 'http://portal.test/', backApiUrl: 'http://api.test/api',
    alertsApiUrl: 'http://api.test/alerts', deviceId: null, localStorageVersion: '1.0.0',
  },
  clientConfiguration: {
    stsServer: 'http://idp.test', redirect_url: 'http://portal.test/success-login', client_id: 'portal',
    response_type: 'code', scope: 'openid', post_logout_redirect_uri: 'http://portal.test/autologin',
    start_checksession: false, silent_renew: false, silent_renew_url: 'http://portal.test/silent-renew.html',
    post_login_route: '/home', forbidden_route: '/forbidden', unauthorized_route: '/autologin', logLevel: 0,
    max_id_token_iat_offset_allowed_in_seconds: 300,
  },
};

const storage = (overrides: Partial<PreparedStorage> = {}): PreparedStorage => ({
  language: null, autoLogoutNotice: false, applicantArea: null, cachedUserInfo: null,
  device: { id: 'device-1', suggestedName: 'Chrome · Linux' }, ...overrides,
});

const user = (overrides: Partial<UserInfo>): UserInfo => ({
  userType: 'worker', roles: ['worker'], disabledFeatures: [], workerType: null, hasValidCdii: false,
  isFirstConnection: false, hasToChangePassword: false, requireProfileApproval: false,
  function: null, landlinePhone: null, mobilePhone: null, ...overrides,
});

const signedInWorker: SignInOutput = { result: 'signedIn', userInfo: user({}), returnUrl: '/contracts' };
const signedInAdmin: SignInOutput = { result: 'signedIn', userInfo: user({ userType: 'internalUser', roles: ['administrator'] }), returnUrl: null };

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
    { output: signedInWorker }, { output: signedInAdmin }, { output: { result: 'forbidden' } }, { output: { result: 'halted' } },
  ],
  'xstate.done.actor.readInactivityClock': [{ output: { lastClick: null, now: 0 } }],
  'xstate.error.actor.readInactivityClock': [{ error: new Error('storage') }],
  'xstate.done.actor.inactivity': [{ output: undefined }],
  'xstate.done.actor.signOut': [{ output: undefined }],
  'xstate.error.actor.signOut': [{ error: new Error('provider unreachable') }],
} as const;

type Check = OracleCheck<typeof appMachine>;

/** The state the path was in before this step (the live one in a run). */
const previous = (check: Check) => (check.index > 0 ? check.path.steps[check.index - 1].state : undefined);
const wasIn = (check: Check, stateId: string) =>
  Boolean(previous(check)?._nodes.some((node: { id: string }) => node.id === stateId));
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

/** Where a signed-in user's navigation is sent (spec section 2, decisions.md "Route access", "Applicant area"). */
function expectedRedirect(path: string, context: Check['snapshot']['context']): string {
  const worker = context.userInfo?.userType === 'worker';
  if (path === '/account') return '/home'; // guest-only: the landing route of both test users
  if (path === '/applicant') return '/home'; // not a worker
  if (worker && context.applicantArea === 'worker') return '/applicant';
  return '/home'; // a refused route: the landing route, /home for both test users
}

/** When the maintenance screen appeared on this path (simulated clock). */
const maintenanceSince = new WeakMap<object, number>();

/**
 * What must be true in each state of the app machine, from the spec (sections 2, 4, 6, 8, 9) and
 * decisions.md. Shared by every model and run of the machine.
 */
const appOracle: Oracle<typeof appMachine> = {
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
  'app.booting.loadingTranslations': (check) => {
    if (check.event.type !== 'xstate.done.actor.prepareStorage') return;
    const stored = check.event.output as PreparedStorage;
    // French unless the stored language says otherwise; the tenant's files.
    expect(lastInvocation(check, 'loadTranslations')?.input).toEqual({ tenant: 'alpha', language: stored.language ?? 'fr' });
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
    if (event.type === 'xstate.done.actor.loadTranslations') expectEffect(check, 'applyBranding', { tenant: 'alpha' });
    if (event.type === 'LOCATION.CHANGED') expect(snapshot.context.location).toEqual({ path: event.path, search: event.search, state: event.state });
    // HTTP 503 on any call: the maintenance page; HTTP 401: a re-login back to this URL.
    if (event.type === 'HTTP.MAINTENANCE') expectEffect(check, 'navigate', { to: '/maintenance', replace: true });
    if (event.type === 'HTTP.UNAUTHORIZED') {
      const { path, search } = snapshot.context.location;
      expectEffect(check, 'startReLogin', { returnUrl: path + search, unauthorizedRoute: '/autologin' });
    } else {
      expectNoEffect(check, 'startReLogin');
    }
    // The in-flight counter drives the loading flag; the network status is kept.
    const before = previous(check)?.context;
    if (event.type === 'HTTP.REQUEST_STARTED' && before) expect(snapshot.context.inFlight).toBe(before.inFlight + 1);
    if (event.type === 'HTTP.REQUEST_ENDED' && before) expect(snapshot.context.inFlight).toBe(Math.max(0, before.inFlight - 1));
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
  'app.ready.session.authenticating': (check) => {
    const { path, search } = check.snapshot.context.location;
    if (!check.entered) return;
    // The requested URL is saved for after the login; the applicant area comes back to /home.
    expect(lastInvocation(check, 'signIn')?.input).toMatchObject({
      mode: 'ensure',
      requestedUrl: path === '/applicant' ? '/home' : path + search,
      hasUserData: check.snapshot.context.userInfo !== null,
    });
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
  'app.ready.session.signedIn': (check) => {
    const { event, snapshot } = check;
    if (event.type === 'xstate.done.actor.signIn') {
      const output = event.output as Extract<SignInOutput, { result: 'signedIn' }>;
      expect(snapshot.context.userInfo).toEqual(output.userInfo);
      expectEffect(check, 'cacheUserInfo', { userInfo: output.userInfo });
      // Back to the requested URL after a login callback, else post_login_route.
      if (wasIn(check, 'app.ready.session.completingLogin')) {
        expectEffect(check, 'navigate', { to: output.returnUrl ?? '/home', replace: true });
      }
    }
    // The shell's actors: alerts for everyone.
    expect(snapshot.children.alerts).toBeDefined();
  },
  'app.ready.session.signedIn.route.redirecting': (check) => {
    const { snapshot } = check;
    if (check.entered) {
      expectEffect(check, 'navigate', { to: expectedRedirect(snapshot.context.location.path, snapshot.context), replace: true });
    }
  },
  'app.ready.session.signedIn.route.entered': (check) => {
    const { event, snapshot } = check;
    if (event.type === 'LOCATION.CHANGED') expectNoEffect(check, 'navigate');
    // A worker entering /applicant sets the second state value, kept for the tab.
    if (snapshot.context.location.path === '/applicant' && event.type === 'LOCATION.CHANGED' && snapshot.context.applicantArea === 'worker' && !previous(check)?.context.applicantArea) {
      expectEffect(check, 'persistApplicantArea', { applicantArea: 'worker' });
    }
    if (snapshot.context.location.path === '/applicant') {
      expect(snapshot.context.userInfo?.userType).toBe('worker');
      expect(snapshot.context.applicantArea).toBe('worker');
    }
  },
  'app.ready.session.signedIn.inactivity.exempt': (check) => {
    // Internal users (or a clock that cannot be read) are not watched.
    expect(check.snapshot.children.inactivity).toBeUndefined();
    if (check.entered && check.event.type !== 'xstate.error.actor.readInactivityClock') {
      expect(check.snapshot.context.userInfo?.userType).toBe('internalUser');
    }
  },
  'app.ready.session.signedIn.inactivity.readingClock': (check) => {
    expect(check.snapshot.context.userInfo?.userType).not.toBe('internalUser');
    expect(check.snapshot.children.readInactivityClock).toBeDefined();
    if (check.entered) expect(startedThisStep(check, 'readInactivityClock')).toBe(true);
  },
  'app.ready.session.signedIn.inactivity.watching': (check) => {
    const { event, snapshot } = check;
    expect(snapshot.children.inactivity).toBeDefined();
    // The watch starts from the shared last click and the time read at sign-in.
    if (event.type === 'xstate.done.actor.readInactivityClock') {
      expect(lastInvocation(check, 'inactivity')?.input).toEqual(event.output);
    }
    // Every click reaches the inactivity watch, with its own time (spec section 4).
    if (event.type === 'USER.CLICK') expectSent(check, 'inactivity', { type: 'CLICK', at: event.at });
  },
  'app.ready.session.signedIn.shell.internalUser': (check) => {
    expect(check.snapshot.context.userInfo?.userType).toBe('internalUser');
    expect(check.snapshot.children.agencyFolders).toBeDefined();
    expect(check.snapshot.children.bell).toBeUndefined();
  },
  'app.ready.session.signedIn.shell.otherUser': (check) => {
    const { userType } = check.snapshot.context.userInfo!;
    expect(userType).not.toBe('internalUser');
    expect(check.snapshot.children.agencyFolders).toBeUndefined();
    expect(check.snapshot.children.bell).toBeDefined();
    // The bell is told the user type (its badge depends on it).
    if (check.entered) expect(lastInvocation(check, 'bell')?.input).toEqual({ userType });
  },
  'app.ready.session.signingOut': (check) => {
    // The profile menu's logout, or the end of the inactivity watch (an hour without a click).
    if (check.entered && check.event.type !== 'LOGOUT') {
      expect(previous(check)?.matches({ ready: { session: { signedIn: { inactivity: 'watching' } } } })).toBe(true);
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
      expect(lastInvocation(check, 'loadTranslations')?.input).toEqual({ tenant: 'alpha', language: check.event.language });
      expect(check.snapshot.context.language).not.toBe(check.event.language);
    }
  },
};

/** Boot, maintenance, language, request counts and network: on a public screen, no session. */
const globalsModel = createModel(appMachine, {
  input: { location: { path: '/forbidden', search: '' }, online: true },
  events: {
    ...bootOutcomes,
    'xstate.done.actor.prepareStorage': [{ output: storage() }],
    'xstate.done.actor.switchLanguage': [{ output: undefined }],
    'xstate.error.actor.switchLanguage': [{ error: new Error('offline') }],
    'LOCATION.CHANGED': [{ path: '/maintenance', search: '' }, { path: '/forbidden', search: '' }],
    'LANGUAGE.CHANGE': [{ language: 'en' }, { language: 'fr' }],
    LOGIN: [], LOGOUT: [], 'USER.CLICK': [],
    // Raised by the machine itself after each LOCATION.CHANGED.
    'ROUTE.UPDATED': [],
  },
  // In-flight counts grow without bound: what the view shows is "busy or not".
  serializeState: (snapshot) => JSON.stringify({
    value: snapshot.value,
    path: snapshot.context.location.path,
    busy: Math.min(snapshot.context.inFlight, 1),
    online: snapshot.context.online,
    language: snapshot.context.language,
    requested: snapshot.context.requestedLanguage,
  }),
  oracle: appOracle,
});

/** Sign-in routing, route guards, applicant area, inactivity and logout. */
const sessionModel = createModel(appMachine, {
  input: { location: { path: '/home', search: '' }, online: true },
  events: {
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
    'LANGUAGE.CHANGE': [], 'HTTP.REQUEST_STARTED': [], 'HTTP.REQUEST_ENDED': [], 'NETWORK.ONLINE': [], 'NETWORK.OFFLINE': [],
    'ROUTE.UPDATED': [],
  },
  serializeState: (snapshot) => JSON.stringify({
    value: snapshot.value,
    path: snapshot.context.location.path,
    notice: snapshot.context.autoLogoutNotice,
    user: snapshot.context.userInfo?.userType ?? null,
    applicant: snapshot.context.applicantArea,
  }),
  oracle: appOracle,
  // A click can happen on any screen: every state's oracle says what it must do.
  alwaysPossible: ['USER.CLICK'],
});

describe('app machine model: boot and global concerns', () => {
  for (const path of globalsModel.paths()) it(path.description, () => globalsModel.replay(path));
});

describe('app machine model: session', () => {
  for (const path of sessionModel.paths()) it(path.description, () => sessionModel.replay(path, { onStep: expectShellActors }));
});

/**
 * The shell's actors run exactly while signed in: alerts for everyone, the agency folders for
 * internal users, the bell (told the user type) for the others.
 */
function expectShellActors(
  snapshot: SnapshotFrom<typeof appMachine>,
  _step: unknown,
  { invocations }: { invocations: readonly { src: string; input: unknown }[] },
) {
  const signedIn = snapshot.matches({ ready: { session: 'signedIn' } });
  const internal = snapshot.context.userInfo?.userType === 'internalUser';
  expect(Boolean(snapshot.children.alerts)).toBe(signedIn);
  expect(Boolean(snapshot.children.agencyFolders)).toBe(signedIn && internal);
  expect(Boolean(snapshot.children.bell)).toBe(signedIn && !internal);
  if (signedIn && !internal) {
    expect(invocations.filter((i) => i.src === 'bell').at(-1)?.input).toEqual({ userType: snapshot.context.userInfo?.userType });
  }
}

describe('app machine with its real children (signIn, inactivity, alerts, bell, agency folders)', () => {
  const children = { signIn: signInMachine, inactivity: inactivityMachine, alerts: alertsMachine, bell: bellMachine, agencyFolders: agencyFoldersMachine };
  const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
  const MINUTE = 60_000;
  const booted = [
    { type: 'xstate.done.actor.loadSettings', output: settings },
    { type: 'xstate.done.actor.prepareStorage', output: storage() },
    { type: 'xstate.done.actor.loadTranslations', output: undefined },
  ];
  const worker = user({});

  it("a worker signs in through the real signIn, clicks, is watched by the real inactivity machine, and is signed out an hour after the click", async () => {
    const seen: string[] = [];
    const final = await sessionModel.run(
      [
        ...booted,
        // signIn's own actors answer: authenticated, user info, a registered device.
        { type: 'xstate.done.actor.checkAuth', output: { authenticated: true } },
        { type: 'xstate.done.actor.fetchUserInfo', output: worker },
        { type: 'xstate.done.actor.checkDevice', output: { registered: true } },
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
            // signIn's output reached the app: the user is recorded and cached.
            expect(snapshot.matches({ ready: { session: 'signedIn' } })).toBe(true);
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
      oracle: {
        ...appOracle,
        'app.ready.session.signedIn.inactivity.watching': async (check) => {
          await appOracle['app.ready.session.signedIn.inactivity.watching'](check);
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

  it("an internal user gets the real agency-folder dropdown and no inactivity watch", async () => {
    const admin = user({ userType: 'internalUser', roles: ['administrator'] });
    const final = await sessionModel.run(
      [
        ...booted,
        { type: 'xstate.done.actor.checkAuth', output: { authenticated: true } },
        { type: 'xstate.done.actor.fetchUserInfo', output: admin },
        { type: 'xstate.done.actor.loadAgencyFolders', output: [{ id: 'f-lyo', code: 'LYO', name: 'Lyon' }] },
        { type: 'xstate.done.actor.readSavedSelection', output: ['f-lyo'] },
      ],
      { children },
    );
    expect(final.matches({ ready: { session: { signedIn: { inactivity: 'exempt', shell: 'internalUser' } } } })).toBe(true);
    expect(final.children.agencyFolders?.getSnapshot()).toMatchObject({ value: 'ready', context: { saved: ['f-lyo'] } });
  });
});

afterAll(() => assertJointCoverage([globalsModel, sessionModel]));

publishJourneys('app', { boot: globalsModel, session: sessionModel });
