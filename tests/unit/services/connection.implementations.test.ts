import { describe, expect, it } from 'vitest';
import { toProcessedIds } from '../../../src/services/connection.implementations';

describe('processed ids pushed by the hub', () => {
  it('keeps a list of ids', () => {
    expect(toProcessedIds(['n-1', 'n-2'])).toEqual(['n-1', 'n-2']);
    expect(toProcessedIds([])).toEqual([]);
  });

  it.each([
    ['a single id', 'n-1'],
    ['numbers', [1, 2]],
    ['an empty id', ['n-1', '']],
    ['objects', [{ id: 'n-1' }]],
    ['null', null],
  ])('refuses %s', (_, raw) => {
    expect(toProcessedIds(raw)).toBeNull();
  });
});
