// In Chromium: the back office's alerts (docs/screens/backOfficeAlerts.md). The administrator opens
// the back office from the menu, then its alerts, and finds every alert of the tenant with where it
// stands today; the page is axe-clean, usable by keyboard and readable at 360 px.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';
import { E2E_TENANT } from './stack-env.ts';

const PHONE = { width: 360, height: 740 };

async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

test('back-office alerts: the administrator opens the alerts from the back office and sees where each stands', async ({
  page,
  request,
}) => {
  test.skip(E2E_TENANT === 'beta', 'the texts below are the alpha tenant’s');
  await resetStack(request);
  await signInThroughPortal(page, 'admin', '/home');
  await page.locator('.main-nav [data-nav="backOffice"]').first().click();
  await page.locator('[data-nav="alerts"]').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/back-office\/alerts$/);
  const alerts = page.locator('[data-machine="backOfficeAlerts"]');
  await expect(alerts).toHaveAttribute('data-state', /data\.loaded\.idle/);
  // The slider's two alerts, shown, then one scheduled, one ended; the disabled one has no start.
  await expect(alerts.locator('li')).toHaveCount(5);
  await expect(alerts.locator('li[data-standing="shown"]')).toHaveCount(2);
  await expect(alerts.locator('li[data-item="a-2"]')).toContainText('Maintenance planifiée dimanche de 2 h à 4 h.');
  await expect(alerts.locator('li[data-item="a-2"]')).toContainText('Avertissement · Affichée · À partir du');
  await expect(alerts.locator('li[data-item="a-10"]')).toContainText('Programmée · Du ');
  await expect(alerts.locator('li[data-item="a-11"]')).toContainText('Désactivée · Sans date de fin');
  await expect(alerts.locator('li[data-item="a-12"]')).toContainText('Terminée');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/back-office-alerts-360.png', fullPage: true });
});
