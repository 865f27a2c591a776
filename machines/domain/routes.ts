// The portal's routes as data (spec section 2, decisions.md "Route access" and "Applicant area").
// The router (src/router.tsx) and the access rules (access.ts) are built from these tables; nothing
// here knows about React or the browser.
//
// Layout routes are the children of the authorised layout. A sub-path of a layout route
// (`/clients/123/infos`, `/back-office/news/draft`, `/my-profile/days-off/create`) is governed by the
// longest layout route that is a prefix of it, segment by segment: `/my-profile/days-off/create` by
// `/my-profile/days-off`, `/my-profile/settings` by `/my-profile`.
//
// Decisions where the spec is silent (also in docs/decisions-domain.md):
// - `news`: the spec says "all roles including communication": every role, moa included, read to the
//   letter. So communication and moa both land on `/news`; `/back-office` and `/my-profile` stay in
//   decisions.md's landing order for users whose roles a tenant trims.
// - `my-profile/my-notifications`: no roles are listed; it inherits `my-profile` (all roles).
// - `my-profile/days-off` (worker profile sub-menu, feature flag daysOff) is an entry of its own:
//   roles worker and selfRegistered, flag daysOff (which effectiveDisabledFeatures adds for
//   self-registered workers and holders of a valid CDII).
// - `parameters` (preference, devices) and `referential` (sections, clients reattach) have sub-menus
//   in the spec but no route in its table. They are layout routes here: parameters for every role
//   that may enter `/my-profile` (all roles), referential for the back-office roles.
// - A route with variants by user type is entered only by a user type that has a variant:
//   `time-sheets` has worker and client variants only, so an internal user never enters it.
// - `temporary-workers` has an internal and a worker variant: the agency's screens of temporary
//   workers, and a worker's own planning (docs/decisions-domain.md "Temporary workers for a worker").
// - Path matching ignores case, like react-router's default, after normalisation (see normalizePath).
// - The spec's route table has no tenant column: a route is entered on every tenant. Only menu
//   entries carry a tenant condition (the main navigation's privacy entry, platform benefits).
// - The exclusive tenant check ignores case and surrounding blanks ('Alpha' is alpha).

import type { FeatureFlag, Role, UserType } from './types';
import { ROLES } from './types';

/** Tenants that have the exclusive entries (privacy for workers, platform benefits). */
export const EXCLUSIVE_TENANTS: readonly string[] = ['alpha'];

export function isExclusiveTenant(tenant: string): boolean {
  if (typeof tenant !== 'string') return false;
  const name = tenant.trim().toLowerCase();
  return EXCLUSIVE_TENANTS.some((t) => t.toLowerCase() === name);
}

/** A menu entry's tenant condition: `exclusive` = only on an EXCLUSIVE_TENANTS tenant. */
export type TenantCondition = 'exclusive';

export function tenantConditionHolds(condition: TenantCondition | undefined, tenant: string): boolean {
  if (condition === undefined) return true;
  return isExclusiveTenant(tenant);
}

/** What a route shows for one user type, and the feature flag it then needs (time-sheets). */
export interface RouteVariant {
  readonly view: string;
  readonly feature?: FeatureFlag;
}

export interface LayoutRoute {
  /** Absolute path, lower case, no trailing slash. */
  readonly path: string;
  /** The user needs at least one of these roles. */
  readonly roles: readonly Role[];
  /** Refused when this flag is in the user's effective disabled features. */
  readonly feature?: FeatureFlag;
  /** When present, only these user types enter; the variant may add a feature flag. */
  readonly variants?: Readonly<Partial<Record<UserType, RouteVariant>>>;
  /** false for entries that the spec's table does not list (days-off, parameters, referential). */
  readonly inSpecTable: boolean;
}

const AGENCY_ROLES = ['agencyAssistant', 'agencySales', 'agencyDirector'] as const satisfies readonly Role[];
const ALL_ROLES: readonly Role[] = ROLES;
const BACK_OFFICE_ROLES = ['administrator', 'support', 'communication', 'moa'] as const satisfies readonly Role[];

