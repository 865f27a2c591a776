// The referential in Chromium against the local stack (docs/screens/sections.md,
// clientsReattach.md): the administrator opens it from the back office's "Référentiel" link, adds a
// section, renames it, removes an unused one, and finds a section in use offers no removal and says
// why; the clients hub's client page shows a renamed section as its sector. The administrator moves
// a client to another agency folder: the referential's list and the client's page show the new
// folder, and an agency user of the old folder no longer finds the client in the clients hub.
// Support reads without a button; communication and moa have no link and are refused by URL.
// Checked by axe, at 360 px wide and by keyboard.
import type { Browser, Page } from '@playwright/test';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';
import { seriousAxeViolations } from './axe.ts';
import { E2E_TENANT, E2E_URLS } from './stack-env.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

const sections = (page: Page) => page.locator('[data-machine="sections"]');
/** The screen: its toolbar and the add form sit above the list. */
const screen = (page: Page) => page.locator('.layout section.screen');
const reattach = (page: Page) => page.locator('[data-machine="clientsReattach"]');
const pathname = (page: Page) => page.evaluate(() => window.location.pathname);

/** Each tenant's clinic, in a folder the sales demo user has, and a folder of the tenant they have not. */
const MOVE =
  E2E_TENANT === 'beta'
    ? { id: 'c-clinique-saint-luc', name: 'Clinique Saint-Luc', from: 'BRU - Bruxelles Midi', to: 'ANR - Antwerpen Centraal' }
    : { id: 'c-clinique-des-lilas', name: 'Clinique des Lilas', from: 'PAR - Paris Bercy', to: 'LIL - Lille Euralille' };

/** The clients the sales demo user finds in the clients hub's establishments, in a browser of their own. */
async function salesClients(browser: Browser): Promise<string[]> {
  const context = await browser.newContext({ baseURL: E2E_URLS.portal, locale: 'fr-FR' });
  const sales = await context.newPage();
  await signInThroughPortal(sales, 'sales', '/clients/establishments/all');
  const list = sales.locator('[data-machine="clientEstablishments"]');
  await expect(list).toHaveAttribute('data-state', /loaded/);
  const names = await list.locator('li[data-item] a').allInnerTexts();
  await context.close();
  return names;
}

test('the administrator adds a section, renames it, removes an unused one, and cannot remove one in use', async ({ page }) => {
  await signInThroughPortal(page, 'admin', '/home');
  await page.locator('.main-nav [data-nav="backOffice"]').click();
  await page.locator('.screen__related [data-nav="referential"]').click();
  await expect(page).toHaveURL(/\/referential\/sections$/);
  await expect(sections(page)).toHaveAttribute('data-state', /loaded/);
  expect(await seriousAxeViolations(page, '.layout section.screen')).toEqual([]);

  // A section in use: its count, why it stays, and no removal offered.
  const health = sections(page).locator('li.desk-card', { has: page.getByRole('heading', { name: 'Santé', exact: true }) });
  await expect(health).toContainText('1 client classé');
  await expect(health).toContainText('Ne peut pas être supprimée tant qu’un client y est classé.');
  await expect(health.getByRole('button', { name: 'Renommer la section Santé' })).toBeVisible();
  await expect(health.getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);

  // Add, by keyboard: an empty name is refused first, then a name taken (case and accents aside) is
  // the server's 409, the name kept.
  await screen(page).getByRole('button', { name: 'Ajouter une section' }).focus();
  await page.keyboard.press('Enter');
  const name = screen(page).getByLabel('Nom de la section');
  await expect(name).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(screen(page).getByText('Saisissez un nom.')).toBeVisible();
  await page.keyboard.type('  SANTE ');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Une section porte déjà ce nom : SANTE.');
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(name).toHaveValue('  SANTE ');
  await name.fill('Transport <b>routier</b>');
  await screen(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(screen(page).getByRole('status').first()).toHaveText('Section ajoutée.');
  const added = sections(page).locator('li.desk-card').first();
  await expect(added.getByRole('heading')).toHaveText('Transport <b>routier</b>');
  await expect(added).toContainText('Aucun client classé');

  // Rename it on its row.
  await added.getByRole('button', { name: 'Renommer la section Transport <b>routier</b>' }).click();
  await expect(added.getByLabel('Nom de la section')).toHaveValue('Transport <b>routier</b>');
  await added.getByLabel('Nom de la section').fill('Transport   et messagerie ');
  await added.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(added.getByRole('status')).toHaveText('Section renommée.');
  await expect(added.getByRole('heading')).toHaveText('Transport et messagerie');
  // The keyboard's focus is back on the button that opened the form.
  await expect(added.getByRole('button', { name: 'Renommer la section Transport et messagerie' })).toBeFocused();

  // Remove it after the question (Annuler first keeps it).
  await added.getByRole('button', { name: 'Supprimer la section Transport et messagerie' }).click();
  await expect(added).toContainText('Supprimer la section Transport et messagerie ? Elle ne sera plus proposée pour classer un client.');
  await added.getByRole('button', { name: 'Annuler' }).click();
  await expect(added.getByRole('heading')).toHaveText('Transport et messagerie');
  await added.getByRole('button', { name: 'Supprimer la section Transport et messagerie' }).click();
  await added.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(screen(page).getByRole('status').first()).toHaveText('Section supprimée.');
  await expect(sections(page).getByRole('heading', { name: 'Transport et messagerie' })).toHaveCount(0);

  // After a reload the list is the server's: the removal held.
  await page.reload();
  await expect(sections(page)).toHaveAttribute('data-state', /loaded/);
  await expect(sections(page).getByRole('heading', { name: 'Transport et messagerie' })).toHaveCount(0);
  await expect(sections(page).getByRole('heading', { name: 'Santé', exact: true })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('sections-360.png'), fullPage: true });
});

