// The calls of the declared screens, listed by `npm run screens` from contract/screens/*.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import { contractCalls } from './contract.ts';
import { contractsCalls } from './contracts.ts';
import { depositRequestCalls } from './depositRequest.ts';
import { documentPreviewCalls } from './documentPreview.ts';
import { documentsCalls } from './documents.ts';
import { faqCalls } from './faq.ts';
import { myOffersCalls } from './myOffers.ts';
import { newsCalls } from './news.ts';
import { newsArticleCalls } from './newsArticle.ts';
import { privacyCalls } from './privacy.ts';
import { workerPlanningCalls } from './workerPlanning.ts';
import { workerTimeSheetsCalls } from './workerTimeSheets.ts';

export const SCREEN_CALLS = {
  ...contractCalls,
  ...contractsCalls,
  ...depositRequestCalls,
  ...documentPreviewCalls,
  ...documentsCalls,
  ...faqCalls,
  ...myOffersCalls,
  ...newsCalls,
  ...newsArticleCalls,
  ...privacyCalls,
  ...workerPlanningCalls,
  ...workerTimeSheetsCalls,
} as const;

/** Each screen's calls, by screen id (the documents say which screen proposes a call). */
export const CALLS_BY_SCREEN = {
  contract: contractCalls,
  contracts: contractsCalls,
  depositRequest: depositRequestCalls,
  documentPreview: documentPreviewCalls,
  documents: documentsCalls,
  faq: faqCalls,
  myOffers: myOffersCalls,
  news: newsCalls,
  newsArticle: newsArticleCalls,
  privacy: privacyCalls,
  workerPlanning: workerPlanningCalls,
  workerTimeSheets: workerTimeSheetsCalls,
} as const;
