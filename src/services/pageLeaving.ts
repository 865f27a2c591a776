// Render errors of a page that is leaving. A navigation away (to the identity provider's login or
// logout, a reload) cancels the chunks still on their way; Firefox then rejects their import
// ("error loading dynamically imported module"), and React reports a render error for a page the
// person has already left. That one goes to the console as a warning, not to the back end as an
// error; a chunk that fails while the page stays is an error as before.
import { describeError, type Logger } from './logger';

// Chromium, Firefox and WebKit's words for a module script that did not load.
const CHUNK_LOAD_FAILURE = /dynamically imported module|importing a module script failed/i;

/** A module script that did not load (an `import()` rejected by the browser). */
export const isChunkLoadFailure = (error: unknown) => error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);

/**
 * Reports render errors to `logger`, knowing whether the page is leaving: from `beforeunload`
 * (a navigation starts) until `pageshow` (the page is shown again, from the back-forward cache).
 */
export function renderErrorReporter(win: Window, logger: Logger) {
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
    report: (error: unknown) => {
      if (leaving && isChunkLoadFailure(error)) logger.log('warn', `Rendering stopped as the page left: ${describeError(error)}`);
      else logger.error('Rendering failed', error);
    },
    stop: () => {
      win.removeEventListener('beforeunload', leave);
      win.removeEventListener('pageshow', show);
    },
  };
}
