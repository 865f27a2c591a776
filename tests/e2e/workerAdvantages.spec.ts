// A worker's Advantages and My offers in Chromium against the local stack (docs/screens/
// depositRequest.md, advantages.md, myOffers.md): ask for a pay advance and see it pending, then
// paid when the agency answers (pushed through the hub); read the tenant's CET page; star an offer
// and apply to another, by keyboard; each screen axe-clean and usable 360 px wide.
import { type Page } from '@playwright/test';
import { expect, hubConnected, resetStack, signInThroughPortal, test } from './portal.ts';
import { E2E_URLS } from './stack-env.ts';
import { seriousAxeViolations } from './axe.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

/** Nothing wider than the window: no sideways scrolling at 360 px, once the layout has followed the
 *  new width (a banner sliding in is wider for a moment). */
async function fitsTheWidth(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** "275,00 €" → 27500 */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

test('a worker asks for a pay advance, sees it pending, then paid when the agency answers', async ({ page, request }, testInfo) => {
  await signInThroughPortal(page, 'worker', '/home');
  await page.locator('.main-nav [data-nav="advantages"]').click();
  await expect(page).toHaveURL(`${E2E_URLS.portal}/advantages/deposit-request`);
  const deposit = page.locator('[data-machine="depositRequest"]');
  await expect(deposit).toHaveAttribute('data-state', /action\.idle/);
  const available = cents((await deposit.locator('.deposit__amount').textContent()) ?? '');
  expect(available).toBeGreaterThan(2000);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Demander un acompte' }).click();
  // Above what is available: said under the field, which takes the focus; nothing is sent.
  await page.getByLabel('Montant (€)').fill(String(available / 100 + 1));
  await page.getByLabel('Motif').fill('Réparation de ma voiture');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(deposit.getByText(/Le montant dépasse ce qui est disponible/)).toBeVisible();
  await expect(page.getByLabel('Montant (€)')).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('Montant (€)').fill('20');
  await page.getByLabel('Montant (€)').press('Enter');

  await expect(deposit.getByText('Votre demande est envoyée : elle attend la réponse de votre agence.')).toBeVisible();
  const newest = deposit.locator('[data-request]').first();
  await expect(newest).toHaveAttribute('data-status', 'pending');
  await expect(newest).toContainText('Réparation de ma voiture');
  await expect(newest).toContainText('En attente');
  await expect.poll(async () => cents((await deposit.locator('.deposit__amount').textContent()) ?? '')).toBe(available - 2000);

  // The agency pays it: the hub's notification reads the account again.
  await hubConnected(page);
  const answered = await request.post(`${E2E_URLS.control}/deposit-requests/answer`, { data: { login: 'worker', status: 'paid' } });
  expect(answered.ok(), await answered.text()).toBe(true);
  await expect(newest).toHaveAttribute('data-status', 'paid');
  await expect(newest).toContainText('Versé');

  await page.setViewportSize({ width: 360, height: 740 });
  await fitsTheWidth(page);
  await page.screenshot({ path: testInfo.outputPath('deposit-360.png'), fullPage: true });
});

test('a worker reads the CET page of their agency, with its links', async ({ page }) => {
  await signInThroughPortal(page, 'worker', '/advantages/deposit-request');
  await page.locator('[data-nav="cet"]').first().click();
  await expect(page).toHaveURL(`${E2E_URLS.portal}/advantages/cet`);
  const advantages = page.locator('[data-machine="advantages"]');
  await expect(advantages).toHaveAttribute('data-page', 'cet');
  await expect(advantages.locator('article p').first()).toContainText('compte épargne-temps (CET) d’Alpha Intérim');
  const link = advantages.getByRole('link', { name: /Contacter mon agence/ });
  await expect(link).toHaveAttribute('target', '_blank');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await fitsTheWidth(page);
});

test('a worker stars an offer, finds it among favourites, and applies to another by keyboard', async ({ page }, testInfo) => {
  await signInThroughPortal(page, 'worker', '/home');
  await page.locator('.main-nav [data-nav="myOffers"]').click();
  await expect(page).toHaveURL(`${E2E_URLS.portal}/my-offers/all`);
  const offers = page.locator('[data-machine="myOffers"]');
  await expect(offers.locator('li[data-item]').first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Favourite: the star changes at once, and the favourites tab has the offer.
  const star = page.getByRole('button', { name: 'Favori : Vendeur en boulangerie' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.locator('[data-nav="favorites"]').first().click();
  await expect(page).toHaveURL(`${E2E_URLS.portal}/my-offers/favorites`);
  await expect(offers.locator('li[data-item="job-alpha-2"]')).toBeVisible();

  // Apply, by keyboard: the question takes the focus, Enter confirms.
  await page.locator('[data-nav="all"]').first().click();
  const apply = page.getByRole('button', { name: 'Postuler : Agent de maintenance industrielle' });
  await apply.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('button', { name: 'Confirmer ma candidature' });
  await expect(confirm).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  const card = offers.locator('li[data-item="job-alpha-5"]');
  await expect(card).toContainText('Votre candidature est envoyée.');
  await expect(card).toHaveAttribute('data-application', 'applied');
  await expect(card).toContainText('Candidature envoyée le');

  // Candidates: the application, with its status, after a reload too.
  await page.locator('[data-nav="candidates"]').first().click();
  await expect(offers.locator('li[data-item="job-alpha-5"]')).toHaveAttribute('data-application', 'applied');
  await page.reload();
  await expect(page.locator('[data-machine="myOffers"] li[data-item="job-alpha-5"]')).toContainText('Candidature envoyée le');
  await expect(page.locator('[data-machine="myOffers"] li[data-item="job-alpha-1"]')).toContainText('Candidature en cours d’examen');

  await page.setViewportSize({ width: 360, height: 740 });
  await fitsTheWidth(page);
  await page.screenshot({ path: testInfo.outputPath('offers-360.png'), fullPage: true });
});
