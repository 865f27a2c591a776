import { defineScreen } from './declaration';

export const privacyScreen = defineScreen({
  id: 'privacy',
  paths: ['/privacy'],
  description: 'The tenant’s privacy notice: who processes a worker’s data, why, how long, their rights',
  machine: { family: 'detail', load: 'getPrivacyNotice' },
});
