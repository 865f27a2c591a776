// The calls of the declared screens, listed by `npm run screens` from contract/screens/*.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import { agencyPlanningCalls } from './agencyPlanning.ts';
import { backOfficeAlertsCalls } from './backOfficeAlerts.ts';
import { backOfficeBannersCalls } from './backOfficeBanners.ts';
import { backOfficeFaqsCalls } from './backOfficeFaqs.ts';
import { backOfficeNewsCalls } from './backOfficeNews.ts';
import { clientContractsCalls } from './clientContracts.ts';
import { clientDetailCalls } from './clientDetail.ts';
import { clientEstablishmentsCalls } from './clientEstablishments.ts';
import { clientHomeCalls } from './clientHome.ts';
import { clientJobPlaceVisitsCalls } from './clientJobPlaceVisits.ts';
import { clientTimeSheetsCalls } from './clientTimeSheets.ts';
import { clientUsersCalls } from './clientUsers.ts';
import { clientsInvoicesCalls } from './clientsInvoices.ts';
import { clientsReattachCalls } from './clientsReattach.ts';
import { contractCalls } from './contract.ts';
import { contractsCalls } from './contracts.ts';
import { depositRequestCalls } from './depositRequest.ts';
import { documentPreviewCalls } from './documentPreview.ts';
import { documentsCalls } from './documents.ts';
import { establishmentNotificationsCalls } from './establishmentNotifications.ts';
import { establishmentVisitsCalls } from './establishmentVisits.ts';
import { evaluationsCalls } from './evaluations.ts';
import { faqCalls } from './faq.ts';
import { internalHomeCalls } from './internalHome.ts';
import { invoicesCalls } from './invoices.ts';
import { missionsCalls } from './missions.ts';
import { myOffersCalls } from './myOffers.ts';
import { newsCalls } from './news.ts';
import { newsArticleCalls } from './newsArticle.ts';
import { privacyCalls } from './privacy.ts';
import { sectionsCalls } from './sections.ts';
import { temporaryWorkerUsersCalls } from './temporaryWorkerUsers.ts';
import { workerHomeCalls } from './workerHome.ts';
import { workerPlanningCalls } from './workerPlanning.ts';
import { workerTimeSheetsCalls } from './workerTimeSheets.ts';

export const SCREEN_CALLS = {
  ...agencyPlanningCalls,
  ...backOfficeAlertsCalls,
  ...backOfficeBannersCalls,
  ...backOfficeFaqsCalls,
  ...backOfficeNewsCalls,
  ...clientContractsCalls,
  ...clientDetailCalls,
  ...clientEstablishmentsCalls,
  ...clientHomeCalls,
  ...clientJobPlaceVisitsCalls,
  ...clientTimeSheetsCalls,
  ...clientUsersCalls,
  ...clientsInvoicesCalls,
  ...clientsReattachCalls,
  ...contractCalls,
  ...contractsCalls,
  ...depositRequestCalls,
  ...documentPreviewCalls,
  ...documentsCalls,
  ...establishmentNotificationsCalls,
  ...establishmentVisitsCalls,
  ...evaluationsCalls,
  ...faqCalls,
  ...internalHomeCalls,
  ...invoicesCalls,
  ...missionsCalls,
  ...myOffersCalls,
  ...newsCalls,
  ...newsArticleCalls,
  ...privacyCalls,
  ...sectionsCalls,
  ...temporaryWorkerUsersCalls,
  ...workerHomeCalls,
  ...workerPlanningCalls,
  ...workerTimeSheetsCalls,
} as const;

/** Each screen's calls, by screen id (the documents say which screen proposes a call). */
export const CALLS_BY_SCREEN = {
  agencyPlanning: agencyPlanningCalls,
  backOfficeAlerts: backOfficeAlertsCalls,
  backOfficeBanners: backOfficeBannersCalls,
  backOfficeFaqs: backOfficeFaqsCalls,
  backOfficeNews: backOfficeNewsCalls,
  clientContracts: clientContractsCalls,
  clientDetail: clientDetailCalls,
  clientEstablishments: clientEstablishmentsCalls,
  clientHome: clientHomeCalls,
  clientJobPlaceVisits: clientJobPlaceVisitsCalls,
  clientTimeSheets: clientTimeSheetsCalls,
  clientUsers: clientUsersCalls,
  clientsInvoices: clientsInvoicesCalls,
  clientsReattach: clientsReattachCalls,
  contract: contractCalls,
  contracts: contractsCalls,
  depositRequest: depositRequestCalls,
  documentPreview: documentPreviewCalls,
  documents: documentsCalls,
  establishmentNotifications: establishmentNotificationsCalls,
  establishmentVisits: establishmentVisitsCalls,
  evaluations: evaluationsCalls,
  faq: faqCalls,
  internalHome: internalHomeCalls,
  invoices: invoicesCalls,
  missions: missionsCalls,
  myOffers: myOffersCalls,
  news: newsCalls,
  newsArticle: newsArticleCalls,
  privacy: privacyCalls,
  sections: sectionsCalls,
  temporaryWorkerUsers: temporaryWorkerUsersCalls,
  workerHome: workerHomeCalls,
  workerPlanning: workerPlanningCalls,
  workerTimeSheets: workerTimeSheetsCalls,
} as const;
