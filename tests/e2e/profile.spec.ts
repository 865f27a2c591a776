// Profile approval and the profile screens in Chromium against the local stack: the
// welcome modal of `client-approval` (save, cancel, a failed save retried), My profile by user
// type, every entry of the profile menus as a worker, a client and an internal user (the logout
// emptying the tab's session storage), days off, and the language preference.
import { type Locator, type Page } from '@playwright/test';
import { expect, test, fault, resetStack, sessionStorageKeys, signInThroughPortal, SIGNED_IN_SESSION_KEYS } from './portal.ts';
import { E2E_URLS } from './stack-env.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

const welcome = (page: Page) => page.locator('[data-machine="profileApproval"]');

test('client-approval edits the welcome modal, saves, and the modal does not come back', async ({ page }) => {
  await signInThroughPortal(page, 'client-approval', '/home');
  await expect(welcome(page)).toHaveAttribute('data-state', 'form.editing');
  await expect(page.getByRole('dialog', { name: 'Bienvenue sur votre espace' })).toBeVisible();
  const email = page.getByLabel('Adresse e-mail');
  await expect(email).toHaveValue('client-approval@alpha-interim.example');

  // A bad e-mail is refused next to the field, and announced.
  await email.fill('gabriel-at-alpha');
  await welcome(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Saisissez une adresse e-mail valide')).toBeVisible();

  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/v1/users/profile')) saves.push(request.postData() ?? '');
  });
  await email.fill('gabriel.lefebvre@alpha-interim.example');
  await welcome(page).getByRole('button', { name: 'Enregistrer' }).dblclick();
  await expect(welcome(page)).toHaveCount(0);
  expect(saves).toHaveLength(1);
  expect(JSON.parse(saves[0])).toMatchObject({ id: 'u-alpha-client-approval', email: 'gabriel.lefebvre@alpha-interim.example' });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(welcome(page)).toHaveCount(0);

  // The change shows on My profile (client variant).
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil client' })).toBeVisible();
  const profile = page.locator('[data-machine="myProfile"]');
  await expect(profile).toHaveAttribute('data-state', 'viewing');
  await expect(profile.locator('[data-field="email"] dd')).toHaveText('gabriel.lefebvre@alpha-interim.example');
  await expect(welcome(page)).toHaveCount(0);
});

test('client-approval closes the welcome modal: the profile is approved and the modal does not come back', async ({ page }) => {
  await signInThroughPortal(page, 'client-approval', '/home');
  await expect(welcome(page)).toHaveAttribute('data-state', 'form.editing');
  const approve = page.waitForRequest(
    (request) => request.method() === 'PATCH' && request.url().endsWith('/v1/users/u-alpha-client-approval/profile/approve'),
  );
  await welcome(page).locator('.modal__actions').getByRole('button', { name: 'Fermer' }).click();
  await approve;
  await expect(welcome(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(welcome(page)).toHaveCount(0);
});

test('a 500 on save shows the error dialog with Retry, keeps what was typed, and Retry saves it', async ({ page, request }) => {
  await fault(request, { method: 'PUT', path: '/v1/users/profile', status: 500, times: 1 });
  await signInThroughPortal(page, 'client-approval', '/home');
  await expect(welcome(page)).toHaveAttribute('data-state', 'form.editing');
  await page.getByLabel('Téléphone mobile').fill('+33 6 99 88 77 66');
  const bodies: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/v1/users/profile')) bodies.push(r.postData() ?? '');
  });
  await welcome(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(welcome(page)).toHaveAttribute('data-state', 'form.saveFailed');
  const dialog = page.locator('[data-machine="errorDialog"]');
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel('Téléphone mobile')).toHaveValue('+33 6 99 88 77 66');
  await dialog.getByRole('button', { name: /Réessayer/ }).click();
  await expect(welcome(page)).toHaveCount(0);
  expect(bodies).toHaveLength(2);
  expect(bodies[1]).toBe(bodies[0]);
  expect(JSON.parse(bodies[1])).toMatchObject({ id: 'u-alpha-client-approval', mobilePhone: '+33 6 99 88 77 66' });
});

