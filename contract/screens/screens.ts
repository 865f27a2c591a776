// The calls of the declared screens, listed by `npm run screens` from contract/screens/*.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import { faqCalls } from './faq.ts';

export const SCREEN_CALLS = { ...faqCalls } as const;
