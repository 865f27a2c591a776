// The deposit request's amount as a worker types it, and the body sent (machines/domain/deposit.ts,
// docs/screens/depositRequest.md › States).
import { describe, expect, it } from 'vitest';
import { amountCents, depositBody, depositProblems } from '../../../machines/domain/deposit';

describe('amountCents: euros typed the way French or English writes them', () => {
  it.each([
    ['150', 15_000],
    ['150,5', 15_050],
    ['150.05', 15_005],
    ['1 200', 120_000],
    ['1 200,50', 120_050],
    ['€150', 15_000],
    ['150 €', 15_000],
    ['150€', 15_000],
  ])('"%s" is %i cents', (typed, cents) => {
    expect(amountCents(typed)).toBe(cents);
  });

  it.each(['1,200', '15€0', '1€5', '€', '15,505', '-15', '15 euros', '€€15', '15€€'])('"%s" is not an amount', (typed) => {
    expect(amountCents(typed)).toBeNull();
  });
});

describe('depositBody: what is sent', () => {
  it('the amount in cents and the reason trimmed; a draft without a field sends nothing for it', () => {
    expect(depositBody({ amount: ' 150,50 € ', reason: '  Avance sur salaire  ' })).toEqual({
      amountCents: 15_050,
      reason: 'Avance sur salaire',
    });
    expect(depositBody({})).toEqual({ amountCents: 0, reason: '' });
  });

  it('a draft without fields has each field’s problem', () => {
    expect(depositProblems({}, 50_000)).toEqual({ amount: 'amountRequired', reason: 'reasonRequired' });
  });
});
