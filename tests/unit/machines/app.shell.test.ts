// The app machine's signed-in shell as its children and the browser layer see it: which child hears
// which event with which payload (pushes, processed ids, failures and their Retry, clicks, the
// network), which children run on which route (notification list, profile screens), the profile
// approval's user-info refresh, and the navigation a notification asks for. Every child is a
// recording stand-in here; each child's own behaviour has its own tests.
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, type AnyActorLogic } from 'xstate';
import { appMachine } from '../../../machines/app/app.machine';
import type { RaisedFailure } from '../../../machines/domain/failures';
import type { AppNotification, UserInfo } from '../../../machines/domain/types';
import { controlledActor, settle } from './deferred';
import { userInfo as user, screenNeverLoads } from '../../support/fixtures';
import { loadedSettings, preparedStorage } from '../../support/fixtures';

const SETTINGS = loadedSettings({
  appSettings: { localStorageVersion: '2.1.0' },
  clientConfiguration: { max_id_token_iat_offset_allowed_in_seconds: 120 },
});

const STORAGE = preparedStorage({ device: { id: 'device-1', suggestedName: 'Chrome', questionDeclined: false } });

const WORKER = user();
const CLIENT = user({ userType: 'client', roles: ['clientUser'] });
const APPROVAL_PENDING = user({ userType: 'client', roles: ['clientUser'], requireProfileApproval: true });

const CHILDREN = [
  'inactivity',
  'alerts',
  'bell',
  'agencyFolders',
  'errorDialog',
  'toaster',
  'popup',
  'banner',
  'connection',
  'profileApproval',
  'reLogin',
  'serviceWorkerRegistration',
] as const;
type Child = (typeof CHILDREN)[number];

const resolved = <T>(output: T) => fromPromise(async () => output);

/** Boots, signs `info` in at `path`, with every child a stand-in recording what it hears. */
async function signedIn(
  path: string,
  info: UserInfo,
  replaced: Partial<Record<Child, AnyActorLogic>> = {},
  { loadScreen: loadScreenLogic, loadShell }: { loadScreen?: AnyActorLogic; loadShell?: AnyActorLogic } = {},
) {
  const heard = Object.fromEntries(CHILDREN.map((id) => [id, [] as unknown[]])) as Record<Child, unknown[]>;
  const started = Object.fromEntries(CHILDREN.map((id) => [id, 0])) as Record<Child, number>;
  const inputs = Object.fromEntries(CHILDREN.map((id) => [id, [] as unknown[]])) as Record<Child, unknown[]>;
  const recording = (id: Child) =>
    createMachine({
      context: ({ input }) => {
        started[id] += 1;
        inputs[id].push(input);
        return {};
      },
      on: { '*': { actions: ({ event }) => heard[id].push(event) } },
    });
  // A screen's machine: a recording stand-in named for the screen loadScreen was asked for.
  const screens = {
    loaded: [] as string[],
    started: [] as { id: string; input: unknown }[],
    heard: [] as { id: string; event: unknown }[],
  };
  const screenLogic = (id: string) =>
    createMachine({
      id,
      context: ({ input }) => {
        screens.started.push({ id, input });
        return {};
      },
      on: { '*': { actions: ({ event }) => screens.heard.push({ id, event }) } },
    });
  const loadScreen = fromPromise(async ({ input }: { input: { id: string } }) => {
    screens.loaded.push(input.id);
    return screenLogic(input.id);
  });
  const refreshUserInfo = controlledActor<UserInfo>();
  const effects = { navigate: vi.fn(), cacheUserInfo: vi.fn(), logUserInfoRefreshFailed: vi.fn(), logScreenUnavailable: vi.fn() };
  const actor = createActor(
    appMachine.provide({
      actors: {
        loadSettings: resolved(SETTINGS),
        prepareStorage: resolved(STORAGE),
        loadTranslations: resolved(undefined),
        signIn: resolved({ result: 'signedIn', userInfo: info, returnUrl: null, deviceQuestionDeclined: false }),
        readInactivityClock: resolved({ lastClick: null, now: 0 }),
        signOut: controlledActor<void>().logic,
        refreshUserInfo: refreshUserInfo.logic as unknown as AnyActorLogic,
        loadScreen: loadScreenLogic ?? loadScreen,
        // The session's code, already with the layout's chunk.
        loadShell: loadShell ?? resolved(undefined),
        ...Object.fromEntries(CHILDREN.map((id) => [id, recording(id)])),
        ...replaced,
      } as never,
      actions: {
        applyBranding: () => {},
        navigate: (_: unknown, params: unknown) => effects.navigate(params),
        cacheUserInfo: (_: unknown, params: unknown) => effects.cacheUserInfo(params),
        logUserInfoRefreshFailed: (_: unknown, params: unknown) => effects.logUserInfoRefreshFailed(params),
        logScreenUnavailable: (_: unknown, params: unknown) => effects.logScreenUnavailable(params),
      } as never,
    }),
    { input: { location: { path, search: '' }, online: true } },
  ).start();
  for (let i = 0; i < 8; i++) await settle();
  // A test that holds the session's code itself (loadShell) drives the sign-in's end.
  if (!loadShell) expect(actor.getSnapshot().value).toMatchObject({ ready: { session: { authorised: { signedIn: {} } } } });
  const region = (name: string) =>
    (actor.getSnapshot().value as { ready: { session: { authorised: { signedIn: Record<string, unknown> } } } }).ready.session.authorised
      .signedIn[name];
  const go = async (to: string, search = '') => {
    actor.send({ type: 'LOCATION.CHANGED', path: to, search });
    for (let i = 0; i < 3; i++) await settle();
  };
  return { actor, heard, started, inputs, effects, refreshUserInfo, region, go, screens };
}

