// Who may enter which layout route, and what the main navigation shows (spec sections 2, 5, 6;
// decisions.md "Route access" and "Navigation entry ids"). The route data lives in routes.ts.
// This module exports exactly canEnter, mainNavigation and landingRoute (and their user type).

import type { AccessUser, FeatureFlag } from './types';
import { DEFAULT_FORBIDDEN_ROUTE } from './constants';
import { effectiveDisabledFeatures, rolesOf } from './features';
import { MENUS } from './menus';
import { matchPrefix, rawSegments } from './pathPatterns';
import { screenAt } from '../screens/lookup';

export type { AccessUser } from './types';
import { LANDING_CANDIDATES, MAIN_NAVIGATION, findLayoutRoute, routeVariant, tenantConditionHolds } from './routes';

/**
 * Whether the user may enter a layout route. `path` is a URL path (`/home`, `/time-sheets/`,
 * `/clients/12/infos?tab=1#top`); a sub-path is governed by its layout route.
 * Entered when the user has one of the route's roles, the route's feature flag (and the flag of the
 * user type's variant, for time-sheets) is not in effectiveDisabledFeatures, the user type has a
 * variant when the route has variants. The tenant plays no part: the spec's route table has no
 * tenant condition (a menu entry may have one, see mainNavigation and subMenu).
 * Paths that are not layout routes (`/`, `/applicant`, `/autologin`, `/forbidden`, unknown or
 * unreadable paths …) give false: their access is not a role question.
 */
export function canEnter(path: string, user: AccessUser): boolean {
  const route = findLayoutRoute(path);
  if (!route || !user) return false;
  const roles = rolesOf(user);
  if (!route.roles.some((role) => roles.includes(role))) return false;
  const disabled = effectiveDisabledFeatures(user);
  if (route.feature && disabled.includes(route.feature)) return false;
  if (route.variants) {
    const variant = Object.hasOwn(route.variants, user.userType) ? route.variants[user.userType] : undefined;
    if (!variant) return false;
    if (variant.feature && disabled.includes(variant.feature)) return false;
  }
  if (entryFlags(path).some((flag) => disabled.includes(flag))) return false;
  const screen = screenAt(path)?.declaration;
  if (screen) {
    if (screen.roles && !screen.roles.some((role) => roles.includes(role))) return false;
    if (screen.feature && disabled.includes(screen.feature)) return false;
    if (screen.userTypes && !screen.userTypes.includes(user.userType)) return false;
  }
  return true;
}

/** The flags of the sub-menu entries whose path is `path` or lies above it. */
function entryFlags(path: string): FeatureFlag[] {
  const segments = rawSegments(path);
  if (segments === null) return [];
  return Object.values(MENUS).flatMap((entries) =>
    entries.flatMap((entry) => (entry.feature && matchPrefix(entry.path, segments) ? [entry.feature] : [])),
  );
}

/**
 * The main navigation entries the user sees, in the spec's order, with the data-nav ids of
 * decisions.md. An entry shows exactly when canEnter allows its route, its tenant condition holds
 * (privacy: the one named tenant) and, for the two time-sheets entries, the route's variant for the
 * user's type is the entry's.
 */
export function mainNavigation(user: AccessUser, tenant: string): { id: string; path: string }[] {
  return MAIN_NAVIGATION.filter(
    (entry) =>
      canEnter(entry.path, user) &&
      tenantConditionHolds(entry.tenant, tenant) &&
      (entry.variant === undefined || routeVariant(entry.path, user.userType) === entry.variant),
  ).map(({ id, path }) => ({ id, path }));
}

/**
 * Where a refused route (and the post-login default) sends the user: the first of `/home`, `/news`,
 * `/back-office`, `/my-profile` that the user may enter. A user who may enter none of them (no
 * known role) goes to the forbidden screen.
 */
export function landingRoute(user: AccessUser): string {
  return LANDING_CANDIDATES.find((path) => canEnter(path, user)) ?? DEFAULT_FORBIDDEN_ROUTE;
}
