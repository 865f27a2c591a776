// Back office › news in Chromium (docs/screens/backOfficeNews.md), and the journey across roles:
// communication writes an article for workers from the back office's menu, saves it as a draft and
// publishes it, and a worker, signed in and never reloading, gets the toast and finds the article
// first on their news screen, its tag shown as typed. Axe on the screen and the form, and both at
// 360 px.
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe.ts';
import { E2E_URLS } from './stack-env.ts';
import { expect, hubConnected, resetStack, signInThroughPortal, test } from './portal.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

const backOffice = (page: Page) => page.locator('[data-machine="backOfficeNews"]');

test('across roles: communication writes an article for workers and publishes it, a signed-in worker gets the toast and reads it first on the news screen', async ({
  page: workerPage,
  browser,
}) => {
  await signInThroughPortal(workerPage, 'worker', '/home');
  await hubConnected(workerPage);
  await workerPage.evaluate(() => Object.assign(window, { notReloaded: true }));

  const context = await browser.newContext({ baseURL: E2E_URLS.portal });
  const page = await context.newPage();
  await signInThroughPortal(page, 'communication', '/news');
  await page.locator('[data-nav="backOffice"]').first().click();
  await page.locator('[data-nav="news"]').last().click();
  await expect(page).toHaveURL(/\/back-office\/news/);
  await expect(backOffice(page)).toHaveAttribute('data-state', /data\.loaded/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The form: a title is required; what is typed survives a reload (the re-login's and the
  // maintenance page's full page load).
  await page.getByRole('button', { name: 'Écrire une actualité' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle actualité' });
  await expect(form.getByRole('textbox', { name: 'Titre' })).toBeFocused();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByRole('textbox', { name: 'Titre' })).toHaveAccessibleDescription(/Ce champ est obligatoire\./);
  const title = 'Vestiaires <b>rénovés</b> à Corbas';
  await form.getByRole('textbox', { name: 'Titre' }).fill(title);
  await form.getByRole('textbox', { name: 'Résumé' }).fill('Dès lundi, des casiers neufs.');
  await form.getByRole('textbox', { name: 'Texte' }).fill('Les vestiaires rouvrent lundi.\n\nApportez votre cadenas.');
  await form.getByRole('checkbox', { name: 'Intérimaire', exact: true }).check();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.reload();
  await expect(form.getByText('Vos modifications non enregistrées ont été reprises.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Titre' })).toHaveValue(title);
  await expect(form.getByRole('checkbox', { name: 'Intérimaire', exact: true })).toBeChecked();
  await form.getByRole('button', { name: 'Enregistrer' }).click();

  // Saved as a draft, first in the list; nobody reads it yet. Published from its card.
  await expect(page.getByRole('status').filter({ hasText: 'Brouillon enregistré' })).toBeVisible();
  const draft = backOffice(page).locator('li[data-item]').first();
  await expect(draft.locator('.desk-card__title')).toHaveText(title);
  await expect(draft).toContainText('Brouillon');
  await expect(draft).toContainText('Intérimaire');
  await draft.getByRole('button', { name: `Publier « ${title} »` }).click();
  await expect(draft.getByRole('group')).toContainText('Ses lecteurs la verront et recevront une notification.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await draft.getByRole('button', { name: 'Confirmer' }).click();
  await expect(draft.getByRole('status')).toHaveText(`« ${title} » est publiée.`);
  await expect(draft).toContainText('Activée');
  await expect(draft.getByRole('button', { name: `Désactiver « ${title} »` })).toBeVisible();

  // The worker, never reloaded: the toast, and the article first on the news screen, as typed.
  const toast = workerPage.getByTestId('toast');
  await expect(toast).toContainText(`Nouvelle actualité : ${title}`);
  await toast.getByRole('button', { name: 'Lire l’actualité' }).click();
  await expect(workerPage).toHaveURL(`${E2E_URLS.portal}/news`);
  await expect(workerPage.locator('[data-machine="news"] li h2').first()).toHaveText(title);
  await expect(workerPage.locator('[data-machine="news"] b')).toHaveCount(0);
  expect(await workerPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await context.close();
});

test('communication changes a published article: its readers see the change', async ({ page }) => {
  await signInThroughPortal(page, 'communication', '/back-office/news/enabled');
  await expect(backOffice(page)).toHaveAttribute('data-state', /data\.loaded/);
  const card = backOffice(page).locator('li[data-item]').first();
  const before = (await card.locator('.desk-card__title').textContent())!;
  await card.getByRole('button', { name: `Modifier « ${before} »` }).click();
  const form = card.getByRole('form', { name: `Modifier « ${before} »` });
  await expect(form.getByRole('textbox', { name: 'Titre' })).toHaveValue(before);
  await form.getByRole('textbox', { name: 'Titre' }).fill(`${before} (mise à jour)`);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(card.getByRole('status')).toHaveText(`« ${before} (mise à jour) » est enregistrée.`);
  await expect(card).toContainText('Activée');
  await page.goto('/news');
  await expect(page.locator('[data-machine="news"]')).toContainText(`${before} (mise à jour)`);
});

test('at 360 px: the back office’s news fit the screen, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughPortal(page, 'moa', '/back-office/news/all');
  await expect(backOffice(page)).toHaveAttribute('data-state', /data\.loaded/);
  await expect(backOffice(page).locator('li[data-item]').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/backOfficeNews-360.png', fullPage: false });
  await page.getByRole('button', { name: 'Écrire une actualité' }).click();
  await expect(page.getByRole('form', { name: 'Nouvelle actualité' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('form', { name: 'Nouvelle actualité' }).screenshot({ path: 'test-results/backOfficeNews-form-360.png' });
});
