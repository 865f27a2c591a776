// The most a new deposit request may ask (machines/depositRequest/depositRequest.machine.ts): the
// account's available amount, nothing when the answer says nothing usable.
import { describe, expect, it } from 'vitest';
import { availableOf } from '../../../machines/depositRequest/depositRequest.machine';

describe('availableOf', () => {
  it('the account’s available cents', () => {
    expect(availableOf({ id: 'account', availableCents: 32_000 })).toBe(32_000);
  });

  it.each([
    ['no account yet', null],
    ['nothing available', { id: 'account', availableCents: 0 }],
    ['a negative amount', { id: 'account', availableCents: -500 }],
    ['an amount as text', { id: 'account', availableCents: '32000' }],
    ['no amount', { id: 'account' }],
  ])('%s: nothing', (_, account) => {
    expect(availableOf(account)).toBe(0);
  });
});