/** Children of the authorised layout (spec section 2 table, in its order, then the extra entries). */
export const LAYOUT_ROUTES: readonly LayoutRoute[] = [
  {
    path: '/home',
    roles: ['worker', 'clientUser', ...AGENCY_ROLES, 'administrator', 'support', 'selfRegistered'],
    variants: { internalUser: { view: 'internal' }, client: { view: 'client' }, worker: { view: 'worker' } },
    inSpecTable: true,
  },
  { path: '/clients', roles: ['clientUser', ...AGENCY_ROLES, 'administrator', 'support'], inSpecTable: true },
  {
    path: '/contracts',
    roles: ['worker', 'clientUser', ...AGENCY_ROLES, 'administrator', 'support', 'selfRegistered'],
    feature: 'contracts',
    inSpecTable: true,
  },
  { path: '/missions', roles: ['clientUser'], feature: 'contracts', inSpecTable: true },
  { path: '/invoices', roles: ['clientUser'], feature: 'invoices', inSpecTable: true },
  { path: '/advantages', roles: ['worker', 'selfRegistered'], inSpecTable: true },
  { path: '/documents', roles: ['worker', 'selfRegistered'], inSpecTable: true },
  {
    path: '/temporary-workers',
    roles: ['worker', ...AGENCY_ROLES, 'administrator', 'support'],
    // The worker's is their own planning (docs/decisions-domain.md "Temporary workers for a worker").
    variants: { internalUser: { view: 'internal' }, worker: { view: 'worker' } },
    inSpecTable: true,
  },
  { path: '/my-establishment', roles: ['clientUser'], inSpecTable: true },
  { path: '/news', roles: ALL_ROLES, inSpecTable: true },
  { path: '/back-office', roles: BACK_OFFICE_ROLES, inSpecTable: true },
  {
    path: '/my-profile',
    roles: ALL_ROLES,
    variants: { worker: { view: 'worker' }, client: { view: 'client' }, internalUser: { view: 'generic' } },
    inSpecTable: true,
  },
  { path: '/my-profile/my-notifications', roles: ALL_ROLES, inSpecTable: true },
  { path: '/faq', roles: ALL_ROLES, inSpecTable: true },
  { path: '/privacy', roles: ['worker', 'selfRegistered'], inSpecTable: true },
  { path: '/my-offers', roles: ['worker', 'selfRegistered'], feature: 'jobOffers', inSpecTable: true },
  {
    path: '/time-sheets',
    roles: ['clientUser', 'worker'],
    variants: {
      client: { view: 'client', feature: 'clientTimeSheet' },
      worker: { view: 'worker', feature: 'workerTimeSheet' },
    },
    inSpecTable: true,
  },
  // Not in the spec's table (see the decisions at the top).
  { path: '/my-profile/days-off', roles: ['worker', 'selfRegistered'], feature: 'daysOff', inSpecTable: false },
  { path: '/parameters', roles: ALL_ROLES, inSpecTable: false },
  { path: '/referential', roles: BACK_OFFICE_ROLES, inSpecTable: false },
];

/** The layout's empty path redirects here. */
export const EMPTY_PATH_REDIRECT = '/home';

/** The full notification list (the popup's show-all link). */
export const NOTIFICATION_LIST_PATH = '/my-profile/my-notifications';

/** The profile menus' "my informations" entry: My profile, in the variant of the user's type. */
export const MY_INFORMATIONS_PATH = '/my-profile/my-informations';

/** A refused route redirects to the first of these the user may enter (decisions.md). */
export const LANDING_CANDIDATES = ['/home', '/news', '/back-office', '/my-profile'] as const;

export const APPLICANT_PATH = '/applicant';

/**
 * Guard of a route outside the layout:
 * - `unauthenticatedOnly`: entered only when not signed in (account, landing, guest-rh);
 * - `signedInWorker`: a signed-in worker, else `/home` (applicant, see applicantArea.ts);
 * - `none`: no guard of its own.
 * `public` = no sign-in check starts there (spec section 4, plus the forbidden and maintenance
 * screens, which must show without a session).
 */
export interface OutsideRoute {
  readonly path: string;
  readonly guard: 'unauthenticatedOnly' | 'signedInWorker' | 'none';
  readonly public: boolean;
}

export const OUTSIDE_ROUTES: readonly OutsideRoute[] = [
  { path: '/account', guard: 'unauthenticatedOnly', public: true },
  { path: '/landing', guard: 'unauthenticatedOnly', public: true },
  { path: '/guest-rh', guard: 'unauthenticatedOnly', public: true },
  { path: '/evaluate', guard: 'none', public: true },
  { path: APPLICANT_PATH, guard: 'signedInWorker', public: false },
  { path: '/autologin', guard: 'none', public: true },
  { path: '/success-login', guard: 'none', public: true },
  { path: '/forbidden', guard: 'none', public: true },
  { path: '/maintenance', guard: 'none', public: true },
  { path: '/document-preview', guard: 'none', public: false },
];

/** "Any other path behaves like autologin" (spec section 2). */
export const UNKNOWN_PATH_BEHAVES_LIKE = '/autologin';

