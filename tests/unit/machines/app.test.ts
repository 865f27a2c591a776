// The root app machine as the browser layer and the views see it: which boot screen shows, which
// effects run with which parameters (navigation, login, reloads, storage), which children run,
// and what the context the views read holds. Children are stood in for by controlled calls; their
// own behaviour has its own tests.
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock, type AnyActorLogic } from 'xstate';
import {
  appMachine,
  type AppLocation,
  type InactivityClock,
  type LoadedSettings,
  type PreparedStorage,
} from '../../../machines/app/app.machine';
import { reLoginMachine, type ReLoginClock } from '../../../machines/reLogin/reLogin.machine';
import type { AuthCheck, SignInInput, SignInOutput } from '../../../machines/signIn/signIn.machine';
import type { UserInfo } from '../../../machines/domain/types';
import { controlledActor, settle } from './deferred';
import { userInfo as user, screenNeverLoads } from '../../support/fixtures';
import { loadedSettings, preparedStorage } from '../../support/fixtures';

const MAINTENANCE_RELOAD_MS = 30_000; // spec section 9

const SETTINGS = loadedSettings({
  appSettings: { deviceId: 'configured-device', localStorageVersion: '2.1.0' },
  clientConfiguration: {
    post_login_route: '/post-login',
    forbidden_route: '/forbidden-route',
    unauthorized_route: '/unauthorized-route',
    max_id_token_iat_offset_allowed_in_seconds: 120,
  },
});

const storage = preparedStorage;

const WORKER = user();
const ADMIN = user({ userType: 'internalUser', roles: ['administrator'] });

/** The shell's other children (errorDialog, toaster, popup, banner, connection, notification list) have
 * their own tests; here they only need to run quietly. */
const QUIET_CHILDREN = {
  errorDialog: createMachine({}),
  toaster: createMachine({}),
  popup: createMachine({}),
  banner: createMachine({}),
  connection: createMachine({}),
  notificationList: createMachine({}),
  // Registration waits for 30 s of calm, which these tests' clock passes: its rule has its own model.
  serviceWorkerRegistration: createMachine({}),
  loadScreen: screenNeverLoads(),
  // The session's code, already with the layout's chunk.
  loadShell: fromPromise(async () => {}),
};

/** A child machine that records what it receives and never ends. */
function recordingChild(received: unknown[]) {
  return createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } });
}

function start(location: AppLocation, { online = true } = {}) {
  const clock = new SimulatedClock();
  const loadSettings = controlledActor<LoadedSettings>();
  const prepareStorage = controlledActor<PreparedStorage, { localStorageVersion: string; deviceId: string | null }>();
  const loadTranslations = controlledActor<void, { tenant: string; language: string }>();
  const checkAuth = controlledActor<AuthCheck>();
  const signOut = controlledActor<void>();
  const readInactivityClock = controlledActor<InactivityClock>();
  const signIn = controlledActor<SignInOutput, SignInInput>();
  const inactivity = controlledActor<void, InactivityClock>();
  const childInputs: Record<string, unknown[]> = { alerts: [], bell: [], agencyFolders: [] };
  const child = (name: string) =>
    createMachine({
      context: ({ input }) => {
        childInputs[name].push(input);
        return {};
      },
    });
  // The 401 rule is the reLogin child's: the real one, its clock and effects recorded here.
  const readReLoginClock = controlledActor<ReLoginClock>();
  const reLoginEffects = { startReLogin: vi.fn(), recordReLogin: vi.fn() };
  const reLogin = reLoginMachine.provide({
    actors: { readReLoginClock: readReLoginClock.logic },
    actions: {
      startReLogin: (_, params) => reLoginEffects.startReLogin(params),
      recordReLogin: (_, params) => reLoginEffects.recordReLogin(params),
    },
  });
  const effects = {
    navigate: vi.fn(),
    reloadFrontUrl: vi.fn(),
    reloadPage: vi.fn(),
    applyBranding: vi.fn(),
    persistLanguage: vi.fn(),
    startLogin: vi.fn(),
    forgetAutoLogoutFlag: vi.fn(),
    persistApplicantArea: vi.fn(),
    cacheUserInfo: vi.fn(),
    logBootError: vi.fn(),
  };
  const recorded = (name: keyof typeof effects) => (_: unknown, params?: unknown) => effects[name](params);
  const machine = appMachine.provide({
    actors: {
      loadSettings: loadSettings.logic,
      prepareStorage: prepareStorage.logic,
      loadTranslations: loadTranslations.logic,
      checkAuth: checkAuth.logic,
      signOut: signOut.logic,
      readInactivityClock: readInactivityClock.logic,
      signIn: signIn.logic as unknown as AnyActorLogic,
      inactivity: inactivity.logic as unknown as AnyActorLogic,
      alerts: child('alerts'),
      bell: child('bell'),
      agencyFolders: child('agencyFolders'),
      reLogin,
      ...QUIET_CHILDREN,
    } as never,
    actions: Object.fromEntries(Object.keys(effects).map((name) => [name, recorded(name as keyof typeof effects)])) as never,
  });
  const actor = createActor(machine, { clock, input: { location, online } });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  const go = (path: string, search = '', state?: unknown) => actor.send({ type: 'LOCATION.CHANGED', path, search, state });
  /** Boots with SETTINGS and `stored`. */
  const boot = async (stored: PreparedStorage = storage()) => {
    loadSettings.last.resolve(SETTINGS);
    await settle();
    prepareStorage.last.resolve(stored);
    await settle();
    loadTranslations.last.resolve();
    await settle();
  };
  const signedInAs = async (userInfo: UserInfo, returnUrl: string | null = null) => {
    signIn.last.resolve({ result: 'signedIn', userInfo, returnUrl, deviceQuestionDeclined: false });
    await settle();
  };
  const session = () => (snapshot().value as { ready: { session: unknown } }).ready.session;
  return {
    actor,
    clock,
    snapshot,
    go,
    boot,
    signedInAs,
    session,
    effects,
    reLoginEffects,
    childInputs,
    readReLoginClock,
    loadSettings,
    prepareStorage,
    loadTranslations,
    checkAuth,
    signOut,
    readInactivityClock,
    signIn,
    inactivity,
  };
}

