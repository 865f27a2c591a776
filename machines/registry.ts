// Machines whose state charts are published for product owners in docs/statecharts/
// (`npm run charts` writes them; tests/unit/charts.test.ts fails when one is stale).
// Add every product machine here when you create it, e.g.:
//   import { toasterMachine } from './toaster.machine';
//   export const CHART_MACHINES: AnyStateMachine[] = [toasterMachine];
// Machine ids must be unique: the chart file is docs/statecharts/<machine id>.md.
import type { AnyStateMachine } from 'xstate';
import { appMachine } from './app/app.machine';
import { signInMachine } from './signIn/signIn.machine';
import { deviceRegistrationMachine } from './deviceRegistration/deviceRegistration.machine';
import { passwordChangeMachine } from './passwordChange/passwordChange.machine';
import { inactivityMachine } from './inactivity/inactivity.machine';
import { agencyFoldersMachine } from './agencyFolders/agencyFolders.machine';
import { alertsMachine } from './alerts/alerts.machine';
import { bellMachine } from './bell/bell.machine';
import { errorDialogMachine } from './errorDialog/errorDialog.machine';
import { toasterMachine } from './toaster/toaster.machine';
import { popupMachine } from './popup/popup.machine';
import { bannerMachine } from './banner/banner.machine';
import { profileApprovalMachine } from './profileApproval/profileApproval.machine';
import { myProfileMachine } from './myProfile/myProfile.machine';
import { contractMachine } from './contract/contract.machine';
import { daysOffMachine } from './daysOff/daysOff.machine';
import { devicesMachine } from './devices/devices.machine';
import { documentPreviewMachine } from './documentPreview/documentPreview.machine';
import { advantagesMachine } from './advantages/advantages.machine';
import { depositRequestMachine } from './depositRequest/depositRequest.machine';
import { myOffersMachine } from './myOffers/myOffers.machine';
import { notificationListMachine } from './notificationList/notificationList.machine';
// The client's screens and the clients hub that run a machine of their own.
import { clientEstablishmentsMachine } from './clientEstablishments/clientEstablishments.machine';
import { clientUsersMachine } from './clientUsers/clientUsers.machine';
import { evaluationsMachine } from './evaluations/evaluations.machine';
import { evaluateMachine } from './evaluate/evaluate.machine';
// The referential's sections and clients' folders.
import { sectionsMachine } from './sections/sections.machine';
import { clientsReattachMachine } from './clientsReattach/clientsReattach.machine';
import { establishmentVisitsMachine } from './establishmentVisits/establishmentVisits.machine';
import { connectionMachine } from './connection/connection.machine';
import { reLoginMachine } from './reLogin/reLogin.machine';
import { serviceWorkerRegistrationMachine } from './serviceWorkerRegistration/serviceWorkerRegistration.machine';
import { workerTimeSheetsMachine } from './workerTimeSheets/workerTimeSheets.machine';
import { workerPlanningMachine } from './workerPlanning/workerPlanning.machine';
// The client's time sheets.
import { clientTimeSheetsMachine } from './clientTimeSheets/clientTimeSheets.machine';
import { temporaryWorkerUsersMachine } from './temporaryWorkerUsers/temporaryWorkerUsers.machine';
import { backOfficeFaqsMachine } from './backOfficeFaqs/backOfficeFaqs.machine';
import { backOfficeNewsMachine } from './backOfficeNews/backOfficeNews.machine';
import { agencyPlanningMachine } from './agencyPlanning/agencyPlanning.machine';
// My establishment's notifications.
import { establishmentNotificationsMachine } from './establishmentNotifications/establishmentNotifications.machine';
// The back office's alerts.
import { backOfficeAlertsMachine } from './backOfficeAlerts/backOfficeAlerts.machine';
// The back office's banners, which the homes show.
import { backOfficeBannersMachine } from './backOfficeBanners/backOfficeBanners.machine';
// The live inspector of development and QA builds: charted like the product machines; this file is
// imported only by the QA gallery and scripts, so the plain production build stays without it.
import { inspectorMachine } from './inspector/inspector.machine';
import { familyMachine } from './screens/familyMachine';
import { SCREENS } from './screens/screens';

export const CHART_MACHINES: AnyStateMachine[] = [
  appMachine,
  signInMachine,
  deviceRegistrationMachine,
  passwordChangeMachine,
  inactivityMachine,
  agencyFoldersMachine,
  alertsMachine,
  bellMachine,
  errorDialogMachine,
  toasterMachine,
  popupMachine,
  bannerMachine,
  notificationListMachine,
  profileApprovalMachine,
  myProfileMachine,
  contractMachine,
  daysOffMachine,
  devicesMachine,
  documentPreviewMachine,
  // The worker's advantages and job offers.
  advantagesMachine,
  depositRequestMachine,
  myOffersMachine,
  clientEstablishmentsMachine,
  clientUsersMachine,
  establishmentVisitsMachine,
  connectionMachine,
  reLoginMachine,
  serviceWorkerRegistrationMachine,
  workerTimeSheetsMachine,
  workerPlanningMachine,
  // The client's time sheets.
  clientTimeSheetsMachine,
  temporaryWorkerUsersMachine,
  backOfficeNewsMachine,
  backOfficeFaqsMachine,
  // The agency's planning.
  agencyPlanningMachine,
  establishmentNotificationsMachine,
  // The back office's evaluation requests, and the landing page that answers one.
  evaluationsMachine,
  evaluateMachine,
  // The referential's sections and clients' folders.
  sectionsMachine,
  clientsReattachMachine,
  // The back office's alerts.
  backOfficeAlertsMachine,
  backOfficeBannersMachine,
  inspectorMachine,
  // The declared screens whose machine is a family configured by their declaration.
  ...SCREENS.flatMap((screen) => familyMachine(screen) ?? []),
];
