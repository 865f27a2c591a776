import { defineScreen } from './declaration';

export const faqScreen = defineScreen({
  id: 'faq',
  paths: ['/faq'],
  description: 'Questions and answers for every role, by category',
  tabs: 'faqCategories',
  defaultTab: 'all',
  machine: { family: 'list', load: 'getFaq', pageSize: 20, search: true },
});
