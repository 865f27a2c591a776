// The calls of the declared screens, listed by `npm run screens` from contract/screens/*.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import { clientDetailCalls } from './clientDetail.ts';
import { clientEstablishmentsCalls } from './clientEstablishments.ts';
import { clientJobPlaceVisitsCalls } from './clientJobPlaceVisits.ts';
import { clientUsersCalls } from './clientUsers.ts';
import { clientsInvoicesCalls } from './clientsInvoices.ts';
import { establishmentNotificationsCalls } from './establishmentNotifications.ts';
import { establishmentVisitsCalls } from './establishmentVisits.ts';
import { faqCalls } from './faq.ts';
import { invoicesCalls } from './invoices.ts';

export const SCREEN_CALLS = {
  ...clientDetailCalls,
  ...clientEstablishmentsCalls,
  ...clientJobPlaceVisitsCalls,
  ...clientUsersCalls,
  ...clientsInvoicesCalls,
  ...establishmentNotificationsCalls,
  ...establishmentVisitsCalls,
  ...faqCalls,
  ...invoicesCalls,
} as const;

/** Each screen's calls, by screen id (the documents say which screen proposes a call). */
export const CALLS_BY_SCREEN = {
  clientDetail: clientDetailCalls,
  clientEstablishments: clientEstablishmentsCalls,
  clientJobPlaceVisits: clientJobPlaceVisitsCalls,
  clientUsers: clientUsersCalls,
  clientsInvoices: clientsInvoicesCalls,
  establishmentNotifications: establishmentNotificationsCalls,
  establishmentVisits: establishmentVisitsCalls,
  faq: faqCalls,
  invoices: invoicesCalls,
} as const;
