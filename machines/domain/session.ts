// Pure rules of the sign-in and session flows: which kind of route a path is for the session, the
// same-origin check of a return URL, the id-token issue-time check, navigation state parsing.
import { canEnter, landingRoute } from './access';
import { applicantRedirect, type ApplicantArea } from './applicantArea';
import { EMPTY_PATH_REDIRECT, findOutsideRoute, isApplicantPath, isLayoutPath, pathSegments } from './routes';
import type { AccessUser } from './types';

export type SessionRouteKind =
  | 'callback' // /success-login
  | 'autologin' // /autologin, and any unknown path (spec section 2)
  | 'guestOnly' // account, landing, guest-rh: signed-in users go to their landing route
  | 'public' // evaluate, forbidden, maintenance: no sign-in check
  | 'protected'; // the layout's routes, applicant, document-preview

/** "Any other path": neither a route outside the layout nor a layout route (a typo in the URL). */
export function isUnknownPath(path: string): boolean {
  return !findOutsideRoute(path) && !isLayoutPath(path);
}

export function sessionRouteKind(path: string): SessionRouteKind {
  const outside = findOutsideRoute(path);
  if (outside) {
    if (outside.path === '/success-login') return 'callback';
    if (outside.path === '/autologin') return 'autologin';
    if (outside.guard === 'unauthenticatedOnly') return 'guestOnly';
    return outside.public ? 'public' : 'protected';
  }
  return isLayoutPath(path) ? 'protected' : 'autologin';
}

const ORIGIN_PROBE = 'http://portal.invalid';

/**
 * The requested URL restored after login, only when it is a same-origin relative path (`/…`, not
 * `//…`, no backslash trick, no scheme). Anything else gives null: the caller uses post_login_route.
 */
export function safeReturnUrl(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // Browsers read `\` as `/`, and strip tabs and newlines: `/\evil` and `/\t/evil` are other hosts.
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return null;
  let parsed: URL;
  try {
    parsed = new URL(candidate, ORIGIN_PROBE);
  } catch {
    return null;
  }
  if (parsed.origin !== ORIGIN_PROBE) return null;
  const path = parsed.pathname + parsed.search + parsed.hash;
  // Dot segments normalise away (`/.//evil` → `//evil`): check the result again, not only the input.
  if (path.startsWith('//') || path.includes('\\')) return null;
  // Returning to a sign-in route would loop.
  const kind = sessionRouteKind(parsed.pathname);
  if (kind === 'callback' || (kind === 'autologin' && findOutsideRoute(parsed.pathname) !== undefined)) return null;
  return path;
}

/**
 * decisions.md: after sign-in, the id token's `iat` is compared with the client clock; a larger
 * offset than allowed is a failed authentication check. No `iat` cannot be checked: it passes.
 */
export function isIssuedAtAcceptable(iatSeconds: number | null | undefined, nowMs: number, maxOffsetSeconds: number): boolean {
  if (typeof iatSeconds !== 'number' || !Number.isFinite(iatSeconds)) return true;
  return Math.abs(nowMs / 1000 - iatSeconds) <= maxOffsetSeconds;
}

export interface NavigationIntent {
  /** `/autologin` skips `prompt: 'login'` only when this is literally true (decisions.md). */
  forceLogin: boolean;
  /** The URL to come back to after a re-login (HTTP 401), when safe. */
  returnUrl: string | null;
}

/** Reads the router's navigation state, which is anything a caller (or history) put there. */
export function readNavigationIntent(state: unknown): NavigationIntent {
  if (typeof state !== 'object' || state === null) return { forceLogin: false, returnUrl: null };
  const record = state as Record<string, unknown>;
  return { forceLogin: record.forceLogin === true, returnUrl: safeReturnUrl(record.returnUrl) };
}

export type SignedInRouteDecision =
  | { kind: 'stay' }
  | { kind: 'leaveSession' } // a sign-in route: autologin, success-login, unknown paths
  | { kind: 'redirect'; to: string }
  | { kind: 'enterApplicantArea' };

/**
 * What a signed-in user's navigation leads to (spec section 2, decisions.md "Route access" and
 * "Applicant area"): guest-only routes and refused layout routes go to the landing route, the
 * layout's empty path to /home, the applicant rule applies, public screens stay.
 */
export function signedInRouteDecision(input: { path: string; user: AccessUser; applicantArea: ApplicantArea }): SignedInRouteDecision {
  const { path, user, applicantArea } = input;
  const kind = sessionRouteKind(path);
  if (kind === 'callback' || kind === 'autologin') return { kind: 'leaveSession' };
  if (kind === 'guestOnly') return { kind: 'redirect', to: landingRoute(user) };
  if (kind === 'public') return { kind: 'stay' };
  const applicant = applicantRedirect({ path, signedIn: true, userType: user.userType, applicantArea });
  if (applicant) return { kind: 'redirect', to: applicant };
  if (isApplicantPath(path)) return applicantArea === 'worker' ? { kind: 'stay' } : { kind: 'enterApplicantArea' };
  if (!isLayoutPath(path)) return { kind: 'stay' }; // document-preview
  if ((pathSegments(path) ?? []).length === 0) return { kind: 'redirect', to: EMPTY_PATH_REDIRECT };
  return canEnter(path, user) ? { kind: 'stay' } : { kind: 'redirect', to: landingRoute(user) };
}

/**
 * Whether a signed-in user's navigation ends in the authorised layout: the route guard's redirect
 * target when it redirects, else the path itself (spec section 4: the real-time connection opens on
 * entering the layout and closes on leaving it). `/` → `/home` and a refused route → the landing
 * route stay in it; `/evaluate`, `/applicant`, `/document-preview` and the sign-in routes do not.
 */
export function endsInAuthorisedLayout(path: string, decision: SignedInRouteDecision): boolean {
  return isLayoutPath(decision.kind === 'redirect' ? decision.to : path);
}
