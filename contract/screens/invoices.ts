// The client's invoices (docs/screens/invoices.md), proposed: the spec names the screen, its tabs and
// its flag, not its calls.
import { call } from '../calls.ts';
import { pageOf } from '../wire.ts';
import { deskListQuery, INVOICE_FILTERS, InvoiceSchema } from './clientsDesk.ts';

export const invoicesCalls = {
  getInvoices: call({
    method: 'GET',
    path: '/v1/invoices',
    query: deskListQuery(INVOICE_FILTERS),
    answers: { 200: pageOf(InvoiceSchema) },
    proposed: true,
    summary:
      'One page of the invoices of the signed-in client user’s company: unpaid (overdue ones included), paid, or all; the unpaid by due date, the oldest first, the paid newest first.',
  }),
};
