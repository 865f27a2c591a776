// In Chromium: the back office's alerts (docs/screens/backOfficeAlerts.md). The administrator opens
// the back office from the menu, then its alerts, finds every alert of the tenant with where it
// stands today, writes one (an end before its start refused), saves it disabled and enables it; the
// page is axe-clean, usable by keyboard and readable at 360 px. Then across roles: what the
// administrator enables appears in a signed-in client's alert slider, in another browser, without a
// reload; what they disable leaves it.
import type { Page } from '@playwright/test';
import { ALERTS_REREAD_MS } from '../../machines/domain/constants.ts';
import { seriousAxeViolations } from './axe.ts';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';
import { E2E_TENANT } from './stack-env.ts';

const PHONE = { width: 360, height: 740 };
const TYPED = 'Agences fermées <b>lundi</b> : permanence téléphonique.';
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function openAlerts(page: Page) {
  await page.locator('.main-nav [data-nav="backOffice"]').first().click();
  await page.locator('[data-nav="alerts"]').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/back-office\/alerts$/);
  await expect(page.locator('[data-machine="backOfficeAlerts"]')).toHaveAttribute('data-state', /data\.loaded\.idle/);
}

test('back-office alerts: the administrator sees where each alert stands, writes one and enables it', async ({ page, request }) => {
  test.skip(E2E_TENANT === 'beta', 'the texts below are the alpha tenant’s');
  await resetStack(request);
  await signInThroughPortal(page, 'admin', '/home');
  await openAlerts(page);
  const alerts = page.locator('[data-machine="backOfficeAlerts"]');
  // The slider's two alerts, shown, then one scheduled, one ended; the disabled one has no start.
  await expect(alerts.locator('li')).toHaveCount(5);
  await expect(alerts.locator('li[data-standing="shown"]')).toHaveCount(2);
  await expect(alerts.locator('li[data-item="a-2"]')).toContainText('Maintenance planifiée dimanche de 2 h à 4 h.');
  await expect(alerts.locator('li[data-item="a-2"]')).toContainText('Avertissement · Affichée · À partir du');
  await expect(alerts.locator('li[data-item="a-10"]')).toContainText('Programmée · Du ');
  await expect(alerts.locator('li[data-item="a-11"]')).toContainText('Désactivée · Sans date de fin');
  await expect(alerts.locator('li[data-item="a-12"]')).toContainText('Terminée');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Write, by keyboard: the form opens with focus in its message.
  await page.getByRole('button', { name: 'Nouvelle alerte' }).focus();
  await page.keyboard.press('Enter');
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(message).toBeFocused();
  await page.keyboard.type(TYPED);
  await page.getByRole('combobox', { name: 'Niveau' }).selectOption({ label: 'Critique' });
  await page.getByLabel('Afficher à partir du').fill(isoDay(3));
  await page.getByLabel('Afficher jusqu’au (inclus)').fill(isoDay(1));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La fin ne peut pas précéder le début.')).toBeVisible();
  await expect(message).toHaveValue(TYPED);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/back-office-alerts-form-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel('Afficher à partir du').fill('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  // Saved disabled, first; its tag stays text.
  await expect(page.getByRole('status')).toContainText('Alerte enregistrée, désactivée : activez-la pour l’afficher.');
  const written = alerts.locator('li[data-item]').first();
  await expect(written.locator('p').first()).toHaveText(TYPED);
  await expect(written).toHaveAttribute('data-standing', 'disabled');
  await expect(written).toContainText(`Critique · Désactivée · Jusqu’au`);
  await written.getByRole('button', { name: 'Activer' }).click();
  await expect(written).toHaveAttribute('data-standing', 'shown');
  await expect(page.getByRole('status')).toContainText('Alerte activée');
  await written.getByRole('button', { name: 'Désactiver' }).click();
  await expect(written).toHaveAttribute('data-standing', 'disabled');

  await page.setViewportSize(PHONE);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/back-office-alerts-360.png', fullPage: true });
});

/** The slider's alerts as `id: message`, going round it once with its Next button. */
async function sliderAlerts(page: Page): Promise<string[]> {
  const slide = page.getByTestId('alert-slide');
  const position = await slide.getAttribute('aria-label');
  const total = Number(/sur (\d+)$/.exec(position ?? '')?.[1] ?? 1);
  const seen: string[] = [];
  for (let i = 0; i < total; i += 1) {
    seen.push(`${await slide.getAttribute('data-alert-id')}: ${await slide.locator('p').textContent()}`);
    if (total > 1) await page.locator('[data-machine="alerts"]').getByRole('button', { name: 'Alerte suivante' }).click();
  }
  return seen.sort();
}
const TIME_SHEETS = 'a-1: Vos relevés d’heures de la semaine sont à valider avant vendredi midi.';
const MAINTENANCE = 'a-2: Maintenance planifiée dimanche de 2 h à 4 h.';
const APP = 'a-11: Nouvelle version de l’application mobile disponible.';

test('across roles: an alert the administrator enables appears in a signed-in client’s slider without a reload; one disabled leaves', async ({
  page,
  browser,
  request,
}) => {
  test.skip(E2E_TENANT === 'beta', 'the texts below are the alpha tenant’s');
  await resetStack(request);
  // The client, signed in and on a page, its clock in the test's hands so the slider's re-read
  // comes when the test says.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.clock.install();
  await signInThroughPortal(client, 'client', '/home');
  await expect(client.locator('[data-machine="alerts"]')).toHaveAttribute('data-state', /showing/);
  expect(await sliderAlerts(client)).toEqual([TIME_SHEETS, MAINTENANCE].sort());

  // The administrator, in their own browser, enables the disabled alert and disables a shown one.
  await signInThroughPortal(page, 'admin', '/home');
  await openAlerts(page);
  const alerts = page.locator('[data-machine="backOfficeAlerts"]');
  await alerts.locator('li[data-item="a-11"]').getByRole('button', { name: 'Activer' }).click();
  await expect(alerts.locator('li[data-item="a-11"]')).toHaveAttribute('data-standing', 'shown');

  // A re-read later, the client sees it, on the same page.
  const url = client.url();
  await client.clock.fastForward(ALERTS_REREAD_MS);
  await expect(client.getByTestId('alert-slide')).toHaveAttribute('aria-label', /sur 3$/);
  expect(await sliderAlerts(client)).toEqual([TIME_SHEETS, APP, MAINTENANCE].sort());

  await alerts.locator('li[data-item="a-2"]').getByRole('button', { name: 'Désactiver' }).click();
  await expect(alerts.locator('li[data-item="a-2"]')).toHaveAttribute('data-standing', 'disabled');
  await client.clock.fastForward(ALERTS_REREAD_MS);
  await expect(client.getByTestId('alert-slide')).toHaveAttribute('aria-label', /sur 2$/);
  expect(await sliderAlerts(client)).toEqual([TIME_SHEETS, APP].sort());
  expect(client.url()).toBe(url);
  expect(await seriousAxeViolations(client, '[data-machine="alerts"]')).toEqual([]);
  await clientContext.close();
});