// The three profiles of docs/decisions.md "The three profiles", as the French screen says them.
const PROFILES = [
  {
    login: 'worker',
    title: 'Mon profil intérimaire',
    variant: 'worker',
    fields: ['firstName', 'lastName', 'email', 'mobilePhone'],
    facts: [
      ['Statut', 'Intérimaire'],
      ['CDI intérimaire', 'Non'],
    ],
    headerMenu: ['myInformations', 'logout'],
    subMenu: ['myInformations', 'daysOff'],
  },
  {
    login: 'client',
    title: 'Mon profil client',
    variant: 'client',
    fields: ['firstName', 'lastName', 'email', 'function', 'landlinePhone', 'mobilePhone'],
    facts: [],
    headerMenu: ['myInformations', 'notifications', 'logout'],
    subMenu: ['myInformations', 'notifications', 'logout'],
  },
  {
    login: 'director',
    title: 'Mon profil',
    variant: 'generic',
    fields: ['firstName', 'lastName', 'email', 'function', 'landlinePhone'],
    facts: [['Rôles', 'Directeur·rice d’agence']],
    headerMenu: ['myInformations', 'notifications', 'logout'],
    subMenu: ['myInformations', 'notifications', 'logout'],
  },
] as const;
type ProfileCase = (typeof PROFILES)[number];

const navIds = (entries: Locator) => entries.evaluateAll((items) => items.map((item) => item.getAttribute('data-nav')));

