// @vitest-environment happy-dom
// When "the first screen has what it shows" (src/boot.ts), and what waits for it: the real app
// machine, signed in by stand-in actors, with an alert slider whose load the test answers; a fake window
// whose frames, timers and largest-contentful-paint entries the test drives; happy-dom's document
// for the layout's element.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { appMachine, type LoadedSettings, type PreparedStorage } from '../../machines/app/app.machine';
import type { UserInfo } from '../../machines/domain/types';
import { FIRST_PAINT_PRESENTED_WAIT_MS, FIRST_SCREEN_WAIT_MS, startBoot, watchFirstScreen, type FirstScreenWindow } from '../../src/boot';
import { LAYOUT_CONTENT_ID } from '../../machines/domain/layout';
import { controlledActor, settle } from './machines/deferred';
import { screenNeverLoads } from '../support/fixtures';

const SETTINGS: LoadedSettings = {
  appSettings: {
    tenantName: 'alpha',
    frontUrl: 'http://portal.test/',
    backApiUrl: 'http://api.test/api',
    alertsApiUrl: 'http://api.test/alerts',
    deviceId: null,
    localStorageVersion: '2.1.0',
  },
  clientConfiguration: {
    stsServer: 'http://idp.test',
    redirect_url: 'http://portal.test/success-login',
    client_id: 'portal',
    response_type: 'code',
    scope: 'openid',
    post_logout_redirect_uri: 'http://portal.test/autologin',
    start_checksession: false,
    silent_renew: false,
    silent_renew_url: 'http://portal.test/silent-renew.html',
    post_login_route: '/home',
    forbidden_route: '/forbidden',
    unauthorized_route: '/autologin',
    logLevel: 0,
    max_id_token_iat_offset_allowed_in_seconds: 120,
  },
};
const STORAGE: PreparedStorage = {
  language: null,
  autoLogoutNotice: false,
  applicantArea: null,
  cachedUserInfo: null,
  device: { id: 'device-1', suggestedName: 'Chrome', questionDeclined: false },
};
const WORKER: UserInfo = {
  userType: 'worker',
  roles: ['worker'],
  disabledFeatures: [],
  workerType: null,
  hasValidCdii: false,
  isFirstConnection: false,
  hasToChangePassword: false,
  requireProfileApproval: false,
  function: null,
  landlinePhone: null,
  mobilePhone: null,
};

const idle = createMachine({});
const resolved = <T>(output: T) => fromPromise(async () => output);

/** The app machine on `/home`: its sign-in answers when the test says, its alert slider loads until the test answers. */
function app() {
  const signIn = controlledActor<unknown>();
  const alertsLoad = controlledActor<void>();
  const alerts = createMachine({
    initial: 'loading',
    states: { loading: { invoke: { src: alertsLoad.logic, onDone: 'showing' } }, showing: {} },
  });
  const actor = createActor(
    appMachine.provide({
      actors: {
        loadSettings: resolved(SETTINGS),
        prepareStorage: resolved(STORAGE),
        loadTranslations: resolved(undefined),
        signIn: signIn.logic,
        readInactivityClock: resolved({ lastClick: null, now: 0 }),
        alerts,
        loadScreen: screenNeverLoads(),
        loadShell: resolved(undefined),
        ...Object.fromEntries(
          [
            'inactivity',
            'bell',
            'agencyFolders',
            'errorDialog',
            'toaster',
            'popup',
            'banner',
            'connection',
            'notificationList',
            'profileApproval',
            'myProfile',
            'daysOff',
            'devices',
            'reLogin',
            'serviceWorkerRegistration',
          ].map((id) => [id, idle]),
        ),
      } as never,
      actions: { applyBranding: () => {}, navigate: () => {}, cacheUserInfo: () => {} } as never,
    }),
    { input: { location: { path: '/home', search: '' }, online: true } },
  );
  const signInNow = async () => {
    for (let i = 0; i < 8 && signIn.calls.length === 0; i++) await settle();
    signIn.last.resolve({ result: 'signedIn', userInfo: WORKER, returnUrl: null, deviceQuestionDeclined: false });
    for (let i = 0; i < 8; i++) await settle();
    expect(actor.getSnapshot().value).toMatchObject({ ready: { session: { authorised: { signedIn: { route: 'entered' } } } } });
  };
  const answerAlerts = async () => {
    alertsLoad.last.resolve();
    await settle();
  };
  return { actor, signInNow, answerAlerts };
}

