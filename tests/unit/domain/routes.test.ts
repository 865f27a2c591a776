import { describe, it, expect } from 'vitest';
import {
  APPLICANT_PATH,
  EMPTY_PATH_REDIRECT,
  EXCLUSIVE_TENANTS,
  LANDING_CANDIDATES,
  LAYOUT_ROUTES,
  MAIN_NAVIGATION,
  OUTSIDE_ROUTES,
  UNKNOWN_PATH_BEHAVES_LIKE,
  findLayoutRoute,
  findOutsideRoute,
  isApplicantPath,
  isExclusiveTenant,
  isLayoutPath,
  isPublicRoute,
  normalizePath,
  pathSegments,
  routeVariant,
} from '../../../machines/domain/routes';

describe('route tables', () => {
  it('lists the layout routes of the spec in its order, then the extra entries', () => {
    expect(LAYOUT_ROUTES.filter((r) => r.inSpecTable).map((r) => r.path)).toEqual([
      '/home',
      '/clients',
      '/contracts',
      '/missions',
      '/invoices',
      '/advantages',
      '/documents',
      '/temporary-workers',
      '/my-establishment',
      '/news',
      '/back-office',
      '/my-profile',
      '/my-profile/my-notifications',
      '/faq',
      '/privacy',
      '/my-offers',
      '/time-sheets',
    ]);
    expect(LAYOUT_ROUTES.filter((r) => !r.inSpecTable).map((r) => r.path)).toEqual(['/my-profile/days-off', '/parameters', '/referential']);
  });

  it('has normalised, unique paths and at least one role per route', () => {
    const paths = [...LAYOUT_ROUTES, ...OUTSIDE_ROUTES].map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(normalizePath(path)).toBe(path);
    for (const route of LAYOUT_ROUTES) expect(route.roles.length, route.path).toBeGreaterThan(0);
  });

  it('states the feature flags and tenant condition of the spec', () => {
    const byPath = Object.fromEntries(LAYOUT_ROUTES.map((r) => [r.path, r]));
    expect(byPath['/contracts'].feature).toBe('contracts');
    expect(byPath['/missions'].feature).toBe('contracts');
    expect(byPath['/invoices'].feature).toBe('invoices');
    expect(byPath['/my-offers'].feature).toBe('jobOffers');
    expect(byPath['/my-profile/days-off'].feature).toBe('daysOff');
    expect(byPath['/time-sheets'].variants).toEqual({
      client: { view: 'client', feature: 'clientTimeSheet' },
      worker: { view: 'worker', feature: 'workerTimeSheet' },
    });
    // The spec's route table has no tenant column: no route carries a tenant condition.
    expect(LAYOUT_ROUTES.filter((r) => 'tenant' in r).map((r) => r.path)).toEqual([]);
  });

  it('lists the routes outside the layout with their guards', () => {
    expect(OUTSIDE_ROUTES.map((r) => [r.path, r.guard])).toEqual([
      ['/account', 'unauthenticatedOnly'],
      ['/landing', 'unauthenticatedOnly'],
      ['/guest-rh', 'unauthenticatedOnly'],
      ['/evaluate', 'none'],
      ['/applicant', 'signedInWorker'],
      ['/autologin', 'none'],
      ['/success-login', 'none'],
      ['/forbidden', 'none'],
      ['/maintenance', 'none'],
      ['/document-preview', 'none'],
    ]);
  });

  it('names the other fixed routes', () => {
    expect(EMPTY_PATH_REDIRECT).toBe('/home');
    expect(APPLICANT_PATH).toBe('/applicant');
    expect(UNKNOWN_PATH_BEHAVES_LIKE).toBe('/autologin');
    expect(LANDING_CANDIDATES).toEqual(['/home', '/news', '/back-office', '/my-profile']);
    expect(EXCLUSIVE_TENANTS).toEqual(['alpha']);
  });

  it('main navigation: ids of decisions.md in the spec order, each on a layout route', () => {
    expect(MAIN_NAVIGATION.map((e) => e.id)).toEqual([
      'dashboard',
      'contracts',
      'missions',
      'clients',
      'invoices',
      'documents',
      'temporaryWorkers',
      'myOffers',
      'advantages',
      'establishment',
      'clientTimeSheets',
      'workerTimeSheets',
      'faq',
      'privacy',
      'news',
      'backOffice',
    ]);
    for (const entry of MAIN_NAVIGATION) expect(findLayoutRoute(entry.path)?.path, entry.id).toBe(entry.path);
    // "privacy (workers, one named tenant only)": the one entry with a tenant condition.
    expect(MAIN_NAVIGATION.filter((e) => e.tenant).map((e) => [e.id, e.tenant])).toEqual([['privacy', 'exclusive']]);
  });
});