const notification = (type: string, id = 'n-1'): AppNotification => ({ id, type, category: 'profile' });

function failure(source: string): RaisedFailure {
  return { source, call: 'markProcessed', message: 'Serveur indisponible', retry: { type: 'RETRY.MARK', id: 'n-9' } };
}

describe('app: the shell of a signed-in worker or client', () => {
  it('the bell and the banner start with the user type; the toaster, popup and connection with nothing', async () => {
    const app = await signedIn('/home', CLIENT);
    expect(app.inputs.bell).toEqual([{ userType: 'client' }]);
    expect(app.inputs.banner).toEqual([{ userType: 'client' }]);
    expect(app.inputs.toaster).toEqual([{}]);
    expect(app.inputs.popup).toEqual([{}]);
    expect(app.inputs.connection).toEqual([{}]);
  });

  it('a push goes to the toaster and the popup and counts on the bell; an important one reaches the banner too', async () => {
    const app = await signedIn('/home', WORKER);
    const ordinary = notification('newContract', 'n-1');
    app.actor.send({ type: 'REALTIME.NOTIFICATION', notification: ordinary });
    expect(app.heard.toaster).toEqual([{ type: 'NOTIFICATION.RECEIVED', notification: ordinary }]);
    expect(app.heard.popup).toEqual([{ type: 'NOTIFICATION.RECEIVED', notification: ordinary }]);
    expect(app.heard.bell).toEqual([{ type: 'NOTIFICATION.RECEIVED' }]);
    expect(app.heard.banner).toEqual([]);

    const important = notification('profileToComplete', 'n-2');
    app.actor.send({ type: 'REALTIME.NOTIFICATION', notification: important });
    expect(app.heard.toaster.at(-1)).toEqual({ type: 'NOTIFICATION.RECEIVED', notification: important });
    expect(app.heard.popup.at(-1)).toEqual({ type: 'NOTIFICATION.RECEIVED', notification: important });
    expect(app.heard.banner).toEqual([{ type: 'NOTIFICATION.RECEIVED', notification: important }]);
    expect(app.heard.bell).toEqual([{ type: 'NOTIFICATION.RECEIVED' }, { type: 'NOTIFICATION.RECEIVED' }]);
  });

  it("the server's processed ids reach the banner; a processed mark makes the bell count again", async () => {
    const app = await signedIn('/home', CLIENT);
    app.actor.send({ type: 'REALTIME.IMPORTANT_PROCESSED', ids: ['n-2', 'n-3'] });
    expect(app.heard.banner).toEqual([{ type: 'IMPORTANT.PROCESSED', ids: ['n-2', 'n-3'] }]);
    app.actor.send({ type: 'NOTIFICATIONS.PROCESSED' });
    expect(app.heard.bell).toEqual([{ type: 'REFRESH' }]);
  });

  it('a notification that leads somewhere navigates there, with its state', async () => {
    const app = await signedIn('/home', WORKER);
    app.actor.send({ type: 'NOTIFICATION.REDIRECT', redirect: { to: '/contracts', state: { tab: 'signed' } } });
    expect(app.effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/contracts', state: { tab: 'signed' } });
  });

  it('a failure goes to the error dialog; its Retry goes back to the child that failed', async () => {
    const app = await signedIn('/home', WORKER);
    const raised = { type: 'FAILURE.RAISED', failure: failure('toaster') } as const;
    app.actor.send(raised);
    expect(app.heard.errorDialog).toEqual([raised]);
    for (const source of ['toaster', 'popup', 'banner'] as const) {
      app.actor.send({ type: 'FAILURE.RETRY', failure: failure(source) });
      expect(app.heard[source]).toEqual([{ type: 'RETRY.MARK', id: 'n-9' }]);
    }
  });

  it('the network going and coming back closes and reopens the real-time connection, and the flag follows', async () => {
    const app = await signedIn('/home', WORKER);
    app.actor.send({ type: 'NETWORK.OFFLINE' });
    expect(app.heard.connection).toEqual([{ type: 'DISCONNECT' }]);
    expect(app.actor.getSnapshot().context.online).toBe(false);
    app.actor.send({ type: 'NETWORK.ONLINE' });
    expect(app.heard.connection).toEqual([{ type: 'DISCONNECT' }, { type: 'CONNECT' }]);
    expect(app.actor.getSnapshot().context.online).toBe(true);
  });

  it('each recorded location reaches the re-login rule', async () => {
    const app = await signedIn('/home', WORKER);
    app.go('/contracts');
    expect(app.heard.reLogin).toContainEqual({ type: 'LOCATION.CHANGED', path: '/contracts' });
  });

  it("clicks and the tab's return reach the inactivity watch with their time", async () => {
    const app = await signedIn('/home', WORKER);
    expect(app.region('inactivity')).toBe('watching');
    app.actor.send({ type: 'USER.CLICK', at: 4_000 });
    app.actor.send({ type: 'TAB.VISIBLE', at: 9_000 });
    expect(app.heard.inactivity).toEqual([
      { type: 'CLICK', at: 4_000 },
      { type: 'VISIBLE', at: 9_000 },
    ]);
  });
});

describe('app: the screen a route shows', () => {
  it.each([
    ['/my-profile', 'myProfile'],
    ['/my-profile/my-informations', 'myProfile'],
    ['/parameters/devices', 'devices'],
    ['/my-profile/days-off', 'daysOff'],
    ['/my-profile/my-notifications', 'notificationList'],
  ] as const)('%s runs the %s screen as the child `screen`, kept across its own route, stopped when left', async (path, id) => {
    // The preference runs no machine (a worker's /home runs the dashboard's).
    const app = await signedIn('/parameters/preference', WORKER);
    expect(app.region('screen')).toBe('noScreen');
    await app.go(path);
    expect(app.region('screen')).toBe('shown');
    expect(app.screens.loaded).toEqual([id]);
    expect(app.screens.started).toEqual([
      {
        id,
        input: { route: { path, params: {}, tab: null }, user: WORKER, tenant: SETTINGS.appSettings.tenantName, agencyFolders: [] },
      },
    ]);
    // A move inside the same screen keeps its machine and tells it where the page is.
    await app.go(`${path}/`);
    expect(app.screens.started).toHaveLength(1);
    expect(app.screens.heard).toEqual([{ id, event: { type: 'ROUTE.CHANGED', route: { path: `${path}/`, params: {}, tab: null } } }]);
    await app.go('/parameters/preference');
    expect(app.region('screen')).toBe('noScreen');
    expect((app.actor.getSnapshot().children as Record<string, unknown>).screen).toBeUndefined();
  });

  it('the running screen hears the error dialog’s Retry of its own failures, and the pushes; not another child’s Retry', async () => {
    const app = await signedIn('/parameters/devices', WORKER);
    expect(app.region('screen')).toBe('shown');
    app.actor.send({ type: 'FAILURE.RETRY', failure: failure('screen') });
    app.actor.send({ type: 'FAILURE.RETRY', failure: failure('toaster') });
    app.actor.send({ type: 'REALTIME.NOTIFICATION', notification: notification('contractToSign') });
    expect(app.screens.heard.map((heard) => heard.event)).toEqual([
      { type: 'RETRY.MARK', id: 'n-9' },
      { type: 'NOTIFICATION.RECEIVED', notification: notification('contractToSign') },
    ]);
  });

  it('a refused route starts no screen: the days-off of a CDII holder redirects before anything loads', async () => {
    const app = await signedIn('/parameters/preference', user({ hasValidCdii: true }));
    await app.go('/my-profile/days-off');
    expect(app.screens.loaded).toEqual([]);
    expect(app.effects.navigate).toHaveBeenLastCalledWith({ to: '/home', replace: true });
  });

  it('a screen that runs no machine (the preference) loads nothing', async () => {
    const app = await signedIn('/parameters/preference', WORKER);
    expect(app.region('screen')).toBe('noScreen');
    expect(app.screens.loaded).toEqual([]);
  });

  it('signed in on a screen, it runs at once; moving to another screen stops the first and starts the other', async () => {
    const app = await signedIn('/my-profile/my-notifications', WORKER);
    expect(app.screens.started.map((started) => started.id)).toEqual(['notificationList']);
    await app.go('/my-profile');
    expect(app.screens.started.map((started) => started.id)).toEqual(['notificationList', 'myProfile']);
    const running = (app.actor.getSnapshot().children as Record<string, { getSnapshot(): { machine: { id: string } } }>).screen;
    expect(running.getSnapshot().machine.id).toBe('myProfile');
  });
});

describe('app: the session’s code, the service worker, the connection outside the layout', () => {
  it('the layout’s chunk fails to load: logged, the session waits for Retry, then starts', async () => {
    const shell = controlledActor<void>();
    const { actor, effects } = await signedIn('/home', WORKER, {}, { loadShell: shell.logic });
    const authorised = () => (actor.getSnapshot().value as { ready: { session: { authorised: unknown } } }).ready.session.authorised;
    expect(authorised()).toBe('loadingShell');
    const error = new Error('layout chunk unreachable');
    shell.last.reject(error);
    await settle();
    expect(authorised()).toBe('shellUnavailable');
    expect(effects.logScreenUnavailable).toHaveBeenCalledExactlyOnceWith({ error });
    actor.send({ type: 'SCREEN.RETRY' });
    expect(authorised()).toBe('loadingShell');
    expect(shell.calls).toHaveLength(2);
    shell.last.resolve();
    await settle();
    expect(authorised()).toMatchObject({ signedIn: {} });
  });

  it('the real-time connection runs inside the layout only: a page outside it closes it, coming back opens it again', async () => {
    const app = await signedIn('/home', WORKER);
    const connection = () => (app.actor.getSnapshot().children as Record<string, unknown>).connection;
    expect(app.started.connection).toBe(1);
    expect(connection()).toBeDefined();
    // The document preview is a page of its own, outside the layout (docs/screens/documentPreview.md).
    await app.go('/document-preview/abc');
    expect(app.region('shell')).toEqual({ otherUser: 'outsideLayout' });
    expect(connection()).toBeUndefined();
    await app.go('/home');
    expect(app.region('shell')).toEqual({ otherUser: 'inLayout' });
    expect(app.started.connection).toBe(2);
    expect(connection()).toBeDefined();
  });

  it('the service worker’s registration starts with the requests in flight and hears each change of their count', async () => {
    const app = await signedIn('/home', WORKER);
    expect(app.inputs.serviceWorkerRegistration).toEqual([{ inFlight: 0 }]);
    app.actor.send({ type: 'HTTP.REQUEST_STARTED' });
    app.actor.send({ type: 'HTTP.REQUEST_STARTED' });
    app.actor.send({ type: 'HTTP.REQUEST_ENDED' });
    expect(app.heard.serviceWorkerRegistration).toEqual([
      { type: 'REQUESTS.CHANGED', inFlight: 1 },
      { type: 'REQUESTS.CHANGED', inFlight: 2 },
      { type: 'REQUESTS.CHANGED', inFlight: 1 },
    ]);
  });
});

describe('app: a screen with tabs, a screen that is slow or fails to load', () => {
  const DIRECTOR = user({ userType: 'internalUser', roles: ['agencyDirector'] });
  const PLANNING = '/temporary-workers/planning';
  const screenId = (app: { actor: { getSnapshot(): { context: { screen: string | null } } } }) => app.actor.getSnapshot().context.screen;
  /** loadScreen as a call the test settles; resolved, it answers the screen's recording stand-in. */
  const heldLoads = () => {
    const held = controlledActor<AnyActorLogic, { id: string }>();
    const answer = (id: string) => held.last.resolve(createMachine({ id, context: ({ input }) => ({ input }) }));
    return { held, answer };
  };

  it('opened without a tab, it goes to its default tab and loads nothing until that URL is there', async () => {
    const app = await signedIn(PLANNING, DIRECTOR);
    expect(app.effects.navigate).toHaveBeenLastCalledWith({ to: `${PLANNING}/week`, replace: true });
    expect(app.region('screen')).toBe('choosingTab');
    expect(app.screens.loaded).toEqual([]);
    expect(screenId(app)).toBeNull();
    await app.go(`${PLANNING}/week`);
    expect(app.region('screen')).toBe('shown');
    expect(screenId(app)).toBe('agencyPlanning');
    expect(app.screens.started).toMatchObject([{ id: 'agencyPlanning', input: { route: { path: `${PLANNING}/week`, tab: 'week' } } }]);
  });

  it('running, back on its path without a tab: to the default tab again, the screen kept and told nothing', async () => {
    const app = await signedIn(`${PLANNING}/month`, DIRECTOR);
    expect(app.region('screen')).toBe('shown');
    app.effects.navigate.mockClear();
    await app.go(PLANNING);
    expect(app.effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: `${PLANNING}/week`, replace: true });
    expect(app.region('screen')).toBe('shown');
    expect(app.screens.started).toHaveLength(1);
    expect(app.screens.heard).toEqual([]);
    // Its own tab's URL: the screen hears it.
    await app.go(`${PLANNING}/week`);
    expect(app.screens.heard).toEqual([
      { id: 'agencyPlanning', event: { type: 'ROUTE.CHANGED', route: { path: `${PLANNING}/week`, params: {}, tab: 'week' } } },
    ]);
  });

  it('a link that names its tab by a query (a notification’s): that tab, else the default one; the query reaches the screen', async () => {
    const app = await signedIn('/parameters/preference', WORKER);
    await app.go('/time-sheets', '?answer=approved');
    expect(app.effects.navigate).toHaveBeenLastCalledWith({ to: '/time-sheets/approved', replace: true });
    await app.go('/time-sheets', '?answer=unknown');
    expect(app.effects.navigate).toHaveBeenLastCalledWith({ to: '/time-sheets/to-fill', replace: true });
    await app.go('/time-sheets/approved', '?week=2026-W47');
    expect(app.screens.started).toEqual([
      {
        id: 'workerTimeSheets',
        input: {
          route: { path: '/time-sheets/approved', params: {}, tab: 'approved', query: { week: '2026-W47' } },
          user: WORKER,
          tenant: SETTINGS.appSettings.tenantName,
          agencyFolders: [],
        },
      },
    ]);
  });

  it('a chunk that fails to load: the error is logged, Retry loads it again and the screen runs', async () => {
    const { held, answer } = heldLoads();
    const app = await signedIn(`${PLANNING}/week`, DIRECTOR, {}, { loadScreen: held.logic });
    expect(app.region('screen')).toBe('loading');
    expect(screenId(app)).toBe('agencyPlanning');
    expect(held.last.input).toEqual({ id: 'agencyPlanning' });
    const error = new Error('chunk unreachable');
    held.last.reject(error);
    await settle();
    expect(app.region('screen')).toBe('unavailable');
    expect(app.effects.logScreenUnavailable).toHaveBeenCalledExactlyOnceWith({ error });
    app.actor.send({ type: 'SCREEN.RETRY' });
    expect(app.region('screen')).toBe('loading');
    expect(held.calls).toHaveLength(2);
    answer('agencyPlanning');
    await settle();
    expect(app.region('screen')).toBe('shown');
    const running = (app.actor.getSnapshot().children as Record<string, { getSnapshot(): { machine: { id: string } } }>).screen;
    expect(running.getSnapshot().machine.id).toBe('agencyPlanning');
  });

  it('a screen that failed to load is left for another page: nothing more loads, no message stays', async () => {
    const { held } = heldLoads();
    const app = await signedIn(`${PLANNING}/week`, DIRECTOR, {}, { loadScreen: held.logic });
    held.last.reject(new Error('chunk unreachable'));
    await settle();
    expect(app.region('screen')).toBe('unavailable');
    await app.go('/parameters/preference');
    expect(app.region('screen')).toBe('noScreen');
    expect(screenId(app)).toBeNull();
    expect(held.calls).toHaveLength(1);
  });

  it('while it loads: another tab is where it starts, no tab goes to the default one, another page drops it', async () => {
    const { held, answer } = heldLoads();
    const app = await signedIn(`${PLANNING}/week`, DIRECTOR, {}, { loadScreen: held.logic });
    app.effects.navigate.mockClear();
    await app.go(`${PLANNING}/month`);
    await app.go(PLANNING);
    expect(app.effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: `${PLANNING}/week`, replace: true });
    expect(app.region('screen')).toBe('loading');
    expect(held.calls).toHaveLength(1);
    await app.go(`${PLANNING}/month`);
    answer('agencyPlanning');
    await settle();
    expect(app.region('screen')).toBe('shown');
    // It starts on the tab the page is on now.
    const running = app.actor.getSnapshot().children as Record<string, { getSnapshot(): { context: unknown } } | undefined>;
    expect(running.screen?.getSnapshot().context).toMatchObject({ input: { route: { path: `${PLANNING}/month`, tab: 'month' } } });

    // A second load, left before it answers: nothing starts when it does.
    await app.go('/parameters/preference');
    await app.go(`${PLANNING}/week`);
    expect(app.region('screen')).toBe('loading');
    await app.go('/parameters/preference');
    expect(app.region('screen')).toBe('noScreen');
    answer('agencyPlanning');
    await settle();
    expect((app.actor.getSnapshot().children as Record<string, unknown>).screen).toBeUndefined();
  });
});

