// Which sub-menus a screen of the authorised layout shows (spec section 2 "Sub-menus per screen"),
// and which of their entries the URL is on. The menus themselves, their paths and their filters are
// navigation.ts's (subMenu); this file only places them on screens.
//
// | screen (path pattern)            | sub-menus, outermost first                  |
// |----------------------------------|---------------------------------------------|
// | /clients, /clients/invoices,     | clientsHub                                  |
// |   /clients/job-place-visits      |                                             |
// | /clients/establishments          | clientsHub, clientEstablishments            |
// | /clients/users                   | clientsHub, clientUsers                     |
// | /clients/:clientId               | clientDetail (any other segment is a client)|
// | /invoices                        | clientInvoices                              |
// | /temporary-workers               | temporaryWorkers                            |
// | /temporary-workers/users         | temporaryWorkers, temporaryWorkerUsers      |
// | /temporary-workers/planning      | temporaryWorkers, planning                  |
// | /advantages                      | workerAdvantages                            |
// | /documents                       | documents                                   |
// | /my-profile                      | workerProfile for workers, else profile     |
// | /parameters                      | parameters                                  |
// | /back-office                     | backOffice                                  |
// | /back-office/news|faqs|banners   | backOffice, backOfficeNews|Faqs|Banners     |
// | /faq                             | faqCategories                               |
// | /my-offers                       | myOffers                                    |
// | /my-establishment                | establishment                               |
// | /referential                     | referential                                 |
// | /time-sheets                     | workerTimeSheets for workers, clientTimeSheets for clients (decided) |
// | /contracts                       | contracts (worker), clientContracts (client)|
// | /missions                        | missions (decided)                          |
//
// Decisions where the spec is silent:
// - A pattern covers its sub-paths; the longest pattern wins, then the one with more literal
//   segments (`/clients/users` before `/clients/:clientId`).
// - A worker's /temporary-workers is their own planning: the planning menu alone (its month and
//   week), the users entry being the agency's (docs/decisions-domain.md "Temporary workers for a
//   worker").
// - `parameters` and `referential` have sub-menus but no entry in any menu of the spec: the profile
//   screens link to parameters and the back-office screens to the referential ("related" links),
//   for the users who may enter them.
import { canEnter } from './access';
import { subMenu, type MenuId } from './navigation';
import { bestMatch, fillParams, matchPrefix, rawSegments } from './pathPatterns';
import type { AccessUser } from './types';

interface ScreenMenus {
  readonly pattern: string;
  readonly menus: readonly MenuId[];
  /** For users of type worker, when it differs. */
  readonly workerMenus?: readonly MenuId[];
}

export const SCREEN_MENUS: readonly ScreenMenus[] = [
  { pattern: '/clients', menus: ['clientsHub'] },
  { pattern: '/clients/establishments', menus: ['clientsHub', 'clientEstablishments'] },
  { pattern: '/clients/users', menus: ['clientsHub', 'clientUsers'] },
  { pattern: '/clients/invoices', menus: ['clientsHub'] },
  { pattern: '/clients/job-place-visits', menus: ['clientsHub'] },
  { pattern: '/clients/:clientId', menus: ['clientDetail'] },
  { pattern: '/invoices', menus: ['clientInvoices'] },
  { pattern: '/temporary-workers', menus: ['temporaryWorkers'], workerMenus: ['planning'] },
  { pattern: '/temporary-workers/users', menus: ['temporaryWorkers', 'temporaryWorkerUsers'], workerMenus: ['planning'] },
  { pattern: '/temporary-workers/planning', menus: ['temporaryWorkers', 'planning'], workerMenus: ['planning'] },
  { pattern: '/advantages', menus: ['workerAdvantages'] },
  { pattern: '/documents', menus: ['documents'] },
  { pattern: '/my-profile', menus: ['profile'], workerMenus: ['workerProfile'] },
  { pattern: '/parameters', menus: ['parameters'] },
  { pattern: '/back-office', menus: ['backOffice'] },
  { pattern: '/back-office/news', menus: ['backOffice', 'backOfficeNews'] },
  { pattern: '/back-office/faqs', menus: ['backOffice', 'backOfficeFaqs'] },
  { pattern: '/back-office/banners', menus: ['backOffice', 'backOfficeBanners'] },
  { pattern: '/faq', menus: ['faqCategories'] },
  { pattern: '/my-offers', menus: ['myOffers'] },
  { pattern: '/my-establishment', menus: ['establishment'] },
  { pattern: '/referential', menus: ['referential'] },
  // Decided (docs/decisions-domain.md "Contracts", "Client's contracts and missions"): each menu's
  // entries are for its roles, so a worker sees the first and a client user the second.
  { pattern: '/contracts', menus: ['contracts', 'clientContracts'] },
  { pattern: '/missions', menus: ['missions'] },
  // Decided (docs/decisions-domain.md "Time sheets, client"): only clients and workers enter it.
  { pattern: '/time-sheets', menus: ['clientTimeSheets'], workerMenus: ['workerTimeSheets'] },
];

