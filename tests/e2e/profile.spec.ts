// Profile approval and the profile screens (issue 10) in Chromium against the local stack: the
// welcome modal of `client-approval` (save, cancel, a failed save retried), My profile by user
// type, days off, and the language preference.
import { type Page } from '@playwright/test';
import { expect, test, fault, resetStack, signInThroughPortal } from './portal.ts';

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
  await expect(devices).toHaveAttribute('data-state', 'list');
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
