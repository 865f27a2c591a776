// My establishment › notifications in Chromium (docs/screens/establishmentNotifications.md): a
// client user opens it from the menu, turns a category off with the keyboard, saves, and finds it
// saved after a reload; a change cancelled goes back to what was saved; axe-clean; at 360 px.
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';
import { seriousAxeViolations } from './axe.ts';

test('a client turns invoices off for its establishment, saves, and finds it so after a reload', async ({ page, request }) => {
  await resetStack(request);
  await signInThroughPortal(page, 'client', '/home');
  await page.locator('.main-nav [data-nav="establishment"]').click();
  await expect(page).toHaveURL(/\/my-establishment\/notifications$/);
  const screen = page.locator('[data-machine="establishmentNotifications"]');
  await expect(screen).toHaveAttribute('data-state', /action\.idle/);
  await expect(screen.getByRole('group', { name: 'Notifications reçues par Entrepôt de Corbas' })).toBeVisible();
  // The stand-in's settings: news blocked, the rest received; nothing to save yet.
  const invoices = page.getByRole('switch', { name: /Factures/ });
  const news = page.getByRole('switch', { name: /Actualités/ });
  await expect(news).not.toBeChecked();
  await expect(invoices).toBeChecked();
  await expect(page.getByRole('switch')).toHaveCount(6);
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Keyboard: invoices off with the space bar; Save is offered, then sent with Enter.
  await invoices.focus();
  await page.keyboard.press('Space');
  await expect(invoices).not.toBeChecked();
  await expect(screen).toHaveAttribute('data-state', /action\.editing/);
  await expect(save).toBeEnabled();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(screen.getByRole('status')).toHaveText('Préférences de notification enregistrées.');
  await expect(save).toBeDisabled();

  // Saved on the server: the same after a reload.
  await page.reload();
  await expect(screen).toHaveAttribute('data-state', /action\.idle/);
  await expect(invoices).not.toBeChecked();
  await expect(news).not.toBeChecked();

  // A change cancelled: the switches as saved, nothing sent.
  await news.click();
  await expect(news).toBeChecked();
  await page.getByRole('button', { name: 'Annuler les modifications' }).click();
  await expect(news).not.toBeChecked();
  await expect(save).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Annuler les modifications' })).toHaveCount(0);

  // At 360 px: nothing wider than the screen, every switch reachable.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('establishment-notifications-360.png'), fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({
    path: test.info().outputPath('establishment-notifications-desktop.png'),
    fullPage: true,
    animations: 'disabled',
  });
});
