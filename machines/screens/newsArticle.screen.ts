import { defineScreen } from './declaration';

export const newsArticleScreen = defineScreen({
  id: 'newsArticle',
  paths: ['/news/:newsId'],
  description: 'One article of the news, its whole text',
  machine: { family: 'detail', load: 'getNewsArticle' },
});
