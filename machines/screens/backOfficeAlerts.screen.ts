import { defineScreen } from './declaration';

export const backOfficeAlertsScreen = defineScreen({
  id: 'backOfficeAlerts',
  paths: ['/back-office/alerts'],
  description: 'The alerts of the slider, written and scheduled',
  machine: 'own',
});
