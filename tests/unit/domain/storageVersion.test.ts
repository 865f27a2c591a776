import { describe, it, expect } from 'vitest';
import { isStorageVersionCurrent } from '../../../machines/domain/storageVersion';

describe('isStorageVersionCurrent', () => {
  it.each<[string | null, string, boolean]>([
    ['1.0.0', '1.0.0', true],
    ['2', '2', true],
    ['1.10.3', '1.10.3', true],
    ['1.0', '1.0.0', false],
    ['1.0.0', '1.0', false],
    ['1.0.0.0', '1.0.0', false],
    [null, '1.0.0', false],
    ['', '1.0.0', false],
    ['', '', false],
    ['1.0.1', '1.0.0', false],
    ['2.0.0', '1.0.0', false],
    ['1.1.0', '1.0.0', false],
    ['1.01', '1.1', false],
    [' 1.0.0', '1.0.0', false],
    ['1..0', '1.0.0', false],
    ['1.0.0', '1.0.0.', false],
  ])('stored %j vs configured %j → %s', (stored, configured, expected) => {
    expect(isStorageVersionCurrent(stored, configured)).toBe(expected);
  });

  it('treats a non-string stored value as missing', () => {
    expect(isStorageVersionCurrent(undefined as unknown as null, '1.0.0')).toBe(false);
  });
});
