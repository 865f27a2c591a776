// Which declared screen a URL shows (machines/screens/lookup.ts), and who may enter it
// (machines/domain/access.ts): the patterns, their sub-paths, the tab, the parameters, and the rules a
// declaration adds to its layout route's.
import { describe, expect, it } from 'vitest';
import { canEnter } from '../../../machines/domain/access';
import type { AccessUser, Role } from '../../../machines/domain/types';
import type { ScreenDeclaration } from '../../../machines/screens/declaration';
import { queryTab, screenAt, screenById } from '../../../machines/screens/lookup';

const worker: AccessUser = { userType: 'worker', roles: ['worker'], disabledFeatures: [], workerType: 'temporary', hasValidCdii: false };
const client: AccessUser = { userType: 'client', roles: ['clientUser'], disabledFeatures: [] };
const support: AccessUser = { userType: 'internalUser', roles: ['support'], disabledFeatures: [] };
const idAt = (path: string) => screenAt(path)?.declaration.id ?? null;

describe('the declared screens of the profile', () => {
  it('my profile at /my-profile and at the profile menus’ "my informations", in any case and with a trailing slash', () => {
    expect(idAt('/my-profile')).toBe('myProfile');
    expect(idAt('/My-Profile/')).toBe('myProfile');
    expect(idAt('/my-profile/my-informations')).toBe('myProfile');
    expect(idAt('/my-profile/my-informations/')).toBe('myProfile');
    expect(idAt('/my-profile/my-informations-x')).toBeNull();
    expect(idAt('/my-profile/unknown')).toBeNull();
  });

  it('the days-off requests with their sub-paths (create, edit, details), and no more', () => {
    expect(idAt('/my-profile/days-off')).toBe('daysOff');
    expect(idAt('/my-profile/days-off?page=2')).toBe('daysOff');
    expect(idAt('/my-profile/days-off/create')).toBe('daysOff');
    expect(idAt('/my-profile/days-off/d-1/edit')).toBe('daysOff');
    expect(idAt('/my-profile/days-offs')).toBeNull();
  });

  it('the devices, the preference and the notification list; nothing on other pages or on an unreadable path', () => {
    expect(idAt('/parameters/devices')).toBe('devices');
    expect(idAt('/parameters/preference')).toBe('preference');
    expect(idAt('/my-profile/my-notifications')).toBe('notificationList');
    expect(idAt('/back-office')).toBeNull();
    expect(idAt('/my-profile/%E0%A4%A')).toBeNull();
  });

  it('the days-off screen is entered by a worker, not by a CDII holder, a self-registered worker or a client', () => {
    expect(canEnter('/my-profile/days-off/create', worker)).toBe(true);
    expect(canEnter('/my-profile/days-off', { ...worker, hasValidCdii: true })).toBe(false);
    expect(canEnter('/my-profile/days-off', { ...worker, workerType: 'selfRegistered' })).toBe(false);
    expect(canEnter('/my-profile/days-off', client)).toBe(false);
    expect(canEnter('/parameters/devices', support)).toBe(true);
  });
});

