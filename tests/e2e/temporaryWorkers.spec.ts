// Temporary workers › users in Chromium against the local stack (docs/screens/temporaryWorkerUsers.md):
// an agency director opens the workers from the menu, invites an unregistered worker, finds them
// among the invited, and sends the invitation again; each status offers only its actions (the worker
// account lifecycle); an administrator reads the same list without a button. Checked by axe and at
// 360 px wide.
import type { Page } from '@playwright/test';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';
import { E2E_URLS } from './stack-env.ts';
import { seriousAxeViolations } from './axe.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

const workers = (page: Page) => page.locator('[data-machine="temporaryWorkerUsers"]');
const cards = (page: Page) => workers(page).locator('li.desk-card');
const actions = (card: ReturnType<typeof cards>) => card.locator('button').allInnerTexts();

test('an agency director invites an unregistered worker, finds them invited, and sends the invitation again', async ({ page }) => {
  await signInThroughPortal(page, 'director', '/home');
  await page.locator('.main-nav [data-nav="temporaryWorkers"]').click();
  await expect(page).toHaveURL(/\/temporary-workers\/users\/all$/);
  await expect(workers(page)).toHaveAttribute('data-state', /loaded/);
  expect(await seriousAxeViolations(page, '.layout section.screen')).toEqual([]);

  // Each status offers its own actions only (the lifecycle): registered → deactivate, deactivated →
  // reactivate, invited → resend, unsubscribed → nothing.
  for (const [status, offered] of [
    ['registered', ['Désactiver']],
    ['deactivated', ['Réactiver']],
    ['invited', ['Renvoyer l’invitation']],
    ['unsubscribed', []],
  ] as const) {
    const card = cards(page)
      .and(page.locator(`[data-status="${status}"]`))
      .first();
    await expect(card).toBeVisible();
    expect(await actions(card), status).toEqual(offered);
  }

  // The unregistered tab: one of them, invited by keyboard.
  await page.getByRole('link', { name: 'Non inscrits', exact: true }).click();
  await expect(page).toHaveURL(/\/temporary-workers\/users\/unregistered$/);
  const first = cards(page).first();
  await expect(first).toContainText('Non inscrit');
  expect(await actions(first)).toEqual(['Inviter']);
  const id = await first.getAttribute('data-item');
  const name = await first.locator('.desk-card__title').innerText();
  const card = workers(page).locator(`li[data-item="${id}"]`);
  await card.getByRole('button', { name: `Inviter ${name}` }).focus();
  await page.keyboard.press('Enter');
  const question = card.getByRole('group');
  await expect(question).toContainText(`Envoyer une invitation au portail à`);
  await question.getByRole('button', { name: 'Confirmer' }).click();
  await expect(card.getByRole('status')).toHaveText(/^Invitation envoyée à .+@.+\.$/);

  // Among the invited now, with the resend its status offers.
  await page.getByRole('link', { name: 'Invités', exact: true }).click();
  await expect(page).toHaveURL(/\/temporary-workers\/users\/invited$/);
  await expect(card).toContainText('Invité');
  expect(await actions(card)).toEqual(['Renvoyer l’invitation']);
  await card.getByRole('button', { name: `Renvoyer l’invitation de ${name}` }).click();
  await expect(card.getByRole('group')).toContainText('Le lien précédent ne fonctionnera plus.');
  await card.getByRole('group').getByRole('button', { name: 'Confirmer' }).click();
  await expect(card.getByRole('status')).toHaveText(/^Invitation renvoyée à .+@.+\.$/);

  // Not among the unregistered any more, after a reload too: the server holds it.
  await page.reload();
  await expect(workers(page).locator(`li[data-item="${id}"]`)).toContainText('Invité');
  await page.getByRole('link', { name: 'Non inscrits', exact: true }).click();
  await expect(workers(page)).toHaveAttribute('data-state', /loaded/);
  await expect(workers(page).locator(`li[data-item="${id}"]`)).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('an administrator reads the same workers without an action, where a director has them', async ({ page, browser }) => {
  // The positive case first: the director's list of the same URL offers actions.
  const director = await browser.newContext({ baseURL: E2E_URLS.portal, locale: 'fr-FR' });
  const directorPage = await director.newPage();
  await signInThroughPortal(directorPage, 'director', '/temporary-workers/users/all');
  await expect(workers(directorPage)).toHaveAttribute('data-state', /loaded/);
  expect(await workers(directorPage).locator('button').count()).toBeGreaterThan(0);
  await director.close();

  await signInThroughPortal(page, 'admin', '/temporary-workers/users/all');
  await expect(workers(page)).toHaveAttribute('data-state', /loaded/);
  await expect(cards(page).first()).toBeVisible();
  expect(await cards(page).count()).toBeGreaterThan(3);
  await expect(workers(page).locator('button')).toHaveCount(0);
});
