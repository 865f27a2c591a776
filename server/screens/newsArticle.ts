// The stand-in's news article page (docs/screens/newsArticle.md): one article of the news
// (news.ts), as its reader may see it.
import { newsArticleCalls } from '../../contract/screens/newsArticle.ts';
import { route, type Route } from '../api/router.ts';
import { isPublished, newsOf, summaryOf, targets } from './news.ts';

export const newsArticleRoutes: Route[] = [
  route(newsArticleCalls.getNewsArticle, ({ account, params, state }) => {
    const record = newsOf(state).find((candidate) => candidate.id === params.newsId);
    // A draft or a disabled article is no article for a reader.
    if (!record || !isPublished(record)) return { status: 404, body: { Message: 'Cette actualité n’existe pas ou n’est plus publiée.' } };
    if (!targets(record, account.info.roles)) return { status: 403, body: { Message: 'Cette actualité ne vous est pas destinée.' } };
    return { status: 200, body: { ...summaryOf(record), body: record.body } };
  }),
];
