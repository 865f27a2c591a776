// The stand-in’s routes of the declared screens, listed by `npm run screens` from server/screens/*.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import type { Route } from '../api/router.ts';
import { agencyPlanningRoutes } from './agencyPlanning.ts';
import { backOfficeAlertsRoutes } from './backOfficeAlerts.ts';
import { backOfficeBannersRoutes } from './backOfficeBanners.ts';
import { backOfficeFaqsRoutes } from './backOfficeFaqs.ts';
import { backOfficeNewsRoutes } from './backOfficeNews.ts';
import { clientContractsRoutes } from './clientContracts.ts';
import { clientDetailRoutes } from './clientDetail.ts';
import { clientEstablishmentsRoutes } from './clientEstablishments.ts';
import { clientHomeRoutes } from './clientHome.ts';
import { clientJobPlaceVisitsRoutes } from './clientJobPlaceVisits.ts';
import { clientTimeSheetsRoutes } from './clientTimeSheets.ts';
import { clientUsersRoutes } from './clientUsers.ts';
import { clientsInvoicesRoutes } from './clientsInvoices.ts';
import { clientsReattachRoutes } from './clientsReattach.ts';
import { contractRoutes } from './contract.ts';
import { contractsRoutes } from './contracts.ts';
import { depositRequestRoutes } from './depositRequest.ts';
import { documentPreviewRoutes } from './documentPreview.ts';
import { documentsRoutes } from './documents.ts';
import { establishmentNotificationsRoutes } from './establishmentNotifications.ts';
import { establishmentVisitsRoutes } from './establishmentVisits.ts';
import { evaluationsRoutes } from './evaluations.ts';
import { faqRoutes } from './faq.ts';
import { internalHomeRoutes } from './internalHome.ts';
import { invoicesRoutes } from './invoices.ts';
import { missionsRoutes } from './missions.ts';
import { myOffersRoutes } from './myOffers.ts';
import { newsRoutes } from './news.ts';
import { newsArticleRoutes } from './newsArticle.ts';
import { privacyRoutes } from './privacy.ts';
import { sectionsRoutes } from './sections.ts';
import { temporaryWorkerUsersRoutes } from './temporaryWorkerUsers.ts';
import { workerHomeRoutes } from './workerHome.ts';
import { workerPlanningRoutes } from './workerPlanning.ts';
import { workerTimeSheetsRoutes } from './workerTimeSheets.ts';

export const SCREEN_ROUTES: readonly Route[] = [
  ...agencyPlanningRoutes,
  ...backOfficeAlertsRoutes,
  ...backOfficeBannersRoutes,
  ...backOfficeFaqsRoutes,
  ...backOfficeNewsRoutes,
  ...clientContractsRoutes,
  ...clientDetailRoutes,
  ...clientEstablishmentsRoutes,
  ...clientHomeRoutes,
  ...clientJobPlaceVisitsRoutes,
  ...clientTimeSheetsRoutes,
  ...clientUsersRoutes,
  ...clientsInvoicesRoutes,
  ...clientsReattachRoutes,
  ...contractRoutes,
  ...contractsRoutes,
  ...depositRequestRoutes,
  ...documentPreviewRoutes,
  ...documentsRoutes,
  ...establishmentNotificationsRoutes,
  ...establishmentVisitsRoutes,
  ...evaluationsRoutes,
  ...faqRoutes,
  ...internalHomeRoutes,
  ...invoicesRoutes,
  ...missionsRoutes,
  ...myOffersRoutes,
  ...newsRoutes,
  ...newsArticleRoutes,
  ...privacyRoutes,
  ...sectionsRoutes,
  ...temporaryWorkerUsersRoutes,
  ...workerHomeRoutes,
  ...workerPlanningRoutes,
  ...workerTimeSheetsRoutes,
];
