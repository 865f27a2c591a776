// The calls of the declared screens, listed by `npm run screens` from contract/screens/*.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import { clientDetailCalls } from './clientDetail.ts';
import { clientEstablishmentsCalls } from './clientEstablishments.ts';
import { clientJobPlaceVisitsCalls } from './clientJobPlaceVisits.ts';
import { clientTimeSheetsCalls } from './clientTimeSheets.ts';
import { clientUsersCalls } from './clientUsers.ts';
import { clientsInvoicesCalls } from './clientsInvoices.ts';
import { contractCalls } from './contract.ts';
import { contractsCalls } from './contracts.ts';
import { depositRequestCalls } from './depositRequest.ts';
import { documentPreviewCalls } from './documentPreview.ts';
import { documentsCalls } from './documents.ts';
import { establishmentVisitsCalls } from './establishmentVisits.ts';
import { faqCalls } from './faq.ts';
import { invoicesCalls } from './invoices.ts';
import { myOffersCalls } from './myOffers.ts';
import { newsCalls } from './news.ts';
import { newsArticleCalls } from './newsArticle.ts';
import { privacyCalls } from './privacy.ts';
import { workerHomeCalls } from './workerHome.ts';
import { workerPlanningCalls } from './workerPlanning.ts';
import { workerTimeSheetsCalls } from './workerTimeSheets.ts';

export const SCREEN_CALLS = {
  ...clientDetailCalls,
  ...clientEstablishmentsCalls,
  ...clientJobPlaceVisitsCalls,
  ...clientTimeSheetsCalls,
  ...clientUsersCalls,
  ...clientsInvoicesCalls,
  ...contractCalls,
  ...contractsCalls,
  ...depositRequestCalls,
  ...documentPreviewCalls,
  ...documentsCalls,
  ...establishmentVisitsCalls,
  ...faqCalls,
  ...invoicesCalls,
  ...myOffersCalls,
  ...newsCalls,
  ...newsArticleCalls,
  ...privacyCalls,
  ...workerHomeCalls,
  ...workerPlanningCalls,
  ...workerTimeSheetsCalls,
} as const;

/** Each screen's calls, by screen id (the documents say which screen proposes a call). */
export const CALLS_BY_SCREEN = {
  clientDetail: clientDetailCalls,
  clientEstablishments: clientEstablishmentsCalls,
  clientJobPlaceVisits: clientJobPlaceVisitsCalls,
  clientTimeSheets: clientTimeSheetsCalls,
  clientUsers: clientUsersCalls,
  clientsInvoices: clientsInvoicesCalls,
  contract: contractCalls,
  contracts: contractsCalls,
  depositRequest: depositRequestCalls,
  documentPreview: documentPreviewCalls,
  documents: documentsCalls,
  establishmentVisits: establishmentVisitsCalls,
  faq: faqCalls,
  invoices: invoicesCalls,
  myOffers: myOffersCalls,
  news: newsCalls,
  newsArticle: newsArticleCalls,
  privacy: privacyCalls,
  workerHome: workerHomeCalls,
  workerPlanning: workerPlanningCalls,
  workerTimeSheets: workerTimeSheetsCalls,
} as const;