describe('app: boot', () => {
  it('loads the settings, prepares storage with the version and device id, loads the translations, then is ready', async () => {
    const app = start({ path: '/forbidden', search: '' });
    expect(app.snapshot().value).toEqual({ booting: 'loadingSettings' });
    app.loadSettings.last.resolve(SETTINGS);
    await settle();
    expect(app.snapshot().value).toEqual({ booting: 'preparingStorage' });
    expect(app.prepareStorage.last.input).toEqual({ localStorageVersion: '2.1.0', deviceId: 'configured-device' });
    const cached = user({ firstName: 'Ada' });
    app.prepareStorage.last.resolve(storage({ language: 'en', autoLogoutNotice: true, applicantArea: 'worker', cachedUserInfo: cached }));
    await settle();
    expect(app.loadTranslations.last.input).toEqual({ tenant: 'alpha', language: 'en', purpose: 'boot' });
    expect(app.effects.applyBranding).not.toHaveBeenCalled();
    app.loadTranslations.last.resolve();
    await settle();
    expect(app.snapshot().matches('ready')).toBe(true);
    expect(app.effects.applyBranding).toHaveBeenCalledExactlyOnceWith({ tenant: 'alpha' });
    expect(app.snapshot().context).toMatchObject({
      settings: SETTINGS.appSettings,
      clientConfiguration: SETTINGS.clientConfiguration,
      bootError: null,
      language: 'en',
      autoLogoutNotice: true,
      applicantArea: 'worker',
      userInfo: cached,
      device: { id: 'device-1', suggestedName: 'Chrome · Linux' },
    });
  });

  it('starts in French, with nothing in flight, online as told, and no language kept means French', async () => {
    const app = start({ path: '/forbidden', search: '' }, { online: false });
    expect(app.snapshot().context).toMatchObject({
      language: 'fr',
      requestedLanguage: null,
      inFlight: 0,
      online: false,
      bootError: null,
      settings: null,
      userInfo: null,
      applicantArea: null,
      autoLogoutNotice: false,
      clientConfiguration: null,
      inactivityClock: null,
      // No device known until storage is read.
      device: { id: '', suggestedName: '', questionDeclined: false },
      location: { path: '/forbidden', search: '' },
    });
    await app.boot();
    expect(app.loadTranslations.calls[0].input).toEqual({ tenant: 'alpha', language: 'fr', purpose: 'boot' });
    expect(app.snapshot().context.language).toBe('fr');
  });

  it('a broken settings file: the failure screen names it, the log gets it; Retry boots again', async () => {
    const app = start({ path: '/home', search: '' });
    const error = { file: 'settings/appsettings.json', problem: 'missingField', field: 'backApiUrl' };
    app.loadSettings.last.reject(error);
    await settle();
    expect(app.snapshot().value).toBe('bootFailed');
    expect(app.snapshot().context.bootError).toEqual(error);
    expect(app.effects.logBootError).toHaveBeenCalledExactlyOnceWith({ error });
    app.actor.send({ type: 'BOOT.RETRY' });
    expect(app.snapshot().value).toEqual({ booting: 'loadingSettings' });
    expect(app.loadSettings.calls).toHaveLength(2);
    app.loadSettings.last.resolve(SETTINGS);
    await settle();
    expect(app.snapshot().context.bootError).toBeNull();
  });

  it('an error that is not a boot error still gets a failure screen, with its message as detail', async () => {
    const app = start({ path: '/home', search: '' });
    app.loadSettings.last.reject(new Error('socket hang up'));
    await settle();
    expect(app.snapshot().context.bootError).toEqual({ file: 'unknown', problem: 'unreachable', detail: 'socket hang up' });
    const other = start({ path: '/home', search: '' });
    other.loadSettings.last.reject('plain text');
    await settle();
    expect(other.snapshot().context.bootError).toEqual({ file: 'unknown', problem: 'unreachable', detail: 'plain text' });
  });

  it.each(['loadSettings', 'loadTranslations'] as const)(
    'a 503 from %s shows the maintenance screen, which reloads the page after 30 s',
    async (step) => {
      const app = start({ path: '/home', search: '' });
      const error = { file: 'settings/appsettings.json', problem: 'unreachable', status: 503 };
      if (step === 'loadTranslations') {
        app.loadSettings.last.resolve(SETTINGS);
        await settle();
        app.prepareStorage.last.resolve(storage());
        await settle();
      }
      app[step].last.reject(error);
      await settle();
      expect(app.snapshot().value).toBe('bootMaintenance');
      expect(app.snapshot().context.bootError).toBeNull();
      expect(app.effects.logBootError).not.toHaveBeenCalled();
      app.clock.increment(MAINTENANCE_RELOAD_MS - 1);
      expect(app.effects.reloadPage).not.toHaveBeenCalled();
      app.clock.increment(1);
      expect(app.effects.reloadPage).toHaveBeenCalledTimes(1);
    },
  );

  it('a translation file answered with another error is a failure screen', async () => {
    const app = start({ path: '/home', search: '' });
    app.loadSettings.last.resolve(SETTINGS);
    await settle();
    app.prepareStorage.last.resolve(storage());
    await settle();
    const error = { file: 'i18n/core/fr.json', problem: 'unreachable', status: 404 };
    app.loadTranslations.last.reject(error);
    await settle();
    expect(app.snapshot().value).toBe('bootFailed');
    expect(app.snapshot().context.bootError).toEqual(error);
  });

  it('local storage has no maintenance: even a 503-looking failure is the failure screen', async () => {
    const app = start({ path: '/home', search: '' });
    app.loadSettings.last.resolve(SETTINGS);
    await settle();
    const error = { file: 'localStorage', problem: 'unreachable', status: 503 };
    app.prepareStorage.last.reject(error);
    await settle();
    expect(app.snapshot().value).toBe('bootFailed');
    expect(app.snapshot().context.bootError).toEqual(error);
    expect(app.effects.logBootError).toHaveBeenCalledExactlyOnceWith({ error });
  });

  it('a navigation during boot is recorded: the ready state starts from the new URL', async () => {
    const app = start({ path: '/forbidden', search: '' });
    app.go('/contracts/in-progress', '?page=2');
    expect(app.snapshot().context.location).toEqual({ path: '/contracts/in-progress', search: '?page=2', state: undefined });
    await app.boot();
    expect(app.session()).toEqual({ authorised: 'authenticating' });
    expect(app.signIn.last.input.requestedUrl).toBe('/contracts/in-progress?page=2');
  });
});

