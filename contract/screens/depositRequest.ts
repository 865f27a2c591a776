// The deposit request's calls (docs/screens/depositRequest.md), proposed: the spec names the
// screen (Advantages › deposit request, section 2), not its calls. Amounts travel in cents, whole
// numbers, so the portal and the backend never round a euro differently.
import {
  array,
  description,
  examples,
  integer,
  length,
  maxLength,
  minValue,
  nullable,
  number,
  object,
  picklist,
  pipe,
  string,
} from 'valibot';
import { call } from '../calls.ts';
import { date, ErrorBodySchema, nonBlank } from '../wire.ts';

/** A request's lifecycle once the server has it: the agency's answer is paid or refused. */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'refused'] as const;
/** The longest reason a worker may give (the days-off reason's bound). */
export const DEPOSIT_REASON_MAX = 500;

const cents = () => pipe(number(), integer('a whole number of cents'), minValue(0, 'a number ≥ 0'));

export const DepositRequestSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The request’s id.'), examples(['dr-2026-031'])),
    /** When the worker asked (YYYY-MM-DD). */
    requestedOn: pipe(date(), description('When the worker asked, `YYYY-MM-DD`.'), examples(['2026-11-26'])),
    amountCents: pipe(
      cents(),
      description('The amount asked for, in cents of the account’s currency, a whole number (15000 = 150.00 €).'),
      examples([15000]),
    ),
    reason: pipe(string(), description('The worker’s reason as sent (may be empty), shown as text.'), examples(['Réparation de voiture'])),
    status: pipe(
      picklist(DEPOSIT_STATUSES),
      description('`pending` until the agency answers, then `paid` or `refused`.'),
      examples(['pending']),
    ),
    /** When the agency answered (paid or refused), else null. */
    answeredOn: pipe(
      nullable(date()),
      description('When the agency answered (paid or refused), `YYYY-MM-DD`; null while pending.'),
      examples([null, '2026-11-27']),
    ),
    /** The agency's word on a refusal, else null. */
    answer: pipe(
      nullable(string()),
      description('The agency’s word on a refusal, shown to the worker as text; null otherwise.'),
      examples([null, 'Montant supérieur au disponible à la date de la demande.']),
    ),
  }),
  description('A worker’s pay advance request.'),
);

/** What the worker may ask now, and the requests of the last twelve months, newest first. */
export const DepositAccountSchema = pipe(
  object({
    /** Always `current`: the worker's own deposit account (the detail family tells items by id). */
    id: pipe(nonBlank(), description('Always `current`: the signed-in worker’s own account.'), examples(['current'])),
    /** ISO 4217; the stand-in's tenants pay in euros. */
    currency: pipe(
      string(),
      length(3, 'a three-letter currency code'),
      description('ISO 4217 code of every amount of the account.'),
      examples(['EUR']),
    ),
    /** Worked, not yet paid, and not already asked for: the most a new request may ask. */
    availableCents: pipe(
      cents(),
      description(
        'Worked, not yet paid and not already asked for, in cents: the most a new request may ask (the form refuses more; the server answers 409 if it changed).',
      ),
      examples([42000]),
    ),
    /** The next pay day (YYYY-MM-DD): what is available is paid with the wages then. */
    payday: pipe(
      date(),
      description('The next pay day, `YYYY-MM-DD`: what is not advanced is paid with the wages then.'),
      examples(['2026-12-05']),
    ),
    requests: pipe(array(DepositRequestSchema), description('The requests of the last twelve months, newest first.')),
  }),
  description('What the worker may ask now, and their recent requests.'),
);

export const DepositRequestBodySchema = pipe(
  object({
    amountCents: pipe(
      cents(),
      minValue(1, 'at least one cent'),
      description(
        'The amount asked for, in whole cents of the account’s currency, at least 1 and at most `availableCents` (the form checks both).',
      ),
      examples([15000]),
    ),
    reason: pipe(
      string(),
      maxLength(DEPOSIT_REASON_MAX),
      description(`Why, trimmed, at most ${DEPOSIT_REASON_MAX} characters; may be empty.`),
      examples(['Réparation de voiture']),
    ),
  }),
  description('A pay advance request.'),
);

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
