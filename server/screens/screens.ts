// The stand-in’s routes of the declared screens, listed by `npm run screens` from server/screens/*.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import type { Route } from '../api/router.ts';
import { faqRoutes } from './faq.ts';
import { newsRoutes } from './news.ts';
import { newsArticleRoutes } from './newsArticle.ts';
import { privacyRoutes } from './privacy.ts';

export const SCREEN_ROUTES: readonly Route[] = [...faqRoutes, ...newsRoutes, ...newsArticleRoutes, ...privacyRoutes];
