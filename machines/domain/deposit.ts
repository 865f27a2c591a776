// The deposit request's form rules (docs/screens/depositRequest.md › States; the spec shows no
// form rule, section 5). An amount is typed in euros the way either language writes it: digits,
// blanks between thousands, one decimal separator (comma or dot) with one or two decimals, a euro
// sign around it allowed. "1,200" is refused rather than guessed (one thousand two hundred in
// English, one point two in French): the person is asked to write it again.
import type { FormDraft } from '../families/action';

/** The longest reason a worker may give (as a days-off reason). */
export const DEPOSIT_REASON_MAX_LENGTH = 500;

export type DepositField = 'amount' | 'reason';
export type DepositProblem =
  'amountRequired' | 'amountNotANumber' | 'amountZero' | 'amountAboveAvailable' | 'reasonRequired' | 'reasonTooLong';

const AMOUNT = /^(\d+)(?:[.,](\d{1,2}))?$/;

/** The typed amount in cents, or null when it is not an amount. */
export function amountCents(typed: string): number | null {
  const bare = typed.replace(/\s/g, '').replace(/^€|€$/g, '');
  const match = AMOUNT.exec(bare);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Each field's problem, none when the request can be sent; `availableCents` is the most it may ask. */
export function depositProblems(draft: FormDraft, availableCents: number): Partial<Record<DepositField, DepositProblem>> {
  const problems: Partial<Record<DepositField, DepositProblem>> = {};
  const typed = (draft.amount ?? '').trim();
  const cents = amountCents(typed);
  if (typed === '') problems.amount = 'amountRequired';
  else if (cents === null) problems.amount = 'amountNotANumber';
  else if (cents === 0) problems.amount = 'amountZero';
  else if (cents > availableCents) problems.amount = 'amountAboveAvailable';
  const reason = (draft.reason ?? '').trim();
  if (reason === '') problems.reason = 'reasonRequired';
  else if ([...reason].length > DEPOSIT_REASON_MAX_LENGTH) problems.reason = 'reasonTooLong';
  return problems;
}

/** The request's body, from a valid draft: the amount in cents, the reason trimmed. */
export function depositBody(draft: FormDraft): { amountCents: number; reason: string } {
  return { amountCents: amountCents(draft.amount ?? '') ?? 0, reason: (draft.reason ?? '').trim() };
}
