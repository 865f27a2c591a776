import { describe, expect, it } from 'vitest';
import { dataState, statePaths } from '../../../machines/domain/statePaths';

describe('state paths (the data-state format)', () => {
  it('an atomic top-level state is its name', () => {
    expect(statePaths('closed')).toEqual(['closed']);
    expect(dataState('closed')).toBe('closed');
  });

  it('a nested state is one dotted path from the root', () => {
    expect(dataState({ open: 'loading' })).toBe('open.loading');
    expect(dataState({ reconnecting: { waiting: {} } })).toBe('reconnecting.waiting');
  });

  it('a parallel state has one path per region, separated by a space', () => {
    const value = { ready: { display: { visible: 'running' }, processing: 'idle' } };
    expect(statePaths(value)).toEqual(['ready.display.visible.running', 'ready.processing.idle']);
    expect(dataState(value)).toBe('ready.display.visible.running ready.processing.idle');
  });
});
