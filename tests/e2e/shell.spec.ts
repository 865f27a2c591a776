// The authorised shell in Chromium, for every demo role and two flow users, against the local stack:
// sign in once through the real login page, then check the main navigation, the route guards
// (a refused URL ends on the landing route), the header tools, the burger menu at 375 px, axe, and
// keep screenshots per user.
//
// Speed: one page for the whole file (the browser cache keeps the dev server's modules between
// users); each user signs in once on it, after cookies and storage are cleared. Axe and the
// typed-URL check (a full page load) run for the first user of each user type.
//
// Expectations come from the spec's tables written out below (section 2 routes and main
// navigation, section 6 roles and flags, decisions.md "Route access"), not from the portal's code.
import { type Page } from '@playwright/test';
import { expect, test, resetStack, signInThroughPortal } from './portal.ts';
import { E2E_TENANT, E2E_URLS } from './stack-env.ts';
import { seriousAxeViolations } from './axe.ts';

type Role =
  | 'worker'
  | 'selfRegistered'
  | 'clientUser'
  | 'agencyAssistant'
  | 'agencySales'
  | 'agencyDirector'
  | 'administrator'
  | 'support'
  | 'communication'
  | 'moa';
type UserType = 'worker' | 'client' | 'internalUser';

// ---- The spec, written out -----------------------------------------------------------------------

const ALL: Role[] = [
  'worker',
  'selfRegistered',
  'clientUser',
  'agencyAssistant',
  'agencySales',
  'agencyDirector',
  'administrator',
  'support',
  'communication',
  'moa',
];
const AGENCY: Role[] = ['agencyAssistant', 'agencySales', 'agencyDirector'];

interface SpecRoute {
  path: string;
  roles: Role[];
  flag?: string;
  /** time-sheets: a worker or client variant, each behind its own flag (decisions.md). */
  variantFlags?: Partial<Record<UserType, string>>;
}

/** Spec section 2, "Child routes, with the roles allowed and feature flag required". */
const SPEC_ROUTES: SpecRoute[] = [
  { path: '/home', roles: ['worker', 'clientUser', ...AGENCY, 'administrator', 'support', 'selfRegistered'] },
  { path: '/clients', roles: ['clientUser', ...AGENCY, 'administrator', 'support'] },
  { path: '/contracts', roles: ['worker', 'clientUser', ...AGENCY, 'administrator', 'support', 'selfRegistered'], flag: 'contracts' },
  { path: '/missions', roles: ['clientUser'], flag: 'contracts' },
  { path: '/invoices', roles: ['clientUser'], flag: 'invoices' },
  { path: '/advantages', roles: ['worker', 'selfRegistered'] },
  { path: '/documents', roles: ['worker', 'selfRegistered'] },
  { path: '/temporary-workers', roles: ['worker', ...AGENCY, 'administrator', 'support'] },
  { path: '/my-establishment', roles: ['clientUser'] },
  { path: '/news', roles: ALL },
  { path: '/back-office', roles: ['administrator', 'support', 'communication', 'moa'] },
  { path: '/my-profile', roles: ALL },
  { path: '/my-profile/my-notifications', roles: ALL },
  { path: '/faq', roles: ALL },
  // No tenant condition in the route table: the tenant rule is the menu entry's (below).
  { path: '/privacy', roles: ['worker', 'selfRegistered'] },
  { path: '/my-offers', roles: ['worker', 'selfRegistered'], flag: 'jobOffers' },
  { path: '/time-sheets', roles: ['clientUser', 'worker'], variantFlags: { client: 'clientTimeSheet', worker: 'workerTimeSheet' } },
];

