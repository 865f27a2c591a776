// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import {
  browserInactivityDeps,
  createInactivityImplementations,
  listenToClicks,
  readStoredLastClick,
  writeStoredLastClick,
} from '../../../src/services/inactivity.implementations';

afterEach(() => localStorage.clear());

describe('stored last click', () => {
  it('is kept in local storage under lastClick, in epoch ms', () => {
    expect(readStoredLastClick()).toBeNull();
    writeStoredLastClick(1_736_150_400_000);
    expect(localStorage.getItem('lastClick')).toBe('1736150400000');
    expect(readStoredLastClick()).toBe(1_736_150_400_000);
  });

  it('reads anything unusable as no click', () => {
    for (const raw of ['', '  ', 'yesterday', 'NaN', 'Infinity']) {
      localStorage.setItem('lastClick', raw);
      expect(readStoredLastClick()).toBeNull();
    }
  });

  it('survives a browser that refuses storage', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readStoredLastClick()).toBeNull();
    expect(() => writeStoredLastClick(1)).not.toThrow();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});

describe('createInactivityImplementations', () => {
  it('stores a click through its deps and reads the shared click with the time', async () => {
    const written: number[] = [];
    const impl = createInactivityImplementations({ now: () => 5000, readLastClick: () => 1234, writeLastClick: (at) => written.push(at) });
    impl.actions.storeLastClick(undefined, { at: 42 });
    expect(written).toEqual([42]);
    const reading = await toPromise(createActor(impl.actors.readLastClick).start());
    expect(reading).toEqual({ lastClick: 1234, now: 5000 });
  });

  it('uses local storage and the real clock by default', async () => {
    const impl = createInactivityImplementations();
    impl.actions.storeLastClick(undefined, { at: 1_736_150_400_000 });
    expect(localStorage.getItem('lastClick')).toBe('1736150400000');
    const before = Date.now();
    const reading = await toPromise(createActor(impl.actors.readLastClick).start());
    expect(reading.lastClick).toBe(1_736_150_400_000);
    expect(reading.now).toBeGreaterThanOrEqual(before);
    expect(browserInactivityDeps.readLastClick()).toBe(1_736_150_400_000);
  });
});

describe('listenToClicks', () => {
  it('reports every click with its time, even one a component stops, until unsubscribed', () => {
    const seen: number[] = [];
    const stop = listenToClicks(
      document,
      (at) => seen.push(at),
      () => 7,
    );
    const button = document.createElement('button');
    button.addEventListener('click', (event) => event.stopPropagation());
    document.body.append(button);
    button.click();
    document.body.click();
    expect(seen).toEqual([7, 7]);
    stop();
    button.click();
    expect(seen).toEqual([7, 7]);
    button.remove();
  });
});
