// The pages of the worker advantages menu (spec section 2 "Sub-menus per screen": deposit request,
// CET, health mutual, FASTT, collective agreement, platform benefits, one tenant only), told apart:
// the deposit request is a screen with calls (docs/screens/depositRequest.md); the five others are
// readable pages of the tenant's texts (docs/screens/advantages.md).
import { MENUS } from './menus';
import { tenantConditionHolds } from './routes';

/** The entry of the menu that is a request, not a page to read. */
export const DEPOSIT_REQUEST_TAB = 'depositRequest';

/**
 * Whether the tab `tab` is a page this tenant has: an entry of the menu other than the deposit
 * request whose tenant condition holds (platform benefits: the exclusive tenant only). The URL may
 * name a page the menu does not show (access.ts: the tenant plays no part in entering a route).
 */
export function isAdvantagePageOf(tab: string | null, tenant: string): boolean {
  const entry = MENUS.workerAdvantages.find((candidate) => candidate.id === tab);
  return entry !== undefined && entry.id !== DEPOSIT_REQUEST_TAB && tenantConditionHolds(entry.tenant, tenant);
}
