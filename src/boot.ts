// The boot's loading order, in one place (docs/performance.md, sections 5 and 6): what the first
// screen needs starts at once, and what it does not use waits until it has what it shows. Each
// piece is kept for a figure measured beside the build without it (docs/performance.md, section 7).
// `startBoot` is the entry point; the composition root (portal.tsx) calls it.
//
// "The first screen has what it shows": signed in on its route, no request in flight, the
// authorised layout in the page (it mounts as a deferred render, some frames after the machine
// signs in: its alert text is often the page's largest paint), then that paint presented. Never
// later than FIRST_SCREEN_WAIT_MS after the watch starts: a slow call does not hold back what
// waits, and a screen that never signs in does not keep it waiting. A loading priority of the
// browser layer, not a rule of the machines: nothing the user does or sees depends on it.
import type { ActorRefFrom } from 'xstate';
import type { appMachine } from '../machines/app/app.machine';
import { LAYOUT_CONTENT_ID } from '../machines/domain/layout';
import { LAYOUT_ROUTES } from '../machines/domain/routes';
import type { UserType } from '../machines/domain/types';
import { screenAt } from '../machines/screens/lookup';
import {
  AccountPage,
  ApplicantPage,
  AuthorisedLayout,
  AutologinPage,
  DocumentPreviewPage,
  EvaluatePage,
  ForbiddenPage,
  GuestRhPage,
  LandingPage,
  ScreenPage,
  SuccessLoginPage,
} from './screenChunks';

type AppActor = Pick<ActorRefFrom<typeof appMachine>, 'getSnapshot' | 'subscribe'>;

export interface Boot {
  /** The first screen's chunks, started at once: the first render waits for them (no fallback). */
  firstScreenChunks: Promise<unknown>;
  /** `load`, deferred until the first screen has what it shows (or the cap): for what it does not use. */
  afterFirstScreen<T>(load: () => Promise<T>): () => Promise<T>;
  /** Starts watching the app actor for the first screen. */
  watch(actor: AppActor): void;
  stop(): void;
}

/**
 * Starts the first screen's chunks; returns what defers the rest. `userType`: the type of the user
 * this tab is signed in for (the user info it keeps, src/services/storage.ts), or null.
 */
export function startBoot({
  window: win,
  pathname,
  userType,
}: {
  window: FirstScreenWindow;
  pathname: string;
  userType: UserType | null;
}): Boot {
  const firstScreenChunks = preloadScreen(pathname, userType);
  // A failure is reported where it is awaited (the first render), not as unhandled.
  firstScreenChunks.catch(() => {});
  let release = () => {};
  const shown = new Promise<void>((resolve) => {
    release = resolve;
  });
  let watch: FirstScreenWatch | null = null;
  let stopped = false;
  return {
    firstScreenChunks,
    afterFirstScreen: (load) => () => shown.then(load),
    watch(actor) {
      if (stopped) return;
      watch = watchFirstScreen({ actor, window: win });
      void watch.afterFirstScreen.then(release);
    },
    stop() {
      stopped = true;
      watch?.stop();
    },
  };
}

const OUTSIDE_SCREENS: Record<string, { preload: () => Promise<void> }> = {
  maintenance: { preload: async () => {} },
  forbidden: ForbiddenPage,
  autologin: AutologinPage,
  'success-login': SuccessLoginPage,
  account: AccountPage,
  landing: LandingPage,
  'guest-rh': GuestRhPage,
  evaluate: EvaluatePage,
  'document-preview': DocumentPreviewPage,
  applicant: ApplicantPage,
};

/**
 * Loads the chunks of the screen a path shows (as <PortalRoutes> matches it), so the first screen
 * renders without a loading fallback. A path the machine then redirects costs one unused chunk.
 * A declared screen of the layout is loaded only for the user this tab is signed in for, the one
 * its user type sees: a tab without a session goes to the identity provider first, and HTTP/1.1
 * carries six requests at once, so the other dashboards of /home would queue before this one
 * (docs/performance.md, section 5).
 */
