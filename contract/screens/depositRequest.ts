// The deposit request's calls (docs/screens/depositRequest.md), proposed: the spec names the
// screen (Advantages › deposit request, section 2), not its calls. Amounts travel in cents, whole
// numbers, so the portal and the backend never round a euro differently.
import { array, integer, length, maxLength, minValue, nullable, number, object, picklist, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { date, ErrorBodySchema, nonBlank } from '../wire.ts';

/** A request's lifecycle once the server has it: the agency's answer is paid or refused. */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'refused'] as const;
/** The longest reason a worker may give (the days-off reason's bound). */
export const DEPOSIT_REASON_MAX = 500;

const cents = () => pipe(number(), integer('a whole number of cents'), minValue(0, 'a number ≥ 0'));

export const DepositRequestSchema = object({
  id: nonBlank(),
  /** When the worker asked (YYYY-MM-DD). */
  requestedOn: date(),
  amountCents: cents(),
  reason: string(),
  status: picklist(DEPOSIT_STATUSES),
  /** When the agency answered (paid or refused), else null. */
  answeredOn: nullable(date()),
  /** The agency's word on a refusal, else null. */
  answer: nullable(string()),
});

/** What the worker may ask now, and the requests of the last twelve months, newest first. */
export const DepositAccountSchema = object({
  /** Always `current`: the worker's own deposit account (the detail family tells items by id). */
  id: nonBlank(),
  /** ISO 4217; the stand-in's tenants pay in euros. */
  currency: pipe(string(), length(3, 'a three-letter currency code')),
  /** Worked, not yet paid, and not already asked for: the most a new request may ask. */
  availableCents: cents(),
  /** The next pay day (YYYY-MM-DD): what is available is paid with the wages then. */
  payday: date(),
  requests: array(DepositRequestSchema),
});

export const DepositRequestBodySchema = object({
  amountCents: pipe(cents(), minValue(1, 'at least one cent')),
  reason: pipe(string(), maxLength(DEPOSIT_REASON_MAX)),
});

export const depositRequestCalls = {
  getDepositAccount: call({
    method: 'GET',
    path: '/v1/advantages/deposit-requests',
    answers: { 200: DepositAccountSchema, 403: ErrorBodySchema },
    proposed: true,
    summary:
      'The worker’s pay advance account: the amount available now (hours worked and not yet paid, less what is already asked for), the next pay day, and the requests of the last twelve months, newest first.',
  }),
  requestDeposit: call({
    method: 'POST',
    path: '/v1/advantages/deposit-requests',
    body: DepositRequestBodySchema,
    answers: { 201: DepositRequestSchema, 400: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary:
      'Asks for a pay advance of `amountCents` with a reason; answers the request as stored (pending). 400 when the body is not an amount in whole cents above zero and a reason of at most 500 characters; 409 when the amount is above what is available (it changed since the read).',
  }),
};
