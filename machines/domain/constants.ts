// Every business constant of the spec (section 9), named once. Machines take durations from here
// as named delays; tests may pass shorter ones through input.

/** Maintenance page reloads the front URL after this long. */
export const MAINTENANCE_RELOAD_MS = 30_000;

/** One hour without a click logs a non-internal user out. */
export const INACTIVITY_TIMEOUT_MS = 3_600_000;
/** A stored last click older than this logs out at start. */
export const CLICK_STALENESS_MINUTES = 60;
export const CLICK_STALENESS_MS = CLICK_STALENESS_MINUTES * 60_000;

/** Service worker is registered once the app has been stable this long, in production only. */
export const SERVICE_WORKER_STABLE_MS = 30_000;

export const DEFAULT_LANGUAGE = 'fr' as const;
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Locale formats: French (France, Monday, euro) and English (US, Sunday, dollar). */
export const LOCALES: Record<Language, { locale: string; firstDayOfWeek: 0 | 1; currency: string }> = {
  fr: { locale: 'fr-FR', firstDayOfWeek: 1, currency: 'EUR' },
  en: { locale: 'en-US', firstDayOfWeek: 0, currency: 'USD' },
};

/** Toaster. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_TICK_MS = 70;
export const TOAST_IN_MS = 500;
export const TOAST_OUT_MS = 300;
export const TOAST_RESET_MS = 500;

/** Popup. */
export const POPUP_PAGE_SIZE = 10;
export const POPUP_LIST_MAX_HEIGHT_PX = 280;

/** Banner. */
export const BANNER_FADE_MS = 800;

/** Bell: the badge counts up to this, then shows "99+" (not in the spec; the badge's room). */
export const BELL_BADGE_MAX = 99;

/** Alert slider: how long one alert shows before the next (not in the spec; long enough to read two lines). */
export const ALERT_SLIDE_INTERVAL_MS = 7000;

/** Alert slider: how often it reads its alerts again, so one enabled in the back office shows without
 *  a reload (not in the spec; decisions-domain.md "Back-office alerts"). */
export const ALERTS_REREAD_MS = 60_000;

/** Real-time connection (SignalR). */
export const HUB_SERVER_TIMEOUT_MS = 30_000;
export const HUB_KEEP_ALIVE_MS = 15_000;
export const HUB_RECONNECT_DELAYS_MS = [0, 2000, 10_000, 30_000] as const;
export const HUB_NEGOTIATE_REDIRECT_LIMIT = 100;
export const HUB_RESEND_BUFFER_BYTES = 100_000;
export const HUB_ACK_TIMER_MS = 1000;
/** The hub's path under `{backApi}`: part of the API contract, declared there (contract/hub.ts). */
export { HUB_PATH } from '../../contract/hub.ts';

/** Login and forbidden background pictures. */
export const BACKGROUND_PICTURE_COUNT = 26;

/** Settings files, loaded without a bearer token. */
export const APP_SETTINGS_PATH = 'settings/appsettings.json';
export const CLIENT_CONFIGURATION_PATH = 'settings/clientconfiguration.json';

/** Translation folders, merged in this order, then the tenant file (decisions.md). */
export const TRANSLATION_FOLDERS = ['core', 'notifications', 'backoffice'] as const;

/** Storage keys (decisions.md). */
export const STORAGE_KEYS = {
  localStorageVersion: 'localStorageVersion',
  lastClick: 'lastClick',
  autoLogout: 'autoLogout',
  agencyFolders: 'agencyFolders',
  deviceId: 'deviceId',
  lang: 'lang',
  applicantArea: 'applicantArea',
  /** Session storage: "Not now" on the device modal, kept for the tab's session (decisions.md). */
  deviceQuestionDeclined: 'deviceQuestionDeclined',
} as const;

/**
 * A 401 this soon after the last silent re-login means the API keeps refusing the tokens: the next
 * login asks for the password instead of redirecting in a loop (docs/decisions.md; not in the spec).
 */
export const RE_LOGIN_LOOP_WINDOW_MS = 60_000;

/** Defaults of the identity-provider client configuration's app routes (decisions.md). */
export const DEFAULT_POST_LOGIN_ROUTE = '/home';
export const DEFAULT_FORBIDDEN_ROUTE = '/forbidden';
export const DEFAULT_UNAUTHORIZED_ROUTE = '/autologin';

/** Full notification list (`/my-profile/my-notifications`): entries per page (not in the spec). */
export const NOTIFICATION_LIST_PAGE_SIZE = 20;

/**
 * A list's search (docs/screens/README.md "List › Search"; not in the spec): how long the typing
 * rests before the list is read with it. Long enough not to read at every key, short enough to feel
 * live.
 */
export const SEARCH_DEBOUNCE_MS = 300;
/**
 * Live inspector (development and QA builds): the most its event log keeps, with the actor states
 * each entry changed (time travel), as JSON in UTF-8 bytes; the oldest entries are dropped first.
 */
export const INSPECTOR_LOG_BUDGET_BYTES = 2 * 1024 * 1024;
/** Live inspector: how deep a payload or context is shown before it is cut (`…`). */
export const INSPECTOR_MAX_DEPTH = 6;
/** Live inspector: items of one array shown before it is cut. */
export const INSPECTOR_MAX_ITEMS = 50;

/**
 * The one Trusted Types policy of the portal (the CSP's `trusted-types` lists only it): it vets the
 * service worker's script URL, the only DOM sink the portal feeds (docs/security.md).
 */
// Stryker disable next-line StringLiteral: a name shared by src/ and server/, read by no machine.
export const TRUSTED_TYPES_POLICY = 'portal-service-worker';
/**
 * The inspector's policy (development and QA builds only): it vets the URL of the chart layout's
 * Web Worker (elkjs). A plain build never creates it; the CSP names it so one header serves both.
 */
// Stryker disable next-line StringLiteral: a name shared by src/ and server/, read by no machine.
export const INSPECTOR_TRUSTED_TYPES_POLICY = 'portal-inspector';

// ---- The client's time sheets (docs/screens/clientTimeSheets.md; not in the spec) -------
/**
 * A dispute's reason, in characters once trimmed: long enough to tell the worker what to correct (a
 * day and what is wrong: « Vendredi : 15 h 30 »), short enough to stay a message, not a report.
 * The proposed call refuses anything else (contract/screens/clientTimeSheets.ts).
 */
export const TIME_SHEET_DISPUTE_REASON_MIN_LENGTH = 10;
export const TIME_SHEET_DISPUTE_REASON_MAX_LENGTH = 500;
/** The most weeks one approval carries (the proposed call's limit): five pages of the list. */
export const TIME_SHEETS_APPROVAL_MAX = 100;
