// @vitest-environment happy-dom
// The authorised shell as a person sees it, per user type, through the real wiring (createPortal)
// with a fake identity layer and a fake back end: logo, navigation, bell, burger, profile menu,
// agency folders, alert slider, sub-menus and the preference screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bootPortal, DEFAULT_APP_SETTINGS, fakeAuth, fakeFetch, stopBootedPortals, type Answer } from '../support/portalHarness';
import type { AgencyFolder, Alert, UserInfo } from '../../machines/domain/types';
import { userInfo as baseUserInfo } from '../support/fixtures';
import { LAYOUT_CONTENT_ID } from '../../machines/domain/layout';

/** A temporary worker, named (the profile menu shows the name). */
const userInfo = (overrides: Partial<UserInfo> = {}): UserInfo =>
  baseUserInfo({ workerType: 'temporary', firstName: 'Camille', lastName: 'Martin', ...overrides });

const API = 'http://api.test/api';
const ALERTS_URL = 'http://api.test/alerts-api/v1/alerts';
const POPUP_COUNT_URL = `${API}/v1/notifications/popup?skip=0&take=1`;
const FOLDERS_URL = `${API}/v1/agency-folders`;

afterEach(() => {
  stopBootedPortals();
  vi.restoreAllMocks();
});

const USERS = {
  worker: userInfo(),
  client: userInfo({ userType: 'client', roles: ['clientUser'], workerType: null, firstName: 'Hugo', lastName: 'Dubois' }),
  director: userInfo({ userType: 'internalUser', roles: ['agencyDirector'], workerType: null, firstName: 'Manon', lastName: 'Richard' }),
};

const ALERTS: Alert[] = [
  { id: 'a-1', message: 'Vos relevés d’heures sont à valider avant vendredi midi.', level: 'info' },
  { id: 'a-2', message: '<b>Maintenance</b> dimanche de 2 h à 4 h.', level: 'warning' },
];
const FOLDERS: AgencyFolder[] = [
  { id: 'f-lyo', code: 'LYO', name: 'Lyon Part-Dieu' },
  { id: 'f-par', code: 'PAR', name: 'Paris Bercy' },
];

function start(options: { user?: UserInfo; path?: string; api?: Record<string, Answer> } = {}) {
  localStorage.setItem('localStorageVersion', '1.0.0');
  localStorage.setItem('deviceId', 'device-1');
  const identity = fakeAuth({ authenticated: true });
  const backend = fakeFetch({
    [`${API}/v1/users/me/info`]: () => Response.json(options.user ?? USERS.worker),
    [`${API}/v1/users/me/devices/device-1`]: () => Response.json({ registered: true }),
    [ALERTS_URL]: () => Response.json(ALERTS),
    [POPUP_COUNT_URL]: () => Response.json({ items: [], total: 3 }),
    [FOLDERS_URL]: () => Response.json(FOLDERS),
    ...options.api,
  });
  const booted = bootPortal({ path: options.path ?? '/home', auth: identity.auth, fetch: backend.fetch });
  return { ...booted, identity, backend };
}

/** Small screens: matchMedia answers the phone breakpoint. */
function stubSmallScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width: 767px'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/**
 * Renders caused by the fake back end's answers happen outside act(): their effects (the
 * subscriptions of useSelector among them) may still be pending. Let them run before interacting.
 */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const layout = async () => {
  const banner = await screen.findByRole('banner');
  await settle();
  return banner;
};
const mainNavIds = () => [...document.querySelectorAll('.main-nav [data-nav]')].map((a) => a.getAttribute('data-nav'));
const machineRoot = (id: string) => document.querySelector<HTMLElement>(`[data-machine="${id}"]`);
const calledPaths = (calls: { url: string }[]) => calls.map((c) => new URL(c.url)).map((u) => u.pathname + u.search);

