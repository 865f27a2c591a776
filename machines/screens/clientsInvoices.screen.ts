import { defineScreen } from './declaration';

export const clientsInvoicesScreen = defineScreen({
  id: 'clientsInvoices',
  paths: ['/clients/invoices'],
  description: 'Clients hub › invoices of the clients the reader sees',
  feature: 'invoices',
  machine: { family: 'list', load: 'getClientsInvoices', pageSize: 20, refreshOn: ['invoices'], followsAgencyFolders: true },
});