describe('isPublicRoute', () => {
  it.each([
    '/autologin',
    '/evaluate',
    '/account',
    '/landing',
    '/success-login',
    '/guest-rh',
    '/forbidden',
    '/maintenance',
    '/autologin/',
    '/autologin?forceLogin=1',
    '/evaluate/abc-123',
    '/account/create',
    '/AUTOLOGIN',
    '/success-login#code',
  ])('%j is public', (path) => {
    expect(isPublicRoute(path)).toBe(true);
  });

  it.each([
    '/',
    '',
    '/home',
    '/my-profile',
    '/applicant',
    '/applicant/x',
    '/document-preview',
    '/unknown',
    '/autologinx',
    '/back-office',
    '/home/autologin',
    '/%E0%A4%A',
  ])('%j is not public', (path) => {
    expect(isPublicRoute(path)).toBe(false);
  });
});

describe('path helpers', () => {
  it.each([
    ['/home', '/home'],
    ['/home/', '/home'],
    ['home', '/home'],
    ['/Home?x=1#y', '/home'],
    ['//a///b/', '/a/b'],
    ['/a/./b/../c', '/a/c'],
    ['/../..', '/'],
    ['', '/'],
    ['/', '/'],
    ['/a%20b', '/a b'],
    ['/a%2Fb', '/a%2Fb'],
    ['/a%3fb%23c%25', '/a%3Fb%23c%25'],
  ])('normalizePath(%j) = %j', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });

  it('keeps a decoded slash inside its segment and rejects malformed encoding', () => {
    expect(pathSegments('/a%2Fb')).toEqual(['a/b']);
    expect(pathSegments('/%zz')).toBeNull();
    expect(normalizePath('/%zz')).toBeNull();
  });

  it('normalising twice changes nothing', () => {
    for (const path of ['/A%2Fb/./c/..', '/x%253F', '/a%3Fb%23c', '/my-profile%2Fmy-notifications', '/Home/?q#h']) {
      const once = normalizePath(path);
      expect(once).not.toBeNull();
      expect(normalizePath(once as string), path).toBe(once);
      expect(pathSegments(once as string), path).toEqual(pathSegments(path));
    }
  });

  it('findLayoutRoute picks the longest layout route prefix, by whole segments', () => {
    expect(findLayoutRoute('/my-profile/my-notifications/5')?.path).toBe('/my-profile/my-notifications');
    expect(findLayoutRoute('/my-profile/days-off/create')?.path).toBe('/my-profile/days-off');
    expect(findLayoutRoute('/my-profile/my-informations')?.path).toBe('/my-profile');
    expect(findLayoutRoute('/clients/1/infos')?.path).toBe('/clients');
    expect(findLayoutRoute('/my-profiles')).toBeUndefined();
    expect(findLayoutRoute('/')).toBeUndefined();
    expect(findLayoutRoute('/applicant')).toBeUndefined();
  });

  it('findOutsideRoute and isApplicantPath', () => {
    expect(findOutsideRoute('/guest-rh/token')?.guard).toBe('unauthenticatedOnly');
    expect(findOutsideRoute('/home')).toBeUndefined();
    expect(isApplicantPath('/applicant')).toBe(true);
    expect(isApplicantPath('/applicant/offers?x')).toBe(true);
    expect(isApplicantPath('/applicants')).toBe(false);
    expect(isApplicantPath('/home')).toBe(false);
  });

  it('isLayoutPath: the empty path and everything under a layout route', () => {
    expect(isLayoutPath('/')).toBe(true);
    expect(isLayoutPath('')).toBe(true);
    expect(isLayoutPath('/back-office/news/draft')).toBe(true);
    expect(isLayoutPath('/applicant')).toBe(false);
    expect(isLayoutPath('/autologin')).toBe(false);
    expect(isLayoutPath('/nowhere')).toBe(false);
    expect(isLayoutPath('/%zz')).toBe(false);
  });
});

describe('routeVariant', () => {
  it.each([
    ['/home', 'internalUser', 'internal'],
    ['/home', 'client', 'client'],
    ['/home', 'worker', 'worker'],
    ['/my-profile', 'worker', 'worker'],
    ['/my-profile', 'client', 'client'],
    ['/my-profile', 'internalUser', 'generic'],
    ['/my-profile/my-informations', 'internalUser', 'generic'],
    ['/time-sheets', 'worker', 'worker'],
    ['/time-sheets', 'client', 'client'],
    ['/time-sheets', 'internalUser', undefined],
    ['/temporary-workers', 'worker', 'worker'],
    ['/temporary-workers/planning/month', 'worker', 'worker'],
    ['/temporary-workers', 'internalUser', 'internal'],
    ['/temporary-workers', 'client', undefined],
    ['/my-profile/my-notifications', 'worker', undefined],
    ['/news', 'worker', undefined],
    ['/nowhere', 'worker', undefined],
  ] as const)('%s for %s → %s', (path, userType, expected) => {
    expect(routeVariant(path, userType)).toBe(expected);
  });
});

describe('isExclusiveTenant', () => {
  it.each([
    ['alpha', true],
    ['ALPHA', true],
    ['beta', false],
    ['', false],
    ['alph', false],
  ])('%j → %s', (t, expected) => {
    expect(isExclusiveTenant(t)).toBe(expected);
  });
});
