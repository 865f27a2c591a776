// Temporary workers › planning for the agency in Chromium against the local stack
// (docs/screens/agencyPlanning.md): an agency assistant opens the planning from the menu, finds the
// week's workers at work, moves to the next week and back with the keyboard (Page Down, Page Up), sees
// a worker's mission in full, then the month; checked by axe and at 360 px wide.
import type { Page } from '@playwright/test';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';
import { seriousAxeViolations } from './axe.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

const planning = (page: Page) => page.locator('[data-machine="agencyPlanning"]');
const grid = (page: Page) => planning(page).getByRole('grid');
const title = (page: Page) => planning(page).locator('h3');

test('an agency assistant opens the planning, moves a week on and back by keyboard, and reads a worker’s mission', async ({ page }) => {
  await signInThroughPortal(page, 'assistant', '/home');
  await page.locator('.main-nav [data-nav="temporaryWorkers"]').click();
  await page.getByRole('link', { name: 'Planning', exact: true }).click();
  // The planning opens on its default tab, the week.
  await expect(page).toHaveURL(/\/temporary-workers\/planning\/week$/);
  await expect(planning(page)).toHaveAttribute('data-state', 'period.shown');
  await expect(title(page)).toHaveText(/^Semaine du \d+ .+ au \d+ .+ \d{4}$/);
  // Seven days, Monday first in French; the demo worker's forklift mission at Saint-Priest this week.
  await expect(grid(page).locator('thead th')).toHaveCount(8);
  await expect(grid(page).locator('thead th').nth(1)).toContainText('lun.');
  const cariste = grid(page).getByRole('gridcell', { name: 'Cariste CACES 3, Plateforme de Saint-Priest' });
  await expect(cariste.first()).toBeVisible();
  expect(await seriousAxeViolations(page, '.layout section.screen')).toEqual([]);
  await page.screenshot({ path: 'test-results/agency-planning-week.png', fullPage: true });

  // One tab stop in the grid; the arrows move it, Page Down reads the next week, Page Up comes back.
  const thisWeek = await title(page).innerText();
  await expect(grid(page).locator('[tabindex="0"]')).toHaveCount(1);
  await grid(page).locator('[tabindex="0"]').focus();
  await page.keyboard.press('Home');
  await expect(page.locator(':focus')).toHaveAttribute('data-cell', /-0$/);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAttribute('data-cell', /-1$/);
  await page.keyboard.press('PageDown');
  await expect(title(page)).not.toHaveText(thisWeek);
  await expect(planning(page)).toHaveAttribute('data-state', 'period.shown');
  await expect(page.locator(':focus')).toHaveAttribute('role', 'gridcell');
  const nextWeek = await title(page).innerText();
  await page.keyboard.press('PageUp');
  await expect(title(page)).toHaveText(thisWeek);
  await page.keyboard.press('PageDown');
  await expect(title(page)).toHaveText(nextWeek);

  // The worker's mission in full, under the grid.
  await cariste.first().click();
  await expect(planning(page).locator('.aplan__detail')).toContainText(
    /Cariste CACES 3 chez Logistique Rhône, Plateforme de Saint-Priest, de 08:00 à 15:\d\d/,
  );

  // The month holding the same day; back to today.
  await page.getByRole('link', { name: 'Mois', exact: true }).click();
  await expect(page).toHaveURL(/\/temporary-workers\/planning\/month$/);
  await expect(planning(page)).toHaveAttribute('data-state', 'period.shown');
  await expect(title(page)).toHaveText(/^\S+ \d{4}$/);
  expect(await grid(page).locator('thead th').count()).toBeGreaterThanOrEqual(29);
  await planning(page).getByRole('button', { name: 'Aujourd’hui' }).click();
  await expect(planning(page)).toHaveAttribute('data-state', 'period.shown');
  expect(await seriousAxeViolations(page, '.layout section.screen')).toEqual([]);

  // 360 px: the page does not scroll sideways, the grid does.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/agency-planning-360.png', fullPage: true });
});
