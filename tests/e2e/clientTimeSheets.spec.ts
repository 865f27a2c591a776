// The client's time sheets in Chromium (docs/screens/clientTimeSheets.md), and the journey across
// roles: a worker sends this week, their client approves it with last week's at once
// (ticked by keyboard), and the worker, who never reloads, is told by a pushed toast and finds both
// weeks approved. Then a client disputes a week by keyboard (a reason too short refused where it was
// typed) and the week moves to the disputed tab with its reason; axe on each, and the screen at 360 px.
import type { Page } from '@playwright/test';
import { E2E_URLS } from './stack-env.ts';
import { expect, hubConnected, resetStack, signInThroughPortal, test } from './portal.ts';
import { seriousAxeViolations } from './axe.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

const clientSheets = (page: Page) => page.locator('[data-machine="clientTimeSheets"]');
const workerSheets = (page: Page) => page.locator('[data-machine="workerTimeSheets"]');

/** The worker fills this week's Monday (8 h) and sends it to the client; answers the week's id. */
async function workerSendsThisWeek(page: Page): Promise<string> {
  await page.locator('[data-nav="workerTimeSheets"]').first().click();
  await expect(page).toHaveURL(/\/time-sheets\/to-fill$/);
  const id = (await workerSheets(page).locator('li[data-status="draft"]').last().getAttribute('data-item'))!;
  const thisWeek = workerSheets(page).locator(`li[data-item="${id}"]`);
  await thisWeek.getByRole('button', { name: /^Remplir la semaine/ }).click();
  const monday = thisWeek.locator('form fieldset').first();
  await monday.locator('input').nth(0).fill('8:00');
  await monday.locator('input').nth(1).fill('16h30');
  await monday.locator('input').nth(2).fill('30');
  await thisWeek.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(thisWeek.locator('.week__status')).toHaveText('Brouillon');
  await thisWeek.getByRole('button', { name: /^Envoyer au client/ }).click();
  await thisWeek.locator('.week__confirm').getByRole('button', { name: 'Envoyer' }).click();
  await expect(thisWeek.locator('.week__status')).toHaveText('Envoyée, en attente de validation');
  return id;
}

test('across roles: a worker sends a week, the client approves it with another at once, the worker sees both approved without reloading', async ({
  page: workerPage,
  browser,
}) => {
  // The worker, signed in, their hub connected: pushes reach this page.
  await signInThroughPortal(workerPage, 'worker', '/home');
  await hubConnected(workerPage);
  const weekId = await workerSendsThisWeek(workerPage);
  await workerPage.getByRole('link', { name: 'Envoyées' }).click();
  await expect(workerPage).toHaveURL(/\/time-sheets\/submitted$/);
  const sent = workerSheets(workerPage).locator('li[data-item]');
  await expect(sent).toHaveCount(2);
  const earlierId = (await sent.evaluateAll(
    (items, mine) => items.map((li) => li.getAttribute('data-item')).find((id) => id !== mine),
    weekId,
  ))!;
  // A mark on this document: a reload would drop it.
  await workerPage.evaluate(() => Object.assign(window, { notReloaded: true }));

  // The client, in a context of their own, opens their time sheets from the menu.
  const clientContext = await browser.newContext({ baseURL: E2E_URLS.portal });
  const clientPage = await clientContext.newPage();
  await signInThroughPortal(clientPage, 'client', '/home');
  await clientPage.locator('[data-nav="clientTimeSheets"]').first().click();
  await expect(clientPage).toHaveURL(`${E2E_URLS.portal}/time-sheets/to-approve`);
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Relevés d’heures' })).toBeVisible();
  await expect(clientSheets(clientPage)).toHaveAttribute('data-state', /data\.loaded/);
  const weeks = clientSheets(clientPage).locator('li[data-item]');
  // The week waiting longest first, then the one just sent: the same records as the worker's.
  await expect(weeks).toHaveCount(2);
  expect(await weeks.evaluateAll((items) => items.map((li) => li.getAttribute('data-item')))).toEqual([earlierId, weekId]);
  const mine = clientSheets(clientPage).locator(`li[data-item="${weekId}"]`);
  await expect(mine.locator('h3')).toHaveText(/\S+ \S+/);
  await expect(mine.locator('.client-week__status')).toHaveText('À valider');
  await expect(mine.locator('.client-week__total')).toHaveText('Total : 8 h 00 sur 35 h prévues');
  expect(await seriousAxeViolations(clientPage)).toEqual([]);

  // Both weeks ticked by keyboard (Space on each box), then approved once, after the question.
  const first = weeks.first().getByRole('checkbox');
  await first.focus();
  await clientPage.keyboard.press('Space');
  const bar = clientPage.locator('[data-approval]');
  await expect(bar).toContainText('1 semaine sélectionnée');
  await mine.getByRole('checkbox').focus();
  await clientPage.keyboard.press('Space');
  await expect(bar).toContainText('2 semaines sélectionnées');
  await expect(mine.getByRole('checkbox')).toBeChecked();
  expect(await seriousAxeViolations(clientPage)).toEqual([]);
  const approvals: string[] = [];
  clientPage.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v1/clients/me/time-sheets/approve'))
      approvals.push(request.postData() ?? '');
  });
  await bar.getByRole('button', { name: 'Valider la sélection' }).click();
  await expect(bar.getByRole('group')).toContainText('Valider 2 semaines (');
  // The question's Validate takes the keyboard: Enter approves.
  await expect(bar.getByRole('button', { name: 'Valider', exact: true })).toBeFocused();
  await clientPage.keyboard.press('Enter');
  await expect(clientSheets(clientPage).locator('.client-sheets__outcome')).toHaveText(
    'Semaines validées. Les intérimaires en sont avertis.',
  );
  await expect(clientSheets(clientPage)).toContainText('Aucune semaine à valider : vous avez répondu à tout.');
  expect(approvals).toHaveLength(1);
  expect(JSON.parse(approvals[0])).toEqual({ ids: [earlierId, weekId] });

  // The worker's page, never reloaded: the toast of the answer; the sent tab reads again, empty.
  const toast = workerPage.getByTestId('toast');
  await expect(toast).toContainText(/^Relevé d’heures validé : semaine du/);
  await expect(workerSheets(workerPage)).toContainText('Aucune semaine en attente de validation.');
  await toast.getByRole('button').first().click();
  await expect(workerPage).toHaveURL(`${E2E_URLS.portal}/time-sheets/approved`);
  for (const id of [weekId, earlierId]) {
    const approved = workerSheets(workerPage).locator(`li[data-item="${id}"]`);
    await expect(approved.locator('.week__status')).toHaveText('Validée par le client');
  }
  expect(await workerPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await clientContext.close();
});

