// The clients hub's invoices (docs/screens/clientsInvoices.md), proposed.
import { call } from '../calls.ts';
import { pageOf } from '../wire.ts';
import { deskListQuery, InvoiceSchema } from './clientsDesk.ts';

export const clientsInvoicesCalls = {
  getClientsInvoices: call({
    method: 'GET',
    path: '/v1/clients/invoices',
    query: deskListQuery(['all']),
    answers: { 200: pageOf(InvoiceSchema) },
    proposed: true,
    summary:
      'One page of the invoices of the clients the reader sees: a client user’s own company; an agency user’s clients of the folders in `folders` (all of theirs when absent); unpaid first by due date, then paid newest first.',
  }),
};
