// Failures of a page that is leaving. A navigation away (to the identity provider's login or
// logout, a reload) cancels the chunks still on their way: Firefox then rejects their import
// ("error loading dynamically imported module") and fires `error` on a stylesheet being preloaded
// for them (Vite's "Unable to preload CSS"). A screen, or a view React was rendering, then fails for
// a page the person has already left. Such a failure goes to the console as a warning, not to the
// back end as an error; a chunk that fails while the page stays is an error.
import { describeError, type Logger } from './logger';

// Chromium, Firefox and WebKit's words for a module script that did not load, and Vite's for the
// stylesheet of a chunk.
const CHUNK_LOAD_FAILURE = /dynamically imported module|importing a module script failed|unable to preload css/i;

/** A chunk that did not load (an `import()` rejected by the browser, or its stylesheet). */
export const isChunkLoadFailure = (error: unknown) => error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);

export interface PageLeaving {
  /** From `beforeunload` (a navigation starts) until `pageshow` (shown again from the back-forward cache). */
  leaving(): boolean;
  stop(): void;
}

export function watchPageLeaving(win: Window): PageLeaving {
  let leaving = false;
  const leave = () => {
    leaving = true;
  };
  const show = () => {
    leaving = false;
  };
  win.addEventListener('beforeunload', leave);
  win.addEventListener('pageshow', show);
  return {
    leaving: () => leaving,
    stop: () => {
      win.removeEventListener('beforeunload', leave);
      win.removeEventListener('pageshow', show);
    },
  };
}

/**
 * Logs `error` under `what`: a warning when it is a chunk the leaving page cancelled, else an error.
 * `stopped` words the warning ("Rendering stopped").
 */
export function logUnlessLeaving(
  logger: Logger,
  page: Pick<PageLeaving, 'leaving'>,
  what: { failed: string; stopped: string },
  error: unknown,
) {
  if (page.leaving() && isChunkLoadFailure(error)) logger.log('warn', `${what.stopped} as the page left: ${describeError(error)}`);
  else logger.error(what.failed, error);
}

/** Reports render errors to `logger`, knowing whether the page is leaving. */
export function renderErrorReporter(page: Pick<PageLeaving, 'leaving'>, logger: Logger) {
  return {
    report: (error: unknown) => logUnlessLeaving(logger, page, { failed: 'Rendering failed', stopped: 'Rendering stopped' }, error),
  };
}
