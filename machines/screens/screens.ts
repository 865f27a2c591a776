// The declared screens, listed by `npm run screens` from machines/screens/*.screen.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import type { ScreenDeclaration } from './declaration';
import { contractScreen } from './contract.screen';
import { contractsScreen } from './contracts.screen';
import { daysOffScreen } from './daysOff.screen';
import { devicesScreen } from './devices.screen';
import { documentPreviewScreen } from './documentPreview.screen';
import { documentsScreen } from './documents.screen';
import { faqScreen } from './faq.screen';
import { myProfileScreen } from './myProfile.screen';
import { notificationListScreen } from './notificationList.screen';
import { preferenceScreen } from './preference.screen';
import { workerPlanningScreen } from './workerPlanning.screen';
import { workerTimeSheetsScreen } from './workerTimeSheets.screen';

export const SCREENS: readonly ScreenDeclaration[] = [
  contractScreen,
  contractsScreen,
  daysOffScreen,
  devicesScreen,
  documentPreviewScreen,
  documentsScreen,
  faqScreen,
  myProfileScreen,
  notificationListScreen,
  preferenceScreen,
  workerPlanningScreen,
  workerTimeSheetsScreen,
];
