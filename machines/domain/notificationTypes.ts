// Notification types of the demo set (decisions.md "Notification types") with the display
// configuration of spec section 3, in ONE table: category, icon, whether the type is important
// (shown in the banner), whether a click skips marking the notification processed, where a click
// redirects (route, navigation state, query params) and the translation keys of the toaster title,
// the button title, the banner title and the banner button title.
//
// Decisions where the spec is silent (also in docs/decisions-domain.md):
// - Translation keys are `notifications.<type>.<field>`; icons are plain names the view maps to
//   pictures.
// - A type without a redirection (maintenancePlanned) has no button: its button keys are null.
// - Query params and state are demo choices (the type-specific data are not shown by the spec):
//   contracts and time sheets open filtered on what waits for the user; profileToComplete tells the
//   profile screen where the user came from.
// - An unknown type has no configuration: displayConfigFor gives undefined, and callers log the type
//   and ignore the notification.

export const NOTIFICATION_TYPES = [
  'contractToSign',
  'missionProposal',
  'timeSheetToValidate',
  'invoiceAvailable',
  'documentAvailable',
  'newsPublished',
  'daysOffAnswered',
  'jobOfferMatch',
  'profileToComplete',
  'maintenancePlanned',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationDisplayConfig {
  /** Notification category (the unit of blocking in the notification settings). */
  readonly category: string;
  readonly icon: string;
  /** Important notifications feed the banner. */
  readonly important: boolean;
  /** A click redirects at once, without marking the notification processed. */
  readonly skipProcessing: boolean;
  /** null: a click does not navigate. */
  readonly redirectionRoute: string | null;
  readonly redirectionState: Readonly<Record<string, string>> | null;
  readonly redirectionQueryParams: Readonly<Record<string, string>> | null;
  readonly toasterTitleKey: string;
  /** null when there is no redirection (no button). */
  readonly buttonTitleKey: string | null;
  readonly bannerTitleKey: string;
  /** null when there is no redirection (no button). */
  readonly bannerButtonTitleKey: string | null;
}

export const NOTIFICATION_DISPLAY: Readonly<Record<NotificationType, NotificationDisplayConfig>> = {
  contractToSign: {
    category: 'contracts', icon: 'contract', important: false, skipProcessing: false,
    redirectionRoute: '/contracts', redirectionState: null, redirectionQueryParams: { status: 'toSign' },
    toasterTitleKey: 'notifications.contractToSign.toasterTitle', buttonTitleKey: 'notifications.contractToSign.buttonTitle',
    bannerTitleKey: 'notifications.contractToSign.bannerTitle', bannerButtonTitleKey: 'notifications.contractToSign.bannerButtonTitle',
  },
  missionProposal: {
    category: 'missions', icon: 'mission', important: false, skipProcessing: false,
    redirectionRoute: '/missions', redirectionState: null, redirectionQueryParams: null,
    toasterTitleKey: 'notifications.missionProposal.toasterTitle', buttonTitleKey: 'notifications.missionProposal.buttonTitle',
    bannerTitleKey: 'notifications.missionProposal.bannerTitle', bannerButtonTitleKey: 'notifications.missionProposal.bannerButtonTitle',
  },
  timeSheetToValidate: {
    category: 'timeSheets', icon: 'time-sheet', important: false, skipProcessing: false,
    redirectionRoute: '/time-sheets', redirectionState: null, redirectionQueryParams: { status: 'toValidate' },
    toasterTitleKey: 'notifications.timeSheetToValidate.toasterTitle', buttonTitleKey: 'notifications.timeSheetToValidate.buttonTitle',
    bannerTitleKey: 'notifications.timeSheetToValidate.bannerTitle', bannerButtonTitleKey: 'notifications.timeSheetToValidate.bannerButtonTitle',
  },
  invoiceAvailable: {
    category: 'invoices', icon: 'invoice', important: false, skipProcessing: false,
    redirectionRoute: '/invoices', redirectionState: null, redirectionQueryParams: null,
    toasterTitleKey: 'notifications.invoiceAvailable.toasterTitle', buttonTitleKey: 'notifications.invoiceAvailable.buttonTitle',
    bannerTitleKey: 'notifications.invoiceAvailable.bannerTitle', bannerButtonTitleKey: 'notifications.invoiceAvailable.bannerButtonTitle',
  },
  documentAvailable: {
    category: 'documents', icon: 'document', important: false, skipProcessing: false,
    redirectionRoute: '/documents', redirectionState: null, redirectionQueryParams: null,
    toasterTitleKey: 'notifications.documentAvailable.toasterTitle', buttonTitleKey: 'notifications.documentAvailable.buttonTitle',
    bannerTitleKey: 'notifications.documentAvailable.bannerTitle', bannerButtonTitleKey: 'notifications.documentAvailable.bannerButtonTitle',
  },
  newsPublished: {
    category: 'news', icon: 'news', important: false, skipProcessing: true,
    redirectionRoute: '/news', redirectionState: null, redirectionQueryParams: null,
    toasterTitleKey: 'notifications.newsPublished.toasterTitle', buttonTitleKey: 'notifications.newsPublished.buttonTitle',
    bannerTitleKey: 'notifications.newsPublished.bannerTitle', bannerButtonTitleKey: 'notifications.newsPublished.bannerButtonTitle',
  },
  daysOffAnswered: {
    category: 'daysOff', icon: 'days-off', important: false, skipProcessing: false,
    redirectionRoute: '/my-profile/days-off', redirectionState: null, redirectionQueryParams: null,
    toasterTitleKey: 'notifications.daysOffAnswered.toasterTitle', buttonTitleKey: 'notifications.daysOffAnswered.buttonTitle',
    bannerTitleKey: 'notifications.daysOffAnswered.bannerTitle', bannerButtonTitleKey: 'notifications.daysOffAnswered.bannerButtonTitle',
  },
  jobOfferMatch: {
    category: 'jobOffers', icon: 'job-offer', important: false, skipProcessing: false,
    redirectionRoute: '/my-offers', redirectionState: null, redirectionQueryParams: null,
    toasterTitleKey: 'notifications.jobOfferMatch.toasterTitle', buttonTitleKey: 'notifications.jobOfferMatch.buttonTitle',
    bannerTitleKey: 'notifications.jobOfferMatch.bannerTitle', bannerButtonTitleKey: 'notifications.jobOfferMatch.bannerButtonTitle',
  },
  profileToComplete: {
    category: 'profile', icon: 'profile', important: true, skipProcessing: false,
    redirectionRoute: '/my-profile', redirectionState: { from: 'profileToComplete' }, redirectionQueryParams: null,
    toasterTitleKey: 'notifications.profileToComplete.toasterTitle', buttonTitleKey: 'notifications.profileToComplete.buttonTitle',
    bannerTitleKey: 'notifications.profileToComplete.bannerTitle', bannerButtonTitleKey: 'notifications.profileToComplete.bannerButtonTitle',
  },
  maintenancePlanned: {
    category: 'system', icon: 'maintenance', important: true, skipProcessing: false,
    redirectionRoute: null, redirectionState: null, redirectionQueryParams: null,
    toasterTitleKey: 'notifications.maintenancePlanned.toasterTitle', buttonTitleKey: null,
    bannerTitleKey: 'notifications.maintenancePlanned.bannerTitle', bannerButtonTitleKey: null,
  },
};

export function isNotificationType(type: unknown): type is NotificationType {
  return typeof type === 'string' && Object.hasOwn(NOTIFICATION_DISPLAY, type);
}

/** The display configuration of a type, or undefined for an unknown type (log it and ignore it). */
export function displayConfigFor(type: string): NotificationDisplayConfig | undefined {
  return isNotificationType(type) ? NOTIFICATION_DISPLAY[type] : undefined;
}