test('client: disputes a week by keyboard with a reason, too short first; the week moves to Contestées with it', async ({ page }) => {
  await signInThroughPortal(page, 'client', '/time-sheets');
  await expect(page).toHaveURL(`${E2E_URLS.portal}/time-sheets/to-approve`);
  const week = clientSheets(page).locator('li[data-item]').first();
  const id = await week.getAttribute('data-item');
  await week.getByRole('button', { name: /^Contester la semaine/ }).click();
  const reason = week.getByRole('textbox', { name: 'Motif de la contestation' });
  await expect(reason).toBeFocused();
  // No week offers a box while the dispute is open.
  await expect(clientSheets(page).getByRole('checkbox').first()).toBeDisabled();
  await page.keyboard.type('Mardi');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(week.getByText('Un motif d’au moins 10 caractères : dites ce qui est à corriger.')).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  await page.keyboard.type(' : arrivée à 9 h, pas à 8 h.');
  await expect(week.locator('.client-week__counter')).toHaveText('33 / 500');
  await week.getByRole('button', { name: 'Envoyer la contestation' }).click();
  await expect(clientSheets(page).locator('.client-sheets__outcome')).toHaveText(
    'Semaine contestée. L’intérimaire en est averti et peut la corriger.',
  );
  await expect(clientSheets(page).locator(`li[data-item="${id}"]`)).toHaveCount(0);

  await page.getByRole('link', { name: 'Contestées' }).click();
  await expect(page).toHaveURL(`${E2E_URLS.portal}/time-sheets/disputed`);
  const disputed = clientSheets(page).locator(`li[data-item="${id}"]`);
  await expect(disputed.locator('.client-week__status')).toHaveText('Contestée, en attente de correction');
  await expect(disputed.getByRole('note')).toHaveText('Votre motif : Mardi : arrivée à 9 h, pas à 8 h.');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('client at 360 px: the weeks and the approval bar fit the screen, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughPortal(page, 'client', '/time-sheets/all');
  await expect(clientSheets(page)).toHaveAttribute('data-state', /data\.loaded/);
  await clientSheets(page).getByRole('checkbox').first().check();
  await expect(page.locator('[data-approval]')).toContainText('1 semaine sélectionnée');
  await page.screenshot({ path: test.info().outputPath('client-time-sheets-360.png'), fullPage: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('client-time-sheets-desktop.png'), fullPage: false });
});