/** Links from a screen to a screen that no menu lists (see the decisions above). */
export const RELATED_SCREENS: readonly { pattern: string; id: string; path: string }[] = [
  { pattern: '/my-profile', id: 'parameters', path: '/parameters/preference' },
  { pattern: '/back-office', id: 'referential', path: '/referential/sections' },
];

export interface SubNavigationEntry {
  id: string;
  /** A concrete path (route parameters filled in from the URL). */
  path: string;
  /** Runs an action instead of navigating (the profile menu's logout). */
  action?: 'logout';
}

export interface ScreenNavigation {
  /** The sub-menus to show, outermost first; menus left with no entry are dropped. */
  menus: { menuId: MenuId; entries: SubNavigationEntry[] }[];
  /** The entry the URL is on, in the innermost menu that has one (hidden entries included). */
  activeEntry: { menuId: MenuId; id: string; path: string } | null;
  related: { id: string; path: string }[];
}

/**
 * The sub-navigation of the screen at `path` for this user: its menus (filtered by subMenu with
 * `mobile`), the entry the URL is on, and the related links the user may follow.
 */
export function screenNavigation(path: string, user: AccessUser, tenant: string, options: { mobile?: boolean } = {}): ScreenNavigation {
  const segments = rawSegments(path);
  const empty: ScreenNavigation = { menus: [], activeEntry: null, related: [] };
  if (!segments || !user) return empty;
  const screen = bestMatch(SCREEN_MENUS, (rule) => [rule.pattern], segments);
  if (!screen) return empty;
  const menuIds = user.userType === 'worker' && screen.item.workerMenus ? screen.item.workerMenus : screen.item.menus;
  const { params } = screen.match;

  const menus = menuIds
    .map((menuId) => ({
      menuId,
      entries: subMenu(menuId, user, tenant, { mobile: options.mobile }).flatMap((entry): SubNavigationEntry[] => {
        if (entry.id === 'logout') return [{ id: entry.id, path: entry.path, action: 'logout' }];
        const filled = fillParams(entry.path, params);
        return filled === null ? [] : [{ id: entry.id, path: filled }];
      }),
    }))
    .filter((menu) => menu.entries.length > 0);

  let activeEntry: ScreenNavigation['activeEntry'] = null;
  for (const menuId of menuIds) {
    const entries = subMenu(menuId, user, tenant, { includeHidden: true }).filter((entry) => entry.id !== 'logout');
    const found = bestMatch(entries, (entry) => [entry.path], segments);
    if (found) {
      activeEntry = { menuId, id: found.item.id, path: fillParams(found.item.path, found.match.params) ?? found.item.path };
    }
  }

  const related = RELATED_SCREENS.filter((link) => matchPrefix(link.pattern, segments) && canEnter(link.path, user)).map(
    ({ id, path: to }) => ({ id, path: to }),
  );

  return { menus, activeEntry, related };
}
