// The worker's time sheets and planning in Chromium (docs/screens/workerTimeSheets.md,
// docs/screens/workerPlanning.md): a worker opens their time sheets from the menu, fills this week
// (a day ending before it starts is refused where it was typed), saves a draft, sends it and finds it
// sent and read-only; then opens their planning from the menu and walks it by keyboard. Axe on both,
// and the time sheets at 360 px wide.
import type { Page } from '@playwright/test';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';
import { seriousAxeViolations } from './axe.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

const sheets = (page: Page) => page.locator('[data-machine="workerTimeSheets"]');

test('worker: opens time sheets from the menu, fills this week, saves a draft, sends it; the week is sent and read-only', async ({
  page,
}) => {
  await signInThroughPortal(page, 'worker', '/home');
  await page.locator('[data-nav="workerTimeSheets"]').first().click();
  await expect(page).toHaveURL(/\/time-sheets\/to-fill$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes relevés d’heures' })).toBeVisible();
  await expect(sheets(page)).toHaveAttribute('data-state', /data\.loaded/);

  // To fill: last week, disputed with the client's reason, first; then this week, empty.
  const weeks = sheets(page).locator('li[data-item]');
  await expect(weeks.first()).toHaveAttribute('data-status', 'disputed');
  await expect(weeks.first().getByRole('note')).toContainText('Vendredi : départ à 15 h 30');
  const thisWeek = sheets(page).locator('li[data-status="draft"]').last();
  await expect(thisWeek.locator('.week__status')).toHaveText('À remplir');
  const title = (await thisWeek.locator('h3').innerText()).trim();

  expect(await seriousAxeViolations(page)).toEqual([]);

  // The week's form opens with the keyboard on Monday's start.
  await thisWeek.getByRole('button', { name: /^Remplir la semaine/ }).click();
  const form = thisWeek.locator('form');
  const monday = form.locator('fieldset').first();
  await expect(monday.locator('input').first()).toBeFocused();

  // An end before the start is refused where it was typed, and the save with it.
  await page.keyboard.type('17h');
  await monday.locator('input').nth(1).fill('8');
  await expect(monday.getByText('La fin doit venir après le début, le même jour.')).toBeVisible();
  await expect(monday.locator('input').nth(1)).toHaveAttribute('aria-invalid', 'true');

  // Monday 8:00–16:30, 30 min break: 8 h; Tuesday 8h30–12h: 3 h 30; the week's total follows.
  await monday.locator('input').nth(0).fill('8:00');
  await monday.locator('input').nth(1).fill('16h30');
  await monday.locator('input').nth(2).fill('30');
  await expect(monday.getByText('La fin doit venir après le début, le même jour.')).toHaveCount(0);
  await expect(monday.locator('[data-day-total]')).toHaveText('8 h 00');
  const tuesday = form.locator('fieldset').nth(1);
  await tuesday.locator('input').nth(0).fill('8h30');
  await tuesday.locator('input').nth(1).fill('12');
  await expect(form.getByText('Total de la semaine : 11 h 30')).toBeVisible();

  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/v1\/users\/me\/time-sheets\/[^/]+$/.test(request.url())) saves.push(request.postData() ?? '');
  });
  await form.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(thisWeek.getByRole('status')).toHaveText('Semaine enregistrée en brouillon. Envoyez-la au client quand elle est complète.');
  await expect(thisWeek.locator('form')).toHaveCount(0);
  await expect(thisWeek.locator('.week__status')).toHaveText('Brouillon');
  await expect(thisWeek.locator('.week__total')).toContainText('Total : 11 h 30 sur');
  expect(saves).toHaveLength(1);
  const saved = JSON.parse(saves[0]) as { days: { start: string | null; end: string | null; breakMinutes: number | null }[] };
  expect(saved.days[0]).toMatchObject({ start: '08:00', end: '16:30', breakMinutes: 30 });
  expect(saved.days[1]).toMatchObject({ start: '08:30', end: '12:00', breakMinutes: 0 });

  // The draft is the server's: a reload shows it.
  await page.reload();
  const again = sheets(page)
    .locator('li[data-item]')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(again.locator('.week__status')).toHaveText('Brouillon');

  // Sent after the question; then read-only, in the "sent" tab.
  await again.getByRole('button', { name: /^Envoyer au client/ }).click();
  const question = again.locator('.week__confirm');
  await expect(question).toHaveAttribute('role', 'group');
  await expect(question).toContainText('(11 h 30) à Logistique Rhône ? Vous ne pourrez plus la modifier.');
  await question.getByRole('button', { name: 'Envoyer' }).click();
  await expect(again.getByRole('status')).toHaveText('Semaine envoyée à Logistique Rhône pour validation.');
  await expect(again.locator('.week__status')).toHaveText('Envoyée, en attente de validation');
  await expect(again.getByRole('button', { name: /^(Modifier|Envoyer au client|Remplir la semaine)/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Envoyées' }).click();
  await expect(page).toHaveURL(/\/time-sheets\/submitted$/);
  const sent = sheets(page)
    .locator('li[data-item]')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(sent).toHaveAttribute('data-status', 'submitted');
  await expect(sent.locator('.week__status')).toHaveText('Envoyée, en attente de validation');
  await expect(sent.getByRole('button')).toHaveCount(0);
  await sent.locator('summary').click();
  await expect(sent.locator('tbody tr').first().locator('td')).toHaveText(['08:00', '16:30', '30 min', '8 h 00']);
});

test('worker at 360 px: the week’s form fits the screen and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughPortal(page, 'worker', '/time-sheets');
  await expect(sheets(page)).toHaveAttribute('data-state', /data\.loaded/);
  const thisWeek = sheets(page).locator('li[data-status="draft"]').last();
  await thisWeek.getByRole('button', { name: /^Remplir la semaine/ }).click();
  await expect(thisWeek.locator('form input').first()).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('time-sheets-360.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await thisWeek.locator('form input').nth(2).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('worker: opens their planning from the menu on this week, then the month, and walks it by keyboard', async ({ page }) => {
  await signInThroughPortal(page, 'worker', '/home');
  await page.locator('[data-nav="temporaryWorkers"]').first().click();
  await expect(page).toHaveURL(/\/temporary-workers\/planning\/week$/);
  const planning = page.locator('[data-machine="workerPlanning"]');
  await expect(planning.locator('.planning__title')).toContainText('Semaine du');
  await expect(planning.getByRole('grid').getByRole('row')).toHaveCount(7);
  // The current mission, in the list and on the week's working days.
  await expect(planning.locator('.planning__missions li[data-status="current"]')).toContainText('Logistique Rhône');
  await expect(planning.locator('.planning__day--worked').first()).toContainText('Logistique Rhône');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Mois' }).click();
  await expect(page).toHaveURL(/\/temporary-workers\/planning\/month$/);
  const grid = planning.getByRole('grid');
  // Today's cell is the grid's one stop for the keyboard.
  const today = grid.locator('button[aria-current="date"]');
  await expect(today).toHaveAttribute('tabindex', '0');
  const monthTitle = await planning.locator('.planning__title').innerText();

  await today.focus();
  await page.keyboard.press('Home');
  await expect(grid.locator('button:focus')).toHaveAttribute('aria-label', /^lundi.*Logistique Rhône/);
  await expect(planning.locator('.planning__detail')).toContainText('Logistique Rhône');
  await page.keyboard.press('ArrowRight');
  await expect(grid.locator('button:focus')).toHaveAttribute('aria-label', /^mardi/);
  await page.keyboard.press('End');
  await expect(grid.locator('button:focus')).toHaveAttribute('aria-label', /^dimanche.*Pas de mission/);
  await expect(planning.locator('.planning__detail')).toContainText('Pas de mission');
  await page.keyboard.press('PageDown');
  await expect(planning.locator('.planning__title')).not.toHaveText(monthTitle);
  await expect(grid.locator('button:focus')).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // At 360 px the month's grid fits the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('planning-month-360.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
