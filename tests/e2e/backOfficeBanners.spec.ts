// Back office › banners in Chromium (docs/screens/backOfficeBanners.md): communication writes a
// banner for workers from the back office's menu (a link to another site refused, a portal page
// taken), saves it as a draft and publishes it; a signed-in worker finds it first on home, its tag
// shown as typed, its link leading to the page; the client's home does not show it; disabled, it
// leaves the worker's home at the next read. Axe on the screen, the form and the home; both at 360 px.
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe.ts';
import { E2E_URLS } from './stack-env.ts';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

const backOffice = (page: Page) => page.locator('[data-machine="backOfficeBanners"]');
const TITLE = 'Nouveau : la carte <b>carburant</b>';

test('communication publishes a banner for workers; a worker sees it on home and follows it, the client does not; disabled, it leaves', async ({
  page,
  browser,
}) => {
  await signInThroughPortal(page, 'communication', '/news');
  await page.locator('[data-nav="backOffice"]').first().click();
  await page.locator('[data-nav="banners"]').last().click();
  await expect(page).toHaveURL(/\/back-office\/banners/);
  await expect(backOffice(page)).toHaveAttribute('data-state', /data\.loaded/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Écrire une bannière' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle bannière' });
  await expect(form.getByRole('textbox', { name: 'Titre' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Titre' }).fill(TITLE);
  await form.getByRole('textbox', { name: 'Texte' }).fill('Jusqu’à 10 centimes de moins par litre, dès votre prochaine mission.');
  await form.getByRole('textbox', { name: 'Lien (facultatif)' }).fill('https://partner.example/carte');
  await form.getByRole('checkbox', { name: 'Intérimaire', exact: true }).check();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByRole('textbox', { name: 'Lien (facultatif)' })).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await form.getByRole('textbox', { name: 'Lien (facultatif)' }).fill('/advantages');
  await form.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Brouillon enregistré' })).toBeVisible();
  const card = backOffice(page).locator('li[data-item]').first();
  await expect(card.locator('.desk-card__title')).toHaveText(TITLE);
  await expect(card).toContainText('Brouillon');
  await expect(card).toContainText('Affichée pourIntérimaire');
  await card.getByRole('button', { name: `Publier « ${TITLE} »` }).click();
  await expect(card.getByRole('group')).toContainText('Elle s’affichera en haut de l’accueil des rôles visés.');
  await card.getByRole('button', { name: 'Confirmer' }).click();
  await expect(card.getByRole('status')).toHaveText(`« ${TITLE} » est publiée.`);

  const context = await browser.newContext({ baseURL: E2E_URLS.portal });
  const worker = await context.newPage();
  await signInThroughPortal(worker, 'worker', '/home');
  const banners = worker.getByRole('region', { name: 'À la une' });
  const first = banners.locator('[data-banner]').first();
  await expect(first).toContainText(TITLE);
  await expect(banners.locator('b')).toHaveCount(0);
  expect(await seriousAxeViolations(worker)).toEqual([]);

  const client = await context.browser()!.newContext({ baseURL: E2E_URLS.portal });
  const clientPage = await client.newPage();
  await signInThroughPortal(clientPage, 'client', '/home');
  await expect(clientPage.locator('[data-banner]').first()).toBeVisible();
  await expect(clientPage.locator('[data-machine="clientHome"]')).not.toContainText(TITLE);
  await client.close();

  await first.getByRole('link', { name: `En savoir plus : ${TITLE}` }).click();
  await expect(worker).toHaveURL(/\/advantages/);

  await card.getByRole('button', { name: `Désactiver « ${TITLE} »` }).click();
  await card.getByRole('button', { name: 'Confirmer' }).click();
  await expect(card.getByRole('status')).toHaveText(`« ${TITLE} » est désactivée.`);
  await worker.goto('/home');
  await expect(worker.locator('[data-machine="workerHome"]')).toContainText('Mes missions');
  await expect(worker.locator('[data-banner]').first()).toBeVisible();
  await expect(worker.locator('[data-machine="workerHome"]')).not.toContainText(TITLE);
  await context.close();
});

test('at 360 px: the banners, their form and a worker’s home fit the screen, nothing scrolls sideways', async ({ page, browser }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughPortal(page, 'admin', '/back-office/banners/all');
  await expect(backOffice(page).locator('li[data-item]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Écrire une bannière' }).click();
  await expect(page.getByRole('form', { name: 'Nouvelle bannière' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('form', { name: 'Nouvelle bannière' }).screenshot({ path: 'test-results/backOfficeBanners-form-360.png' });

  const context = await browser.newContext({ baseURL: E2E_URLS.portal, viewport: { width: 360, height: 740 } });
  const worker = await context.newPage();
  await signInThroughPortal(worker, 'worker', '/home');
  await expect(worker.locator('[data-banner]').first()).toBeVisible();
  await expect.poll(() => worker.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await worker.screenshot({ path: 'test-results/backOfficeBanners-home-360.png' });
  await context.close();
});
