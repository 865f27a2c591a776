// An alert's switch (docs/screens/backOfficeAlerts.md "States"): a disabled alert may be enabled, an
// enabled one disabled, either edited; anything but a boolean offers nothing.
import { describe, expect, it } from 'vitest';
import { offersAlertAction } from '../../../machines/domain/alertLifecycle';

describe('which action an alert offers', () => {
  it('a disabled alert: enable and edit, not disable', () => {
    expect(['enable', 'disable', 'edit'].map((a) => offersAlertAction(false, a as never))).toEqual([true, false, true]);
  });
  it('an enabled alert: disable and edit, not enable', () => {
    expect(['enable', 'disable', 'edit'].map((a) => offersAlertAction(true, a as never))).toEqual([false, true, true]);
  });
  it('an unknown switch offers nothing', () => {
    for (const value of [undefined, null, 'true', 1]) expect(offersAlertAction(value, 'edit')).toBe(false);
  });
});
