// The calls of the declared screens, listed by `npm run screens` from contract/screens/*.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import { contractCalls } from './contract.ts';
import { contractsCalls } from './contracts.ts';
import { depositRequestCalls } from './depositRequest.ts';
import { documentPreviewCalls } from './documentPreview.ts';
import { documentsCalls } from './documents.ts';
import { faqCalls } from './faq.ts';
import { myOffersCalls } from './myOffers.ts';
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
  workerPlanning: workerPlanningCalls,
  workerTimeSheets: workerTimeSheetsCalls,
} as const;
