import { describe, it, expect } from 'vitest';
import { canEnter, landingRoute, mainNavigation } from '../../../machines/domain/access';
import { effectiveDisabledFeatures } from '../../../machines/domain/features';
import type { AccessUser, FeatureFlag, Role } from '../../../machines/domain/types';
import { ALL_ROLES, userFor } from './testUsers';

// Spec section 2, written here independently of machines/domain/routes.ts.
// Columns: worker, selfRegistered, clientUser, agencyAssistant, agencySales, agencyDirector,
//          administrator, support, communication, moa.
// news: "all roles including communication", moa included (read to the letter). selfRegistered never enters days-off (flag forced off).
const MATRIX: Record<string, readonly (0 | 1)[]> = {
  //                             wo sr cl aa as ad ad su co moa
  '/home': [1, 1, 1, 1, 1, 1, 1, 1, 0, 0],
  '/clients': [0, 0, 1, 1, 1, 1, 1, 1, 0, 0],
  '/contracts': [1, 1, 1, 1, 1, 1, 1, 1, 0, 0],
  '/missions': [0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
  '/invoices': [0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
  '/advantages': [1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
  '/documents': [1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
  '/temporary-workers': [1, 0, 0, 1, 1, 1, 1, 1, 0, 0],
  '/my-establishment': [0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
  '/news': [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  '/back-office': [0, 0, 0, 0, 0, 0, 1, 1, 1, 1],
  '/my-profile': [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  '/my-profile/my-notifications': [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  '/faq': [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  '/privacy': [1, 1, 0, 0, 0, 0, 0, 0, 0, 0], // on every tenant: the route has no tenant condition
  '/my-offers': [1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
  '/time-sheets': [1, 0, 1, 0, 0, 0, 0, 0, 0, 0],
  // Entries outside the spec's table (docs/decisions-domain.md).
  '/my-profile/days-off': [1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  '/parameters': [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  '/referential': [0, 0, 0, 0, 0, 0, 1, 1, 1, 1],
};
const SPEC_ROUTES = Object.keys(MATRIX).slice(0, 17);

const FLAGS: readonly FeatureFlag[] = [
  'contracts',
  'invoices',
  'jobOffers',
  'daysOff',
  'clientTimeSheet',
  'workerTimeSheet',
  'jobPlaceVisit',
];

/** The flags a route needs for a role (spec section 2 + decisions.md "Route access"). */
function flagsFor(path: string, role: Role): FeatureFlag[] {
  switch (path) {
    case '/contracts':
    case '/missions':
      return ['contracts'];
    case '/invoices':
      return ['invoices'];
    case '/my-offers':
      return ['jobOffers'];
    case '/my-profile/days-off':
      return ['daysOff'];
    case '/time-sheets':
      if (role === 'clientUser') return ['clientTimeSheet'];
      if (role === 'worker' || role === 'selfRegistered') return ['workerTimeSheet'];
      return [];
    default:
      return [];
  }
}

const allowed = (path: string, role: Role) => MATRIX[path][ALL_ROLES.indexOf(role)] === 1;

describe('canEnter: spec section 2 matrix (route × role)', () => {
  it('covers the 17 routes of the spec in its order', () => {
    expect(SPEC_ROUTES).toEqual([
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
  });

  for (const path of Object.keys(MATRIX)) {
    for (const role of ALL_ROLES) {
      const expected = allowed(path, role);
      it(`${role} ${expected ? 'enters' : 'is refused'} ${path}`, () => {
        expect(canEnter(path, userFor(role))).toBe(expected);
      });
    }
  }

  it('a user with several roles enters the union of their routes', () => {
    const user: AccessUser = { userType: 'internalUser', roles: ['agencySales', 'communication'], disabledFeatures: [] };
    expect(canEnter('/back-office', user)).toBe(true);
    expect(canEnter('/temporary-workers', user)).toBe(true);
    expect(canEnter('/missions', user)).toBe(false);
  });

  it('a user without roles, or with unknown roles only, enters nothing', () => {
    const none: AccessUser = { userType: 'internalUser', roles: [], disabledFeatures: [] };
    const unknown = { userType: 'internalUser', roles: ['root'], disabledFeatures: [] } as unknown as AccessUser;
    for (const path of Object.keys(MATRIX)) {
      expect(canEnter(path, none), path).toBe(false);
      expect(canEnter(path, unknown), path).toBe(false);
    }
  });

  it('a malformed user (missing roles or features) is refused, not crashed', () => {
    const broken = { userType: 'worker' } as unknown as AccessUser;
    expect(canEnter('/home', broken)).toBe(false);
    const noFeatures = { userType: 'worker', roles: ['worker'] } as unknown as AccessUser;
    expect(canEnter('/contracts', noFeatures)).toBe(true);
  });
});

describe('canEnter: feature flags, one disabled at a time', () => {
  for (const flag of FLAGS) {
    for (const role of ALL_ROLES) {
      it(`${flag} disabled, ${role}`, () => {
        const user = userFor(role, { disabledFeatures: [flag] });
        for (const path of Object.keys(MATRIX)) {
          const expected = allowed(path, role) && !flagsFor(path, role).includes(flag);
          expect(canEnter(path, user), path).toBe(expected);
        }
      });
    }
  }

  it('unknown strings in disabledFeatures change nothing', () => {
    for (const role of ALL_ROLES) {
      const user = userFor(role, { disabledFeatures: ['somethingElse', ''] });
      for (const path of Object.keys(MATRIX)) expect(canEnter(path, user), `${role} ${path}`).toBe(allowed(path, role));
    }
  });

  it('all flags disabled: only the flag-free routes remain', () => {
    const worker = userFor('worker', { disabledFeatures: [...FLAGS] });
    const client = userFor('clientUser', { disabledFeatures: [...FLAGS] });
    expect(['/contracts', '/my-offers', '/time-sheets', '/my-profile/days-off'].map((p) => canEnter(p, worker))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['/home', '/advantages', '/documents', '/privacy', '/my-profile'].map((p) => canEnter(p, worker))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['/contracts', '/missions', '/invoices', '/time-sheets'].map((p) => canEnter(p, client))).toEqual([false, false, false, false]);
    expect(['/clients', '/my-establishment'].map((p) => canEnter(p, client))).toEqual([true, true]);
  });

  it('a flag governs the sub-paths of its route', () => {
    const client = userFor('clientUser', { disabledFeatures: ['invoices'] });
    expect(canEnter('/invoices/unpaid', client)).toBe(false);
    expect(canEnter('/invoices/unpaid', userFor('clientUser'))).toBe(true);
    const worker = userFor('worker', { disabledFeatures: ['jobOffers'] });
    expect(canEnter('/my-offers/favorites', worker)).toBe(false);
  });
});

describe('privacy: the route follows the table, the menu entry keeps its tenant', () => {
  // Spec section 2: the route table gives privacy to worker and selfRegistered with no tenant
  // condition; the main navigation's entry is "workers, one named tenant only" (alpha in the demo).
  it.each(['alpha', 'beta', 'Alpha', ''])('a worker on tenant %j enters /privacy; the entry shows on alpha only', (tenant) => {
    const onAlpha = tenant.trim().toLowerCase() === 'alpha';
    for (const role of ['worker', 'selfRegistered'] as const) {
      expect(canEnter('/privacy', userFor(role)), role).toBe(true);
      expect(
        mainNavigation(userFor(role), tenant).some((e) => e.id === 'privacy'),
        role,
      ).toBe(onAlpha);
    }
  });

  it.each([
    ['alpha', true],
    ['Alpha', true],
    [' alpha ', true],
    ['beta', false],
    ['', false],
    ['alphabet', false],
  ])('the privacy entry on tenant %j → %s for workers', (tenant, expected) => {
    for (const role of ['worker', 'selfRegistered'] as const) {
      expect(
        mainNavigation(userFor(role), tenant).map((e) => e.id),
        role,
      ).toEqual(expected ? NAV_ALPHA[role] : NAV_ALPHA[role].filter((id) => id !== 'privacy'));
    }
  });

  it('privacy stays closed to non-workers, and their menus have no privacy entry', () => {
    for (const role of ALL_ROLES.filter((r) => r !== 'worker' && r !== 'selfRegistered')) {
      expect(canEnter('/privacy', userFor(role)), role).toBe(false);
      expect(
        mainNavigation(userFor(role), 'alpha').map((e) => e.id),
        role,
      ).not.toContain('privacy');
    }
  });
});

describe('canEnter: time-sheets by user type', () => {
  const worker = (disabled: string[]) => userFor('worker', { disabledFeatures: disabled });
  const client = (disabled: string[]) => userFor('clientUser', { disabledFeatures: disabled });

  it('a worker needs workerTimeSheet, not clientTimeSheet', () => {
    expect(canEnter('/time-sheets', worker([]))).toBe(true);
    expect(canEnter('/time-sheets', worker(['clientTimeSheet']))).toBe(true);
    expect(canEnter('/time-sheets', worker(['workerTimeSheet']))).toBe(false);
  });

  it('a client user needs clientTimeSheet, not workerTimeSheet', () => {
    expect(canEnter('/time-sheets', client([]))).toBe(true);
    expect(canEnter('/time-sheets', client(['workerTimeSheet']))).toBe(true);
    expect(canEnter('/time-sheets', client(['clientTimeSheet']))).toBe(false);
  });

  it('the flag follows the user type, not the role', () => {
    const workerTypedClient: AccessUser = { userType: 'worker', roles: ['clientUser'], disabledFeatures: ['clientTimeSheet'] };
    expect(canEnter('/time-sheets', workerTypedClient)).toBe(true);
    const clientTypedWorker: AccessUser = { userType: 'client', roles: ['worker'], disabledFeatures: ['workerTimeSheet'] };
    expect(canEnter('/time-sheets', clientTypedWorker)).toBe(true);
  });

  it('an internal user has no time-sheets variant, whatever the roles', () => {
    const odd: AccessUser = { userType: 'internalUser', roles: ['clientUser', 'worker'], disabledFeatures: [] };
    expect(canEnter('/time-sheets', odd)).toBe(false);
  });

  it('selfRegistered is not in the time-sheets roles', () => {
    expect(canEnter('/time-sheets', userFor('selfRegistered'))).toBe(false);
  });
});

describe('days off and effectiveDisabledFeatures', () => {
  it('a plain worker has days off', () => {
    expect(effectiveDisabledFeatures(userFor('worker'))).toEqual([]);
    expect(canEnter('/my-profile/days-off', userFor('worker'))).toBe(true);
    expect(canEnter('/my-profile/days-off/create', userFor('worker'))).toBe(true);
    expect(canEnter('/my-profile/days-off/42/edit', userFor('worker'))).toBe(true);
  });

  it.each<[string, Partial<AccessUser>]>([
    ['workerType selfRegistered', { workerType: 'selfRegistered' }],
    ['role selfRegistered', { roles: ['worker', 'selfRegistered'] }],
    ['valid CDII', { hasValidCdii: true }],
    ['daysOff in disabledFeatures', { disabledFeatures: ['daysOff'] }],
  ])('%s: days off disabled, other routes untouched', (_label, extra) => {
    const user = userFor('worker', extra);
    expect(effectiveDisabledFeatures(user)).toContain('daysOff');
    expect(canEnter('/my-profile/days-off', user)).toBe(false);
    expect(canEnter('/my-profile/days-off/create', user)).toBe(false);
    expect(canEnter('/my-profile', user)).toBe(true);
    expect(canEnter('/my-profile/my-informations', user)).toBe(true);
    expect(canEnter('/contracts', user)).toBe(true);
  });

  it('keeps the listed features, adds daysOff once, and leaves the user untouched', () => {
    const disabledFeatures = ['contracts', 'daysOff', 'contracts'];
    const user = userFor('worker', { hasValidCdii: true, workerType: 'selfRegistered', disabledFeatures });
    expect(effectiveDisabledFeatures(user)).toEqual(['contracts', 'daysOff']);
    expect(disabledFeatures).toEqual(['contracts', 'daysOff', 'contracts']);
    const cdii = userFor('worker', { hasValidCdii: true, disabledFeatures: ['jobOffers'] });
    expect(effectiveDisabledFeatures(cdii)).toEqual(['jobOffers', 'daysOff']);
  });

  it('other worker types and a false CDII keep days off', () => {
    expect(effectiveDisabledFeatures(userFor('worker', { workerType: 'interim', hasValidCdii: false }))).toEqual([]);
    expect(effectiveDisabledFeatures(userFor('worker', { workerType: undefined, hasValidCdii: undefined }))).toEqual([]);
  });

  it('selfRegistered users get daysOff disabled from their role alone', () => {
    expect(effectiveDisabledFeatures(userFor('selfRegistered', { workerType: null }))).toEqual(['daysOff']);
  });

  it('non-workers never enter days off', () => {
    for (const role of ALL_ROLES.filter((r) => r !== 'worker' && r !== 'selfRegistered')) {
      expect(canEnter('/my-profile/days-off', userFor(role)), role).toBe(false);
    }
  });
});

describe('canEnter: paths', () => {
  const worker = userFor('worker');
  const communication = userFor('communication');

  it.each(['/home', '/home/', '/home?tab=1', '/home#top', '/home/?a=b#c', '/HOME', 'home', '//home', '/./home'])('tolerates %j', (path) => {
    expect(canEnter(path, worker)).toBe(true);
  });

  it('sub-paths are governed by their top route', () => {
    const agency = userFor('agencySales');
    expect(canEnter('/clients/123/infos', agency)).toBe(true);
    expect(canEnter('/clients/123/infos', worker)).toBe(false);
    expect(canEnter('/back-office/news/draft', communication)).toBe(true);
    expect(canEnter('/back-office/news/draft', worker)).toBe(false);
    expect(canEnter('/my-profile/settings', communication)).toBe(true);
    expect(canEnter('/temporary-workers/planning/month', worker)).toBe(true);
  });

  it('my-notifications has its own entry, open to every role', () => {
    for (const role of ALL_ROLES) {
      expect(canEnter('/my-profile/my-notifications/', userFor(role)), role).toBe(true);
    }
  });

  it.each([
    '',
    '/',
    '/applicant',
    '/applicant/offers',
    '/autologin',
    '/success-login',
    '/forbidden',
    '/maintenance',
    '/document-preview',
    '/account',
    '/landing',
    '/guest-rh',
    '/evaluate',
    '/unknown',
    '/homepage',
    '/home-x',
    '/my-profilex',
    '/time-sheetsx',
  ])('%j is not a layout route → false', (path) => {
    for (const role of ALL_ROLES) expect(canEnter(path, userFor(role)), role).toBe(false);
  });

  it('dot segments are resolved before the check', () => {
    expect(canEnter('/home/../back-office', worker)).toBe(false);
    expect(canEnter('/news/../back-office', communication)).toBe(true);
    expect(canEnter('/news/%2e%2e/back-office', worker)).toBe(false);
  });

  it('an encoded slash does not split a segment; malformed encoding is refused', () => {
    expect(canEnter('/my-profile%2Fmy-notifications', worker)).toBe(false);
    expect(canEnter('/home/%E0%A4%A', worker)).toBe(false);
    expect(canEnter('/h%6Fme', worker)).toBe(true);
  });
});

// Main navigation ids (decisions.md), written per role from the matrix above.
const NAV_ALPHA: Record<Role, string[]> = {
  worker: [
    'dashboard',
    'contracts',
    'documents',
    'temporaryWorkers',
    'myOffers',
    'advantages',
    'workerTimeSheets',
    'faq',
    'privacy',
    'news',
  ],
  selfRegistered: ['dashboard', 'contracts', 'documents', 'myOffers', 'advantages', 'faq', 'privacy', 'news'],
  clientUser: ['dashboard', 'contracts', 'missions', 'clients', 'invoices', 'establishment', 'clientTimeSheets', 'faq', 'news'],
  agencyAssistant: ['dashboard', 'contracts', 'clients', 'temporaryWorkers', 'faq', 'news'],
  agencySales: ['dashboard', 'contracts', 'clients', 'temporaryWorkers', 'faq', 'news'],
  agencyDirector: ['dashboard', 'contracts', 'clients', 'temporaryWorkers', 'faq', 'news'],
  administrator: ['dashboard', 'contracts', 'clients', 'temporaryWorkers', 'faq', 'news', 'backOffice'],
  support: ['dashboard', 'contracts', 'clients', 'temporaryWorkers', 'faq', 'news', 'backOffice'],
  communication: ['faq', 'news', 'backOffice'],
  moa: ['faq', 'news', 'backOffice'],
};
const NAV_PATHS: Record<string, string> = {
  dashboard: '/home',
  contracts: '/contracts',
  missions: '/missions',
  clients: '/clients',
  invoices: '/invoices',
  documents: '/documents',
  temporaryWorkers: '/temporary-workers',
  myOffers: '/my-offers',
  advantages: '/advantages',
  establishment: '/my-establishment',
  clientTimeSheets: '/time-sheets',
  workerTimeSheets: '/time-sheets',
  faq: '/faq',
  privacy: '/privacy',
  news: '/news',
  backOffice: '/back-office',
};

describe('mainNavigation', () => {
  for (const role of ALL_ROLES) {
    it(`${role} on alpha`, () => {
      expect(mainNavigation(userFor(role), 'alpha')).toEqual(NAV_ALPHA[role].map((id) => ({ id, path: NAV_PATHS[id] })));
    });
    it(`${role} on beta (no privacy)`, () => {
      expect(mainNavigation(userFor(role), 'beta').map((e) => e.id)).toEqual(NAV_ALPHA[role].filter((id) => id !== 'privacy'));
    });
  }

  it('drops entries whose feature is disabled (worker-limited: contracts and jobOffers)', () => {
    const limited = userFor('worker', { disabledFeatures: ['contracts', 'jobOffers'] });
    expect(mainNavigation(limited, 'alpha').map((e) => e.id)).toEqual([
      'dashboard',
      'documents',
      'temporaryWorkers',
      'advantages',
      'workerTimeSheets',
      'faq',
      'privacy',
      'news',
    ]);
  });

  it('time-sheets entries follow the user type and its flag', () => {
    const ids = (user: AccessUser) => mainNavigation(user, 'alpha').map((e) => e.id);
    expect(ids(userFor('clientUser', { disabledFeatures: ['clientTimeSheet'] }))).not.toContain('clientTimeSheets');
    expect(ids(userFor('clientUser', { disabledFeatures: ['workerTimeSheet'] }))).toContain('clientTimeSheets');
    expect(ids(userFor('worker', { disabledFeatures: ['workerTimeSheet'] }))).not.toContain('workerTimeSheets');
    expect(ids(userFor('worker', { disabledFeatures: ['clientTimeSheet'] }))).toContain('workerTimeSheets');
    const both: AccessUser = { userType: 'client', roles: ['clientUser', 'worker'], disabledFeatures: [] };
    expect(ids(both).filter((id) => id.endsWith('TimeSheets'))).toEqual(['clientTimeSheets']);
  });

  it('an entry shows exactly when canEnter allows its route (privacy: on alpha only), for every role, tenant and single flag', () => {
    for (const role of ALL_ROLES) {
      for (const tenant of ['alpha', 'beta']) {
        for (const disabledFeatures of [[], ...FLAGS.map((f) => [f])]) {
          const user = userFor(role, { disabledFeatures });
          const ids = mainNavigation(user, tenant).map((e) => e.id);
          for (const [id, path] of Object.entries(NAV_PATHS)) {
            const variantOk =
              id === 'clientTimeSheets' ? user.userType === 'client' : id === 'workerTimeSheets' ? user.userType === 'worker' : true;
            const tenantOk = id !== 'privacy' || tenant === 'alpha';
            expect(ids.includes(id), `${role} ${tenant} ${disabledFeatures} ${id}`).toBe(canEnter(path, user) && variantOk && tenantOk);
          }
        }
      }
    }
  });

  it('a user without roles has no navigation', () => {
    expect(mainNavigation({ userType: 'worker', roles: [], disabledFeatures: [] }, 'alpha')).toEqual([]);
  });
});

describe('landingRoute', () => {
  const EXPECTED: Record<Role, string> = {
    worker: '/home',
    selfRegistered: '/home',
    clientUser: '/home',
    agencyAssistant: '/home',
    agencySales: '/home',
    agencyDirector: '/home',
    administrator: '/home',
    support: '/home',
    communication: '/news',
    moa: '/news',
  };
  for (const role of ALL_ROLES) {
    it(`${role} → ${EXPECTED[role]}`, () => {
      expect(landingRoute(userFor(role))).toBe(EXPECTED[role]);
    });
  }

  it('is a route the user may enter', () => {
    for (const role of ALL_ROLES) expect(canEnter(landingRoute(userFor(role)), userFor(role))).toBe(true);
  });

  it('a user who may enter none of the candidates goes to the forbidden screen', () => {
    expect(landingRoute({ userType: 'internalUser', roles: [], disabledFeatures: [] })).toBe('/forbidden');
  });
});