/** Spec section 2 "Main navigation", in its order, with the data-nav ids of decisions.md. */
const MAIN_NAVIGATION: { id: string; path: string; userType?: UserType; exclusiveTenant?: boolean }[] = [
  { id: 'dashboard', path: '/home' },
  { id: 'contracts', path: '/contracts' },
  { id: 'missions', path: '/missions' },
  { id: 'clients', path: '/clients' },
  { id: 'invoices', path: '/invoices' },
  { id: 'documents', path: '/documents' },
  { id: 'temporaryWorkers', path: '/temporary-workers' },
  { id: 'myOffers', path: '/my-offers' },
  { id: 'advantages', path: '/advantages' },
  { id: 'establishment', path: '/my-establishment' },
  { id: 'clientTimeSheets', path: '/time-sheets', userType: 'client' },
  { id: 'workerTimeSheets', path: '/time-sheets', userType: 'worker' },
  { id: 'faq', path: '/faq' },
  // "privacy (workers, one named tenant only)": `alpha` in the demo (decisions.md).
  { id: 'privacy', path: '/privacy', exclusiveTenant: true },
  { id: 'news', path: '/news' },
  { id: 'backOffice', path: '/back-office' },
];

/** decisions.md "Route access": a refused route goes to the first of these the user may enter. */
const LANDING_ORDER = ['/home', '/news', '/back-office', '/my-profile'];
const EXCLUSIVE_TENANTS = ['alpha'];

interface DemoUser {
  login: string;
  role: Role;
  userType: UserType;
  disabled?: string[];
  /** Holds a valid CDII, or is self-registered: days off are off (spec section 5). */
  noDaysOff?: boolean;
}

/** decisions.md "Demo data of the local stack". */
const USERS: DemoUser[] = [
  { login: 'worker', role: 'worker', userType: 'worker' },
  { login: 'selfregistered', role: 'selfRegistered', userType: 'worker', noDaysOff: true },
  { login: 'client', role: 'clientUser', userType: 'client' },
  { login: 'assistant', role: 'agencyAssistant', userType: 'internalUser' },
  { login: 'sales', role: 'agencySales', userType: 'internalUser' },
  { login: 'director', role: 'agencyDirector', userType: 'internalUser' },
  { login: 'admin', role: 'administrator', userType: 'internalUser' },
  { login: 'support', role: 'support', userType: 'internalUser' },
  { login: 'communication', role: 'communication', userType: 'internalUser' },
  { login: 'moa', role: 'moa', userType: 'internalUser' },
  { login: 'worker-limited', role: 'worker', userType: 'worker', disabled: ['contracts', 'jobOffers'] },
  { login: 'worker-cdii', role: 'worker', userType: 'worker', noDaysOff: true },
];

function mayEnter(route: SpecRoute, user: DemoUser): boolean {
  if (!route.roles.includes(user.role)) return false;
  const disabled = user.disabled ?? [];
  if (route.flag && disabled.includes(route.flag)) return false;
  if (route.variantFlags) {
    const flag = route.variantFlags[user.userType];
    if (!flag || disabled.includes(flag)) return false;
  }
  return true;
}

const routeOf = (path: string) => SPEC_ROUTES.find((route) => route.path === path)!;
const expectedMainNavigation = (user: DemoUser) =>
  MAIN_NAVIGATION.filter(
    (entry) =>
      mayEnter(routeOf(entry.path), user) &&
      (!entry.userType || entry.userType === user.userType) &&
      (!entry.exclusiveTenant || EXCLUSIVE_TENANTS.includes(E2E_TENANT)),
  ).map((entry) => entry.id);
const landingOf = (user: DemoUser) => LANDING_ORDER.find((path) => mayEnter(routeOf(path), user))!;

// ---- Helpers -------------------------------------------------------------------------------------

const pathname = (page: Page) => new URL(page.url()).pathname;
const mainNavIds = (page: Page) =>
  page.locator('.main-nav [data-nav]').evaluateAll((links) => links.map((a) => a.getAttribute('data-nav')));

/** Where the signed-in layout shows a screen: the route was entered. */
async function screenShown(page: Page) {
  await expect(page.locator('.layout section.screen')).toBeVisible();
}

/** In-app navigation to a URL (as history does): the app machine decides, as for a typed URL. */
async function visitInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    // The state shape of react-router's history: a new key makes it a new location.
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

const LOGO_VARIANT: Record<UserType, string> = { worker: 'worker', client: 'client', internalUser: 'default' };
const SUB_MENU_SCREEN: Record<UserType, string> = {
  worker: '/advantages/cet',
  client: '/my-establishment/notifications',
  internalUser: '/temporary-workers/users/invited',
};

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

let page: Page;

