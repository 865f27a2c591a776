// The declared screens, listed by `npm run screens` from machines/screens/*.screen.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import type { ScreenDeclaration } from './declaration';
import { clientDetailScreen } from './clientDetail.screen';
import { clientEstablishmentsScreen } from './clientEstablishments.screen';
import { clientJobPlaceVisitsScreen } from './clientJobPlaceVisits.screen';
import { clientUsersScreen } from './clientUsers.screen';
import { clientsInvoicesScreen } from './clientsInvoices.screen';
import { daysOffScreen } from './daysOff.screen';
import { devicesScreen } from './devices.screen';
import { establishmentNotificationsScreen } from './establishmentNotifications.screen';
import { establishmentVisitsScreen } from './establishmentVisits.screen';
import { faqScreen } from './faq.screen';
import { invoicesScreen } from './invoices.screen';
import { myProfileScreen } from './myProfile.screen';
import { notificationListScreen } from './notificationList.screen';
import { preferenceScreen } from './preference.screen';

export const SCREENS: readonly ScreenDeclaration[] = [
  clientDetailScreen,
  clientEstablishmentsScreen,
  clientJobPlaceVisitsScreen,
  clientUsersScreen,
  clientsInvoicesScreen,
  daysOffScreen,
  devicesScreen,
  establishmentNotificationsScreen,
  establishmentVisitsScreen,
  faqScreen,
  invoicesScreen,
  myProfileScreen,
  notificationListScreen,
  preferenceScreen,
];
