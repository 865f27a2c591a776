// Advantages › deposit request (docs/screens/depositRequest.md; spec section 2 "Worker
// advantages"): a worker's pay advance account, what may be asked now and the requests of the
// last twelve months, and a new request. The detail family (docs/screens/README.md "Detail",
// "Action") on the account, with one action: a form (amount, reason) whose rule weighs the amount
// available, kept as a draft across a re-login or the maintenance page, whose answer reads the
// account again. The agency's answer arrives through the hub (depositRequestAnswered, category
// advantages) and reads it again too.
import { depositBody, depositProblems } from '../domain/deposit';
import type { ActionSpecs } from '../families/action';
import { createDetailMachine } from '../families/detail';
import type { ScreenItem } from '../families/screen';

/** The notification category whose pushes read the account again (the agency answered). */
export const DEPOSIT_CATEGORY = 'advantages';

export interface DepositRequestItem {
  readonly id: string;
  readonly requestedOn: string;
  readonly amountCents: number;
  readonly reason: string;
  readonly status: 'pending' | 'paid' | 'refused';
  readonly answeredOn: string | null;
  readonly answer: string | null;
}

/** The account as the screen shows it (contract/screens/depositRequest.ts). */
export type DepositAccountItem = ScreenItem & {
  readonly currency: string;
  readonly availableCents: number;
  readonly payday: string;
  readonly requests: readonly DepositRequestItem[];
};

/** The most a new request may ask: the account's available amount (nothing when it says nothing usable). */
export const availableOf = (account: ScreenItem | null): number => {
  const cents = account?.availableCents;
  // Stryker disable next-line EqualityOperator: equivalent, `cents >= 0` answers 0 for 0 too.
  return typeof cents === 'number' && cents > 0 ? cents : 0;
};

export const DEPOSIT_ACTIONS: ActionSpecs = {
  request: {
    call: 'requestDeposit',
    on: 'item',
    // Offered while something may be asked.
    allowedFor: (account) => availableOf(account) > 0,
    form: {
      initial: () => ({ amount: '', reason: '' }),
      problems: (draft, account) => depositProblems(draft, availableOf(account ?? null)),
      body: depositBody,
    },
    // The account is read again: the new request shows as pending, the amount available goes down.
    effect: 'reload',
  },
};

export const depositRequestMachine = createDetailMachine({
  id: 'depositRequest',
  contract: 'docs/screens/depositRequest.md',
  description: 'A pay advance: what may be asked on hours worked, a request, the past ones and their answers',
  load: 'getDepositAccount',
  refreshOn: [DEPOSIT_CATEGORY],
  oneView: true,
  actions: DEPOSIT_ACTIONS,
});