/** One entry of the main navigation (data-nav ids of decisions.md, in the spec's order). */
export interface MainNavigationEntry {
  readonly id: string;
  readonly path: string;
  /** Shown only when the route's variant for the user's type is this one. */
  readonly variant?: string;
  /** Shown only on a tenant that meets it (the route itself is entered on every tenant). */
  readonly tenant?: TenantCondition;
}

export const MAIN_NAVIGATION: readonly MainNavigationEntry[] = [
  { id: 'dashboard', path: '/home' },
  { id: 'contracts', path: '/contracts' },
  { id: 'missions', path: '/missions' },
  { id: 'clients', path: '/clients' },
  { id: 'invoices', path: '/invoices' },
  { id: 'documents', path: '/documents' },
  { id: 'temporaryWorkers', path: '/temporary-workers' },
  { id: 'myOffers', path: '/my-offers' },
  { id: 'advantages', path: '/advantages' },
  { id: 'establishment', path: '/my-establishment' },
  { id: 'clientTimeSheets', path: '/time-sheets', variant: 'client' },
  { id: 'workerTimeSheets', path: '/time-sheets', variant: 'worker' },
  { id: 'faq', path: '/faq' },
  // "privacy (workers, one named tenant only)": the entry, not the route (spec section 2).
  { id: 'privacy', path: '/privacy', tenant: 'exclusive' },
  { id: 'news', path: '/news' },
  { id: 'backOffice', path: '/back-office' },
];

/**
 * The segments of a URL path, ready for matching, or null when the path cannot be read.
 * Drops the query and hash, empty segments (`//`, trailing `/`) and `.`; resolves `..`;
 * percent-decodes each segment (a decoded `/` stays inside its segment, so it matches nothing);
 * lower-cases. `''` and `'/'` give `[]`.
 */
export function pathSegments(path: string): string[] | null {
  if (typeof path !== 'string') return null;
  const cut = path.search(/[?#]/);
  const raw = cut === -1 ? path : path.slice(0, cut);
  const segments: string[] = [];
  for (const part of raw.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      segments.pop();
      continue;
    }
    segments.push(segment.toLowerCase());
  }
  return segments;
}

/**
 * `pathSegments` joined back: `/Home/?x=1` → `/home`; null when unreadable. `%`, `/`, `?` and `#`
 * inside a segment stay encoded, so normalising twice changes nothing.
 */
export function normalizePath(path: string): string | null {
  const segments = pathSegments(path);
  if (segments === null) return null;
  return `/${segments.map((s) => s.replace(/[%/?#]/g, (c) => encodeURIComponent(c))).join('/')}`;
}

function longestPrefixMatch<T extends { readonly path: string }>(table: readonly T[], path: string): T | undefined {
  const segments = pathSegments(path);
  if (segments === null || segments.length === 0) return undefined;
  let best: T | undefined;
  let bestLength = 0;
  for (const entry of table) {
    const own = entry.path.split('/').filter(Boolean);
    if (own.length > segments.length || own.length <= bestLength) continue;
    if (own.every((s, i) => s === segments[i])) {
      best = entry;
      bestLength = own.length;
    }
  }
  return best;
}

/** The layout route governing `path`, or undefined when the path is not under a layout route. */
export function findLayoutRoute(path: string): LayoutRoute | undefined {
  return longestPrefixMatch(LAYOUT_ROUTES, path);
}

/** The route outside the layout governing `path` (sub-paths included), or undefined. */
export function findOutsideRoute(path: string): OutsideRoute | undefined {
  return longestPrefixMatch(OUTSIDE_ROUTES, path);
}

/** True for the layout's own paths: its empty path (`/`) and every path under a layout route. */
export function isLayoutPath(path: string): boolean {
  const segments = pathSegments(path);
  if (segments === null) return false;
  return segments.length === 0 || findLayoutRoute(path) !== undefined;
}

/** True for `/applicant` and its sub-paths. */
export function isApplicantPath(path: string): boolean {
  return findOutsideRoute(path)?.path === APPLICANT_PATH;
}

/**
 * Routes that need no sign-in check: autologin, evaluate, account, landing, success-login, guest-rh
 * (spec section 4) and the forbidden and maintenance screens, with their sub-paths. Unknown paths
 * are not public here, although the router shows autologin for them.
 */
export function isPublicRoute(path: string): boolean {
  return findOutsideRoute(path)?.public === true;
}

/** The variant a layout route shows for a user type (home, temporary-workers, my-profile, time-sheets), or undefined. */
export function routeVariant(path: string, userType: UserType): string | undefined {
  const route = findLayoutRoute(path);
  if (!route?.variants || !Object.hasOwn(route.variants, userType)) return undefined;
  return route.variants[userType]?.view;
}