/** A window whose clock, frames and paints the test drives. `lcp: false` is a browser without LCP entries (Safari). */
function fakeWindow({ lcp = true }: { lcp?: boolean } = {}) {
  let now = 0;
  let nextId = 1;
  let timers: { id: number; at: number; run: () => void }[] = [];
  let frames: (() => void)[] = [];
  const observers = new Set<(entries: { startTime: number }[]) => void>();
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntries: () => { startTime: number }[] }) => void) {}
    private readonly listener = (entries: { startTime: number }[]) => this.callback({ getEntries: () => entries });
    observe() {
      observers.add(this.listener);
    }
    disconnect() {
      observers.delete(this.listener);
    }
  }
  const win = {
    document,
    performance: { now: () => now },
    setTimeout: (run: () => void, ms = 0) => {
      timers.push({ id: nextId, at: now + ms, run });
      return nextId++;
    },
    clearTimeout: (id: number) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    requestAnimationFrame: (run: () => void) => {
      frames.push(run);
      return nextId++;
    },
    PerformanceObserver: lcp ? FakeObserver : undefined,
  } as unknown as FirstScreenWindow;
  /** Moves the clock, running the timers due. */
  const advance = (ms: number) => {
    const until = now + ms;
    for (let due = timers.find((timer) => timer.at <= until); due; due = timers.find((timer) => timer.at <= until)) {
      now = Math.max(now, due.at);
      win.clearTimeout(due.id);
      due.run();
    }
    now = until;
  };
  /** One rendered frame: the animation-frame callbacks, then the timers they set for after it. */
  const frame = () => {
    const running = frames;
    frames = [];
    running.forEach((run) => run());
    advance(16);
  };
  /** A largest-contentful-paint entry, presented now (or at `startTime`: an earlier one the observer reads buffered). */
  const paint = (startTime = now) => observers.forEach((notify) => notify([{ startTime }]));
  return { win, advance, frame, paint, observing: () => observers.size, framesAsked: () => frames.length };
}

function watched(win: FirstScreenWindow, actor: ReturnType<typeof app>['actor']) {
  const watch = watchFirstScreen({ actor, window: win });
  let done = false;
  void watch.afterFirstScreen.then(() => {
    done = true;
  });
  return { watch, done: async () => (await settle(), done) };
}

const layout = () => {
  const main = document.createElement('main');
  main.id = LAYOUT_CONTENT_ID;
  document.body.append(main);
};

afterEach(() => document.body.replaceChildren());

describe('the boot defers what the first screen does not use', () => {
  it('a loader passed through afterFirstScreen runs once the first screen has what it shows, not before', async () => {
    const { win, frame, paint } = fakeWindow();
    const { actor, signInNow, answerAlerts } = app();
    const boot = startBoot({ window: win, pathname: '/maintenance', userType: null });
    let loads = 0;
    const load = boot.afterFirstScreen(async () => ++loads);
    const loaded = load();
    boot.watch(actor);
    actor.start();
    await signInNow();
    await answerAlerts();
    layout();
    frame();
    await settle();
    expect(loads).toBe(0);
    frame();
    paint();
    expect(await loaded).toBe(1);
  });
});