test.beforeAll(async ({ browser, request }) => {
  await resetStack(request);
  page = await (await browser.newContext({ baseURL: E2E_URLS.portal, locale: 'fr-FR', viewport: DESKTOP })).newPage();
});

test.afterAll(async () => {
  await page?.context().close();
});

/** Signs `login` in on the shared page, as a new visitor would (no cookie, no storage). */
async function signInFresh(login: string) {
  await page.context().clearCookies();
  if (page.url().startsWith(E2E_URLS.portal)) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await page.setViewportSize(DESKTOP);
  await signInThroughPortal(page, login, '/home');
}

/** The first user of each user type also runs the slower checks: axe, and a URL typed in. */
const FIRST_OF_TYPE = new Set(
  USERS.filter((user, index) => USERS.findIndex((other) => other.userType === user.userType) === index).map((user) => user.login),
);

for (const user of USERS) {
  test(`${user.login}: navigation, route guards, header, burger at 375 px${FIRST_OF_TYPE.has(user.login) ? ', axe' : ''}`, async ({}, testInfo) => {
    const landing = landingOf(user);
    const thorough = FIRST_OF_TYPE.has(user.login);

    // Sign in through the real login page; /home itself is refused to some roles.
    await signInFresh(user.login);
    await expect.poll(() => pathname(page)).toBe(landing);
    await screenShown(page);

    // The main navigation: exactly the entries of the spec's tables, in order.
    expect(await mainNavIds(page)).toEqual(expectedMainNavigation(user));

    // Header: logo by user type linking home, the bell, the agency dropdown for internal users.
    const logo = page.getByTestId('header-logo');
    await expect(logo).toHaveAttribute('data-logo', LOGO_VARIANT[user.userType]);
    await expect(logo).toHaveAttribute('href', '/home');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toBeVisible();
    await expect(bell).toHaveAttribute('data-clickable', user.userType === 'internalUser' ? 'false' : 'true');
    if (user.userType === 'internalUser') {
      await expect(page.getByTestId('notification-badge')).toHaveCount(0);
      await expect(page.getByTestId('agency-picker-button')).toBeVisible();
    } else {
      await expect(page.getByTestId('notification-badge')).toHaveText(/^\d+\+?$/);
      await expect(page.getByTestId('agency-picker-button')).toHaveCount(0);
    }
    await expect(page.locator('[data-machine="alerts"]')).toHaveAttribute('data-state', /^showing/);
    await expect(page.locator('[data-slot="important-banner"]')).toHaveCount(1);

    if (thorough) expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${user.login}-desktop.png`), fullPage: true, animations: 'disabled' });

    // Every route of the spec's table: allowed ones show their screen, refused ones end on landing.
    for (const route of SPEC_ROUTES) {
      await visitInApp(page, route.path);
      const allowed = mayEnter(route, user);
      // An allowed screen with tabs opens its default tab (its path, one segment more).
      await expect
        .poll(
          async () => {
            const now = await pathname(page);
            return allowed ? now === route.path || now.startsWith(`${route.path}/`) : now === landing;
          },
          { message: `${user.login} → ${route.path}` },
        )
        .toBe(true);
      await screenShown(page);
    }
    // A sub-path is governed by its route: a refused one lands too.
    await visitInApp(page, '/invoices/paid');
    await expect.poll(() => pathname(page)).toBe(mayEnter(routeOf('/invoices'), user) ? '/invoices/paid' : landing);

    // A refused URL typed in the address bar (a full page load) also ends on the landing route.
    const refused = SPEC_ROUTES.find((route) => !mayEnter(route, user));
    if (refused && thorough) {
      await page.goto(refused.path);
      await expect.poll(() => pathname(page)).toBe(landing);
      await screenShown(page);
      expect(await mainNavIds(page)).toEqual(expectedMainNavigation(user));
    }

    // A screen with two levels of sub-menus, as the user sees it.
    if (thorough) {
      await visitInApp(page, SUB_MENU_SCREEN[user.userType]);
      await expect(page.getByTestId('sub-entry-title')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`${user.login}-sub-menu.png`), fullPage: true, animations: 'disabled' });
    }

    // Days off: a worker's profile lists them unless self-registered or holding a valid CDII.
    if (user.userType === 'worker') {
      await visitInApp(page, '/my-profile');
      await expect(page.locator('[data-menu="workerProfile"] [data-nav="myInformations"]')).toBeVisible();
      await expect(page.locator('[data-menu="workerProfile"] [data-nav="daysOff"]')).toHaveCount(user.noDaysOff ? 0 : 1);
    }

    // A phone: the burger replaces the tabs and discloses the same entries; Escape closes it.
    await visitInApp(page, landing);
    await page.setViewportSize(PHONE);
    const burger = page.getByRole('button', { name: 'Menu' });
    await expect(burger).toBeVisible();
    await expect(page.locator('.main-nav--tabs')).toHaveCount(0);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(await mainNavIds(page)).toEqual(expectedMainNavigation(user));
    // Nothing sticks out sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (thorough) expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${user.login}-375-menu.png`), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`${user.login}-375.png`), fullPage: true, animations: 'disabled' });
  });
}

