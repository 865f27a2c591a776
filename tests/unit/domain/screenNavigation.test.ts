// Which sub-menus each screen shows, and which entry the URL is on (machines/domain/screenNavigation).
import { describe, expect, it } from 'vitest';
import { screenNavigation, SCREEN_MENUS } from '../../../machines/domain/screenNavigation';
import { MENU_IDS } from '../../../machines/domain/navigation';
import type { AccessUser } from '../../../machines/domain/types';

const worker: AccessUser = { userType: 'worker', roles: ['worker'], disabledFeatures: [] };
const client: AccessUser = { userType: 'client', roles: ['clientUser'], disabledFeatures: [] };
const director: AccessUser = { userType: 'internalUser', roles: ['agencyDirector'], disabledFeatures: [] };
const admin: AccessUser = { userType: 'internalUser', roles: ['administrator'], disabledFeatures: [] };

const menusAt = (path: string, user: AccessUser, tenant = 'alpha', mobile = false) =>
  screenNavigation(path, user, tenant, { mobile }).menus.map((menu) => `${menu.menuId}: ${menu.entries.map((e) => e.id).join(' ')}`);
const activeAt = (path: string, user: AccessUser) => screenNavigation(path, user, 'alpha').activeEntry;

describe('screenNavigation', () => {
  it('places every sub-menu of the spec on some screen', () => {
    const placed = new Set(SCREEN_MENUS.flatMap((rule) => [...rule.menus, ...(rule.workerMenus ?? [])]));
    expect([...placed].sort()).toEqual([...MENU_IDS].sort());
  });

  it('shows nothing on screens without a sub-menu, and for unreadable paths', () => {
    expect(menusAt('/home', worker)).toEqual([]);
    expect(menusAt('/news', worker)).toEqual([]);
    expect(screenNavigation('/documents/%E0%A4%A', worker, 'alpha')).toEqual({ menus: [], activeEntry: null, related: [] });
  });

  // Decided (docs/decisions-domain.md "Contracts"): the worker's tabs; the others' are not decided yet.
  it('contracts: to sign, in progress, ended for a worker, also on a contract; none for a client', () => {
    expect(menusAt('/contracts', worker)).toEqual(['contracts: toSign inProgress ended']);
    expect(menusAt('/contracts/ct-worker-3', worker)).toEqual(['contracts: toSign inProgress ended']);
    expect(menusAt('/contracts', director)).toEqual([]);
  });

  // Decided (docs/decisions-domain.md "Client's contracts and missions").
  it('contracts: to sign, signed, ended for a client user, also on a contract; missions: under way, to come, past', () => {
    expect(menusAt('/contracts/signed', client)).toEqual(['clientContracts: toSign signed ended']);
    expect(menusAt('/contracts/cp-alpha-2', client)).toEqual(['clientContracts: toSign signed ended']);
    expect(activeAt('/contracts/signed', client)).toMatchObject({ menuId: 'clientContracts', id: 'signed' });
    expect(menusAt('/missions/past', client)).toEqual(['missions: current upcoming past']);
    // The missions need the contracts feature (spec section 2): without it, no tab shows.
    expect(menusAt('/missions', { ...client, disabledFeatures: ['contracts'] })).toEqual([]);
  });

  it('clients hub, with job place visits behind jobPlaceVisit', () => {
    expect(menusAt('/clients', director)).toEqual(['clientsHub: establishments jobPlaceVisits users invoices']);
    expect(menusAt('/clients', { ...director, disabledFeatures: ['jobPlaceVisit'] })).toEqual([
      'clientsHub: establishments users invoices',
    ]);
    expect(menusAt('/clients/establishments/invited', director)).toEqual([
      'clientsHub: establishments jobPlaceVisits users invoices',
      'clientEstablishments: notInvited invited registered all',
    ]);
    expect(menusAt('/clients/users', director)).toEqual([
      'clientsHub: establishments jobPlaceVisits users invoices',
      'clientUsers: invited registered all',
    ]);
    expect(activeAt('/clients/establishments/not-invited', director)).toMatchObject({ menuId: 'clientEstablishments', id: 'notInvited' });
    expect(activeAt('/clients/establishments', director)).toMatchObject({ menuId: 'clientsHub', id: 'establishments' });
  });

  it('client detail: any other segment is a client id, kept as typed and encoded in the links', () => {
    const navigation = screenNavigation('/clients/Client 7/infos', director, 'alpha');
    expect(navigation.menus).toEqual([
      {
        menuId: 'clientDetail',
        entries: [
          { id: 'infos', path: '/clients/Client%207/infos' },
          { id: 'contacts', path: '/clients/Client%207/contacts' },
        ],
      },
    ]);
    expect(navigation.activeEntry).toEqual({ menuId: 'clientDetail', id: 'infos', path: '/clients/Client%207/infos' });
  });

  it('temporary workers: users with their statuses, planning month and week', () => {
    expect(menusAt('/temporary-workers/users/deactivated', director)).toEqual([
      'temporaryWorkers: users planning',
      'temporaryWorkerUsers: unregistered invited registered unsubscribed deactivated all',
    ]);
    expect(menusAt('/temporary-workers/planning', director)).toEqual(['temporaryWorkers: users planning', 'planning: month week']);
    expect(activeAt('/temporary-workers/planning/week', director)).toMatchObject({ menuId: 'planning', id: 'week' });
  });

  it("temporary workers for a worker: their own planning's month and week, no users", () => {
    expect(menusAt('/temporary-workers', worker)).toEqual(['planning: month week']);
    expect(menusAt('/temporary-workers/planning/month', worker)).toEqual(['planning: month week']);
    expect(menusAt('/temporary-workers/users/all', worker)).toEqual(['planning: month week']);
    expect(activeAt('/temporary-workers/planning/month', worker)).toMatchObject({ menuId: 'planning', id: 'month' });
  });

  it("time sheets: the worker's tabs for a worker, the client's for a client, on the same path", () => {
    expect(menusAt('/time-sheets/to-fill', worker)).toEqual(['workerTimeSheets: toFill submitted approved']);
    expect(activeAt('/time-sheets/submitted', worker)).toMatchObject({ menuId: 'workerTimeSheets', id: 'submitted' });
    expect(menusAt('/time-sheets', client)).toEqual(['clientTimeSheets: toApprove disputed approved all']);
    expect(activeAt('/time-sheets/approved', client)).toMatchObject({ menuId: 'clientTimeSheets', id: 'approved' });
    expect(activeAt('/time-sheets/approved', worker)).toMatchObject({ menuId: 'workerTimeSheets', id: 'approved' });
  });

  it('worker advantages: platform benefits on the exclusive tenant only', () => {
    expect(menusAt('/advantages', worker, 'alpha')).toEqual([
      'workerAdvantages: depositRequest cet healthMutual fastt collectiveAgreement platformBenefits',
    ]);
    expect(menusAt('/advantages', worker, 'beta')).toEqual(['workerAdvantages: depositRequest cet healthMutual fastt collectiveAgreement']);
  });

  it('documents: resources hidden on mobile', () => {
    expect(menusAt('/documents', worker, 'alpha', true)).toEqual(['documents: nonBinding personal administrative']);
  });

  it('profile: the worker profile for workers (days off behind daysOff), the profile menu for the others', () => {
    expect(menusAt('/my-profile', worker)).toEqual(['workerProfile: myInformations daysOff']);
    expect(menusAt('/my-profile', { ...worker, hasValidCdii: true })).toEqual(['workerProfile: myInformations']);
    expect(menusAt('/my-profile', { ...worker, roles: ['selfRegistered'], workerType: 'selfRegistered' })).toEqual([
      'workerProfile: myInformations',
    ]);
    expect(menusAt('/my-profile', client)).toEqual(['profile: myInformations notifications logout']);
    expect(menusAt('/my-profile', admin)).toEqual(['profile: myInformations logout']);
    expect(screenNavigation('/my-profile', client, 'alpha').menus[0].entries.at(-1)).toEqual({
      id: 'logout',
      path: '/logout',
      action: 'logout',
    });
  });

  it('worker profile: the hidden create, edit and details items are the active entry of their URLs', () => {
    expect(activeAt('/my-profile/days-off/create', worker)).toMatchObject({ id: 'create' });
    expect(activeAt('/my-profile/days-off/d-9/edit', worker)).toEqual({
      menuId: 'workerProfile',
      id: 'edit',
      path: '/my-profile/days-off/d-9/edit',
    });
    expect(activeAt('/my-profile/days-off/d-9', worker)).toMatchObject({ id: 'details' });
    expect(activeAt('/my-profile/days-off', worker)).toMatchObject({ id: 'daysOff' });
  });

  it('back office lists, FAQ categories, my offers, establishment, parameters and referential', () => {
    expect(menusAt('/back-office/faqs/enabled', admin)).toEqual([
      'backOffice: news alerts faqs evaluations banners',
      'backOfficeFaqs: all draft enabled disabled',
    ]);
    expect(menusAt('/back-office/banners', admin)).toEqual([
      'backOffice: news alerts faqs evaluations banners',
      'backOfficeBanners: all draft enabled disabled',
    ]);
    expect(menusAt('/faq/tutorial', client)).toEqual(['faqCategories: agencies workers clients tutorial other all']);
    expect(menusAt('/my-offers', worker)).toEqual(['myOffers: all favorites candidates']);
    expect(menusAt('/my-establishment', client)).toEqual(['establishment: notifications jobPlaceVisits']);
    expect(menusAt('/parameters/devices', client)).toEqual(['parameters: preference devices']);
    expect(menusAt('/referential', admin)).toEqual(['referential: sections clientsReattach']);
  });

  it('links the profile screens to the parameters, and the back office to the referential', () => {
    expect(screenNavigation('/my-profile', worker, 'alpha').related).toEqual([{ id: 'parameters', path: '/parameters/preference' }]);
    expect(screenNavigation('/back-office', admin, 'alpha').related).toEqual([{ id: 'referential', path: '/referential/sections' }]);
    expect(screenNavigation('/home', admin, 'alpha').related).toEqual([]);
  });

  it('the back office links to the referential for the administrator and support only (docs/screens/sections.md › Who)', () => {
    for (const role of ['administrator', 'support', 'communication', 'moa'] as const) {
      const user: AccessUser = { userType: 'internalUser', roles: [role], disabledFeatures: [] };
      const expected = ['administrator', 'support'].includes(role) ? [{ id: 'referential', path: '/referential/sections' }] : [];
      expect(screenNavigation('/back-office/news', user, 'alpha').related, role).toEqual(expected);
    }
  });
});
