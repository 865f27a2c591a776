// The client desk in Chromium against the local stack, as people use it: a client opens its
// invoices from the menu and one's PDF; an agency director invites an establishment of the clients
// hub and sends the invitation again; the header's agency-folder selection changes what the hub lists
// (docs/screens/invoices.md, clientEstablishments.md; spec section 5). Each screen checked by axe and
// at 360 px wide.
import type { Page } from '@playwright/test';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';
import { seriousAxeViolations } from './axe.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

const screen = (page: Page, id: string) => page.locator(`[data-machine="${id}"]`);

/** Nothing sticks out sideways at 360 px: the page does not scroll horizontally. */
async function fitsNarrowScreen(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('a client opens its invoices from the menu, reads the unpaid ones and opens a PDF', async ({ page }) => {
  await signInThroughPortal(page, 'client', '/home');
  await page.locator('.main-nav [data-nav="invoices"]').click();
  await expect(page).toHaveURL(/\/invoices\/unpaid$/);
  const invoices = screen(page, 'invoices');
  const cards = invoices.locator('li.desk-card');
  // Logistique Rhône's three unpaid invoices; those past their due date (one or two, by the day of
  // the week) are counted above the list and said overdue in words, each.
  await expect(cards).toHaveCount(3);
  const overdue = await cards.filter({ hasText: 'échéance dépassée' }).count();
  expect(overdue).toBeGreaterThan(0);
  await expect(cards.filter({ hasText: 'En retard' })).toHaveCount(overdue);
  await expect(
    invoices.getByText(overdue === 1 ? '1 facture en retard de paiement.' : `${overdue} factures en retard de paiement.`),
  ).toBeVisible();
  // Amounts in euros the French way (a comma before the cents, the sign after).
  await expect(cards.first()).toContainText(/\d,\d{2}\s€/);
  expect(await seriousAxeViolations(page, '.layout section.screen')).toEqual([]);

  // The paid tab, then all of them.
  await page.getByRole('link', { name: 'Payées', exact: true }).click();
  await expect(page).toHaveURL(/\/invoices\/paid$/);
  await expect(cards).toHaveCount(3);
  await expect(invoices.getByText('Réglée le').first()).toBeVisible();
  await page.getByRole('link', { name: 'Toutes', exact: true }).click();
  await expect(cards).toHaveCount(6);
  await fitsNarrowScreen(page);

  // A card's PDF opens the document preview of that invoice.
  const first = cards.first();
  const number = (await first.locator('.desk-card__title').innerText()).replace(/^Facture /, '');
  await first.getByRole('link', { name: `PDF de la facture ${number}` }).click();
  await expect(page).toHaveURL(/\/document-preview\?invoice=inv-alpha-\d+$/);
  await expect(page.getByText('Aperçu du document')).toBeVisible();
});

test('an agency director invites an establishment from the clients hub, then sends the invitation again', async ({ page }) => {
  await signInThroughPortal(page, 'director', '/home');
  await page.locator('.main-nav [data-nav="clients"]').click();
  const establishments = screen(page, 'clientEstablishments');
  const bercy = establishments.locator('li[data-item="c-clinique-des-lilas-e1"]');
  await expect(bercy).toContainText('Site de Bercy');
  await expect(bercy).toContainText('Non invité');
  expect(await seriousAxeViolations(page, '.layout section.screen')).toEqual([]);

  // Invite: a confirmation naming the address, then the card says where it went.
  await bercy.getByRole('button', { name: 'Inviter Site de Bercy' }).click();
  const question = bercy.getByRole('group');
  await expect(question).toContainText('Envoyer une invitation au portail à site1@');
  await question.getByRole('button', { name: 'Confirmer' }).click();
  await expect(bercy.getByRole('status')).toHaveText(/^Invitation envoyée à site1@.+\.$/);
  await expect(bercy).toContainText('Invité');
  await expect(bercy).not.toContainText('Non invité');

  // The invited tab lists it; its invitation is sent again, by keyboard this time.
  await page.getByRole('navigation', { name: 'Établissements clients' }).getByRole('link', { name: 'Invités', exact: true }).click();
  await expect(page).toHaveURL(/\/clients\/establishments\/invited$/);
  await expect(bercy).toBeVisible();
  await bercy.getByRole('button', { name: 'Renvoyer l’invitation de Site de Bercy' }).focus();
  await page.keyboard.press('Enter');
  await expect(bercy.getByRole('group')).toContainText('Le lien précédent ne fonctionnera plus.');
  await bercy.getByRole('group').getByRole('button', { name: 'Confirmer' }).focus();
  await page.keyboard.press('Enter');
  await expect(bercy.getByRole('status')).toHaveText(/^Invitation renvoyée à site1@.+\.$/);

  // Kept by the stand-in: read again, Site de Bercy is still invited.
  await page.reload();
  await expect(bercy).toContainText('Invité');
  await expect(bercy.getByRole('button', { name: 'Inviter Site de Bercy' })).toHaveCount(0);
  await fitsNarrowScreen(page);
});

test('the header’s agency-folder selection changes what the clients hub lists', async ({ page }) => {
  await signInThroughPortal(page, 'director', '/clients/establishments/all');
  const establishments = screen(page, 'clientEstablishments');
  const names = establishments.locator('li.desk-card .desk-card__title');
  // No selection: the clients of every folder of the director (Lyon, Paris, Marseille).
  await expect(names).toContainText(['Entrepôt de Corbas']);
  await expect(establishments.locator('li.desk-card')).toHaveCount(5);

  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/clients/establishments?')) reads.push(request.url());
  });
  const picker = page.getByTestId('agency-picker-button');
  await picker.click();
  await page.getByRole('checkbox', { name: 'PAR - Paris Bercy' }).check();
  await page.getByRole('button', { name: 'Valider' }).click();
  // Only Paris: Clinique des Lilas's Site de Bercy, read again without a reload.
  await expect(names).toHaveText(['Site de Bercy']);
  expect(reads.some((url) => new URL(url).searchParams.get('folders') === 'f-par')).toBe(true);

  // The users of the hub follow the same selection.
  await page.getByRole('navigation', { name: 'Espace clients' }).getByRole('link', { name: 'Utilisateurs' }).click();
  const users = screen(page, 'clientUsers');
  await expect(users.locator('li.desk-card').first()).toBeVisible();
  for (const text of await users.locator('li.desk-card').allInnerTexts()) expect(text).toContain('Clinique des Lilas');

  // Back to every folder: the five establishments again.
  await page.goto('/clients/establishments/all');
  await picker.click();
  await page.getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(establishments.locator('li.desk-card')).toHaveCount(5);
});
