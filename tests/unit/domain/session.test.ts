import { describe, expect, it } from 'vitest';
import type { AccessUser } from '../../../machines/domain/types';
import {
  endsInAuthorisedLayout,
  isIssuedAtAcceptable,
  isUnknownPath,
  readNavigationIntent,
  safeReturnUrl,
  sessionRouteKind,
  signedInRouteDecision,
} from '../../../machines/domain/session';

describe('safeReturnUrl: only same-origin relative paths come back after login', () => {
  it.each(['/contracts', '/contracts?page=2#top', '/my-profile/my-notifications', '/'])('keeps %s', (url) => {
    expect(safeReturnUrl(url)).toBe(url);
  });

  it.each([
    '//evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'contracts',
    '',
    ' /contracts',
    'http://portal.invalid/contracts',
    'data:text/html,x',
    '/success-login?code=x',
    '/autologin',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/./%2e//evil.example/x',
  ])('refuses %j', (url) => {
    expect(safeReturnUrl(url)).toBeNull();
  });

  it.each([null, undefined, 42, { url: '/x' }])('refuses the non-string %j', (value) => {
    expect(safeReturnUrl(value)).toBeNull();
  });

  it('keeps a path up to 2048 characters, refuses a longer one', () => {
    const longest = `/contracts?q=${'x'.repeat(2048 - 13)}`;
    expect(longest).toHaveLength(2048);
    expect(safeReturnUrl(longest)).toBe(longest);
    expect(safeReturnUrl(`${longest}x`)).toBeNull();
  });

  it('keeps an unknown path (only the sign-in routes themselves would loop)', () => {
    expect(safeReturnUrl('/no-such-page')).toBe('/no-such-page');
  });
});

describe('sessionRouteKind', () => {
  it.each([
    ['/success-login', 'callback'],
    ['/autologin', 'autologin'],
    ['/no-such-page', 'autologin'],
    ['/account', 'guestOnly'],
    ['/landing', 'guestOnly'],
    ['/guest-rh', 'guestOnly'],
    ['/evaluate', 'public'],
    ['/forbidden', 'public'],
    ['/maintenance', 'public'],
    ['/home', 'protected'],
    ['/', 'protected'],
    ['/contracts', 'protected'],
    ['/applicant', 'protected'],
    ['/document-preview', 'protected'],
  ] as const)('%s is %s', (path, kind) => {
    expect(sessionRouteKind(path)).toBe(kind);
  });
});

describe('isUnknownPath: "any other path"', () => {
  it('is a path that is neither outside the layout nor under a layout route', () => {
    expect(isUnknownPath('/no-such-page')).toBe(true);
    expect(isUnknownPath('/contract')).toBe(true);
    expect(isUnknownPath('/autologin')).toBe(false);
    expect(isUnknownPath('/forbidden')).toBe(false);
    expect(isUnknownPath('/home')).toBe(false);
    expect(isUnknownPath('/contracts/42')).toBe(false);
  });
});

describe('id token issue time', () => {
  const now = 1_700_000_000_000;
  it('accepts an iat within the allowed offset, either way', () => {
    expect(isIssuedAtAcceptable(now / 1000 - 300, now, 300)).toBe(true);
    expect(isIssuedAtAcceptable(now / 1000 + 300, now, 300)).toBe(true);
  });
  it('refuses a larger offset', () => {
    expect(isIssuedAtAcceptable(now / 1000 - 301, now, 300)).toBe(false);
    expect(isIssuedAtAcceptable(now / 1000 + 3600, now, 300)).toBe(false);
  });
  it('cannot check a token without iat', () => {
    expect(isIssuedAtAcceptable(undefined, now, 300)).toBe(true);
    expect(isIssuedAtAcceptable(null, now, 300)).toBe(true);
    expect(isIssuedAtAcceptable(Number.NaN, now, 300)).toBe(true);
    expect(isIssuedAtAcceptable(Number.POSITIVE_INFINITY, now, 300)).toBe(true);
  });
});