describe('app: globals', () => {
  it('counts the requests in flight, never below zero', async () => {
    const app = start({ path: '/forbidden', search: '' });
    app.actor.send({ type: 'HTTP.REQUEST_STARTED' });
    app.actor.send({ type: 'HTTP.REQUEST_STARTED' });
    expect(app.snapshot().context.inFlight).toBe(2);
    app.actor.send({ type: 'HTTP.REQUEST_ENDED' });
    expect(app.snapshot().context.inFlight).toBe(1);
    app.actor.send({ type: 'HTTP.REQUEST_ENDED' });
    app.actor.send({ type: 'HTTP.REQUEST_ENDED' });
    expect(app.snapshot().context.inFlight).toBe(0);
  });

  it('follows the network status', () => {
    const app = start({ path: '/forbidden', search: '' });
    app.actor.send({ type: 'NETWORK.OFFLINE' });
    expect(app.snapshot().context.online).toBe(false);
    app.actor.send({ type: 'NETWORK.ONLINE' });
    expect(app.snapshot().context.online).toBe(true);
  });

  it('HTTP 503 navigates to the maintenance page; HTTP 401 re-logs in back to the current URL', async () => {
    const app = start({ path: '/forbidden', search: '' });
    await app.boot();
    app.go('/evaluate', '?id=4');
    app.actor.send({ type: 'HTTP.MAINTENANCE' });
    expect(app.effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/maintenance', replace: true });
    app.actor.send({ type: 'HTTP.UNAUTHORIZED' });
    // The reLogin child decides (one re-login however many 401s, silent unless it loops): it reads
    // its clock, then goes to unauthorized_route, back to the current URL.
    expect(app.reLoginEffects.startReLogin).not.toHaveBeenCalled();
    app.actor.send({ type: 'HTTP.UNAUTHORIZED' });
    app.readReLoginClock.last.resolve({ lastReLoginAt: null, now: 5_000 });
    await settle();
    expect(app.readReLoginClock.calls).toHaveLength(1);
    expect(app.reLoginEffects.startReLogin).toHaveBeenCalledExactlyOnceWith({
      to: '/unauthorized-route',
      returnUrl: '/evaluate?id=4',
      forceLogin: true,
    });
    expect(app.reLoginEffects.recordReLogin).toHaveBeenCalledExactlyOnceWith({ at: 5_000 });
  });

  it('the maintenance page reloads the front URL after 30 s, not when left before', async () => {
    const app = start({ path: '/maintenance', search: '' });
    await app.boot();
    expect(app.snapshot().value).toMatchObject({ ready: { maintenance: 'waitingToReload' } });
    app.clock.increment(MAINTENANCE_RELOAD_MS - 1);
    expect(app.effects.reloadFrontUrl).not.toHaveBeenCalled();
    app.clock.increment(1);
    expect(app.effects.reloadFrontUrl).toHaveBeenCalledExactlyOnceWith({ url: 'http://portal.test/' });
    expect(app.snapshot().value).toMatchObject({ ready: { maintenance: 'reloading' } });
    app.go('/forbidden');
    expect(app.snapshot().value).toMatchObject({ ready: { maintenance: 'idle' } });

    const left = start({ path: '/maintenance', search: '' });
    await left.boot();
    left.clock.increment(MAINTENANCE_RELOAD_MS - 1);
    left.go('/forbidden');
    expect(left.snapshot().value).toMatchObject({ ready: { maintenance: 'idle' } });
    left.clock.increment(MAINTENANCE_RELOAD_MS);
    expect(left.effects.reloadFrontUrl).not.toHaveBeenCalled();
    left.go('/maintenance');
    expect(left.snapshot().value).toMatchObject({ ready: { maintenance: 'waitingToReload' } });
  });

  it('changing the language loads its files first, then switches, keeps and brands; the same language does nothing', async () => {
    const app = start({ path: '/forbidden', search: '' });
    await app.boot();
    app.effects.applyBranding.mockClear();
    app.actor.send({ type: 'LANGUAGE.CHANGE', language: 'fr' });
    expect(app.loadTranslations.calls).toHaveLength(1);
    app.actor.send({ type: 'LANGUAGE.CHANGE', language: 'en' });
    expect(app.loadTranslations.last.input).toEqual({ tenant: 'alpha', language: 'en', purpose: 'languageSwitch' });
    expect(app.snapshot().context).toMatchObject({ language: 'fr', requestedLanguage: 'en' });
    app.loadTranslations.last.resolve();
    await settle();
    expect(app.snapshot().context).toMatchObject({ language: 'en', requestedLanguage: null });
    expect(app.effects.persistLanguage).toHaveBeenCalledExactlyOnceWith({ language: 'en' });
    expect(app.effects.applyBranding).toHaveBeenCalledExactlyOnceWith({ tenant: 'alpha' });
    // Done switching: the next change is heard.
    app.actor.send({ type: 'LANGUAGE.CHANGE', language: 'fr' });
    expect(app.loadTranslations.last.input).toEqual({ tenant: 'alpha', language: 'fr', purpose: 'languageSwitch' });
    app.loadTranslations.last.resolve();
    await settle();
    expect(app.snapshot().context.language).toBe('fr');
  });

  it('a language whose files fail keeps the current texts', async () => {
    const app = start({ path: '/forbidden', search: '' });
    await app.boot();
    app.actor.send({ type: 'LANGUAGE.CHANGE', language: 'en' });
    app.loadTranslations.last.reject(new Error('offline'));
    await settle();
    expect(app.snapshot().context).toMatchObject({ language: 'fr', requestedLanguage: null });
    expect(app.effects.persistLanguage).not.toHaveBeenCalled();
    app.actor.send({ type: 'LANGUAGE.CHANGE', language: 'en' });
    expect(app.loadTranslations.calls).toHaveLength(3);
  });
});

describe('app: routes without a session', () => {
  it.each(['/evaluate', '/forbidden', '/maintenance'])('%s is public: no sign-in', async (path) => {
    const app = start({ path, search: '' });
    await app.boot();
    expect(app.session()).toBe('anonymous');
    expect(app.signIn.calls).toHaveLength(0);
    expect(app.checkAuth.calls).toHaveLength(0);
  });

  it('"Use another account" on the forbidden screen ends the provider session first', async () => {
    const app = start({ path: '/forbidden', search: '' });
    await app.boot();
    expect(app.signOut.calls).toHaveLength(0);
    app.actor.send({ type: 'SWITCH_ACCOUNT' });
    expect(app.session()).toBe('signingOut');
    expect(app.signOut.calls).toHaveLength(1);
  });

  it('/autologin starts the login with a fresh prompt, and no return URL', async () => {
    const app = start({ path: '/autologin', search: '' });
    await app.boot();
    expect(app.session()).toEqual({ autologin: 'redirecting' });
    expect(app.effects.startLogin).toHaveBeenCalledExactlyOnceWith({ returnUrl: null, prompt: 'login' });
  });

  it('/autologin with forceLogin true and a return URL skips the prompt and comes back there', async () => {
    const app = start({ path: '/autologin', search: '', state: { forceLogin: true, returnUrl: '/invoices?x=1' } });
    await app.boot();
    expect(app.effects.startLogin).toHaveBeenCalledExactlyOnceWith({ returnUrl: '/invoices?x=1', prompt: undefined });
  });

  it('an unknown path behaves like autologin, but a live session signs in without a prompt', async () => {
    const app = start({ path: '/no-such-page', search: '' });
    await app.boot();
    expect(app.session()).toEqual({ autologin: 'checkingSession' });
    expect(app.effects.startLogin).not.toHaveBeenCalled();
    app.checkAuth.last.resolve({ authenticated: false });
    await settle();
    expect(app.session()).toEqual({ autologin: 'redirecting' });
    expect(app.effects.startLogin).toHaveBeenCalledExactlyOnceWith({ returnUrl: null, prompt: 'login' });

    const failing = start({ path: '/no-such-page', search: '' });
    await failing.boot();
    failing.checkAuth.last.reject(new Error('storage'));
    await settle();
    expect(failing.session()).toEqual({ autologin: 'redirecting' });
    expect(failing.effects.startLogin).toHaveBeenCalledExactlyOnceWith({ returnUrl: null, prompt: 'login' });

    const signedIn = start({ path: '/no-such-page', search: '' });
    await signedIn.boot();
    signedIn.checkAuth.last.resolve({ authenticated: true });
    await settle();
    expect(signedIn.session()).toEqual({ autologin: 'resuming' });
    expect(signedIn.effects.startLogin).toHaveBeenCalledExactlyOnceWith({ returnUrl: null, prompt: undefined });
  });

  it('after an inactivity logout, /autologin shows its notice once and forgets the flag; LOGIN signs in', async () => {
    const app = start({ path: '/autologin', search: '' });
    await app.boot(storage({ autoLogoutNotice: true }));
    expect(app.session()).toEqual({ autologin: 'showingNotice' });
    expect(app.effects.forgetAutoLogoutFlag).toHaveBeenCalledTimes(1);
    expect(app.effects.startLogin).not.toHaveBeenCalled();
    app.actor.send({ type: 'LOGIN' });
    expect(app.session()).toEqual({ autologin: 'redirecting' });
    expect(app.snapshot().context.autoLogoutNotice).toBe(false);
    expect(app.effects.startLogin).toHaveBeenCalledExactlyOnceWith({ returnUrl: null, prompt: 'login' });
  });

  it('leaving /autologin while its notice shows follows the new route', async () => {
    const app = start({ path: '/autologin', search: '' });
    await app.boot(storage({ autoLogoutNotice: true }));
    expect(app.session()).toEqual({ autologin: 'showingNotice' });
    app.go('/evaluate');
    expect(app.session()).toBe('anonymous');
  });

  it.each(['/account', '/landing', '/guest-rh'])('%s: a signed-out visitor stays; a session is checked and signed in', async (path) => {
    const out = start({ path, search: '' });
    await out.boot();
    expect(out.session()).toBe('checkingGuest');
    out.checkAuth.last.resolve({ authenticated: false });
    await settle();
    expect(out.session()).toBe('anonymous');
    expect(out.signIn.calls).toHaveLength(0);

    const failing = start({ path, search: '' });
    await failing.boot();
    failing.checkAuth.last.reject(new Error('storage'));
    await settle();
    expect(failing.session()).toBe('anonymous');

    const signedIn = start({ path, search: '' });
    await signedIn.boot();
    signedIn.checkAuth.last.resolve({ authenticated: true });
    await settle();
    expect(signedIn.session()).toEqual({ authorised: 'authenticating' });
    await signedIn.signedInAs(WORKER);
    expect(signedIn.effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/home', replace: true });
  });

  it('a public screen left for a protected route starts the sign-in there', async () => {
    const app = start({ path: '/evaluate', search: '' });
    await app.boot();
    app.go('/contracts/in-progress');
    expect(app.session()).toEqual({ authorised: 'authenticating' });
  });
});

describe('app: sign-in', () => {
  it('a protected route signs in with the requested URL and what the app knows', async () => {
    const app = start({ path: '/contracts/in-progress', search: '?page=2' });
    await app.boot();
    expect(app.session()).toEqual({ authorised: 'authenticating' });
    expect(app.signIn.last.input).toEqual({
      mode: 'ensure',
      requestedUrl: '/contracts/in-progress?page=2',
      hasUserData: false,
      cachedUserInfo: null,
      maxIatOffsetSeconds: 120,
      deviceId: 'device-1',
      suggestedDeviceName: 'Chrome · Linux',
      deviceQuestionDeclined: false,
    });
  });

  it('"Not now" to the device question earlier in the tab reaches the sign-in', async () => {
    const app = start({ path: '/contracts/in-progress', search: '' });
    await app.boot(storage({ device: { id: 'device-1', suggestedName: 'Chrome · Linux', questionDeclined: true } }));
    expect(app.signIn.last.input.deviceQuestionDeclined).toBe(true);
  });

  it('"Not now" answered during the sign-in is kept for the tab, the device itself unchanged', async () => {
    const app = start({ path: '/home', search: '' });
    await app.boot();
    app.signIn.last.resolve({ result: 'signedIn', userInfo: WORKER, returnUrl: null, deviceQuestionDeclined: true });
    await settle();
    expect(app.snapshot().context.device).toEqual({ id: 'device-1', suggestedName: 'Chrome · Linux', questionDeclined: true });
  });

  it('with user info cached for the tab, the sign-in knows (no loading modal)', async () => {
    const app = start({ path: '/home', search: '' });
    await app.boot(storage({ cachedUserInfo: WORKER }));
    expect(app.signIn.last.input.hasUserData).toBe(true);
    // And who it was, so the device can be checked alongside the user info.
    expect(app.signIn.last.input.cachedUserInfo).toEqual(WORKER);
  });

  it('a login started from the applicant area comes back to /home', async () => {
    const app = start({ path: '/applicant/step-1', search: '?a=1' });
    await app.boot();
    expect(app.signIn.last.input.requestedUrl).toBe('/home');
  });

  it('a signed-in user is recorded and cached; the route is entered without a redirect', async () => {
    const app = start({ path: '/contracts/in-progress', search: '' });
    await app.boot();
    await app.signedInAs(WORKER, '/ignored-in-ensure-mode');
    expect(app.snapshot().context.userInfo).toEqual(WORKER);
    expect(app.effects.cacheUserInfo).toHaveBeenCalledExactlyOnceWith({ userInfo: WORKER });
    expect(app.effects.navigate).not.toHaveBeenCalled();
    expect(app.session()).toMatchObject({ authorised: { signedIn: { route: 'entered' } } });
  });

  it('the login callback returns to the saved URL, else to post_login_route', async () => {
    const app = start({ path: '/success-login', search: '?code=x' });
    await app.boot();
    expect(app.session()).toBe('completingLogin');
    expect(app.signIn.last.input.mode).toBe('callback');
    await app.signedInAs(WORKER, '/documents?tab=2');
    expect(app.effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/documents?tab=2', replace: true });
    expect(app.effects.cacheUserInfo).toHaveBeenCalledExactlyOnceWith({ userInfo: WORKER });
    expect(app.session()).toMatchObject({ authorised: { signedIn: {} } });
    expect(app.snapshot().context.userInfo).toEqual(WORKER);

    const noUrl = start({ path: '/success-login', search: '' });
    await noUrl.boot();
    await noUrl.signedInAs(WORKER, null);
    expect(noUrl.effects.navigate).toHaveBeenCalledWith({ to: '/post-login', replace: true });
  });

  it.each(['/success-login', '/home'])('user info answered 403 at %s: the forbidden route', async (path) => {
    const app = start({ path, search: '' });
    await app.boot();
    app.signIn.last.resolve({ result: 'forbidden' });
    await settle();
    expect(app.effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/forbidden-route', replace: true });
    expect(app.session()).toBe('leaving');
    expect(app.snapshot().context.userInfo).toBeNull();
    app.go('/forbidden');
    expect(app.session()).toBe('anonymous');
  });

  it.each(['/success-login', '/home'])('a halted sign-in at %s waits for the navigation the HTTP rule starts', async (path) => {
    const app = start({ path, search: '' });
    await app.boot();
    app.signIn.last.resolve({ result: 'halted' });
    await settle();
    expect(app.session()).toBe('leaving');
    expect(app.effects.navigate).not.toHaveBeenCalled();
    app.go('/maintenance');
    expect(app.session()).toBe('anonymous');
  });

  it.each(['/success-login', '/home'])('a 401 or 503 during the sign-in at %s: the page moves, the sign-in stops', async (path) => {
    const app = start({ path, search: '' });
    await app.boot();
    app.go('/contracts/in-progress');
    expect(app.snapshot().children.signIn).toBeDefined();
    expect(app.signIn.calls).toHaveLength(1);
    // unauthorized_route is not a route of the portal here: an unknown path, whose session is checked first.
    app.go('/unauthorized-route');
    expect(app.session()).toEqual({ autologin: 'checkingSession' });
    expect(app.snapshot().children.signIn).toBeUndefined();

    const maintenance = start({ path, search: '' });
    await maintenance.boot();
    maintenance.go('/maintenance');
    expect(maintenance.session()).toBe('anonymous');
  });
});

describe('app: signed in', () => {
  async function signedIn(path: string, info: UserInfo, stored: Partial<PreparedStorage> = {}) {
    const app = start({ path, search: '' });
    await app.boot(storage(stored));
    await app.signedInAs(info);
    return app;
  }

  it('a refused route redirects to the landing route', async () => {
    const app = await signedIn('/back-office', WORKER);
    expect(app.effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/home', replace: true });
    expect(app.session()).toMatchObject({ authorised: { signedIn: { route: 'redirecting' } } });
    app.go('/home');
    expect(app.session()).toMatchObject({ authorised: { signedIn: { route: 'entered' } } });
  });

  it("the layout's empty path goes to /home", async () => {
    const app = await signedIn('/', ADMIN);
    expect(app.effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/home', replace: true });
  });

  it('a worker entering /applicant enters the applicant area, kept for the tab; then other routes go there', async () => {
    const app = await signedIn('/applicant', WORKER);
    expect(app.session()).toMatchObject({ authorised: { signedIn: { route: 'entered' } } });
    expect(app.snapshot().context.applicantArea).toBe('worker');
    expect(app.effects.persistApplicantArea).toHaveBeenCalledExactlyOnceWith({ applicantArea: 'worker' });
    app.go('/contracts/in-progress');
    expect(app.effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/applicant', replace: true });
  });

  it('a sign-in route while signed in leaves the session for it', async () => {
    const app = await signedIn('/home', WORKER);
    app.go('/autologin');
    expect(app.session()).toEqual({ autologin: 'redirecting' });
  });

  it('workers and clients: the inactivity watch starts from the stored clock, and clicks are forwarded to it', async () => {
    const app = await signedIn('/home', WORKER);
    expect(app.session()).toMatchObject({ authorised: { signedIn: { inactivity: 'readingClock' } } });
    const clock = { lastClick: 1_000, now: 2_000 };
    app.readInactivityClock.last.resolve(clock);
    await settle();
    expect(app.snapshot().context.inactivityClock).toEqual(clock);
    expect(app.inactivity.last.input).toEqual(clock);
    expect(app.session()).toMatchObject({ authorised: { signedIn: { inactivity: 'watching' } } });
  });

  it('a click reaches the inactivity watch with its time', async () => {
    const received: unknown[] = [];
    const app = createActor(
      appMachine.provide({
        actors: {
          loadSettings: resolved(SETTINGS),
          prepareStorage: resolved(storage()),
          loadTranslations: resolved(undefined),
          signIn: resolved({ result: 'signedIn', userInfo: WORKER, returnUrl: null, deviceQuestionDeclined: false }),
          readInactivityClock: resolved({ lastClick: null, now: 0 }),
          inactivity: recordingChild(received),
          alerts: createMachine({}),
          bell: createMachine({}),
          reLogin: createMachine({}),
          ...QUIET_CHILDREN,
        } as never,
        actions: { applyBranding: () => {}, cacheUserInfo: () => {} } as never,
      }),
      { input: { location: { path: '/home', search: '' }, online: true } },
    ).start();
    for (let i = 0; i < 6; i++) await settle();
    expect(app.getSnapshot().value).toMatchObject({ ready: { session: { authorised: { signedIn: { inactivity: 'watching' } } } } });
    app.send({ type: 'USER.CLICK', at: 1234 });
    expect(received).toEqual([{ type: 'CLICK', at: 1234 }]);
  });

  it('an hour without a click logs out', async () => {
    const app = await signedIn('/home', WORKER);
    app.readInactivityClock.last.resolve({ lastClick: null, now: 0 });
    await settle();
    app.inactivity.last.resolve();
    await settle();
    expect(app.session()).toBe('signingOut');
    expect(app.signOut.calls).toHaveLength(1);
  });

  it('an unreadable inactivity clock exempts the session rather than logging out', async () => {
    const app = await signedIn('/home', WORKER);
    app.readInactivityClock.last.reject(new Error('storage'));
    await settle();
    expect(app.session()).toMatchObject({ authorised: { signedIn: { inactivity: 'exempt' } } });
    expect(app.inactivity.calls).toHaveLength(0);
  });

  it('internal users are exempt from the inactivity logout', async () => {
    const app = await signedIn('/home', ADMIN);
    expect(app.session()).toMatchObject({ authorised: { signedIn: { inactivity: 'exempt' } } });
    expect(app.readInactivityClock.calls).toHaveLength(0);
  });

  it('the shell: alerts for everyone, the bell (with the user type) for workers and clients', async () => {
    const app = await signedIn('/home', WORKER);
    const children = app.snapshot().children;
    expect(children.alerts).toBeDefined();
    expect(children.bell).toBeDefined();
    expect(children.agencyFolders).toBeUndefined();
    expect(app.childInputs.bell).toEqual([{ userType: 'worker' }]);
  });

  it('the shell: alerts and the agency folders for internal users, no bell', async () => {
    const app = await signedIn('/home', ADMIN);
    const children = app.snapshot().children;
    expect(children.alerts).toBeDefined();
    expect(children.agencyFolders).toBeDefined();
    expect(children.bell).toBeUndefined();
  });

  it('LOGOUT signs out; the provider page takes over', async () => {
    const app = await signedIn('/home', ADMIN);
    app.actor.send({ type: 'LOGOUT' });
    expect(app.session()).toBe('signingOut');
    expect(app.snapshot().children.alerts).toBeUndefined();
    app.signOut.last.resolve();
    await settle();
    expect(app.session()).toBe('signedOut');
    expect(app.effects.navigate).not.toHaveBeenCalled();
  });

  it('a logout that cannot reach the provider goes to unauthorized_route', async () => {
    const app = await signedIn('/home', ADMIN);
    app.actor.send({ type: 'LOGOUT' });
    app.signOut.last.reject(new Error('provider unreachable'));
    await settle();
    expect(app.effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/unauthorized-route', replace: true });
    expect(app.session()).toBe('leaving');
    app.go('/unauthorized-route');
    expect(app.session()).toEqual({ autologin: 'checkingSession' });
    app.checkAuth.last.resolve({ authenticated: false });
    await settle();
    expect(app.effects.startLogin).toHaveBeenCalledExactlyOnceWith({ returnUrl: null, prompt: 'login' });
  });
});

// User info does not wait for the tenant's texts. The texts load in a region of `ready`
// beside the session; their failure is still the boot's (failure screen or maintenance).
describe('app: the texts load beside the session', () => {
  async function afterStorage(path: string) {
    const app = start({ path, search: '' });
    app.loadSettings.last.resolve(SETTINGS);
    await settle();
    app.prepareStorage.last.resolve(storage());
    await settle();
    return app;
  }

  it('starts the sign-in and the texts together; the texts may answer after the sign-in', async () => {
    const app = await afterStorage('/home');
    expect(app.loadTranslations.calls).toHaveLength(1);
    expect(app.signIn.calls).toHaveLength(1);
    expect(app.snapshot().matches({ ready: { texts: 'loading' } })).toBe(true);
    await app.signedInAs(WORKER);
    expect(app.snapshot().matches({ ready: { session: { authorised: 'signedIn' }, texts: 'loading' } })).toBe(true);
    expect(app.effects.applyBranding).not.toHaveBeenCalled();
    app.loadTranslations.last.resolve();
    await settle();
    expect(app.snapshot().matches({ ready: { session: { authorised: 'signedIn' }, texts: 'loaded' } })).toBe(true);
    expect(app.effects.applyBranding).toHaveBeenCalledExactlyOnceWith({ tenant: 'alpha' });
    expect(app.signIn.calls).toHaveLength(1);
  });

  it('on a public screen the texts load alone', async () => {
    const app = await afterStorage('/forbidden');
    expect(app.loadTranslations.calls).toHaveLength(1);
    expect(app.signIn.calls).toHaveLength(0);
    expect(app.session()).toBe('anonymous');
  });

  it('texts failing while the user signs in: the failure screen, the sign-in stopped; Retry boots and signs in again', async () => {
    const app = await afterStorage('/home');
    expect(app.snapshot().children.signIn).toBeDefined();
    const error = { file: 'i18n/core/fr.json', problem: 'unreachable', status: 500 };
    app.loadTranslations.last.reject(error);
    await settle();
    expect(app.snapshot().value).toBe('bootFailed');
    expect(app.snapshot().children.signIn).toBeUndefined();
    expect(app.snapshot().context.bootError).toEqual(error);
    expect(app.effects.logBootError).toHaveBeenCalledExactlyOnceWith({ error });
    app.actor.send({ type: 'BOOT.RETRY' });
    app.loadSettings.last.resolve(SETTINGS);
    await settle();
    app.prepareStorage.last.resolve(storage());
    await settle();
    expect(app.signIn.calls).toHaveLength(2);
    expect(app.loadTranslations.calls).toHaveLength(2);
  });

  it('texts answering 503 after the sign-in ended: the maintenance screen, even for a signed-in user', async () => {
    const app = await afterStorage('/home');
    await app.signedInAs(WORKER);
    app.loadTranslations.last.reject({ file: 'i18n/tenants/alpha.fr.json', problem: 'unreachable', status: 503 });
    await settle();
    expect(app.snapshot().value).toBe('bootMaintenance');
    expect(app.snapshot().children.alerts).toBeUndefined();
  });
});

function resolved<T>(output: T) {
  return fromPromise(async () => output);
}
