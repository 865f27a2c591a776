import { describe, it, expect } from 'vitest';
import { MENUS, MENU_IDS, profileMenu, subMenu, type MenuId } from '../../../machines/domain/navigation';
import { findLayoutRoute } from '../../../machines/domain/routes';
import type { AccessUser, Role } from '../../../machines/domain/types';
import { ALL_ROLES, userFor } from './testUsers';

const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

// Spec section 2 "Sub-menus per screen", in camelCase, with every entry (hidden ones included).
const EXPECTED_IDS: Record<MenuId, string[]> = {
  clientDetail: ['infos', 'contacts'],
  clientInvoices: ['unpaid', 'paid', 'all'],
  temporaryWorkers: ['users', 'planning'],
  temporaryWorkerUsers: ['unregistered', 'invited', 'registered', 'unsubscribed', 'deactivated', 'all'],
  planning: ['month', 'week'],
  clientUsers: ['invited', 'registered', 'all'],
  clientEstablishments: ['notInvited', 'invited', 'registered', 'all'],
  clientsHub: ['establishments', 'jobPlaceVisits', 'users', 'invoices'],
  workerAdvantages: ['depositRequest', 'cet', 'healthMutual', 'fastt', 'collectiveAgreement', 'platformBenefits'],
  documents: ['nonBinding', 'personal', 'administrative', 'resources'],
  profile: ['myInformations', 'notifications', 'logout'],
  workerProfile: ['myInformations', 'daysOff', 'create', 'edit', 'details'],
  parameters: ['preference', 'devices'],
  backOffice: ['news', 'alerts', 'faqs', 'evaluations', 'banners'],
  backOfficeNews: ['all', 'draft', 'enabled', 'disabled'],
  backOfficeFaqs: ['all', 'draft', 'enabled', 'disabled'],
  backOfficeBanners: ['all', 'draft', 'enabled', 'disabled'],
  faqCategories: ['agencies', 'workers', 'clients', 'tutorial', 'other', 'all'],
  myOffers: ['all', 'favorites', 'candidates'],
  establishment: ['notifications', 'jobPlaceVisits'],
  referential: ['sections', 'clientsReattach'],
  // Decided, not in the spec (docs/decisions-domain.md "Contracts").
  contracts: ['toSign', 'inProgress', 'ended'],
  // Decided (docs/decisions-domain.md "Time sheets, worker").
  workerTimeSheets: ['toFill', 'submitted', 'approved'],
  // Decided (docs/decisions-domain.md "Client's contracts and missions").
  clientContracts: ['toSign', 'signed', 'ended'],
  missions: ['current', 'upcoming', 'past'],
  clientTimeSheets: ['toApprove', 'disputed', 'approved', 'all'],
};

