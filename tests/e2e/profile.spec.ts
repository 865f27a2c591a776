// Profile approval and the profile screens (issue 10) in Chromium against the local stack: the
// welcome modal of `client-approval` (save, cancel, a failed save retried), My profile by user
// type, days off, and the language preference.
import { expect, test, type Page } from '@playwright/test';
import { resetStack, signInThroughPortal } from './portal.ts';

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
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Saisissez une adresse e-mail valide')).toBeVisible();

  const saves: string[] = [];
  page.on('request', (request) => { if (request.method() === 'PUT' && request.url().endsWith('/v1/users/profile')) saves.push(request.postData() ?? ''); });
  await email.fill('gabriel.lefebvre@alpha-interim.example');
  await page.getByRole('button', { name: 'Enregistrer' }).dblclick();
  await expect(welcome(page)).toHaveCount(0);
  expect(saves).toHaveLength(1);
  expect(JSON.parse(saves[0])).toMatchObject({ id: 'u-alpha-client-approval', email: 'gabriel.lefebvre@alpha-interim.example' });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(welcome(page)).toHaveCount(0);
});

test('client-approval closes the welcome modal: the profile is approved and the modal does not come back', async ({ page }) => {
  await signInThroughPortal(page, 'client-approval', '/home');
  await expect(welcome(page)).toHaveAttribute('data-state', 'form.editing');
  const approve = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith('/v1/users/u-alpha-client-approval/profile/approve'));
  await page.getByRole('button', { name: 'Fermer' }).first().click();
  await approve;
  await expect(welcome(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(welcome(page)).toHaveCount(0);
});
