// @vitest-environment happy-dom
// A render error, or a screen that could not be loaded, is sent as an error, except a chunk that
// stopped loading because the page is leaving (Firefox rejects the import of a chunk a navigation
// cancelled, and fails the preload of its stylesheet): that one is a warning.
import { describe, expect, it } from 'vitest';
import type { LogLevel } from '../../../machines/domain/types';
import { createAppImplementations, type AppImplementationDeps } from '../../../src/services/app.implementations';
import { createLogger } from '../../../src/services/logger';
import { isChunkLoadFailure, renderErrorReporter, watchPageLeaving } from '../../../src/services/pageLeaving';

const FIREFOX = new TypeError('error loading dynamically imported module: http://localhost/assets/ClientHomeScreen-x.js');

function listeningLogger() {
  const said: Array<{ level: LogLevel | 'error'; message: string }> = [];
  const logger = {
    ...createLogger({ send: null, console: { error: () => {}, warn: () => {}, info: () => {} } }),
    log: (level: LogLevel, message: string) => said.push({ level, message }),
    error: (message: string) => said.push({ level: 'error', message }),
  };
  return { said, logger };
}

function reporter() {
  const { said, logger } = listeningLogger();
  const page = watchPageLeaving(window);
  return { said, renderErrors: { ...renderErrorReporter(page, logger), stop: page.stop } };
}

describe('render errors as the page leaves', () => {
  it('a chunk that fails while the page stays is an error; the same once a navigation started is a warning', () => {
    const { said, renderErrors } = reporter();
    renderErrors.report(FIREFOX);
    window.dispatchEvent(new Event('beforeunload'));
    renderErrors.report(FIREFOX);
    expect(said.map(({ level }) => level)).toEqual(['error', 'warn']);
    expect(said[1].message).toContain('Rendering stopped as the page left: TypeError: error loading dynamically imported module');
    renderErrors.stop();
  });

  it('any other render error of a leaving page is still an error', () => {
    const { said, renderErrors } = reporter();
    window.dispatchEvent(new Event('beforeunload'));
    renderErrors.report(new TypeError('Cannot read properties of undefined'));
    expect(said.map(({ level }) => level)).toEqual(['error']);
    renderErrors.stop();
  });

  it('a page shown again from the back-forward cache is no longer leaving', () => {
    const { said, renderErrors } = reporter();
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(new Event('pageshow'));
    renderErrors.report(FIREFOX);
    expect(said.map(({ level }) => level)).toEqual(['error']);
    renderErrors.stop();
  });

  it('knows the three engines’ words for a module that did not load', () => {
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://a/x.js'))).toBe(true);
    expect(isChunkLoadFailure(FIREFOX)).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    // Vite's preload of the stylesheet a chunk needs, failed by a cancelled load in Firefox.
    expect(isChunkLoadFailure(new Error('Unable to preload CSS for http://localhost/assets/screenKit-x.css'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Load failed'))).toBe(false);
    expect(isChunkLoadFailure('error loading dynamically imported module')).toBe(false);
  });
});

describe('a screen that could not be loaded', () => {
  const CSS = new Error('Unable to preload CSS for http://localhost/assets/screenKit-x.css');
  const logScreenUnavailable = (leaving: boolean) => {
    const { said, logger } = listeningLogger();
    // Only what logging a screen's failure reads; the other dependencies are not reached.
    const deps = { logger, pageLeaving: () => leaving } as unknown as AppImplementationDeps;
    const log = createAppImplementations(deps).actions.logScreenUnavailable as (_: unknown, params: { error: unknown }) => void;
    return { said, log };
  };

  it('is an error while the page stays, and a warning once a navigation away cancelled its chunk', () => {
    const staying = logScreenUnavailable(false);
    staying.log({}, { error: CSS });
    expect(staying.said).toEqual([{ level: 'error', message: 'A screen could not be loaded' }]);

    const leaving = logScreenUnavailable(true);
    leaving.log({}, { error: CSS });
    expect(leaving.said).toEqual([
      { level: 'warn', message: expect.stringMatching(/^A screen stopped loading as the page left: Error: Unable to preload CSS for /) },
    ]);
  });

  it('any other failure of a leaving page is still an error', () => {
    const leaving = logScreenUnavailable(true);
    leaving.log({}, { error: new TypeError('screen is not a function') });
    expect(leaving.said.map(({ level }) => level)).toEqual(['error']);
  });
});
