// The declared screens, listed by `npm run screens` from machines/screens/*.screen.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import type { ScreenDeclaration } from './declaration';
import { advantagesScreen } from './advantages.screen';
import { agencyPlanningScreen } from './agencyPlanning.screen';
import { backOfficeAlertsScreen } from './backOfficeAlerts.screen';
import { backOfficeBannersScreen } from './backOfficeBanners.screen';
import { backOfficeFaqsScreen } from './backOfficeFaqs.screen';
import { backOfficeNewsScreen } from './backOfficeNews.screen';
import { clientContractsScreen } from './clientContracts.screen';
import { clientDetailScreen } from './clientDetail.screen';
import { clientEstablishmentsScreen } from './clientEstablishments.screen';
import { clientHomeScreen } from './clientHome.screen';
import { clientJobPlaceVisitsScreen } from './clientJobPlaceVisits.screen';
import { clientTimeSheetsScreen } from './clientTimeSheets.screen';
import { clientUsersScreen } from './clientUsers.screen';
import { clientsInvoicesScreen } from './clientsInvoices.screen';
import { clientsReattachScreen } from './clientsReattach.screen';
import { contractScreen } from './contract.screen';
import { contractsScreen } from './contracts.screen';
import { daysOffScreen } from './daysOff.screen';
import { depositRequestScreen } from './depositRequest.screen';
import { devicesScreen } from './devices.screen';
import { documentPreviewScreen } from './documentPreview.screen';
import { documentsScreen } from './documents.screen';
import { establishmentNotificationsScreen } from './establishmentNotifications.screen';
import { establishmentVisitsScreen } from './establishmentVisits.screen';
import { evaluationsScreen } from './evaluations.screen';
import { faqScreen } from './faq.screen';
import { internalHomeScreen } from './internalHome.screen';
import { invoicesScreen } from './invoices.screen';
import { missionsScreen } from './missions.screen';
import { myOffersScreen } from './myOffers.screen';
import { myProfileScreen } from './myProfile.screen';
import { newsScreen } from './news.screen';
import { newsArticleScreen } from './newsArticle.screen';
import { notificationListScreen } from './notificationList.screen';
import { preferenceScreen } from './preference.screen';
import { privacyScreen } from './privacy.screen';
import { sectionsScreen } from './sections.screen';
import { temporaryWorkerUsersScreen } from './temporaryWorkerUsers.screen';
import { workerHomeScreen } from './workerHome.screen';
import { workerPlanningScreen } from './workerPlanning.screen';
import { workerTimeSheetsScreen } from './workerTimeSheets.screen';

export const SCREENS: readonly ScreenDeclaration[] = [
  advantagesScreen,
  agencyPlanningScreen,
  backOfficeAlertsScreen,
  backOfficeBannersScreen,
  backOfficeFaqsScreen,
  backOfficeNewsScreen,
  clientContractsScreen,
  clientDetailScreen,
  clientEstablishmentsScreen,
  clientHomeScreen,
  clientJobPlaceVisitsScreen,
  clientTimeSheetsScreen,
  clientUsersScreen,
  clientsInvoicesScreen,
  clientsReattachScreen,
  contractScreen,
  contractsScreen,
  daysOffScreen,
  depositRequestScreen,
  devicesScreen,
  documentPreviewScreen,
  documentsScreen,
  establishmentNotificationsScreen,
  establishmentVisitsScreen,
  evaluationsScreen,
  faqScreen,
  internalHomeScreen,
  invoicesScreen,
  missionsScreen,
  myOffersScreen,
  myProfileScreen,
  newsScreen,
  newsArticleScreen,
  notificationListScreen,
  preferenceScreen,
  privacyScreen,
  sectionsScreen,
  temporaryWorkerUsersScreen,
  workerHomeScreen,
  workerPlanningScreen,
  workerTimeSheetsScreen,
];
