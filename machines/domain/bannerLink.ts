// The only links a back-office banner may carry (docs/decisions-domain.md "Back office › banners"):
// a path of the portal, never another site. The form refuses any other (backOfficeBanners.machine),
// and home draws a link only for a path that passes, whatever the server answered.
import { BANNER_LINK_MAX } from '../../contract/screens/backOfficeBanners';
import { findLayoutRoute, LAYOUT_ROUTES } from './routes';
import { ROLES } from './types';

// One leading `/` and then no second `/` or `\` (`//host` and `/\host` are other sites to a
// browser), no blank and no backslash anywhere.
const PATH_SHAPE = /^\/(?![/\\])[^\s\\]*$/;

/** Whether `link` is a path of the portal's pages: shaped as a path and under a route of its layout. */
export function isPortalLink(link: unknown): link is string {
  if (typeof link !== 'string' || link.length > BANNER_LINK_MAX || !PATH_SHAPE.test(link)) return false;
  return findLayoutRoute(link) !== undefined;
}

/** The roles a banner may target, in the roles' order: those with a home (`/home` in routes.ts), where banners show. */
const HOME_ROLES: readonly string[] = LAYOUT_ROUTES.filter((route) => route.path === '/home').flatMap((route) => route.roles);
export const BANNER_AUDIENCE_ROLES: readonly string[] = ROLES.filter((role) => HOME_ROLES.includes(role));
