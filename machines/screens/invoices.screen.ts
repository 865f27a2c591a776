import { defineScreen } from './declaration';

export const invoicesScreen = defineScreen({
  id: 'invoices',
  paths: ['/invoices'],
  description: 'The client’s invoices: unpaid (overdue marked), paid, all',
  tabs: 'clientInvoices',
  defaultTab: 'unpaid',
  machine: { family: 'list', load: 'getInvoices', pageSize: 20, refreshOn: ['invoices'] },
});
