import { defineScreen } from './declaration';

export const newsScreen = defineScreen({
  id: 'news',
  paths: ['/news'],
  description: 'The articles published for the reader’s role, newest first; a published one shows without reloading',
  machine: { family: 'list', load: 'getNews', pageSize: 5, refreshOn: ['news'] },
});
