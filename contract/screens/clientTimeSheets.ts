// The client's time sheets (docs/screens/clientTimeSheets.md), proposed: the spec names the screen
// (route time-sheets, client variant, flag clientTimeSheet), not its calls. The weeks the workers
// placed at the client's establishments sent for approval; the client approves one or several at
// once, or disputes one with a reason. The records are the worker's (workerTimeSheets.ts).
import { array, description, examples, maxLength, minLength, object, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { ErrorBodySchema, listQuery, nonBlank, pageOf } from '../wire.ts';
import { TimeSheetSchema } from './workerTimeSheets.ts';

/** The client's tabs (machines/domain/menus.ts `clientTimeSheets`). */
export const CLIENT_TIME_SHEET_FILTERS = ['toApprove', 'disputed', 'approved', 'all'] as const;

/** The most weeks one approval carries (machines/domain/constants.ts TIME_SHEETS_APPROVAL_MAX). */
export const APPROVAL_MAX_WEEKS = 100;
/** A dispute's reason, in characters once trimmed (machines/domain/constants.ts TIME_SHEET_DISPUTE_REASON_*). */
export const DISPUTE_REASON_MIN = 10;
export const DISPUTE_REASON_MAX = 500;

/** A worker's week as the client sees it: the week, and whose it is. */
export const ClientTimeSheetSchema = pipe(
  object({
    ...TimeSheetSchema.entries,
    workerName: pipe(nonBlank(), description('The worker’s full name, whose week it is.'), examples(['Camille Martin'])),
  }),
  description('A worker’s week as the client sees it: the week, and whose it is.'),
);

export const TimeSheetApprovalSchema = pipe(
  object({
    ids: pipe(
      array(nonBlank()),
      minLength(1, 'at least one week'),
      maxLength(APPROVAL_MAX_WEEKS, `at most ${APPROVAL_MAX_WEEKS} weeks`),
      description(`The ids of the weeks ticked, 1 to ${APPROVAL_MAX_WEEKS}: all approved, or none (then 404 or 409).`),
      examples([['ts-m0871-2026-w47', 'ts-m0902-2026-w47']]),
    ),
  }),
  description('The weeks a client approves at once.'),
);

export const TimeSheetDisputeSchema = pipe(
  object({
    reason: pipe(
      string(),
      minLength(DISPUTE_REASON_MIN, `at least ${DISPUTE_REASON_MIN} characters`),
      maxLength(DISPUTE_REASON_MAX, `at most ${DISPUTE_REASON_MAX} characters`),
      description(
        `What the worker must correct, trimmed, ${DISPUTE_REASON_MIN} to ${DISPUTE_REASON_MAX} characters; the worker reads it as text.`,
      ),
      examples(['Vendredi : sortie à 15 h 30, pas 17 h.']),
    ),
  }),
  description('A client’s dispute of one week.'),
);

export const clientTimeSheetsCalls = {
  getClientTimeSheets: call({
    method: 'GET',
    path: '/v1/clients/me/time-sheets',
    query: listQuery(CLIENT_TIME_SHEET_FILTERS),
    answers: { 200: pageOf(ClientTimeSheetSchema), 403: ErrorBodySchema },
    proposed: true,
    summary:
      'One page of the weeks the workers placed at the signed-in client’s establishments sent: to approve (submitted, the oldest sent first), disputed, approved, or all of them (newest week first). Drafts are the workers’ own and never listed. 403 for anyone but a client user.',
  }),
  approveClientTimeSheets: call({
    method: 'POST',
    path: '/v1/clients/me/time-sheets/approve',
    body: TimeSheetApprovalSchema,
    answers: {
      200: object({ items: pipe(array(ClientTimeSheetSchema), description('The weeks approved, now `approved`, in the order of `ids`.')) }),
      403: ErrorBodySchema,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
    },
    proposed: true,
    summary:
      'Approves one or several submitted weeks at once, all or none; each worker is told (a pushed notification). Answers the weeks, now approved. 404 when a week is not one of the client’s; 409 when one is no longer waiting (corrected, or answered meanwhile).',
  }),
  disputeClientTimeSheet: call({
    method: 'POST',
    path: '/v1/clients/me/time-sheets/{id}/dispute',
    parameters: { id: { description: 'The week’s `id`, as the client’s time sheets list answered it.', example: 'ts-m0871-2026-w47' } },
    body: TimeSheetDisputeSchema,
    answers: { 200: ClientTimeSheetSchema, 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary:
      'Disputes one submitted week with the client’s reason (trimmed, 10 to 500 characters); the worker is told (a pushed notification) and corrects it. Answers the week, now disputed. 409 when it is no longer waiting.',
  }),
};
