import { defineScreen } from './declaration';

export const privacyScreen = defineScreen({
  id: 'privacy',
  paths: ['/privacy'],
  description: 'The tenant’s privacy notice to its workers: who processes their data, what, why, how long, their rights, whom to write to',
  machine: { family: 'detail', load: 'getPrivacyNotice' },
});
