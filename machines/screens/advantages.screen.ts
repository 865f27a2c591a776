import { defineScreen } from './declaration';

// Its pages are the menu's tabs after the deposit request (a screen of its own, the longer pattern
// /advantages/deposit-request). The CET page comes first as the URL a person opens to read one;
// /advantages alone covers the others and, with no tab, opens the deposit request.
export const advantagesScreen = defineScreen({
  id: 'advantages',
  paths: ['/advantages/cet', '/advantages'],
  description:
    'A worker’s advantages: the tenant’s pages on the CET, the health mutual, the FASTT, the collective agreement, platform benefits',
  tabs: 'workerAdvantages',
  defaultTab: 'depositRequest',
  machine: 'own',
});