describe('patterns, parameters and tabs', () => {
  const base = { description: 'test', contract: 'docs/screens/test.md', machine: null } as const;
  const screens: ScreenDeclaration[] = [
    { ...base, id: 'clientDetail', paths: ['/clients/:clientId'], tabs: 'clientDetail' },
    { ...base, id: 'clientUsers', paths: ['/clients/users'], tabs: 'clientUsers' },
    { ...base, id: 'invoices', paths: ['/invoices'], tabs: 'clientInvoices' },
    { ...base, id: 'contract', paths: ['/contracts/:contractId'] },
  ];

  it('gives the route parameters, decoded and in the URL’s case', () => {
    expect(screenAt('/contracts/Ct%2042', { screens })).toEqual({ declaration: screens[3], params: { contractId: 'Ct 42' }, tab: null });
    expect(screenAt('/contracts/c-1/extra', { screens })).toBeNull();
  });

  it('a screen with tabs covers their paths and says which tab is open', () => {
    expect(screenAt('/invoices', { screens })?.tab).toBeNull();
    expect(screenAt('/invoices/paid', { screens })).toEqual({ declaration: screens[2], params: {}, tab: 'paid' });
    expect(screenAt('/clients/c-7/contacts', { screens })).toEqual({
      declaration: screens[0],
      params: { clientId: 'c-7' },
      tab: 'contacts',
    });
  });

  it('a screen with tabs does not cover a sibling entry that is no tab of its own', () => {
    // Temporary workers: the users screen sits at the menu's root and under its users entry; the
    // planning entry beside it is not a users tab, so it is not that screen.
    const users: ScreenDeclaration = {
      ...base,
      id: 'temporaryWorkerUsers',
      paths: ['/temporary-workers', '/temporary-workers/users'],
      tabs: 'temporaryWorkerUsers',
    };
    expect(screenAt('/temporary-workers', { screens: [users] })).toEqual({ declaration: users, params: {}, tab: null });
    expect(screenAt('/temporary-workers/users/invited', { screens: [users] })?.tab).toBe('invited');
    expect(screenAt('/temporary-workers/planning/month', { screens: [users] })).toBeNull();
    expect(screenAt('/invoices/nope', { screens })).toBeNull();
  });

  it('a literal segment wins over a parameter', () => {
    expect(screenAt('/clients/users/invited', { screens })).toEqual({ declaration: screens[1], params: {}, tab: 'invited' });
    expect(screenAt('/clients/users-x', { screens })?.declaration.id).toBe('clientDetail');
  });
});

describe('the temporary workers’ planning: the agency’s beside the users tab, the worker’s own', () => {
  it('internal users find the agency’s planning under the planning entry, and the users screen beside it', () => {
    const at = (path: string) => screenAt(path, { userType: 'internalUser' });
    expect(at('/temporary-workers/planning/week')).toMatchObject({ declaration: { id: 'agencyPlanning' }, tab: 'week' });
    expect(at('/temporary-workers/planning/month')).toMatchObject({ declaration: { id: 'agencyPlanning' }, tab: 'month' });
    expect(at('/temporary-workers/planning')).toMatchObject({ declaration: { id: 'agencyPlanning' }, tab: null });
    expect(at('/temporary-workers/users/invited')?.declaration.id).toBe('temporaryWorkerUsers');
    expect(at('/temporary-workers')?.declaration.id).toBe('temporaryWorkerUsers');
  });

  it('workers keep their own planning on the same paths', () => {
    expect(screenAt('/temporary-workers/planning/week', { userType: 'worker' })?.declaration.id).toBe('workerPlanning');
    expect(screenAt('/temporary-workers/planning/month', { userType: 'worker' })?.declaration.id).toBe('workerPlanning');
  });
});

describe('one path, a screen per user type (the dashboards of /home, the two time sheets)', () => {
  const base = { description: 'test', machine: null } as const;
  const screens: ScreenDeclaration[] = [
    { ...base, id: 'workerHome', paths: ['/home'], userTypes: ['worker'] },
    { ...base, id: 'clientHome', paths: ['/home'], userTypes: ['client'] },
    { ...base, id: 'news', paths: ['/news'] },
  ];

  it('the user’s type chooses; a type no screen is declared for finds none there', () => {
    expect(screenAt('/home', { userType: 'worker', screens })?.declaration.id).toBe('workerHome');
    expect(screenAt('/home', { userType: 'client', screens })?.declaration.id).toBe('clientHome');
    expect(screenAt('/home', { userType: 'internalUser', screens })).toBeNull();
    expect(screenAt('/news', { userType: 'internalUser', screens })?.declaration.id).toBe('news');
  });

  it('without a user type, a screen declared for some types still counts', () => {
    expect(['workerHome', 'clientHome']).toContain(screenAt('/home', { screens })?.declaration.id);
  });
});

