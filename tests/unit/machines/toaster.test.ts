// The toast's progress bar as the view draws it (spec section 4: it fills over 5 s).
import { describe, expect, it } from 'vitest';
import { toastProgress } from '../../../machines/toaster/toaster.machine';

describe('toast progress', () => {
  it('is the share of the 5 s elapsed, full at the end and never beyond', () => {
    expect(toastProgress({ elapsedMs: 0 })).toBe(0);
    expect(toastProgress({ elapsedMs: 1400 })).toBe(0.28);
    expect(toastProgress({ elapsedMs: 5000 })).toBe(1);
    expect(toastProgress({ elapsedMs: 5600 })).toBe(1);
  });
});
