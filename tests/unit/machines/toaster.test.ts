// The toast's progress bar as the view draws it (spec section 9: it fills over the toast duration).
import { describe, expect, it } from 'vitest';
import { toastProgress } from '../../../machines/toaster/toaster.machine';

describe('toast progress', () => {
  it('is the share of the duration elapsed, full at the end and never beyond', () => {
    expect(toastProgress({ elapsedMs: 0, durationMs: 5000 })).toBe(0);
    expect(toastProgress({ elapsedMs: 1400, durationMs: 5000 })).toBe(0.28);
    expect(toastProgress({ elapsedMs: 5000, durationMs: 5000 })).toBe(1);
    expect(toastProgress({ elapsedMs: 5600, durationMs: 5000 })).toBe(1);
  });

  it('is full for a toast without duration (no division by zero)', () => {
    expect(toastProgress({ elapsedMs: 0, durationMs: 0 })).toBe(1);
  });
});