describe('app: profile approval', () => {
  it('a user without a pending approval gets no modal', async () => {
    const app = await signedIn('/home', CLIENT);
    expect(app.region('profileApproval')).toBe('notRequired');
    expect(app.started.profileApproval).toBe(0);
  });

  it('a client with a pending approval gets it; once settled, the user info is read again and cached', async () => {
    const app = await signedIn('/home', APPROVAL_PENDING);
    expect(app.region('profileApproval')).toBe('approving');
    expect(app.started.profileApproval).toBe(1);
    app.actor.send({ type: 'FAILURE.RETRY', failure: failure('profileApproval') });
    expect(app.heard.profileApproval).toEqual([{ type: 'RETRY.MARK', id: 'n-9' }]);
    app.effects.cacheUserInfo.mockClear();
    app.actor.send({ type: 'PROFILE.APPROVAL_SETTLED', outcome: 'approved' });
    expect(app.region('profileApproval')).toBe('refreshingUserInfo');
    const approved = { ...APPROVAL_PENDING, requireProfileApproval: false, mobilePhone: '0600000000' };
    app.refreshUserInfo.last.resolve(approved);
    await settle();
    expect(app.region('profileApproval')).toBe('settled');
    expect(app.actor.getSnapshot().context.userInfo).toEqual(approved);
    expect(app.effects.cacheUserInfo).toHaveBeenCalledExactlyOnceWith({ userInfo: approved });
  });

  it('a profile approval that ends without settling rests: no refresh, no modal again', async () => {
    const endsAtOnce = createMachine({ initial: 'done', states: { done: { type: 'final' } } });
    const app = await signedIn('/home', APPROVAL_PENDING, { profileApproval: endsAtOnce });
    expect(app.region('profileApproval')).toBe('settled');
    expect(app.refreshUserInfo.calls).toHaveLength(0);
  });

  it('a refresh that fails is logged, and the tab still records the approval as settled', async () => {
    const app = await signedIn('/home', APPROVAL_PENDING);
    app.effects.cacheUserInfo.mockClear();
    app.actor.send({ type: 'PROFILE.APPROVAL_SETTLED', outcome: 'approved' });
    const error = new Error('user info unreachable');
    app.refreshUserInfo.last.reject(error);
    await settle();
    expect(app.region('profileApproval')).toBe('settled');
    expect(app.effects.logUserInfoRefreshFailed).toHaveBeenCalledExactlyOnceWith({ error });
    const settledUser = { ...APPROVAL_PENDING, requireProfileApproval: false };
    expect(app.actor.getSnapshot().context.userInfo).toEqual(settledUser);
    expect(app.effects.cacheUserInfo).toHaveBeenCalledExactlyOnceWith({ userInfo: settledUser });
  });
});

