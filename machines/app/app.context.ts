// What the app machine's regions read of its context: the declared screen the location shows, the
// route decision of a signed-in user, a tabbed screen's first tab. Beside the regions that ask
// (app.route.ts, app.screen.ts, app.shell.ts), not in the setup, so that they import it without a cycle.
import { type SignedInRouteDecision, signedInRouteDecision } from '../domain/session';
import { subMenu } from '../domain/navigation';
import { fillParams } from '../domain/pathPatterns';
import type { ScreenInput, ScreenRoute } from '../families/screen';
import { queryTab, type ScreenMatch, screenAt } from '../screens/lookup';
import type { AppContext } from './app.setup';

/** The maintenance page's path. */
export const MAINTENANCE_PATH = '/maintenance';

/** The declared screen the recorded location shows, when the signed-in user may stay there. */
export function shownScreen(context: AppContext): ScreenMatch | null {
  if (!context.userInfo || routeDecision(context).kind !== 'stay') return null;
  return screenAt(context.location.path, { userType: context.userInfo.userType });
}

/** The location shows the screen whose machine runs (or loads). */
export function isSameScreen(context: AppContext): boolean {
  return context.screen !== null && shownScreen(context)?.declaration.id === context.screen;
}

/** What the running screen starts with, and hears on a move inside it. */
export function screenInput(context: AppContext): ScreenInput {
  const match = shownScreen(context);
  const route: ScreenRoute = { path: context.location.path, params: match?.params ?? {}, tab: match?.tab ?? null };
  // The query, only when the URL has one (a list's search: docs/screens/README.md "List › Search").
  const query = Object.fromEntries(new URLSearchParams(context.location.search));
  if (Object.keys(query).length > 0) route.query = query;
  return { route, user: context.userInfo!, tenant: context.settings?.tenantName ?? '' };
}

/** The URL of the default tab (else the first the user sees), for a screen with tabs opened without one; else null. */
export function firstTabPath(context: AppContext): string | null {
  const match = shownScreen(context);
  if (!match?.declaration.tabs || match.tab !== null) return null;
  const tabs = subMenu(match.declaration.tabs, context.userInfo!, context.settings?.tenantName ?? '');
  const asked = queryTab(match.declaration, context.location.search);
  const chosen = tabs.find((tab) => tab.id === asked) ?? tabs.find((tab) => tab.id === match.declaration.defaultTab) ?? tabs[0];
  return chosen ? fillParams(chosen.path, match.params) : null;
}

/** Where a signed-in user may go from the recorded location (route guards, applicant area). */
export function routeDecision(context: AppContext): SignedInRouteDecision {
  // Stryker disable next-line ConditionalExpression,ObjectLiteral,StringLiteral,BooleanLiteral: unreachable; only signed-in states (user info set) ask.
  if (!context.userInfo) return { kind: 'stay' };
  return signedInRouteDecision({
    path: context.location.path,
    user: context.userInfo,
    applicantArea: context.applicantArea,
  });
}
