import { defineScreen } from './declaration';

export const backOfficeFaqsScreen = defineScreen({
  id: 'backOfficeFaqs',
  paths: ['/back-office/faqs'],
  description: 'Back office › FAQs',
  userTypes: ['internalUser'],
  tabs: 'backOfficeFaqs',
  defaultTab: 'all',
  machine: 'own',
});
