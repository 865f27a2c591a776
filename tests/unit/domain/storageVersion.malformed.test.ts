// The local-storage version rule (spec section 4) when the configured version is not text: the
// settings validation refuses such a file at boot, and the rule itself still answers safely.
import { describe, expect, it } from 'vitest';
import { isStorageVersionCurrent } from '../../../machines/domain/storageVersion';

describe('isStorageVersionCurrent with a configured version that is not text', () => {
  it('counts as not current (the storage is cleared), no crash', () => {
    expect(isStorageVersionCurrent('1.0', undefined as unknown as string)).toBe(false);
    expect(isStorageVersionCurrent('1', 1 as unknown as string)).toBe(false);
  });
});
