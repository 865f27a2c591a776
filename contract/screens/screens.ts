// The calls of the declared screens, listed by `npm run screens` from contract/screens/*.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import { faqCalls } from './faq.ts';
import { workerHomeCalls } from './workerHome.ts';

export const SCREEN_CALLS = { ...faqCalls, ...workerHomeCalls } as const;

/** Each screen's calls, by screen id (the documents say which screen proposes a call). */
export const CALLS_BY_SCREEN = { faq: faqCalls, workerHome: workerHomeCalls } as const;
