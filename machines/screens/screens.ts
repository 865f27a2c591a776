// The declared screens, listed by `npm run screens` from machines/screens/*.screen.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import type { ScreenDeclaration } from './declaration';
import { daysOffScreen } from './daysOff.screen';
import { devicesScreen } from './devices.screen';
import { faqScreen } from './faq.screen';
import { myProfileScreen } from './myProfile.screen';
import { notificationListScreen } from './notificationList.screen';
import { preferenceScreen } from './preference.screen';
import { workerHomeScreen } from './workerHome.screen';

export const SCREENS: readonly ScreenDeclaration[] = [
  daysOffScreen,
  devicesScreen,
  faqScreen,
  myProfileScreen,
  notificationListScreen,
  preferenceScreen,
  workerHomeScreen,
];
