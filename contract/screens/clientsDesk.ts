// Shapes the client's screens and the clients hub share (invoices, establishments, users,
// job place visits; docs/screens/invoices.md, clientEstablishments.md, clientUsers.md,
// clientJobPlaceVisits.md, establishmentVisits.md). Not a screen: no call of its own.
import { description, examples, maxLength, minValue, nullable, number, object, optional, picklist, pipe, regex, string } from 'valibot';
import { date, listSlice, nonBlank } from '../wire.ts';

/**
 * A list read of the client's screens and the clients hub: the tab (`filter`), the slice, and for an
 * internal user the agency-folder selection in effect (`folders`: ids joined by commas; absent: every
 * folder of the user; spec section 5).
 */
export function deskListQuery<const F extends readonly [string, ...string[]]>(filters: F) {
  return object({
    ...listSlice(filters),
    folders: agencyFolders(),
  });
}

/** The agency-folder selection of an internal user's read (spec section 5). */
export function agencyFolders() {
  return pipe(
    optional(pipe(string(), regex(/^[^,\s]+(,[^,\s]+)*$/, 'folder ids joined by commas'))),
    description(
      'An internal user’s agency-folder selection (AgencyFolder ids joined by commas, no blanks): only the items of those folders. Absent: every folder the user may see (spec section 5); a client user never sends it.',
    ),
    examples(['af-69-01,af-69-02']),
  );
}

/** The status lists of spec section 2 (clients hub): where a portal account stands. */
export const ACCOUNT_STATUSES = ['notInvited', 'invited', 'registered'] as const;

export const INVOICE_STATUSES = ['unpaid', 'overdue', 'paid'] as const;
export const INVOICE_FILTERS = ['unpaid', 'paid', 'all'] as const;

/** An invoice: `overdue` is the server's word (its clock and the payment terms), an unpaid one past its due date. */
export const InvoiceSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The invoice’s id.'), examples(['inv-2026-11-0087'])),
    number: pipe(nonBlank(), description('The invoice number printed on it, shown in the list.'), examples(['F2026-004512'])),
    clientId: pipe(nonBlank(), description('The invoiced client’s id.'), examples(['cl-logirhone'])),
    clientName: pipe(nonBlank(), description('The invoiced client’s name, shown as text.'), examples(['Logistique Rhône'])),
    establishmentName: pipe(nonBlank(), description('The establishment the invoice is for.'), examples(['Entrepôt de Corbas'])),
    issuedOn: pipe(date(), description('Issue date, `YYYY-MM-DD`.'), examples(['2026-11-02'])),
    dueOn: pipe(date(), description('Due date, `YYYY-MM-DD`.'), examples(['2026-12-02'])),
    /** Tax included, in `currency`, to the cent. */
    amount: pipe(
      number(),
      minValue(0, 'a number ≥ 0'),
      description('Total tax included, in `currency`, a decimal number to the cent (not cents).'),
      examples([4812.6]),
    ),
    currency: pipe(picklist(['EUR']), description('ISO 4217 code; only EUR today.'), examples(['EUR'])),
    status: pipe(
      picklist(INVOICE_STATUSES),
      description(
        '`unpaid`, `overdue` (unpaid past its due date, by the server’s clock and terms: the portal does not compute it) or `paid`.',
      ),
      examples(['unpaid']),
    ),
    paidOn: pipe(nullable(date()), description('When it was paid, `YYYY-MM-DD`; null until then.'), examples([null, '2026-11-20'])),
  }),
  description('An invoice of the agency to a client.'),
);

export const VISIT_STATUSES = ['requested', 'planned', 'done', 'cancelled'] as const;
/** The most characters a visit's reason may have. */
export const VISIT_REASON_MAX = 500;

/** A safety visit of a workplace (a job place visit). */
export const JobPlaceVisitSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The visit’s id: the cancel call’s `{visitId}`.'), examples(['jpv-3310'])),
    clientId: pipe(nonBlank(), description('The visited client’s id.'), examples(['cl-logirhone'])),
    clientName: pipe(nonBlank(), description('The visited client’s name.'), examples(['Logistique Rhône'])),
    establishmentId: pipe(nonBlank(), description('The visited establishment’s id.'), examples(['est-corbas'])),
    establishmentName: pipe(nonBlank(), description('The visited establishment’s name.'), examples(['Entrepôt de Corbas'])),
    date: pipe(
      date(),
      description('The day asked for (requested) or planned, or the day it took place, `YYYY-MM-DD`.'),
      examples(['2026-12-08']),
    ),
    reason: pipe(
      nonBlank(),
      description(`Why the visit is asked for, as the client wrote it (at most ${VISIT_REASON_MAX} characters), shown as text.`),
      examples(['Nouveau poste de cariste à évaluer']),
    ),
    status: pipe(
      picklist(VISIT_STATUSES),
      description(
        '`requested` (by the client, not planned yet: the client may cancel it), `planned` (a visitor and a day set), `done` or `cancelled`.',
      ),
      examples(['requested']),
    ),
    visitor: pipe(nullable(string()), description('The agency’s visitor, once planned; null before.'), examples([null, 'Julien Morel'])),
  }),
  description('A safety visit of a workplace (a job place visit).'),
);

export const VisitRequestSchema = pipe(
  object({
    date: pipe(
      date(),
      description('The day the client would like the visit, `YYYY-MM-DD` (a real calendar date).'),
      examples(['2026-12-08']),
    ),
    reason: pipe(
      nonBlank(),
      maxLength(VISIT_REASON_MAX, 'at most 500 characters'),
      description(`Why, trimmed, 1 to ${VISIT_REASON_MAX} characters (the form refuses more).`),
      examples(['Nouveau poste de cariste à évaluer']),
    ),
  }),
  description('A client’s request for a safety visit of their establishment.'),
);
