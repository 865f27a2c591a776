// Back office › FAQs in Chromium (docs/screens/backOfficeFaqs.md): support writes a question for
// workers from the back office's menu, saves it as a draft and publishes it; a worker then finds it
// under the workers' tab of the FAQ screen, its tag shown as typed; disabled, it leaves the FAQ.
// Axe on the screen and the form; the form at 360 px.
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe.ts';
import { E2E_URLS } from './stack-env.ts';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

const backOffice = (page: Page) => page.locator('[data-machine="backOfficeFaqs"]');

test('support writes a question for workers and publishes it; a worker finds it in the FAQ, and no longer once disabled', async ({
  page,
  browser,
}) => {
  await signInThroughPortal(page, 'support', '/news');
  await page.locator('[data-nav="backOffice"]').first().click();
  await page.locator('[data-nav="faqs"]').last().click();
  await expect(page).toHaveURL(/\/back-office\/faqs/);
  await expect(backOffice(page)).toHaveAttribute('data-state', /data\.loaded/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Écrire une question' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle question' });
  await expect(form.getByRole('combobox', { name: 'Catégorie' })).toBeFocused();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Choisissez une catégorie.')).toBeVisible();
  const question = 'Puis-je <b>changer</b> d’agence ?';
  await form.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Intérimaires' });
  await form.getByRole('textbox', { name: 'Question' }).fill(question);
  await form.getByRole('textbox', { name: 'Réponse' }).fill('Oui : demandez-le à votre agence actuelle.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Brouillon enregistré' })).toBeVisible();
  const card = backOffice(page).locator('li[data-item]').first();
  await expect(card.locator('.desk-card__title')).toHaveText(question);
  await expect(card).toContainText('Brouillon');
  await card.getByRole('button', { name: `Publier « ${question} »` }).click();
  await expect(card.getByRole('group')).toContainText('La FAQ la montrera à tous.');
  await card.getByRole('button', { name: 'Confirmer' }).click();
  await expect(card.getByRole('status')).toHaveText(`« ${question} » est publiée.`);

  const context = await browser.newContext({ baseURL: E2E_URLS.portal });
  const worker = await context.newPage();
  await signInThroughPortal(worker, 'worker', '/faq/workers');
  const faq = worker.locator('[data-machine="faq"]');
  await expect(faq).toContainText(question);
  await expect(faq.locator('b')).toHaveCount(0);

  await card.getByRole('button', { name: `Désactiver « ${question} »` }).click();
  await card.getByRole('button', { name: 'Confirmer' }).click();
  await expect(card.getByRole('status')).toHaveText(`« ${question} » est désactivée.`);
  await worker.reload();
  await expect(faq).toHaveAttribute('data-state', /data\.loaded/);
  await expect(faq).not.toContainText(question);
  await context.close();
});

test('at 360 px: the FAQs and their form fit the screen, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughPortal(page, 'moa', '/back-office/faqs/all');
  await expect(backOffice(page).locator('li[data-item]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Écrire une question' }).click();
  await expect(page.getByRole('form', { name: 'Nouvelle question' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('form', { name: 'Nouvelle question' }).screenshot({ path: 'test-results/backOfficeFaqs-form-360.png' });
});
