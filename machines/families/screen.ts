// What every screen machine of a family hears from the app machine and sends it
// (docs/screens/README.md "What a screen hears and says"). The app machine starts the screen's
// machine as its child `screen` with a ScreenInput, forwards a move inside the same screen as
// ROUTE.CHANGED and a pushed notification as NOTIFICATION.RECEIVED, and sends the error dialog's
// Retry back as the event the screen raised with its failure.
import { LIST_SEARCH_MAX_LENGTH } from '../../contract/wire.ts';
import type { AppNotification, UserInfo } from '../domain/types';

/** The child id of the running screen under the app machine: failures name it as their source. */
export const SCREEN_ACTOR_ID = 'screen';

/** Where the screen is: the URL path, its route parameters and the tab (sub-menu entry) it is on. */
export interface ScreenRoute {
  path: string;
  /** Route parameters of the screen's path pattern (`/clients/:clientId` → `{ clientId }`), decoded. */
  params: Readonly<Record<string, string>>;
  /** The entry of the screen's tab menu the URL is on (`unpaid`), or null for a screen without tabs. */
  tab: string | null;
  /** The URL's query parameters, when it has any (`?search=paie` → `{ search: 'paie' }`). */
  query?: Readonly<Record<string, string>>;
}

export interface ScreenInput {
  route: ScreenRoute;
  user: UserInfo;
  tenant: string;
  /**
   * The agency-folder selection in effect (spec sections 3 and 5: saved by the header's dropdown),
   * folder ids; empty or absent: every folder of the user. Only internal users have one.
   */
  agencyFolders?: readonly string[];
}

/** An item a list or a detail shows: whatever the screen's call answers, with an id. */
export type ScreenItem = { readonly id: string } & Readonly<Record<string, unknown>>;

/** One page of a list call's answer. */
export interface ScreenPage<TItem extends ScreenItem = ScreenItem> {
  items: TItem[];
  total: number;
}

export type ScreenHostEvent =
  /** The user moved inside the same screen: another tab, another id. */
  | { type: 'ROUTE.CHANGED'; route: ScreenRoute }
  /** A notification pushed by the hub while the screen shows. */
  | { type: 'NOTIFICATION.RECEIVED'; notification: AppNotification }
  /** The agency-folder selection in effect changed (Validate, Reset, or another tab's choice restored). */
  | { type: 'AGENCY_FOLDERS.CHANGED'; ids: readonly string[] };

/** The same place: same path parameters and tab (the path itself may differ only in case or slashes). */
export function isSameView(a: ScreenRoute, b: ScreenRoute): boolean {
  if (a.tab !== b.tab) return false;
  const keys = Object.keys(a.params);
  return (
    keys.length === Object.keys(b.params).length && keys.every((key) => Object.hasOwn(b.params, key) && a.params[key] === b.params[key])
  );
}

/** The query parameter that holds a list's search, in the page's URL and in the list's read. */
export const SEARCH_PARAM = 'search';
/** The longest search a list reads (the contract's); a search field takes no more. */
export const SEARCH_MAX_LENGTH = LIST_SEARCH_MAX_LENGTH;

/** A search as it is read: blanks trimmed and runs of blanks made one, at most the length a read takes. */
export function normalizedSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, LIST_SEARCH_MAX_LENGTH).trim();
}

/** The search the route's URL holds ('' for none), normalized. */
export function searchOf(route: ScreenRoute): string {
  return normalizedSearch(route.query?.[SEARCH_PARAM] ?? '');
}

/** The route with `search` in its query (left out when empty); its other parameters kept. */
export function withSearch(route: ScreenRoute, search: string): ScreenRoute {
  const { [SEARCH_PARAM]: _, ...others } = route.query ?? {};
  const query = search === '' ? others : { ...others, [SEARCH_PARAM]: search };
  const { query: __, ...rest } = route;
  return Object.keys(query).length > 0 ? { ...rest, query } : rest;
}

/** The URL of a route: its path, then its query when it has one. */
export function routeUrl(route: ScreenRoute): string {
  const query = new URLSearchParams(route.query ?? {}).toString();
  return query ? `${route.path}?${query}` : route.path;
}

/** The same agency-folder selection, order aside. */
export function isSameSelection(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

/**
 * The references a family's descriptions end with: the screen contract's States (docs/screens/<id>.md)
 * and the family's part of docs/screens/README.md, in the form the description check reads.
 */
export function familyCitation(contract: string, part: 'List' | 'Detail' | 'Action'): string {
  const own = contract.replace(/^docs\//, '');
  return own === 'screens/README.md' ? `(screens/README.md › ${part})` : `(${own} › States, screens/README.md › ${part})`;
}
