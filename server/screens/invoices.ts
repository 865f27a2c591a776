// The stand-in's invoices of a client user's company (docs/screens/invoices.md).
import { invoicesCalls } from '../../contract/screens/invoices.ts';
import { INVOICE_FILTERS } from '../../contract/screens/clientsDesk.ts';
import { route, type Route } from '../api/router.ts';
import { HttpError } from '../http-utils.ts';
import { deskOf, invoiceOrder, invoiceView, visibleClients } from './clientsDesk.ts';
import { listQuery, page } from './lists.ts';

export const invoicesRoutes: Route[] = [
  route(invoicesCalls.getInvoices, ({ query, state, account }) => {
    if (account.info.userType !== 'client') throw new HttpError(403, 'Réservé aux utilisateurs des entreprises clientes.');
    const list = listQuery(query, INVOICE_FILTERS);
    const desk = deskOf(state);
    const clients = new Set(visibleClients(desk, account).map((client) => client.id));
    const shown = desk.invoices
      .filter((invoice) => clients.has(invoice.clientId))
      .map((invoice) => invoiceView(desk, invoice))
      .filter((invoice) => list.filter === null || list.filter === 'all' || (list.filter === 'paid') === (invoice.status === 'paid'))
      .sort(invoiceOrder);
    return { status: 200, body: page(shown, list) };
  }),
];