test('keyboard: the profile menu opens with ArrowDown, moves, and Escape returns focus', async () => {
  await signInFresh('client');
  await screenShown(page);
  const button = page.getByTestId('profile-menu-button');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.nth(2)).toHaveAttribute('data-nav', 'logout');
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();

  // Tabs: the arrow keys move along the main navigation, Enter follows a link.
  await page.locator('.main-nav [data-nav="dashboard"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.main-nav [data-nav="contracts"]')).toBeFocused();
  await page.keyboard.press('Enter');
  // The client's contracts open on their default tab (docs/screens/clientContracts.md).
  await expect.poll(() => pathname(page)).toBe('/contracts/to-sign');
});

test('the agency dropdown of an internal user saves on Validate only', async () => {
  await signInFresh('director');
  await screenShown(page);
  const picker = page.getByTestId('agency-picker-button');
  await picker.click();
  await page.getByRole('checkbox', { name: 'LYO - Lyon Part-Dieu' }).check();
  await page.keyboard.press('Escape');
  await expect(picker).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('agencyFolders'))).toBeNull();
  await picker.click();
  await expect(page.getByRole('checkbox', { name: 'LYO - Lyon Part-Dieu' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'PAR - Paris Bercy' }).check();
  await page.getByRole('button', { name: 'Valider' }).click();
  expect(await page.evaluate(() => localStorage.getItem('agencyFolders'))).toBe('["f-par"]');
  await expect(picker).toContainText('PAR - Paris Bercy');
  // Kept across a reload.
  await page.reload();
  await expect(page.getByTestId('agency-picker-button')).toContainText('PAR - Paris Bercy');
});

test('privacy on the other tenant: a worker opens /privacy by URL and stays; the menu has no privacy entry', async ({ browser }) => {
  // Spec section 2: the route table gives privacy to worker and selfRegistered on every tenant; only
  // the main-navigation entry is for the one named tenant. The stack runs one tenant: the other
  // one is the same settings file with its tenantName changed.
  const other = EXCLUSIVE_TENANTS.includes(E2E_TENANT) ? 'beta' : E2E_TENANT;
  const context = await browser.newContext({ baseURL: E2E_URLS.portal, locale: 'fr-FR', viewport: DESKTOP });
  const fresh = await context.newPage();
  await fresh.route('**/settings/appsettings.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), tenantName: other } });
  });
  await signInThroughPortal(fresh, 'worker', '/privacy');
  await expect.poll(() => pathname(fresh)).toBe('/privacy');
  await expect(fresh.getByRole('heading', { level: 1, name: 'Confidentialité' })).toBeVisible();
  await expect(fresh.getByTestId('header-logo').locator('img')).toHaveAttribute('src', `/tenants/${other}/logo-worker.svg`);
  const ids = await mainNavIds(fresh);
  expect(ids).toContain('faq');
  expect(ids).not.toContain('privacy');
  // A full page load of the URL, signed in: still entered.
  await fresh.goto('/privacy');
  await expect(fresh.getByRole('heading', { level: 1, name: 'Confidentialité' })).toBeVisible();
  expect(pathname(fresh)).toBe('/privacy');
  await context.close();
});
