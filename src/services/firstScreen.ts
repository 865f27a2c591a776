// "The first screen has what it shows" (docs/decisions.md): what that screen does not use (the
// SignalR client, oidc-client-ts on a stored session) waits for it, so that it does not share the
// screen's bandwidth and connections. A loading priority of the browser layer, not a rule of the
// machines: nothing the user does or sees depends on it.
//
// The rule: signed in on its route, its data answered (no request in flight, the alert slider
// settled), the authorised layout in the page (it mounts as a deferred render, some frames after
// the machine signs in: its alert text is often the page's largest paint), then that paint
// presented. Never later than FIRST_SCREEN_WAIT_MS after the watch starts: a slow call does not
// hold back what waits, and a screen that never signs in does not keep it waiting.
import type { ActorRefFrom } from 'xstate';
import type { appMachine } from '../../machines/app/app.machine';
import { LAYOUT_CONTENT_ID } from '../../machines/domain/layout';

/** The longest the work that waits for the first screen waits. */
export const FIRST_SCREEN_WAIT_MS = 3_000;
/** The longest the first screen's paint is awaited once its content is in the page. */
export const FIRST_PAINT_PRESENTED_WAIT_MS = 300;
export { LAYOUT_CONTENT_ID };

type AppActor = Pick<ActorRefFrom<typeof appMachine>, 'getSnapshot' | 'subscribe'>;

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
  const shown = () => {
    const snapshot = actor.getSnapshot();
    return (
      signedInOnRoute() &&
      snapshot.context.inFlight === 0 &&
      !snapshot.children.alerts?.getSnapshot().matches('loading') &&
      win.document.getElementById(LAYOUT_CONTENT_ID) !== null
    );
  };
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
