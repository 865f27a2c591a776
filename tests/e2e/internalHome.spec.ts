// The internal dashboard in Chromium (docs/screens/internalHome.md): an agency director lands on it,
// each account card's count is what its tab of the temporary workers' users lists and the card opens
// that tab; the disputed weeks and the missions ending this week are listed; another agency-folder
// selection in the header counts again without a reload; axe-clean; at 360 px the cards stack.
import type { Page } from '@playwright/test';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';
import { seriousAxeViolations } from './axe.ts';

const countOf = async (page: Page, card: string) => Number(await page.locator(`[data-card="${card}"]`).getAttribute('data-count'));

test('an agency director reads the dashboard, opens the invited workers from it, and narrows it to one agency', async ({
  page,
  request,
}) => {
  await resetStack(request);
  await signInThroughPortal(page, 'director', '/home');
  const home = page.locator('[data-machine="internalHome"]');
  await expect(home).toHaveAttribute('data-state', /data\.shown/);
  await expect(home).toContainText('Agences : Lyon Part-Dieu, Paris Bercy, Marseille Joliette, Lille Euralille');
  await expect(home.locator('[data-card]')).toHaveCount(4);
  // Logistique Rhône disputed the worker's week: it is listed with the client's reason.
  const disputed = home.locator('[data-card="timeSheetsDisputed"]');
  expect(await countOf(page, 'timeSheetsDisputed')).toBeGreaterThan(0);
  await expect(disputed.locator('[data-listed]').first()).toContainText('Logistique Rhône');
  // The bakery's mission (Lyon) ends on this week's Sunday: listed, whatever the day.
  const ending = home.locator('[data-card="missionsEndingThisWeek"]');
  expect(await countOf(page, 'missionsEndingThisWeek')).toBe(1);
  await expect(ending.locator('[data-listed]')).toHaveCount(1);
  await expect(ending.locator('[data-listed]')).toContainText('Aide-boulanger');
  await expect(ending.locator('[data-listed]')).toContainText('Boulangerie Dupont');
  expect(await seriousAxeViolations(page, '.layout section.screen')).toEqual([]);

  // The invitations waiting: the card, opened by keyboard, shows the invited tab with that many.
  const invited = await countOf(page, 'invitationsWaiting');
  expect(invited).toBeGreaterThan(0);
  await home.locator('[data-card="invitationsWaiting"] a').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/temporary-workers\/users\/invited$/);
  const workers = page.locator('[data-machine="temporaryWorkerUsers"]');
  await expect(workers).toHaveAttribute('data-state', /loaded/);
  await expect(workers.locator('li.desk-card')).toHaveCount(invited);

  // Back home, the workers without an account open the unregistered tab.
  await page.goBack();
  await expect(home).toHaveAttribute('data-state', /data\.shown/);
  const unregistered = await countOf(page, 'workersWithoutAccount');
  await home.locator('[data-card="workersWithoutAccount"] a').click();
  await expect(page).toHaveURL(/\/temporary-workers\/users\/unregistered$/);
  await expect(workers.locator('li.desk-card')).toHaveCount(unregistered);
  await page.goBack();

  // Only Paris: the dashboard counts again, without a reload, for that agency.
  const reads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/v1/agency/dashboard')) reads.push(sent.url());
  });
  await page.getByTestId('agency-picker-button').click();
  await page.getByRole('checkbox', { name: 'PAR - Paris Bercy' }).check();
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(home).toContainText('Agences : Paris Bercy');
  await expect(home).toHaveAttribute('data-state', /data\.shown/);
  expect(reads.some((url) => new URL(url).searchParams.get('folders') === 'f-par')).toBe(true);
  // Logistique Rhône and the bakery are Lyon's: their disputed week and ending mission are not Paris's.
  await expect(disputed.locator('[data-listed]')).toHaveCount(0);
  await expect(ending.locator('[data-listed]')).toHaveCount(0);
  expect(await seriousAxeViolations(page, '.layout section.screen')).toEqual([]);

  // At 360 px the cards stack, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('internal-home-360.png'), fullPage: true, animations: 'disabled' });

  // Back to every agency.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('agency-picker-button').click();
  await page.getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(home).toContainText('Agences : Lyon Part-Dieu, Paris Bercy, Marseille Joliette, Lille Euralille');
  await page.screenshot({ path: test.info().outputPath('internal-home-desktop.png'), fullPage: true, animations: 'disabled' });
});