test('a section renamed shows as the sector of its clients in the clients hub', async ({ page }) => {
  const clinic = E2E_TENANT === 'beta' ? 'c-clinique-saint-luc' : 'c-clinique-des-lilas';
  await signInThroughPortal(page, 'admin', `/clients/${clinic}/infos`);
  const detail = page.locator('[data-machine="clientDetail"]');
  await expect(detail).toContainText('Santé');
  await expect(detail).not.toContainText('Santé et soins');

  await page.goto('/referential/sections');
  const health = sections(page).locator('li.desk-card', { has: page.getByRole('heading', { name: 'Santé', exact: true }) });
  await health.getByRole('button', { name: 'Renommer la section Santé' }).click();
  await health.getByLabel('Nom de la section').fill('Santé et soins');
  await health.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(sections(page).getByRole('status')).toHaveText('Section renommée.');

  await page.goto(`/clients/${clinic}/infos`);
  await expect(detail).toContainText('Santé et soins');
});

test('support reads the sections without a button', async ({ page }) => {
  await signInThroughPortal(page, 'support', '/back-office/news');
  await page.locator('.screen__related [data-nav="referential"]').click();
  await expect(sections(page)).toHaveAttribute('data-state', /loaded/);
  await expect(sections(page)).toContainText('1 client classé');
  await expect(screen(page).getByRole('button')).toHaveCount(0);
});

for (const login of ['communication', 'moa']) {
  test(`${login} has no link to the referential and is refused its screens by URL`, async ({ page }) => {
    await signInThroughPortal(page, login, '/back-office/news');
    await expect(page.locator('.main-nav [data-nav="backOffice"]')).toBeVisible();
    await expect(page.locator('.screen__related')).toHaveCount(0);
    for (const path of ['/referential/sections', '/referential/clients-reattach']) {
      await page.goto(path);
      await expect.poll(() => pathname(page), { message: path }).not.toMatch(/^\/referential/);
      await expect(page.locator('.main-nav [data-nav="backOffice"]')).toBeVisible();
      await expect(sections(page)).toHaveCount(0);
      await expect(reattach(page)).toHaveCount(0);
    }
  });
}

test('the administrator moves a client to another agency folder: it shows there, and no longer under the old one', async ({
  page,
  browser,
}) => {
  // Before: the sales user of the old folder finds the client.
  expect(await salesClients(browser)).toContain(MOVE.name);

  await signInThroughPortal(page, 'admin', '/referential/sections');
  await page.locator('nav.sub-nav[data-menu="referential"]').getByRole('link', { name: 'Rattachement des clients' }).click();
  await expect(page).toHaveURL(/\/referential\/clients-reattach$/);
  await expect(reattach(page)).toHaveAttribute('data-state', /loaded/);
  expect(await seriousAxeViolations(page, '.layout section.screen')).toEqual([]);
  const row = reattach(page).locator(`li[data-item="${MOVE.id}"]`);
  await expect(row.locator('[data-folder-name]')).toHaveText(MOVE.from);

  // By keyboard: the form opens on the folder list; nothing chosen is refused; then the question.
  await row.getByRole('button', { name: `Rattacher ${MOVE.name} à un autre dossier` }).focus();
  await page.keyboard.press('Enter');
  const folder = row.getByLabel('Nouveau dossier d’agence');
  await expect(folder).toBeFocused();
  await expect(folder.locator('option', { hasText: MOVE.from })).toHaveCount(0);
  await row.getByRole('button', { name: 'Rattacher', exact: true }).click();
  await expect(row.getByText('Choisissez un dossier.')).toBeVisible();
  await folder.selectOption({ label: MOVE.to });
  await row.getByRole('button', { name: 'Rattacher', exact: true }).click();
  await expect(row).toContainText(
    `Rattacher ${MOVE.name} au dossier ${MOVE.to} ? Ses établissements et ses utilisateurs ne seront plus visibles sous ${MOVE.from}.`,
  );
  // Annuler goes back to the form, the folder still chosen.
  await row.getByRole('button', { name: 'Annuler' }).click();
  await expect(folder).toHaveValue(/^f-/);
  await row.getByRole('button', { name: 'Rattacher', exact: true }).click();
  await expect(row.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await row.getByRole('button', { name: 'Confirmer' }).click();
  await expect(row.getByRole('status')).toHaveText(`Rattaché au dossier ${MOVE.to}.`);
  await expect(row.locator('[data-folder-name]')).toHaveText(MOVE.to);
  await expect(row.getByRole('button', { name: `Rattacher ${MOVE.name} à un autre dossier` })).toBeFocused();

  // Read again, from the server.
  await page.reload();
  await expect(reattach(page).locator(`li[data-item="${MOVE.id}"] [data-folder-name]`)).toHaveText(MOVE.to);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('clients-reattach-360.png'), fullPage: true });

  // The client's page says its new folder; the sales user of the old folder no longer finds it.
  await page.goto(`/clients/${MOVE.id}/infos`);
  await expect(page.locator('[data-machine="clientDetail"]')).toContainText(MOVE.to);
  expect(await salesClients(browser)).not.toContain(MOVE.name);
});

test('support reads the clients’ folders without a button', async ({ page }) => {
  await signInThroughPortal(page, 'support', '/referential/clients-reattach');
  await expect(reattach(page)).toHaveAttribute('data-state', /loaded/);
  await expect(reattach(page).locator(`li[data-item="${MOVE.id}"] [data-folder-name]`)).toHaveText(MOVE.from);
  await expect(screen(page).getByRole('button')).toHaveCount(0);
});