describe('shell of a worker', () => {
  it('shows the worker logo linking home, the worker tabs and a clickable bell with its badge', async () => {
    const { backend } = start();
    await layout();
    const logo = screen.getByTestId('header-logo');
    expect(logo.getAttribute('href')).toBe('/home');
    expect(logo.querySelector('img')?.getAttribute('src')).toBe('/tenants/alpha/logo-worker.svg');
    expect(logo.querySelector('img')?.getAttribute('alt')).toBe('Alpha Intérim – accueil');
    expect(mainNavIds()).toEqual([
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
    ]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 notifications non traitées' });
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
    expect(machineRoot('bell')?.getAttribute('data-state')).toBe('loaded');
    expect(calledPaths(backend.calls)).toContain('/api/v1/notifications/popup?skip=0&take=1');
    // No agency folders for a worker.
    expect(calledPaths(backend.calls)).not.toContain('/api/v1/agency-folders');
    expect(machineRoot('agencyFolders')).toBeNull();

    // The bell opens the popup region; Escape closes it and focus goes back to the bell.
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const popup = screen.getByRole('region', { name: 'Notifications' });
    expect(bell.getAttribute('aria-controls')).toBe(popup.id);
    await waitFor(() => expect(machineRoot('popup')?.getAttribute('data-state')).toBe('open.ready'));
    expect(popup.textContent).toContain('Aucune nouvelle notification.');
    expect(within(popup).getByRole('link', { name: 'Voir toutes mes notifications' }).getAttribute('href')).toBe(
      '/my-profile/my-notifications',
    );
    fireEvent.keyDown(popup, { key: 'Escape' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell);
  });

  it('a press inside the open popup keeps it open; a press outside closes it (spec section 4 Popup)', async () => {
    start();
    await layout();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 notifications non traitées' });
    fireEvent.click(bell);
    const popup = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(machineRoot('popup')?.getAttribute('data-state')).toBe('open.ready'));
    fireEvent.pointerDown(within(popup).getByText('Aucune nouvelle notification.'));
    expect(machineRoot('popup')?.getAttribute('data-state')).toBe('open.ready');
    expect(popup.hidden).toBe(false);
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(machineRoot('popup')?.getAttribute('data-state')).toBe('closed');
    expect(popup.hidden).toBe(true);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows no badge when nothing is unprocessed, and the bell stays a button', async () => {
    start({ api: { [POPUP_COUNT_URL]: () => Response.json({ items: [], total: 0 }) } });
    await layout();
    await waitFor(() => expect(machineRoot('bell')?.getAttribute('data-state')).toBe('loaded'));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('keeps the bell, without badge, when the count cannot be loaded', async () => {
    start({ api: { [POPUP_COUNT_URL]: () => new Response('', { status: 500 }) } });
    await layout();
    await waitFor(() => expect(machineRoot('bell')?.getAttribute('data-state')).toBe('failed'));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });
});

describe('privacy on either tenant', () => {
  // Spec section 2: the route table gives privacy to worker and selfRegistered with no tenant
  // condition; only the main-navigation entry is for one named tenant (alpha in the demo).
  const onTenant = (tenantName: string) => ({
    '/settings/appsettings.json': () => Response.json({ ...DEFAULT_APP_SETTINGS, tenantName }),
  });

  it.each(['alpha', 'beta'])('a worker on %s opens /privacy by URL and stays; the entry is in the menu on alpha only', async (tenant) => {
    const { router } = start({ path: '/privacy', api: onTenant(tenant) });
    await layout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Confidentialité' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/privacy');
    expect(screen.getByTestId('header-logo').querySelector('img')?.getAttribute('src')).toBe(`/tenants/${tenant}/logo-worker.svg`);
    expect(mainNavIds().includes('privacy')).toBe(tenant === 'alpha');
    expect(mainNavIds()).toContain('faq');
  });

  it('a client on beta is still refused /privacy (role, not tenant) and lands on /home', async () => {
    const { router } = start({ user: USERS.client, path: '/privacy', api: onTenant('beta') });
    await layout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('shell of a client', () => {
  it('shows the client logo, the client tabs and a clickable bell', async () => {
    start({ user: USERS.client });
    await layout();
    expect(screen.getByTestId('header-logo').querySelector('img')?.getAttribute('src')).toBe('/tenants/alpha/logo-client.svg');
    expect(mainNavIds()).toEqual([
      'dashboard',
      'contracts',
      'missions',
      'clients',
      'invoices',
      'establishment',
      'clientTimeSheets',
      'faq',
      'news',
    ]);
    expect(await screen.findByRole('button', { name: /^Notifications, 3 / })).toBeTruthy();
  });
});

describe('shell of an internal user', () => {
  it('shows the default logo, the agency tabs and a bell that is not clickable, and loads no count', async () => {
    const { backend } = start({ user: USERS.director });
    await layout();
    expect(screen.getByTestId('header-logo').querySelector('img')?.getAttribute('src')).toBe('/tenants/alpha/logo.svg');
    expect(mainNavIds()).toEqual(['dashboard', 'contracts', 'clients', 'temporaryWorkers', 'faq', 'news']);
    const bell = screen.getByTestId('notification-bell');
    expect(bell.tagName).toBe('SPAN');
    expect(bell.getAttribute('role')).toBe('img');
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    await screen.findByTestId('agency-picker-button');
    await settle();
    expect(calledPaths(backend.calls).filter((path) => path.startsWith('/api/v1/notifications'))).toEqual([]);
  });
});

describe('agency-folder dropdown', () => {
  const pickerButton = () => screen.getByTestId('agency-picker-button');
  const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
  const open = () => {
    fireEvent.click(pickerButton());
    return screen.getByRole('group', { name: 'Agences affichées' });
  };

  it('saves only on Validate; Escape and losing focus bring the saved selection back', async () => {
    start({ user: USERS.director });
    await screen.findByTestId('agency-picker-button');
    await settle();
    expect(pickerButton().textContent).toContain('Toutes les agences');
    expect(machineRoot('agencyFolders')?.getAttribute('data-state')).toBe('ready.closed');

    open();
    expect(machineRoot('agencyFolders')?.getAttribute('data-state')).toBe('ready.open');
    expect(box('Toutes les agences').checked).toBe(true);
    fireEvent.click(box('LYO - Lyon Part-Dieu'));
    expect(box('Toutes les agences').checked).toBe(false);
    expect(localStorage.getItem('agencyFolders')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(localStorage.getItem('agencyFolders')).toBe('["f-lyo"]');
    expect(pickerButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(pickerButton());
    expect(pickerButton().textContent).toContain('LYO - Lyon Part-Dieu');

    // Escape abandons the draft.
    open();
    fireEvent.click(box('PAR - Paris Bercy'));
    fireEvent.keyDown(box('PAR - Paris Bercy'), { key: 'Escape' });
    expect(document.activeElement).toBe(pickerButton());
    await waitFor(() => expect(machineRoot('agencyFolders')?.getAttribute('data-state')).toBe('ready.closed'));
    open();
    expect(box('PAR - Paris Bercy').checked).toBe(false);
    expect(box('LYO - Lyon Part-Dieu').checked).toBe(true);

    // Focus leaving the dropdown abandons it too.
    fireEvent.click(box('PAR - Paris Bercy'));
    fireEvent.blur(box('PAR - Paris Bercy'), { relatedTarget: screen.getByTestId('header-logo') });
    expect(screen.queryByRole('group', { name: 'Agences affichées' })).toBeNull();
    await waitFor(() => expect(machineRoot('agencyFolders')?.getAttribute('data-state')).toBe('ready.closed'));
    open();
    expect(box('PAR - Paris Bercy').checked).toBe(false);
    expect(localStorage.getItem('agencyFolders')).toBe('["f-lyo"]');
  });

  it("'all' clears the ticks, and Reset saves an empty selection", async () => {
    localStorage.setItem('agencyFolders', '["f-lyo","f-par"]');
    start({ user: USERS.director });
    await screen.findByTestId('agency-picker-button');
    await waitFor(() => expect(pickerButton().textContent).toContain('2 agences'));
    await settle();
    open();
    fireEvent.click(box('Toutes les agences'));
    expect(box('LYO - Lyon Part-Dieu').checked).toBe(false);
    expect(box('PAR - Paris Bercy').checked).toBe(false);
    expect(localStorage.getItem('agencyFolders')).toBe('["f-lyo","f-par"]');
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(localStorage.getItem('agencyFolders')).toBe('[]');
    expect(pickerButton().textContent).toContain('Toutes les agences');
  });

  it('stays hidden when the user has no folder', async () => {
    start({ user: USERS.director, api: { [FOLDERS_URL]: () => Response.json([]) } });
    await layout();
    await waitFor(() => expect(machineRoot('agencyFolders')?.getAttribute('data-state')).toBe('empty'));
    expect(screen.queryByTestId('agency-picker-button')).toBeNull();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    start({ user: USERS.director, api: { [FOLDERS_URL]: () => (fail ? new Response('', { status: 500 }) : Response.json(FOLDERS)) } });
    const notice = await screen.findByText('Les agences n’ont pas pu être chargées.');
    await settle();
    fail = false;
    fireEvent.click(within(notice.parentElement!).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('agency-picker-button')).toBeTruthy();
  });
});

describe('burger menu on a small screen', () => {
  it('replaces the tabs, discloses the same entries, and Escape closes it with focus back on the button', async () => {
    stubSmallScreen();
    start();
    await layout();
    expect(document.querySelector('.main-nav--tabs')).toBeNull();
    const burger = screen.getByRole('button', { name: 'Menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(burger.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect([...panel.querySelectorAll('[data-nav]')].map((a) => a.getAttribute('data-nav'))).toEqual([
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
    ]);
    const first = within(panel).getByRole('link', { name: 'Tableau de bord' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(panel).getByRole('link', { name: 'Contrats' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(burger);
  });

  it('closes once a link is followed', async () => {
    stubSmallScreen();
    const { router } = start();
    await layout();
    const burger = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(burger);
    fireEvent.click(screen.getByRole('link', { name: 'Documents' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(burger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('profile menu', () => {
  it('opens from the keyboard, moves with the arrows, and Escape gives focus back to its button', async () => {
    start({ user: USERS.client });
    await layout();
    const button = screen.getByRole('button', { name: 'Mon compte : Hugo Dubois' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('data-nav'))).toEqual(['myInformations', 'notifications', 'logout']);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1], { key: 'End' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2], { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    // ArrowUp opens on the last item.
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('data-nav')).toBe('logout');
  });

  it('lists only the entries of the role: a worker has no notifications entry', async () => {
    const { router } = start();
    await layout();
    fireEvent.click(screen.getByRole('button', { name: /Mon compte/ }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('data-nav'))).toEqual(['myInformations', 'logout']);
    fireEvent.click(items[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile/my-informations'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a press outside closes it', async () => {
    start();
    await layout();
    fireEvent.click(screen.getByRole('button', { name: /Mon compte/ }));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('alert slider', () => {
  it('shows the alerts one at a time, as text, with previous / next and pause', async () => {
    start();
    const slider = await screen.findByRole('region', { name: 'Alertes' });
    await settle();
    expect(slider.getAttribute('aria-roledescription')).toBe('carrousel');
    const slide = () => screen.getByTestId('alert-slide');
    expect(slide().textContent).toContain('Vos relevés d’heures sont à valider avant vendredi midi.');
    expect(slide().getAttribute('aria-label')).toBe('Alerte 1 sur 2');
    fireEvent.click(within(slider).getByRole('button', { name: 'Alerte suivante' }));
    expect(slide().getAttribute('aria-label')).toBe('Alerte 2 sur 2');
    // Rendered as text: the markup shows, nothing is interpreted.
    expect(slide().textContent).toContain('<b>Maintenance</b> dimanche de 2 h à 4 h.');
    expect(slide().querySelector('b')).toBeNull();
    fireEvent.click(within(slider).getByRole('button', { name: 'Alerte précédente' }));
    expect(slide().getAttribute('data-alert-id')).toBe('a-1');

    // Focus inside holds the rotation (the buttons were focused by nothing here: the state says).
    expect(machineRoot('alerts')?.getAttribute('data-state')).toBe('showing.rotation.rotating showing.reread.waiting');
    fireEvent.mouseEnter(slider);
    expect(machineRoot('alerts')?.getAttribute('data-state')).toBe('showing.rotation.held showing.reread.waiting');
    fireEvent.mouseLeave(slider);
    expect(machineRoot('alerts')?.getAttribute('data-state')).toBe('showing.rotation.rotating showing.reread.waiting');
    const pause = within(slider).getByRole('button', { name: 'Mettre en pause le défilement des alertes' });
    fireEvent.focus(pause);
    expect(machineRoot('alerts')?.getAttribute('data-state')).toBe('showing.rotation.held showing.reread.waiting');
    fireEvent.click(pause);
    fireEvent.blur(pause, { relatedTarget: null });
    expect(machineRoot('alerts')?.getAttribute('data-state')).toBe('showing.rotation.held showing.reread.waiting');
    const resume = within(slider).getByRole('button', { name: 'Reprendre le défilement des alertes' });
    expect(resume).toBe(pause); // the same button: focus stays on it
    fireEvent.click(resume);
    expect(machineRoot('alerts')?.getAttribute('data-state')).toBe('showing.rotation.rotating showing.reread.waiting');
  });

  it('is hidden when there is no alert', async () => {
    start({ api: { [ALERTS_URL]: () => Response.json([]) } });
    await layout();
    await waitFor(() => expect(machineRoot('alerts')?.getAttribute('data-state')).toBe('empty.waiting'));
    expect(machineRoot('alerts')?.hidden).toBe(true);
    expect(screen.queryByRole('region', { name: 'Alertes' })).toBeNull();
  });

  it('says when the alerts cannot be loaded, asks for them without a token, and Retry loads them', async () => {
    let answer: () => Response = () =>
      new Response('<html><body>proxy error</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    const { backend } = start({ api: { [ALERTS_URL]: () => answer() } });
    await layout();
    await waitFor(() => expect(machineRoot('alerts')?.getAttribute('data-state')).toBe('unavailable'));
    expect(screen.queryByRole('region', { name: 'Alertes' })).toBeNull();
    const failure = machineRoot('alerts')!;
    expect(failure.hidden).toBe(false);
    expect(failure.textContent).toContain('Les alertes n’ont pas pu être chargées.');
    const call = backend.calls.find((c) => c.url === ALERTS_URL);
    expect(new Headers(call?.init?.headers).get('Authorization')).toBeNull();

    answer = () => Response.json(ALERTS);
    fireEvent.click(within(failure).getByRole('button', { name: 'Réessayer' }));
    const slider = await screen.findByRole('region', { name: 'Alertes' });
    expect(within(slider).getByTestId('alert-slide').textContent).toContain('Vos relevés d’heures sont à valider avant vendredi midi.');
    expect(backend.calls.filter((c) => c.url === ALERTS_URL)).toHaveLength(2);
    expect(screen.queryByText('Les alertes n’ont pas pu être chargées.')).toBeNull();
  });
});

describe('layout', () => {
  it('has a skip link, landmarks, the banner slot and a background picture', async () => {
    start();
    await layout();
    // The skip link leads to the main element, the one the first screen's watch waits for (src/boot.ts).
    expect(screen.getByRole('link', { name: 'Aller au contenu' }).getAttribute('href')).toBe(`#${LAYOUT_CONTENT_ID}`);
    expect(screen.getByRole('main').id).toBe(LAYOUT_CONTENT_ID);
    expect(LAYOUT_CONTENT_ID).toBe('main-content');
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(document.querySelector('[data-slot="important-banner"]')).toBeTruthy();
    const background = Number(document.querySelector('.layout')?.getAttribute('data-background'));
    expect(background).toBeGreaterThanOrEqual(1);
    expect(background).toBeLessThanOrEqual(26);
  });
});

describe('sub-menus', () => {
  const subNavIds = (menu: string) =>
    [...document.querySelectorAll(`[data-menu="${menu}"] [data-nav]`)].map((a) => a.getAttribute('data-nav'));

  it('documents: resources on a wide screen only', async () => {
    start({ path: '/documents' });
    await screen.findByRole('navigation', { name: 'Documents' });
    expect(subNavIds('documents')).toEqual(['nonBinding', 'personal', 'administrative', 'resources']);
  });

  it('documents on a small screen: no resources', async () => {
    stubSmallScreen();
    start({ path: '/documents/personal' });
    await screen.findByRole('navigation', { name: 'Documents' });
    expect(subNavIds('documents')).toEqual(['nonBinding', 'personal', 'administrative']);
    expect(screen.getByTestId('sub-entry-title').textContent).toBe('Personnels');
  });

  it('client invoices: the sub-entry of the URL is active and titled', async () => {
    start({ user: USERS.client, path: '/invoices/paid' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Factures' })).toBeTruthy();
    expect(subNavIds('clientInvoices')).toEqual(['unpaid', 'paid', 'all']);
    expect(screen.getByTestId('sub-entry-title').textContent).toBe('Payées');
    expect(document.querySelector('[data-nav="paid"]')?.getAttribute('aria-current')).toBe('page');
    // The invoices screen (docs/screens/invoices.md) runs there, not the placeholder.
    expect(screen.queryByText('Le contenu de cet écran n’est pas encore disponible dans le portail.')).toBeNull();
  });

  it('temporary workers: two levels of menus, planning month', async () => {
    start({ user: USERS.director, path: '/temporary-workers/planning/month' });
    await screen.findByRole('navigation', { name: 'Planning' });
    expect(subNavIds('temporaryWorkers')).toEqual(['users', 'planning']);
    expect(subNavIds('planning')).toEqual(['month', 'week']);
    expect(screen.getByTestId('sub-entry-title').textContent).toBe('Mois');
  });

  it('client detail: the entries link to the client of the URL', async () => {
    start({ user: USERS.director, path: '/clients/c-42/contacts' });
    await screen.findByRole('navigation', { name: 'Fiche client' });
    expect(document.querySelector('[data-nav="infos"]')?.getAttribute('href')).toBe('/clients/c-42/infos');
    expect(screen.getByTestId('sub-entry-title').textContent).toBe('Contacts');
  });

  it('worker profile: days off and its hidden create item, titled', async () => {
    start({ path: '/my-profile/days-off/create' });
    await screen.findByRole('navigation', { name: 'Profil' });
    expect(subNavIds('workerProfile')).toEqual(['myInformations', 'daysOff']);
    expect(screen.getByTestId('sub-entry-title').textContent).toBe('Nouvelle demande de congés');
    expect(screen.getByRole('link', { name: 'Paramètres' }).getAttribute('href')).toBe('/parameters/preference');
  });

  it('a worker holding a valid CDII has no days-off entry', async () => {
    start({ user: userInfo({ hasValidCdii: true }), path: '/my-profile' });
    await screen.findByRole('navigation', { name: 'Profil' });
    expect(subNavIds('workerProfile')).toEqual(['myInformations']);
  });

  it('client profile: notifications and a logout entry that logs out', async () => {
    const { identity } = start({ user: USERS.client, path: '/my-profile/my-informations' });
    await screen.findByRole('navigation', { name: 'Profil' });
    await settle();
    expect(subNavIds('profile')).toEqual(['myInformations', 'notifications', 'logout']);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Profil' })).getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(identity.logouts()).toBe(1));
  });

  it('back office: news lists under the back-office menu', async () => {
    start({ user: userInfo({ userType: 'internalUser', roles: ['communication'] }), path: '/back-office/news/draft' });
    await screen.findByRole('navigation', { name: 'Listes des actualités' });
    // The evaluations are the administrator's and support's (docs/screens/evaluations.md › Who).
    expect(subNavIds('backOffice')).toEqual(['news', 'alerts', 'faqs', 'banners']);
    expect(subNavIds('backOfficeNews')).toEqual(['all', 'draft', 'enabled', 'disabled']);
    expect(screen.getByTestId('sub-entry-title').textContent).toBe('Brouillons');
  });

  it('back office: the administrator has the evaluations entry that communication has not', async () => {
    start({ user: userInfo({ userType: 'internalUser', roles: ['administrator'] }), path: '/back-office/news/draft' });
    await screen.findByRole('navigation', { name: 'Listes des actualités' });
    expect(subNavIds('backOffice')).toEqual(['news', 'alerts', 'faqs', 'evaluations', 'banners']);
  });
});

describe('parameters → preference', () => {
  it('switches the language, keeps it, and formats the date and an amount in its locale', async () => {
    start({ path: '/parameters/preference' });
    const french = (await screen.findByRole('radio', { name: 'Français' })) as HTMLInputElement;
    await settle();
    expect(french.checked).toBe(true);
    expect(screen.getByTestId('preference-amount').textContent).toBe('1\u202f234,56\u00a0€');
    expect(screen.getByTestId('preference-first-day').textContent).toBe('lundi');
    const today = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full' }).format(new Date());
    expect(screen.getByTestId('preference-date').textContent).toBe(today);

    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByTestId('preference-amount').textContent).toBe('$1,234.56');
    expect(screen.getByTestId('preference-first-day').textContent).toBe('Sunday');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(mainNavIds()).toContain('dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });
});

describe('translations of the shell', () => {
  const read = (lang: string) => JSON.parse(readFileSync(join(process.cwd(), `public/i18n/core/${lang}.json`), 'utf8'));
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
      : [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  it('French and English have the same nav, screens, subnav and shell keys', () => {
    const pick = (lang: string) => [...new Set(keys(read(lang)).filter((key) => /^(nav|screens|subnav|shell)\./.test(key)))].sort();
    expect(pick('en')).toEqual(pick('fr'));
  });
});