describe('the first screen has what it shows', () => {
  it('once signed in on its route, its calls answered, the layout in the page and its next paint presented', async () => {
    const { win, frame, paint, framesAsked } = fakeWindow();
    const { actor, signInNow, answerAlerts } = app();
    const { done } = watched(win, actor);
    actor.start();
    layout();

    // Signing in: nothing yet, and no work frame after frame.
    for (let i = 0; i < 5; i++) frame();
    paint();
    expect(await done()).toBe(false);
    expect(framesAsked()).toBe(0);

    await signInNow();
    await answerAlerts();
    // From the sign-in on, checked each frame.
    expect(framesAsked()).toBe(1);
    // Everything is there: what it shows must still be presented.
    for (let i = 0; i < 5; i++) frame();
    expect(await done()).toBe(false);
    paint();
    expect(await done()).toBe(true);
  });

  it.each([
    ['a request in flight (the alert slider call, say: every call goes through the counted HTTP client)', 'request'],
    ['the layout not in the page yet', 'layout'],
  ] as const)('signed in, with %s: not until that ends', async (_, missing) => {
    const { win, frame, paint } = fakeWindow();
    const { actor, signInNow, answerAlerts } = app();
    const { done } = watched(win, actor);
    actor.start();
    await signInNow();
    if (missing === 'request') actor.send({ type: 'HTTP.REQUEST_STARTED' });
    await answerAlerts();
    if (missing !== 'layout') layout();
    for (let i = 0; i < 5; i++) frame();
    paint();
    expect(await done()).toBe(false);

    if (missing === 'request') actor.send({ type: 'HTTP.REQUEST_ENDED' });
    if (missing === 'layout') layout();
    frame();
    frame();
    paint();
    expect(await done()).toBe(true);
  });

  it('a paint from before the screen was complete does not count; without a new one, 300 ms later', async () => {
    const { win, frame, advance, paint, observing } = fakeWindow();
    const { actor, signInNow, answerAlerts } = app();
    const { done } = watched(win, actor);
    actor.start();
    await signInNow();
    await answerAlerts();
    advance(100);
    layout();
    // The frame that finds the screen complete starts the wait (its 16 ms are part of it).
    frame();
    expect(observing()).toBe(1);
    // An entry from before (the boot screen's largest paint) is not the screen's.
    paint(50);
    advance(FIRST_PAINT_PRESENTED_WAIT_MS - 16 - 1);
    expect(await done()).toBe(false);
    advance(1);
    expect(await done()).toBe(true);
    expect(observing()).toBe(0);
  });

  it('a browser without largest-contentful-paint entries waits one frame', async () => {
    const { win, frame } = fakeWindow({ lcp: false });
    const { actor, signInNow, answerAlerts } = app();
    const { done } = watched(win, actor);
    actor.start();
    await signInNow();
    await answerAlerts();
    layout();
    frame();
    expect(await done()).toBe(false);
    frame();
    expect(await done()).toBe(true);
  });

  it('a screen that never has what it shows waits 3 s at most', async () => {
    const { win, frame, advance } = fakeWindow();
    const { actor } = app();
    const { done } = watched(win, actor);
    actor.start();
    frame();
    advance(FIRST_SCREEN_WAIT_MS - 20);
    expect(await done()).toBe(false);
    advance(20);
    expect(await done()).toBe(true);
  });

  it('a stopped watch never resolves, where one left running does', async () => {
    const { win, frame, advance, paint } = fakeWindow();
    const { actor, signInNow, answerAlerts } = app();
    const stopped = watched(win, actor);
    const running = watched(win, actor);
    actor.start();
    await signInNow();
    await answerAlerts();
    layout();
    frame();
    frame();
    stopped.watch.stop();
    paint();
    advance(FIRST_SCREEN_WAIT_MS);
    expect(await running.done()).toBe(true);
    expect(await stopped.done()).toBe(false);
  });

  it('a stopped watch asks for no more frames', async () => {
    const { win, frame, framesAsked } = fakeWindow();
    const { actor, signInNow } = app();
    const { watch } = watched(win, actor);
    actor.start();
    await signInNow();
    // The alerts still loading: checked again each frame.
    frame();
    expect(framesAsked()).toBe(1);
    watch.stop();
    frame();
    expect(framesAsked()).toBe(0);
  });
});
