// The calls of the declared screens, listed by `npm run screens` from contract/screens/*.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import { faqCalls } from './faq.ts';
import { newsCalls } from './news.ts';
import { newsArticleCalls } from './newsArticle.ts';
import { privacyCalls } from './privacy.ts';

export const SCREEN_CALLS = { ...faqCalls, ...newsCalls, ...newsArticleCalls, ...privacyCalls } as const;

/** Each screen's calls, by screen id (the documents say which screen proposes a call). */
export const CALLS_BY_SCREEN = { faq: faqCalls, news: newsCalls, newsArticle: newsArticleCalls, privacy: privacyCalls } as const;
