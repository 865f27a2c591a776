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

// The types travel on the wire: declared once in the contract, with their display configuration here.
import { NOTIFICATION_TYPES, type NotificationType } from '../../contract/wire.ts';

export { NOTIFICATION_TYPES, type NotificationType };

/** The icon names of the display configuration; the views draw one picture per name. */
export const NOTIFICATION_ICONS = [
  'contract',
  'mission',
  'time-sheet',
  'invoice',
  'document',
  'news',
  'days-off',
  'job-offer',
  'profile',
  'maintenance',
  'deposit',
  'time-sheet-approved',
  'time-sheet-disputed',
] as const;
export type NotificationIcon = (typeof NOTIFICATION_ICONS)[number];

export interface NotificationDisplayConfig {
  /** Notification category (the unit of blocking in the notification settings). */
  readonly category: string;
  readonly icon: NotificationIcon;
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

type DisplayBase = Omit<NotificationDisplayConfig, 'toasterTitleKey' | 'buttonTitleKey' | 'bannerTitleKey' | 'bannerButtonTitleKey'>;

/** Completes a type's configuration with its translation keys, `notifications.<type>.<field>`. */
function display(type: NotificationType, base: DisplayBase): NotificationDisplayConfig {
  const key = (field: string) => `notifications.${type}.${field}`;
  const hasButton = base.redirectionRoute !== null;
  return {
    ...base,
    toasterTitleKey: key('toasterTitle'),
    buttonTitleKey: hasButton ? key('buttonTitle') : null,
    bannerTitleKey: key('bannerTitle'),
    bannerButtonTitleKey: hasButton ? key('bannerButtonTitle') : null,
  };
}

export const NOTIFICATION_DISPLAY: Readonly<Record<NotificationType, NotificationDisplayConfig>> = {
  contractToSign: display('contractToSign', {
    category: 'contracts',
    icon: 'contract',
    important: false,
    skipProcessing: false,
    redirectionRoute: '/contracts',
    redirectionState: null,
    redirectionQueryParams: { status: 'toSign' },
  }),
  missionProposal: display('missionProposal', {
    category: 'missions',
    icon: 'mission',
    important: false,
    skipProcessing: false,
    redirectionRoute: '/missions',
    redirectionState: null,
    redirectionQueryParams: null,
  }),
  timeSheetToValidate: display('timeSheetToValidate', {
    category: 'timeSheets',
    icon: 'time-sheet',
    important: false,
    skipProcessing: false,
    redirectionRoute: '/time-sheets',
    redirectionState: null,
    redirectionQueryParams: { status: 'toValidate' },
  }),
  invoiceAvailable: display('invoiceAvailable', {
    category: 'invoices',
    icon: 'invoice',
    important: false,
    skipProcessing: false,
    redirectionRoute: '/invoices',
    redirectionState: null,
    redirectionQueryParams: null,
  }),
  documentAvailable: display('documentAvailable', {
    category: 'documents',
    icon: 'document',
    important: false,
    skipProcessing: false,
    redirectionRoute: '/documents',
    redirectionState: null,
    redirectionQueryParams: null,
  }),
  newsPublished: display('newsPublished', {
    category: 'news',
    icon: 'news',
    important: false,
    skipProcessing: true,
    redirectionRoute: '/news',
    redirectionState: null,
    redirectionQueryParams: null,
  }),
  daysOffAnswered: display('daysOffAnswered', {
    category: 'daysOff',
    icon: 'days-off',
    important: false,
    skipProcessing: false,
    redirectionRoute: '/my-profile/days-off',
    redirectionState: null,
    redirectionQueryParams: null,
  }),
  jobOfferMatch: display('jobOfferMatch', {
    category: 'jobOffers',
    icon: 'job-offer',
    important: false,
    skipProcessing: false,
    redirectionRoute: '/my-offers',
    redirectionState: null,
    redirectionQueryParams: null,
  }),
  profileToComplete: display('profileToComplete', {
    category: 'profile',
    icon: 'profile',
    important: true,
    skipProcessing: false,
    redirectionRoute: '/my-profile',
    redirectionState: { from: 'profileToComplete' },
    redirectionQueryParams: null,
  }),
  maintenancePlanned: display('maintenancePlanned', {
    category: 'system',
    icon: 'maintenance',
    important: true,
    skipProcessing: false,
    redirectionRoute: null,
    redirectionState: null,
    redirectionQueryParams: null,
  }),
  // The agency answered a pay advance request: the deposit request tab shows it
  // (docs/screens/depositRequest.md; decisions-domain.md "Notification types").
  depositRequestAnswered: display('depositRequestAnswered', {
    category: 'advantages',
    icon: 'deposit',
    important: false,
    skipProcessing: false,
    redirectionRoute: '/advantages',
    redirectionState: null,
    redirectionQueryParams: null,
  }),
  // The client answered a week the worker sent (docs/screens/clientTimeSheets.md; decisions-domain.md
  // "Time sheets, client"): data `{ reference, label, timeSheetId, status }`, and `reason` for a
  // dispute. The worker's time sheets open on the tab the week is now in (queryTabs `answer`).
  timeSheetApproved: display('timeSheetApproved', {
    category: 'timeSheets',
    icon: 'time-sheet-approved',
    important: false,
    skipProcessing: false,
    redirectionRoute: '/time-sheets',
    redirectionState: null,
    redirectionQueryParams: { answer: 'approved' },
  }),
  timeSheetDisputed: display('timeSheetDisputed', {
    category: 'timeSheets',
    icon: 'time-sheet-disputed',
    important: false,
    skipProcessing: false,
    redirectionRoute: '/time-sheets',
    redirectionState: null,
    redirectionQueryParams: { answer: 'disputed' },
  }),
};

export function isNotificationType(type: unknown): type is NotificationType {
  return typeof type === 'string' && Object.hasOwn(NOTIFICATION_DISPLAY, type);
}

/** The display configuration of a type, or undefined for an unknown type (log it and ignore it). */
export function displayConfigFor(type: string): NotificationDisplayConfig | undefined {
  return isNotificationType(type) ? NOTIFICATION_DISPLAY[type] : undefined;
}
