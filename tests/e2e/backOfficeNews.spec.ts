// Back office › news in Chromium (docs/screens/backOfficeNews.md), and the journey across roles:
// communication publishes the draft from the back office's menu, and a worker, signed in and never
// reloading, gets the toast and finds the article first on their news screen. Axe on the screen, and
// the screen at 360 px.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_URLS } from './stack-env.ts';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

const backOffice = (page: Page) => page.locator('[data-machine="backOfficeNews"]');

async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('across roles: communication publishes a draft, a signed-in worker gets the toast and reads it first on the news screen', async ({
  page: workerPage,
  browser,
}) => {
  await signInThroughPortal(workerPage, 'worker', '/home');
  await expect(workerPage.locator('[data-machine="connection"]')).toHaveAttribute('data-state', 'connected');
  await workerPage.evaluate(() => Object.assign(window, { notReloaded: true }));

  const context = await browser.newContext({ baseURL: E2E_URLS.portal });
  const page = await context.newPage();
  await signInThroughPortal(page, 'communication', '/news');
  await page.locator('[data-nav="backOffice"]').first().click();
  await page.locator('[data-nav="news"]').last().click();
  await expect(page).toHaveURL(/\/back-office\/news/);
  await expect(backOffice(page)).toHaveAttribute('data-state', /data\.loaded/);
  await page.getByRole('link', { name: 'Brouillons' }).click();
  await expect(page).toHaveURL(/\/back-office\/news\/draft$/);
  const draft = backOffice(page).locator('li[data-status="draft"]').first();
  const title = (await draft.locator('.desk-card__title').textContent())!;
  await expect(draft).toContainText('Brouillon');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await draft.getByRole('button', { name: `Publier « ${title} »` }).click();
  await expect(draft.getByRole('group')).toContainText('Ses lecteurs la verront et recevront une notification.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await draft.getByRole('button', { name: 'Confirmer' }).click();
  const card = backOffice(page).locator('li[data-status="enabled"]').filter({ hasText: title });
  await expect(card.getByRole('status')).toHaveText(`« ${title} » est publiée.`);
  await expect(card).toContainText('Activée');
  await expect(card.getByRole('button', { name: `Désactiver « ${title} »` })).toBeVisible();

  // The worker, never reloaded: the toast, and the article first on the news screen.
  const toast = workerPage.getByTestId('toast');
  await expect(toast).toContainText(`Nouvelle actualité : ${title}`);
  await toast.getByRole('button', { name: 'Lire l’actualité' }).click();
  await expect(workerPage).toHaveURL(`${E2E_URLS.portal}/news`);
  await expect(workerPage.locator('[data-machine="news"] li h2').first()).toHaveText(title);
  expect(await workerPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await context.close();
});

test('at 360 px: the back office’s news fit the screen, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughPortal(page, 'moa', '/back-office/news/all');
  await expect(backOffice(page)).toHaveAttribute('data-state', /data\.loaded/);
  await expect(backOffice(page).locator('li[data-item]').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/backOfficeNews-360.png', fullPage: false });
});