describe('app: the alert slider’s call on a signed-in load', () => {
  /** Boots at `path` with user info still pending; counts the alerts actor's starts. */
  async function bootWithUserInfoPending(path: string) {
    let alertsStarted = 0;
    const signIn = controlledActor<unknown>();
    const actor = createActor(
      appMachine.provide({
        actors: {
          loadSettings: resolved(SETTINGS),
          prepareStorage: resolved(STORAGE),
          loadTranslations: resolved(undefined),
          signIn: signIn.logic,
          // The public routes' own check (guest-only, autologin's unknown path): signed out.
          checkAuth: resolved({ authenticated: false }),
          readInactivityClock: resolved({ lastClick: null, now: 0 }),
          loadScreen: screenNeverLoads(),
          loadShell: resolved(undefined),
          ...Object.fromEntries(CHILDREN.map((id) => [id, createMachine({})])),
          alerts: createMachine({
            context: () => {
              alertsStarted += 1;
              return {};
            },
          }),
        } as never,
        actions: { applyBranding: () => {}, navigate: () => {}, startLogin: () => {}, cacheUserInfo: () => {} } as never,
      }),
      { input: { location: { path, search: '' }, online: true } },
    ).start();
    for (let i = 0; i < 8; i++) await settle();
    return { actor, signIn, alertsStarted: () => alertsStarted };
  }

  it('a layout route calls alerts while user info is pending; the public routes never call it', async () => {
    const home = await bootWithUserInfoPending('/home');
    expect(home.signIn.calls).toHaveLength(1); // user info asked, not answered
    expect(home.alertsStarted()).toBe(1);
    expect(home.actor.getSnapshot().children.alerts).toBeDefined();
    // Signed in: the same actor goes on (one call, not a second one after user info).
    home.signIn.last.resolve({ result: 'signedIn', userInfo: WORKER, returnUrl: null, deviceQuestionDeclined: false });
    for (let i = 0; i < 4; i++) await settle();
    expect(home.actor.getSnapshot().matches({ ready: { session: { authorised: 'signedIn' } } })).toBe(true);
    expect(home.alertsStarted()).toBe(1);
    home.actor.stop();

    for (const path of ['/maintenance', '/forbidden', '/evaluate', '/autologin']) {
      const open = await bootWithUserInfoPending(path);
      expect(open.actor.getSnapshot().matches('ready'), path).toBe(true);
      expect(open.alertsStarted(), path).toBe(0);
      expect(open.actor.getSnapshot().children.alerts, path).toBeUndefined();
      open.actor.stop();
    }
  });

  it('a sign-in that ends in forbidden stops the call with the session', async () => {
    const home = await bootWithUserInfoPending('/home');
    expect(home.actor.getSnapshot().children.alerts).toBeDefined();
    home.signIn.last.resolve({ result: 'forbidden' });
    for (let i = 0; i < 4; i++) await settle();
    expect(home.actor.getSnapshot().matches({ ready: { session: 'leaving' } })).toBe(true);
    expect(home.actor.getSnapshot().children.alerts).toBeUndefined();
    home.actor.stop();
  });
});
