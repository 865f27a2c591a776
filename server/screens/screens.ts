// The stand-in’s routes of the declared screens, listed by `npm run screens` from server/screens/*.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import type { Route } from '../api/router.ts';
import { clientDetailRoutes } from './clientDetail.ts';
import { clientEstablishmentsRoutes } from './clientEstablishments.ts';
import { clientJobPlaceVisitsRoutes } from './clientJobPlaceVisits.ts';
import { clientUsersRoutes } from './clientUsers.ts';
import { clientsInvoicesRoutes } from './clientsInvoices.ts';
import { establishmentNotificationsRoutes } from './establishmentNotifications.ts';
import { establishmentVisitsRoutes } from './establishmentVisits.ts';
import { faqRoutes } from './faq.ts';
import { invoicesRoutes } from './invoices.ts';

export const SCREEN_ROUTES: readonly Route[] = [
  ...clientDetailRoutes,
  ...clientEstablishmentsRoutes,
  ...clientJobPlaceVisitsRoutes,
  ...clientUsersRoutes,
  ...clientsInvoicesRoutes,
  ...establishmentNotificationsRoutes,
  ...establishmentVisitsRoutes,
  ...faqRoutes,
  ...invoicesRoutes,
];