export function preloadScreen(pathname: string, userType: UserType | null): Promise<unknown> {
  const first = pathname.split('/')[1] ?? '';
  const outsideScreen = OUTSIDE_SCREENS[first];
  if (first === 'document-preview') {
    // A declared screen outside the layout: its page, its view and its machine.
    return Promise.all([
      DocumentPreviewPage.preload(),
      import('./views/screens/screenViews').then(({ preloadScreenView }) => preloadScreenView('documentPreview')),
      import('./services/screens').then(({ preloadScreenLogic }) => preloadScreenLogic('documentPreview')),
    ]);
  }
  if (outsideScreen) return outsideScreen.preload();
  const known = first === '' || LAYOUT_ROUTES.some((route) => route.path === `/${first}`);
  if (!known) return AutologinPage.preload();
  const declared = userType === null ? [] : [screenAt(pathname, { userType })?.declaration].filter((screen) => screen !== undefined);
  return Promise.all([
    AuthorisedLayout.preload(),
    first === '' ? null : ScreenPage.preload(),
    // The declared screen's machine's modules first (the app machine's loadScreen imports them once
    // signed in, and its call waits for them), then its view.
    ...declared
      .filter((screen) => screen.machine)
      .map((screen) => import('./services/screens').then(({ preloadScreenLogic }) => preloadScreenLogic(screen.id))),
    ...declared.map((screen) => import('./views/screens/screenViews').then(({ preloadScreenView }) => preloadScreenView(screen.id))),
  ]);
}

/** The longest the work that waits for the first screen waits. */
export const FIRST_SCREEN_WAIT_MS = 3_000;
/** The longest the first screen's paint is awaited once its content is in the page. */
export const FIRST_PAINT_PRESENTED_WAIT_MS = 300;

/** What the watch uses of the browser window (tests pass a fake one). */
export type FirstScreenWindow = Pick<Window, 'setTimeout' | 'clearTimeout' | 'requestAnimationFrame' | 'performance' | 'document'> & {
  PerformanceObserver?: typeof PerformanceObserver;
};

export interface FirstScreenWatch {
  /** Resolves once the first screen has what it shows (or at the cap); never after stop(). */
  afterFirstScreen: Promise<void>;
  stop(): void;
}

export function watchFirstScreen({ actor, window: win }: { actor: AppActor; window: FirstScreenWindow }): FirstScreenWatch {
  let resolve = () => {};
  const afterFirstScreen = new Promise<void>((done) => {
    resolve = done;
  });
  let stopped = false;
  const cleanups: Array<() => void> = [];
  const stop = () => {
    stopped = true;
    cleanups.forEach((cleanup) => cleanup());
  };
  const settle = () => {
    if (stopped) return;
    stop();
    resolve();
  };

  const cap = win.setTimeout(settle, FIRST_SCREEN_WAIT_MS);
  cleanups.push(() => win.clearTimeout(cap));

  const signedInOnRoute = () => actor.getSnapshot().matches({ ready: { session: { authorised: { signedIn: { route: 'entered' } } } } });
  // No request in flight: the alert slider's call, the user info's, the shell's, all go through the
  // HTTP client, which the machine counts.
  const shown = () =>
    signedInOnRoute() && actor.getSnapshot().context.inFlight === 0 && win.document.getElementById(LAYOUT_CONTENT_ID) !== null;
  /** After the next frame has been rendered. */
  const nextFrame = (then: () => void) => {
    if (typeof win.requestAnimationFrame === 'function') win.requestAnimationFrame(() => win.setTimeout(then, 0));
    else win.setTimeout(then, 0);
  };
  /**
   * Once what is on screen now has been presented: a frame's paint can reach the screen a few frames
   * after its animation-frame callbacks ran (a busy or software compositor), so the next
   * largest-contentful-paint entry (reported once presented) is awaited, at most
   * FIRST_PAINT_PRESENTED_WAIT_MS: a screen whose largest paint came earlier, or is no larger than
   * the boot screen's, waits that long. A browser without these entries (Safari) waits one frame.
   */
  const afterPresented = () => {
    const Observer = win.PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {
      nextFrame(settle);
      return;
    }
    const since = win.performance.now();
    const observer = new Observer((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) settle();
    });
    cleanups.push(() => observer.disconnect());
    const presentedCap = win.setTimeout(settle, FIRST_PAINT_PRESENTED_WAIT_MS);
    cleanups.push(() => win.clearTimeout(presentedCap));
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  };
  // From the sign-in on, checked each frame: the shell's own calls start just after it, and the
  // layout mounts some frames later.
  const check = () =>
    nextFrame(() => {
      if (stopped) return;
      if (shown()) afterPresented();
      else check();
    });
  const subscription = actor.subscribe(() => {
    if (!signedInOnRoute()) return;
    subscription.unsubscribe();
    check();
  });
  cleanups.push(() => subscription.unsubscribe());

  return { afterFirstScreen, stop };
}
