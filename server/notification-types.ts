// The stand-in's own table of the demo notification types (shared design, decisions.md
// "Notification types"): each type's category, and whether it is important (the banner's list, left
// out of the popup's). The portal keeps its own display table; tests/server/contract.test.ts checks
// that the two agree.
import type { NotificationType } from '../contract/wire.ts';

export const DEMO_NOTIFICATION_TYPES: Readonly<Record<NotificationType, { category: string; important: boolean }>> = {
  contractToSign: { category: 'contracts', important: false },
  missionProposal: { category: 'missions', important: false },
  timeSheetToValidate: { category: 'timeSheets', important: false },
  invoiceAvailable: { category: 'invoices', important: false },
  documentAvailable: { category: 'documents', important: false },
  newsPublished: { category: 'news', important: false },
  daysOffAnswered: { category: 'daysOff', important: false },
  jobOfferMatch: { category: 'jobOffers', important: false },
  profileToComplete: { category: 'profile', important: true },
  maintenancePlanned: { category: 'system', important: true },
  depositRequestAnswered: { category: 'advantages', important: false },
  timeSheetApproved: { category: 'timeSheets', important: false },
  timeSheetDisputed: { category: 'timeSheets', important: false },
};

export function demoNotificationType(type: string): { category: string; important: boolean } | undefined {
  return Object.hasOwn(DEMO_NOTIFICATION_TYPES, type) ? DEMO_NOTIFICATION_TYPES[type as NotificationType] : undefined;
}
