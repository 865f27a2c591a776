// @vitest-environment happy-dom
// A render error is sent as an error, except a chunk that stopped loading because the page is
// leaving (Firefox rejects the import of a chunk a navigation cancelled): that one is a warning.
import { describe, expect, it } from 'vitest';
import type { LogLevel } from '../../../machines/domain/types';
import { createLogger } from '../../../src/services/logger';
import { isChunkLoadFailure, renderErrorReporter } from '../../../src/services/pageLeaving';

const FIREFOX = new TypeError('error loading dynamically imported module: http://localhost/assets/ClientHomeScreen-x.js');

function reporter() {
  const said: Array<{ level: LogLevel | 'error'; message: string }> = [];
  const logger = {
    ...createLogger({ send: null, console: { error: () => {}, warn: () => {}, info: () => {} } }),
    log: (level: LogLevel, message: string) => said.push({ level, message }),
    error: (message: string) => said.push({ level: 'error', message }),
  };
  return { said, renderErrors: renderErrorReporter(window, logger) };
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
    expect(isChunkLoadFailure(new TypeError('Load failed'))).toBe(false);
    expect(isChunkLoadFailure('error loading dynamically imported module')).toBe(false);
  });
});
