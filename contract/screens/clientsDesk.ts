// Shapes the client's screens and the clients hub share (invoices, establishments, users,
// job place visits; docs/screens/invoices.md, clientEstablishments.md, clientUsers.md,
// clientJobPlaceVisits.md, establishmentVisits.md). Not a screen: no call of its own.
import { maxLength, minValue, nullable, number, object, optional, picklist, pipe, regex, string } from 'valibot';
import { count, date, nonBlank } from '../wire.ts';

/**
 * A list read of the client's screens and the clients hub: the tab (`filter`), the slice, and for an
 * internal user the agency-folder selection in effect (`folders`: ids joined by commas; absent: every
 * folder of the user; spec section 5).
 */
export function deskListQuery<const F extends readonly [string, ...string[]]>(filters: F) {
  return object({
    filter: optional(picklist(filters)),
    skip: count(),
    take: pipe(count(), minValue(1, 'a number ≥ 1')),
    folders: optional(pipe(string(), regex(/^[^,\s]+(,[^,\s]+)*$/, 'folder ids joined by commas'))),
  });
}

/** The status lists of spec section 2 (clients hub): where a portal account stands. */
export const ACCOUNT_STATUSES = ['notInvited', 'invited', 'registered'] as const;

export const INVOICE_STATUSES = ['unpaid', 'overdue', 'paid'] as const;
export const INVOICE_FILTERS = ['unpaid', 'paid', 'all'] as const;

/** An invoice: `overdue` is the server's word (its clock and the payment terms), an unpaid one past its due date. */
export const InvoiceSchema = object({
  id: nonBlank(),
  number: nonBlank(),
  clientId: nonBlank(),
  clientName: nonBlank(),
  establishmentName: nonBlank(),
  issuedOn: date(),
  dueOn: date(),
  /** Tax included, in `currency`, to the cent. */
  amount: pipe(number(), minValue(0, 'a number ≥ 0')),
  currency: picklist(['EUR']),
  status: picklist(INVOICE_STATUSES),
  paidOn: nullable(date()),
});

export const VISIT_STATUSES = ['requested', 'planned', 'done', 'cancelled'] as const;

/** A safety visit of a workplace (a job place visit). */
export const JobPlaceVisitSchema = object({
  id: nonBlank(),
  clientId: nonBlank(),
  clientName: nonBlank(),
  establishmentId: nonBlank(),
  establishmentName: nonBlank(),
  date: date(),
  reason: nonBlank(),
  status: picklist(VISIT_STATUSES),
  visitor: nullable(string()),
});

/** The most characters a visit's reason may have. */
export const VISIT_REASON_MAX = 500;
export const VisitRequestSchema = object({ date: date(), reason: pipe(nonBlank(), maxLength(VISIT_REASON_MAX, 'at most 500 characters')) });