describe('navigation intent', () => {
  it('forceLogin only when literally true', () => {
    expect(readNavigationIntent({ forceLogin: true }).forceLogin).toBe(true);
    expect(readNavigationIntent({ forceLogin: 'true' }).forceLogin).toBe(false);
    expect(readNavigationIntent(null).forceLogin).toBe(false);
  });
  it('keeps a safe return URL only', () => {
    expect(readNavigationIntent({ returnUrl: '/contracts' }).returnUrl).toBe('/contracts');
    expect(readNavigationIntent({ returnUrl: '//evil.example' }).returnUrl).toBeNull();
  });
});

describe('signedInRouteDecision', () => {
  const worker: AccessUser = { userType: 'worker', roles: ['worker'], disabledFeatures: [] };
  const client: AccessUser = { userType: 'client', roles: ['clientUser'], disabledFeatures: [] };
  const decide = (path: string, user: AccessUser = worker, applicantArea: 'worker' | null = null) =>
    signedInRouteDecision({ path, user, applicantArea });

  it('stays on a route the user may enter', () => expect(decide('/contracts')).toEqual({ kind: 'stay' }));
  it('sends a refused route to the landing route', () => expect(decide('/invoices')).toEqual({ kind: 'redirect', to: '/home' }));
  it('sends the empty path to /home', () => expect(decide('/')).toEqual({ kind: 'redirect', to: '/home' }));
  it('sends guest-only routes to the landing route', () => expect(decide('/account', client)).toEqual({ kind: 'redirect', to: '/home' }));
  it('leaves the session for sign-in routes', () => {
    expect(decide('/autologin')).toEqual({ kind: 'leaveSession' });
    expect(decide('/nowhere')).toEqual({ kind: 'leaveSession' });
  });
  it('keeps public screens', () => expect(decide('/maintenance')).toEqual({ kind: 'stay' }));
  it('keeps the document preview (outside the layout, signed in)', () => expect(decide('/document-preview')).toEqual({ kind: 'stay' }));
  it('leaves the session for the login callback', () => expect(decide('/success-login')).toEqual({ kind: 'leaveSession' }));
  it('enters the applicant area for a worker, refuses it to a client', () => {
    expect(decide('/applicant')).toEqual({ kind: 'enterApplicantArea' });
    expect(decide('/applicant', worker, 'worker')).toEqual({ kind: 'stay' });
    expect(decide('/applicant', client)).toEqual({ kind: 'redirect', to: '/home' });
  });
  it('keeps a worker in the applicant area', () =>
    expect(decide('/contracts', worker, 'worker')).toEqual({ kind: 'redirect', to: '/applicant' }));
});

describe('endsInAuthorisedLayout: where the real-time connection lives (spec section 4)', () => {
  const worker: AccessUser = { userType: 'worker', roles: ['worker'], disabledFeatures: [] };
  const ends = (path: string, applicantArea: 'worker' | null = null) =>
    endsInAuthorisedLayout(path, signedInRouteDecision({ path, user: worker, applicantArea }));

  it('holds on the layout routes, their sub-paths and the redirects that stay inside it', () => {
    expect(ends('/home')).toBe(true);
    expect(ends('/my-profile/my-notifications')).toBe(true);
    expect(ends('/contracts/c-1')).toBe(true);
    expect(ends('/')).toBe(true); // → /home
    expect(ends('/invoices')).toBe(true); // refused to a worker → /home
    expect(ends('/account')).toBe(true); // guest-only → the landing route
  });
  it('fails outside the layout, and where a redirect leads out of it', () => {
    expect(ends('/evaluate')).toBe(false);
    expect(ends('/forbidden')).toBe(false);
    expect(ends('/document-preview/d-1')).toBe(false);
    expect(ends('/applicant')).toBe(false);
    expect(ends('/home', 'worker')).toBe(false); // → /applicant
    expect(ends('/autologin')).toBe(false);
  });
});