describe('sub-routes keep their flags (spec sections 2 and 6)', () => {
  const withDisabled = (user: AccessUser, ...flags: string[]) => ({ ...user, disabledFeatures: flags });
  const director: AccessUser = { userType: 'internalUser', roles: ['agencyDirector'], disabledFeatures: [] };

  it('the clients hub’s invoices need the invoices flag, by URL too', () => {
    expect(canEnter('/clients/invoices', client)).toBe(true);
    expect(canEnter('/clients/invoices', withDisabled(client, 'invoices'))).toBe(false);
    expect(canEnter('/clients/invoices/unpaid', withDisabled(director, 'invoices'))).toBe(false);
    expect(canEnter('/clients/users', withDisabled(client, 'invoices'))).toBe(true);
  });

  it('the job place visits need the jobPlaceVisit flag, under the clients hub and the establishment', () => {
    expect(canEnter('/clients/job-place-visits', client)).toBe(true);
    expect(canEnter('/my-establishment/job-place-visits', client)).toBe(true);
    expect(canEnter('/clients/job-place-visits', withDisabled(client, 'jobPlaceVisit'))).toBe(false);
    expect(canEnter('/my-establishment/job-place-visits', withDisabled(client, 'jobPlaceVisit'))).toBe(false);
    expect(canEnter('/my-establishment/notifications', withDisabled(client, 'jobPlaceVisit'))).toBe(true);
  });
});

describe('screens narrower than their hub: who enters, by URL too (the screens’ contracts, "Who")', () => {
  const as = (role: Role): AccessUser => ({ userType: 'internalUser', roles: [role], disabledFeatures: [] });
  // docs/screens/<id>.md: the evaluations and the referential are the administrator's and support's;
  // communication and moa reach the back office's publications only (spec section 6).
  const WHO: Record<string, readonly Role[]> = {
    '/back-office/news': ['administrator', 'support', 'communication', 'moa'],
    '/back-office/alerts': ['administrator', 'support', 'communication', 'moa'],
    '/back-office/faqs': ['administrator', 'support', 'communication', 'moa'],
    '/back-office/banners': ['administrator', 'support', 'communication', 'moa'],
    '/back-office/evaluations': ['administrator', 'support'],
    '/referential/sections': ['administrator', 'support'],
    '/referential/clients-reattach': ['administrator', 'support'],
  };
  const ROLES: readonly Role[] = ['administrator', 'support', 'communication', 'moa', 'agencyDirector'];

  it.each(Object.entries(WHO))('%s', (path, who) => {
    for (const role of ROLES) expect(canEnter(path, as(role)), `${role} ${path}`).toBe(who.includes(role));
  });
});

describe('a notification’s query opens the tab its week is in (docs/screens/workerTimeSheets.md, clientTimeSheets.md)', () => {
  const sheets = screenById('workerTimeSheets')!;

  it('"time sheet to validate" opens the weeks to fill; the client’s answer, the tab the week is now in', () => {
    expect(queryTab(sheets, '?status=toValidate')).toBe('toFill');
    expect(queryTab(sheets, '?answer=approved')).toBe('approved');
    expect(queryTab(sheets, '?answer=disputed')).toBe('toFill');
    // The same notification opens the client's weeks to approve.
    expect(queryTab(screenById('clientTimeSheets')!, '?status=toValidate')).toBe('toApprove');
  });

  it('another query, or a value it does not know, names no tab', () => {
    for (const search of ['', '?status=approved', '?answer=constructor', '?tab=approved', '?answer=']) {
      expect(queryTab(sheets, search), search).toBeUndefined();
    }
    expect(queryTab(screenById('clientTimeSheets')!, '?answer=approved')).toBeUndefined();
  });
});
