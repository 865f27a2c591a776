import { defineScreen } from './declaration';

export const advantagesScreen = defineScreen({
  id: 'advantages',
  paths: ['/advantages'],
  description:
    'A worker’s advantages: the tenant’s pages on the CET, the health mutual, the FASTT, the collective agreement, platform benefits',
  tabs: 'workerAdvantages',
  defaultTab: 'depositRequest',
  machine: 'own',
});
