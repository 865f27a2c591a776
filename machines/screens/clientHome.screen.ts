import { defineScreen } from './declaration';

// The client's variant of /home (spec section 2: home's client view).
export const clientHomeScreen = defineScreen({
  id: 'clientHome',
  paths: ['/home'],
  description: 'The client’s dashboard: contracts to sign, weeks to approve, unpaid invoices, workers on site',
  userTypes: ['client'],
  // What changes a count arrives pushed: a contract to sign or signed, a week sent, an invoice.
  machine: { family: 'detail', load: 'getClientDashboard', refreshOn: ['contracts', 'timeSheets', 'invoices', 'documents'] },
});