/** The screen an entry leads to works: My profile in the user's variant, the notification list, the days-off list. */
async function expectScreen(page: Page, who: ProfileCase, entry: string) {
  if (entry === 'myInformations') {
    await expect(page).toHaveURL(`${E2E_URLS.portal}/my-profile/my-informations`);
    await expect(page.getByRole('heading', { level: 1, name: who.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Mes informations' })).toBeVisible();
    const profile = page.locator('[data-machine="myProfile"]');
    await expect(profile).toHaveAttribute('data-state', 'viewing');
    await expect(profile).toHaveAttribute('data-profile', who.variant);
    await expect(profile.locator('.profile-panel__details [data-field]')).toHaveCount(who.fields.length);
    expect(
      await profile.locator('.profile-panel__details [data-field]').evaluateAll((f) => f.map((x) => x.getAttribute('data-field'))),
    ).toEqual(who.fields);
    await expect(profile.locator('[data-field="email"] dd')).toHaveText(`${who.login}@alpha-interim.example`);
    const facts = await profile
      .locator('.profile-panel__facts > div')
      .evaluateAll((lines) => lines.map((line) => [line.querySelector('dt')!.textContent, line.querySelector('dd')!.textContent]));
    expect(facts).toEqual(who.facts);
    // Editing shows the same fields.
    await profile.getByRole('button', { name: 'Modifier mes informations' }).click();
    await expect(profile.locator('form [data-field]')).toHaveCount(who.fields.length);
    await profile.getByRole('button', { name: 'Annuler' }).click();
    await expect(profile).toHaveAttribute('data-state', 'viewing');
  } else if (entry === 'notifications') {
    await expect(page).toHaveURL(`${E2E_URLS.portal}/my-profile/my-notifications`);
    await expect(page.locator('[data-machine="notificationList"]')).toHaveAttribute('data-state', /^(ready|empty)$/);
  } else {
    expect(entry).toBe('daysOff');
    await expect(page).toHaveURL(`${E2E_URLS.portal}/my-profile/days-off`);
    await expect(page.locator('[data-machine="daysOff"]')).toHaveAttribute('data-state', 'list');
  }
  await expect(page.getByText('Le contenu de cet écran n’est pas encore disponible dans le portail.')).toHaveCount(0);
}

async function expectLoggedOut(page: Page, logout: Locator) {
  expect(await sessionStorageKeys(page)).toEqual(expect.arrayContaining(SIGNED_IN_SESSION_KEYS));
  // Logging off clears session storage (spec section 4). Read as the tab leaves for the provider's
  // logout, held there (a 204 keeps the tab on the portal), since back on the portal /autologin
  // stores the next login's state at once; then the provider's logout goes on.
  const endSessionUrl = `${E2E_URLS.idp}/session/end**`;
  let leave: (url: string) => void = () => {};
  const leaving = new Promise<string>((resolve) => (leave = resolve));
  await page.route(endSessionUrl, async (route) => {
    leave(route.request().url());
    await route.fulfill({ status: 204 });
  });
  await logout.click();
  const endSession = await leaving;
  expect(await sessionStorageKeys(page)).toEqual([]);
  await page.unroute(endSessionUrl);
  await page.goto(endSession, { waitUntil: 'commit' });
  await expect(page.locator('input[name=password]')).toBeVisible();
}

for (const who of PROFILES) {
  test(`${who.login}: every entry of the profile menu and of the profile sub-menu lands on a working screen (${who.variant} profile)`, async ({
    page,
  }) => {
    await signInThroughPortal(page, who.login, '/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The header's profile menu.
    const button = page.getByTestId('profile-menu-button');
    await button.click();
    expect(await navIds(page.getByRole('menu').getByRole('menuitem'))).toEqual(who.headerMenu);
    for (const entry of who.headerMenu.filter((id) => id !== 'logout')) {
      await page.goto('/home');
      await button.click();
      await page.getByRole('menu').locator(`[data-nav="${entry}"]`).click();
      await expectScreen(page, who, entry);
    }

    // The profile screen's sub-menu (the worker profile's for a worker).
    await page.goto('/my-profile');
    await expect(page.locator('[data-machine="myProfile"]')).toHaveAttribute('data-profile', who.variant);
    const subMenu = page.locator(`nav[data-menu="${who.variant === 'worker' ? 'workerProfile' : 'profile'}"]`);
    expect(await navIds(subMenu.locator('[data-nav]'))).toEqual(who.subMenu);
    for (const entry of who.subMenu.filter((id) => id !== 'logout')) {
      await page.goto('/my-profile');
      await subMenu.locator(`[data-nav="${entry}"]`).click();
      await expectScreen(page, who, entry);
    }

    // Logout, from the sub-menu where it has one, else from the header's menu.
    await page.goto('/my-profile');
    if (who.subMenu.includes('logout' as never)) await expectLoggedOut(page, subMenu.locator('[data-nav="logout"]'));
    else {
      await button.click();
      await expectLoggedOut(page, page.getByRole('menu').locator('[data-nav="logout"]'));
    }
  });
}

for (const login of ['worker-cdii', 'selfregistered']) {
  test(`${login} has no days-off entry, and the days-off URL is refused`, async ({ page }) => {
    await signInThroughPortal(page, login, '/my-profile');
    await expect(page.locator('[data-machine="myProfile"]')).toHaveAttribute('data-state', 'viewing');
    await expect(page.locator('[data-nav="myInformations"]').first()).toBeVisible();
    await expect(page.locator('[data-nav="daysOff"]')).toHaveCount(0);
    await page.goto('/my-profile/days-off');
    await expect(page).not.toHaveURL(/days-off/);
    await expect(page.locator('[data-machine="daysOff"]')).toHaveCount(0);
  });
}

test('worker creates a days-off request and sees it in the list', async ({ page }) => {
  await signInThroughPortal(page, 'worker', '/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil intérimaire' })).toBeVisible();
  await page.locator('[data-nav="daysOff"]').first().click();
  const daysOff = page.locator('[data-machine="daysOff"]');
  await expect(daysOff).toHaveAttribute('data-state', 'list');
  await expect(daysOff.locator('tbody tr')).toHaveCount(2);
  await page.getByRole('button', { name: 'Nouvelle demande' }).click();
  await expect(daysOff).toHaveAttribute('data-state', 'form.editing');
  await page.getByLabel('Premier jour').fill('2025-09-10');
  await page.getByLabel('Dernier jour').fill('2025-09-08');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Le dernier jour ne peut pas précéder le premier.')).toBeVisible();
  await page.getByLabel('Dernier jour').fill('2025-09-12');
  await page.getByLabel('Motif').fill('Mariage de ma sœur');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(daysOff).toHaveAttribute('data-state', 'list');
  await expect(daysOff.locator('tbody tr')).toHaveCount(3);
  await expect(daysOff.locator('tbody tr').first()).toContainText('Mariage de ma sœur');
  await expect(daysOff.locator('tbody tr').first()).toContainText('En attente');
  // Still there after a reload: it was stored by the API.
  await page.reload();
  await expect(page.locator('[data-machine="daysOff"] tbody tr').first()).toContainText('Mariage de ma sœur');
});

test('devices: the registered devices are listed, one renamed and one removed', async ({ page }) => {
  await signInThroughPortal(page, 'client', '/parameters/devices');
  const devices = page.locator('[data-machine="devices"]');
  await expect(devices).toHaveAttribute('data-state', 'data.loaded action.idle');
  await expect(devices.locator('li')).toHaveText(
    ['Ordinateur portable Renommer Supprimer', 'Téléphone Renommer Supprimer'].map((t) => new RegExp(t.split(' ')[0])),
  );
  await page.getByRole('button', { name: 'Renommer Téléphone' }).click();
  await page.getByLabel('Nom de l’appareil').fill('Mon téléphone pro');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(devices.locator('[data-device="client-phone"]')).toContainText('Mon téléphone pro');
  await page.getByRole('button', { name: 'Supprimer Ordinateur portable' }).click();
  await page.getByRole('group').getByRole('button', { name: 'Supprimer' }).click();
  await expect(devices.locator('li')).toHaveCount(1);
  await page.reload();
  await expect(page.locator('[data-machine="devices"] li')).toHaveCount(1);
  await expect(page.locator('[data-machine="devices"] li')).toContainText('Mon téléphone pro');
});

test('switching the preference to English re-renders the shell in English and survives a reload', async ({ page }) => {
  await signInThroughPortal(page, 'worker', '/parameters/preference');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres');
  await page.locator('input[data-language="en"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
});