describe('menu data', () => {
  it('MENU_IDS lists every menu once', () => {
    expect([...MENU_IDS].sort()).toEqual(Object.keys(MENUS).sort());
    expect(new Set(MENU_IDS).size).toBe(MENU_IDS.length);
    expect([...MENU_IDS].sort()).toEqual(Object.keys(EXPECTED_IDS).sort());
  });

  for (const menuId of MENU_IDS) {
    it(`${menuId} has the spec's entries`, () => {
      expect(MENUS[menuId].map((e) => e.id)).toEqual(EXPECTED_IDS[menuId]);
    });
  }

  it('entry ids are camelCase and paths are unique within a menu', () => {
    for (const menuId of MENU_IDS) {
      for (const entry of MENUS[menuId]) expect(entry.id, `${menuId}.${entry.id}`).toMatch(/^[a-z][a-zA-Z]*$/);
      const paths = MENUS[menuId].map((e) => e.path);
      expect(new Set(paths).size, menuId).toBe(paths.length);
    }
  });

  it('every link entry lies under a layout route; only logout is an action', () => {
    for (const menuId of MENU_IDS) {
      for (const entry of MENUS[menuId]) {
        if (entry.action) continue;
        expect(findLayoutRoute(entry.path), `${menuId}.${entry.id} ${entry.path}`).toBeDefined();
      }
    }
    const actions = MENU_IDS.flatMap((m) => MENUS[m].filter((e) => e.action).map((e) => `${m}.${e.id}:${e.action}`));
    expect(actions).toEqual(['profile.logout:logout']);
  });

  it('uses the chosen paths', () => {
    const path = (menuId: MenuId, id: string) => MENUS[menuId].find((e) => e.id === id)?.path;
    expect(path('clientDetail', 'infos')).toBe('/clients/:clientId/infos');
    expect(path('clientInvoices', 'unpaid')).toBe('/invoices/unpaid');
    expect(path('temporaryWorkerUsers', 'invited')).toBe('/temporary-workers/users/invited');
    expect(path('planning', 'month')).toBe('/temporary-workers/planning/month');
    expect(path('clientEstablishments', 'notInvited')).toBe('/clients/establishments/not-invited');
    expect(path('workerAdvantages', 'depositRequest')).toBe('/advantages/deposit-request');
    expect(path('documents', 'resources')).toBe('/documents/resources');
    expect(path('profile', 'myInformations')).toBe('/my-profile/my-informations');
    expect(path('profile', 'notifications')).toBe('/my-profile/my-notifications');
    expect(path('workerProfile', 'daysOff')).toBe('/my-profile/days-off');
    expect(path('workerProfile', 'create')).toBe('/my-profile/days-off/create');
    expect(path('parameters', 'preference')).toBe('/parameters/preference');
    expect(path('backOfficeNews', 'draft')).toBe('/back-office/news/draft');
    expect(path('faqCategories', 'agencies')).toBe('/faq/agencies');
    expect(path('myOffers', 'favorites')).toBe('/my-offers/favorites');
    expect(path('establishment', 'notifications')).toBe('/my-establishment/notifications');
    expect(path('referential', 'sections')).toBe('/referential/sections');
    expect(path('referential', 'clientsReattach')).toBe('/referential/clients-reattach');
  });

  it('marks the filters of the spec', () => {
    const find = (menuId: MenuId, id: string) => MENUS[menuId].find((e) => e.id === id);
    expect(find('clientsHub', 'jobPlaceVisits')?.feature).toBe('jobPlaceVisit');
    expect(find('workerAdvantages', 'platformBenefits')?.tenant).toBe('exclusive');
    expect(find('documents', 'resources')?.hiddenOnMobile).toBe(true);
    expect(find('workerProfile', 'daysOff')?.feature).toBe('daysOff');
    expect(['create', 'edit', 'details'].map((id) => find('workerProfile', id)?.hidden)).toEqual([true, true, true]);
    expect(find('profile', 'notifications')?.roles).toEqual(['clientUser', 'agencyAssistant', 'agencySales', 'agencyDirector']);
  });
});

