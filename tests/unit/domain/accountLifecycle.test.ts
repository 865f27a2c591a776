// The account lifecycle of the clients hub (spec section 2's status lists; docs/screens/clientEstablishments.md,
// clientUsers.md): which action each status offers.
import { describe, expect, it } from 'vitest';
import { offersAccountAction } from '../../../machines/domain/accountLifecycle';

describe('the account lifecycle', () => {
  it.each([
    ['notInvited', 'invite', true],
    ['notInvited', 'resend', false],
    ['invited', 'invite', false],
    ['invited', 'resend', true],
    ['registered', 'invite', false],
    ['registered', 'resend', false],
  ] as const)('%s offers %s: %s', (status, action, offered) => {
    expect(offersAccountAction(status, action)).toBe(offered);
  });

  it('an unknown status offers nothing', () => {
    expect(offersAccountAction('deactivated', 'resend')).toBe(false);
    expect(offersAccountAction(undefined, 'invite')).toBe(false);
  });
});
