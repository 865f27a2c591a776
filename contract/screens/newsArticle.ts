// The news article screen's call (docs/screens/newsArticle.md), proposed: one article of the news
// list (contract/screens/news.ts), read by its id.
import { ErrorBodySchema } from '../wire.ts';
import { call } from '../calls.ts';
import { NewsArticleSchema } from './news.ts';

export const newsArticleCalls = {
  getNewsArticle: call({
    method: 'GET',
    path: '/v1/news/{newsId}',
    parameters: {
      newsId: {
        description: 'The article’s `id`, from the news list or a `newsPublished` notification (the article page’s URL).',
        example: 'news-2026-118',
      },
    },
    answers: { 200: NewsArticleSchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
    proposed: true,
    summary:
      'One published article, its body in plain text. 404: no such article, or not published (a draft, a disabled one); 403: published, but for none of the caller’s roles.',
  }),
};
