import { defineScreen } from './declaration';

// The advantages menu's first tab: a screen of its own (it reads and sends), under the same tabs.
export const depositRequestScreen = defineScreen({
  id: 'depositRequest',
  paths: ['/advantages/deposit-request'],
  description: 'A worker’s pay advance: what may be asked on the hours worked, a request, the past ones and their answers',
  tabs: 'workerAdvantages',
  machine: 'own',
});
