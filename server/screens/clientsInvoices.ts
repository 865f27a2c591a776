// The stand-in's invoices of the clients hub (docs/screens/clientsInvoices.md): the clients the
// reader sees, narrowed to the agency folders the list sends.
import { clientsInvoicesCalls } from '../../contract/screens/clientsInvoices.ts';
import { route, type Route } from '../api/router.ts';
import { deskOf, invoiceOrder, invoiceView, visibleClients } from './clientsDesk.ts';
import { listQuery, page } from './lists.ts';

export const clientsInvoicesRoutes: Route[] = [
  route(clientsInvoicesCalls.getClientsInvoices, ({ query, state, account }) => {
    const list = listQuery(query, ['all']);
    const desk = deskOf(state);
    const clients = new Set(visibleClients(desk, account, query.get('folders')).map((client) => client.id));
    const shown = desk.invoices
      .filter((invoice) => clients.has(invoice.clientId))
      .map((invoice) => invoiceView(desk, invoice))
      .sort(invoiceOrder);
    return { status: 200, body: page(shown, list) };
  }),
];