describe('subMenu filters', () => {
  const worker = userFor('worker');

  it('documents: resources hidden on mobile only', () => {
    expect(ids(subMenu('documents', worker, 'alpha'))).toEqual(['nonBinding', 'personal', 'administrative', 'resources']);
    expect(ids(subMenu('documents', worker, 'alpha', { mobile: false }))).toEqual([
      'nonBinding',
      'personal',
      'administrative',
      'resources',
    ]);
    expect(ids(subMenu('documents', worker, 'alpha', { mobile: true }))).toEqual(['nonBinding', 'personal', 'administrative']);
    expect(subMenu('documents', worker, 'alpha')[3]).toEqual({ id: 'resources', path: '/documents/resources' });
  });

  it('clients hub: job place visits behind jobPlaceVisit, invoices behind invoices', () => {
    for (const role of ['clientUser', 'agencyAssistant', 'agencySales', 'agencyDirector', 'administrator', 'support'] as Role[]) {
      expect(ids(subMenu('clientsHub', userFor(role), 'beta')), role).toEqual(['establishments', 'jobPlaceVisits', 'users', 'invoices']);
      expect(ids(subMenu('clientsHub', userFor(role, { disabledFeatures: ['jobPlaceVisit'] }), 'beta')), role).toEqual([
        'establishments',
        'users',
        'invoices',
      ]);
      expect(ids(subMenu('clientsHub', userFor(role, { disabledFeatures: ['invoices'] }), 'beta')), role).toEqual([
        'establishments',
        'jobPlaceVisits',
        'users',
      ]);
    }
  });

  it('establishment: job place visits behind jobPlaceVisit too', () => {
    const client = userFor('clientUser');
    expect(ids(subMenu('establishment', client, 'alpha'))).toEqual(['notifications', 'jobPlaceVisits']);
    expect(ids(subMenu('establishment', userFor('clientUser', { disabledFeatures: ['jobPlaceVisit'] }), 'alpha'))).toEqual([
      'notifications',
    ]);
  });

  it('worker advantages: platform benefits on the exclusive tenant only', () => {
    const all = ['depositRequest', 'cet', 'healthMutual', 'fastt', 'collectiveAgreement', 'platformBenefits'];
    for (const role of ['worker', 'selfRegistered'] as Role[]) {
      expect(ids(subMenu('workerAdvantages', userFor(role), 'alpha'))).toEqual(all);
      expect(ids(subMenu('workerAdvantages', userFor(role), 'beta'))).toEqual(all.slice(0, 5));
    }
  });

  it('worker profile: days off behind daysOff, hidden items on request', () => {
    expect(subMenu('workerProfile', worker, 'alpha')).toEqual([
      { id: 'myInformations', path: '/my-profile/my-informations' },
      { id: 'daysOff', path: '/my-profile/days-off' },
    ]);
    expect(ids(subMenu('workerProfile', worker, 'alpha', { includeHidden: true }))).toEqual([
      'myInformations',
      'daysOff',
      'create',
      'edit',
      'details',
    ]);
    for (const user of [
      userFor('selfRegistered'),
      userFor('worker', { hasValidCdii: true }),
      userFor('worker', { workerType: 'selfRegistered' }),
      userFor('worker', { disabledFeatures: ['daysOff'] }),
    ]) {
      expect(ids(subMenu('workerProfile', user, 'alpha', { includeHidden: true }))).toEqual(['myInformations']);
    }
  });

  it('a menu of a screen the user may not enter is empty', () => {
    expect(subMenu('backOffice', worker, 'alpha')).toEqual([]);
    expect(subMenu('clientsHub', worker, 'alpha')).toEqual([]);
    expect(subMenu('clientInvoices', userFor('agencySales'), 'alpha')).toEqual([]);
    expect(subMenu('clientInvoices', userFor('clientUser', { disabledFeatures: ['invoices'] }), 'alpha')).toEqual([]);
    expect(subMenu('myOffers', userFor('worker', { disabledFeatures: ['jobOffers'] }), 'alpha')).toEqual([]);
    expect(subMenu('documents', userFor('clientUser'), 'alpha', { mobile: true })).toEqual([]);
    expect(subMenu('referential', worker, 'alpha')).toEqual([]);
  });

  it('parameters: every role; referential: the administrator and support', () => {
    for (const role of ALL_ROLES) {
      expect(ids(subMenu('parameters', userFor(role), 'beta')), role).toEqual(['preference', 'devices']);
      // The referential is the administrator's and support's (docs/decisions-domain.md "Referential edit").
      const referential = ['administrator', 'support'].includes(role);
      expect(ids(subMenu('referential', userFor(role), 'beta')), role).toEqual(referential ? ['sections', 'clientsReattach'] : []);
    }
  });

  it('back-office lists for every back-office role', () => {
    for (const role of ['administrator', 'support', 'communication', 'moa'] as Role[]) {
      // The evaluations are the administrator's and support's (docs/screens/evaluations.md › Who).
      const evaluations = ['administrator', 'support'].includes(role) ? ['evaluations'] : [];
      expect(ids(subMenu('backOffice', userFor(role), 'alpha'))).toEqual(['news', 'alerts', 'faqs', ...evaluations, 'banners']);
      for (const menuId of ['backOfficeNews', 'backOfficeFaqs', 'backOfficeBanners'] as MenuId[]) {
        expect(ids(subMenu(menuId, userFor(role), 'alpha'))).toEqual(['all', 'draft', 'enabled', 'disabled']);
      }
    }
  });

  it('FAQ categories for every role', () => {
    for (const role of ALL_ROLES) {
      expect(ids(subMenu('faqCategories', userFor(role), 'beta'))).toEqual(['agencies', 'workers', 'clients', 'tutorial', 'other', 'all']);
    }
  });

  it('menus without filters list everything to a user of their screen', () => {
    const cases: [MenuId, Role][] = [
      ['clientDetail', 'agencyDirector'],
      ['clientInvoices', 'clientUser'],
      ['temporaryWorkers', 'agencyAssistant'],
      ['temporaryWorkerUsers', 'support'],
      ['planning', 'worker'],
      ['clientUsers', 'clientUser'],
      ['clientEstablishments', 'administrator'],
      ['myOffers', 'selfRegistered'],
    ];
    for (const [menuId, role] of cases) {
      expect(ids(subMenu(menuId, userFor(role), 'beta', { mobile: true })), menuId).toEqual(EXPECTED_IDS[menuId]);
    }
  });

  it('temporary workers: users for the agency and back-office roles only, planning for a worker too', () => {
    expect(ids(subMenu('temporaryWorkers', userFor('worker'), 'alpha'))).toEqual(['planning']);
    for (const role of ['agencyAssistant', 'agencySales', 'agencyDirector', 'administrator', 'support'] as const) {
      expect(ids(subMenu('temporaryWorkers', userFor(role), 'alpha')), role).toEqual(['users', 'planning']);
    }
  });

  it("the time-sheet tabs: the worker's to fill, sent, approved; the client's to approve, disputed, approved, all; no one else's", () => {
    expect(ids(subMenu('workerTimeSheets', userFor('worker'), 'alpha'))).toEqual(['toFill', 'submitted', 'approved']);
    expect(ids(subMenu('workerTimeSheets', userFor('agencyDirector'), 'alpha'))).toEqual([]);
    expect(ids(subMenu('clientTimeSheets', userFor('clientUser'), 'alpha'))).toEqual(['toApprove', 'disputed', 'approved', 'all']);
    expect(ids(subMenu('clientTimeSheets', userFor('agencyDirector'), 'alpha'))).toEqual([]);
  });

  it('an unknown menu id gives an empty list', () => {
    expect(subMenu('nope' as MenuId, worker, 'alpha')).toEqual([]);
    expect(subMenu('toString' as MenuId, worker, 'alpha')).toEqual([]);
  });
});

describe('profileMenu', () => {
  const WITH_NOTIFICATIONS: Role[] = ['clientUser', 'agencyAssistant', 'agencySales', 'agencyDirector'];

  for (const role of ALL_ROLES) {
    const expected = WITH_NOTIFICATIONS.includes(role) ? ['myInformations', 'notifications', 'logout'] : ['myInformations', 'logout'];
    it(`${role}: ${expected.join(' ')}`, () => {
      expect(ids(profileMenu(userFor(role)))).toEqual(expected);
    });
  }

  it('notifications goes to the full list', () => {
    expect(profileMenu(userFor('clientUser'))).toEqual([
      { id: 'myInformations', path: '/my-profile/my-informations' },
      { id: 'notifications', path: '/my-profile/my-notifications' },
      { id: 'logout', path: '/logout' },
    ]);
  });

  it('a user with several roles gets notifications when one role qualifies', () => {
    const user: AccessUser = { userType: 'internalUser', roles: ['moa', 'agencySales'], disabledFeatures: [] };
    expect(ids(profileMenu(user))).toContain('notifications');
  });

  it('a user without roles can still log out', () => {
    expect(ids(profileMenu({ userType: 'worker', roles: [], disabledFeatures: [] }))).toEqual(['logout']);
  });
});
