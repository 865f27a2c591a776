// The calls of the declared screens, listed by `npm run screens` from contract/screens/*.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import { depositRequestCalls } from './depositRequest.ts';
import { faqCalls } from './faq.ts';
import { myOffersCalls } from './myOffers.ts';

export const SCREEN_CALLS = { ...depositRequestCalls, ...faqCalls, ...myOffersCalls } as const;

/** Each screen's calls, by screen id (the documents say which screen proposes a call). */
export const CALLS_BY_SCREEN = { depositRequest: depositRequestCalls, faq: faqCalls, myOffers: myOffersCalls } as const;
