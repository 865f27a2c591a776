// The client's screens in Chromium (docs/screens/clientHome.md, clientContracts.md, missions.md): a
// client user lands on the dashboard; each card's count is what its screen then shows, and each
// card opens that screen on the right tab; the contract to sign is read in PDF and signed at the
// provider, confirmed by the push; the missions by establishment, by tab; at 360 px the cards stack;
// every page is axe-clean.
import type { Page } from '@playwright/test';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';
import { E2E_URLS } from './stack-env.ts';
import { seriousAxeViolations } from './axe.ts';
import { allow } from './timing.ts';

const PHONE = { width: 360, height: 740 };

const countOf = async (page: Page, card: string) =>
  Number((await page.locator(`[data-card="${card}"]`).first().textContent())?.match(/\d+/)?.[0] ?? Number.NaN);

test('clientHome: a client lands on the dashboard, opens the contract to sign from its card, reads its PDF and signs it at the provider', async ({
  page,
  request,
}) => {
  await resetStack(request);
  await signInThroughPortal(page, 'client-approval', '/home');
  // This user's first visit asks them to confirm their details (spec section 4): they save them.
  const welcome = page.getByTestId('profile-approval');
  await expect(page.getByRole('dialog', { name: 'Bienvenue sur votre espace' })).toBeVisible();
  await welcome.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(welcome).toHaveCount(0);
  const home = page.locator('[data-machine="clientHome"]');
  await expect(home).toHaveAttribute('data-state', /data\.shown/);
  await expect(home).toContainText('Bonjour Gabriel');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Contracts to sign: the count is the To sign tab's list.
  const toSign = await countOf(page, 'contractsToSign');
  expect(toSign).toBe(1);
  await page.locator('[data-card="contractsToSign"] a').click();
  await expect(page).toHaveURL(/\/contracts\/to-sign$/);
  const list = page.locator('[data-machine="clientContracts"]');
  await expect(list).toHaveAttribute('data-state', /data\.loaded\.idle/);
  await expect(list.locator('li')).toHaveCount(toSign);
  await expect(list.locator('li')).toContainText('Camille Martin — Soudeur TIG');
  await expect(list.getByTestId('contract-status')).toHaveText('À signer');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The contract, opened with the keyboard: it names the worker placed.
  await list.getByRole('link', { name: /Voir le contrat MD-\d{4}-\d+, Camille Martin, Soudeur TIG/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contracts\/cp-alpha-3$/);
  const contract = page.locator('[data-machine="contract"]');
  await expect(contract).toHaveAttribute('data-state', /shown\.idle/);
  await expect(contract.getByRole('heading', { level: 2 })).toHaveText(/^Contrat de mise à disposition MD-\d{4}-\d+$/);
  const reference = ((await contract.getByRole('heading', { level: 2 }).textContent()) ?? '').replace('Contrat de mise à disposition ', '');
  for (const text of ['Intérimaire', 'Camille Martin', 'Soudeur TIG', 'Atelier de la Joliette', 'À signer avant le'])
    await expect(contract).toContainText(text);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Its PDF in the preview, and back.
  await contract.getByRole('link', { name: 'Voir le contrat (PDF)' }).click();
  await expect(page).toHaveURL(/\/document-preview\?document=doc-cp-alpha-3&back=%2Fcontracts%2Fcp-alpha-3$/);
  await expect(page.locator('[data-machine="documentPreview"]')).toHaveAttribute('data-state', /shown/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contrat de mise à disposition ${reference}`);
  await page.getByTestId('preview-back').click();
  await expect(page).toHaveURL(/\/contracts\/cp-alpha-3$/);

  // Sign at the provider, back on the contract; the push confirms it without a reload.
  await contract.getByRole('button', { name: 'Signer le contrat' }).click();
  await page.waitForURL((url) => url.origin !== E2E_URLS.portal && url.pathname.startsWith('/sign/'));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Signer le contrat' }).click();
  await page.waitForURL((url) => url.origin === E2E_URLS.portal && url.pathname === '/contracts/cp-alpha-3');
  await expect(contract.getByTestId('contract-status')).toHaveText('Signé, confirmation de la signature en cours…');
  await expect(contract.getByTestId('contract-status')).toHaveText('Signé, en cours', { timeout: allow(15_000) });
  await page.screenshot({ path: test.info().outputPath('client-contract-desktop.png'), fullPage: true, animations: 'disabled' });

  // The list agrees (Signed), and the dashboard has nothing left to sign.
  await page.getByRole('link', { name: 'Signés' }).click();
  await expect(page).toHaveURL(/\/contracts\/signed$/);
  await expect(list.locator('li', { hasText: 'Soudeur TIG' }).getByTestId('contract-status')).toHaveText('Signé');
  await page.getByTestId('header-logo').click();
  await expect(home).toHaveAttribute('data-state', /data\.shown/);
  await expect(home.locator('[data-card="timeSheetsToApprove"]')).toBeVisible();
  await expect(home.locator('[data-card="contractsToSign"]')).toHaveCount(0);
});

test('clientHome: on a phone the cards stack; the workers on site open the missions, by establishment and by tab; the invoices and time sheets cards open theirs', async ({
  page,
  request,
}, testInfo) => {
  await resetStack(request);
  await page.setViewportSize(PHONE);
  await signInThroughPortal(page, 'client', '/home');
  const home = page.locator('[data-machine="clientHome"]');
  await expect(home).toHaveAttribute('data-state', /data\.shown/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const lefts = await home
    .locator('.worker-home__cards')
    .first()
    .locator('[data-card]')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().left));
  expect(lefts.length).toBe(3);
  expect(new Set(lefts).size).toBe(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('client-home-360.png'), fullPage: true, animations: 'disabled' });

  // Two workers on site, at two establishments: the missions under way say the same.
  await expect(home.locator('[data-card="onSite"]')).toHaveCount(2);
  await home.locator('[data-card="onSite"] a').first().click();
  await expect(page).toHaveURL(/\/missions\/current$/);
  const missions = page.locator('[data-machine="missions"]');
  await expect(missions).toHaveAttribute('data-state', /data\.loaded\.idle/);
  await expect(missions.locator('li')).toHaveCount(2);
  await expect(missions.getByRole('heading', { level: 2 })).toHaveText(['Entrepôt de Corbas', 'Plateforme de Saint-Priest']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('missions-360.png'), fullPage: true, animations: 'disabled' });
  // The past missions, by the tab (with the keyboard), and the ones to come.
  await page.getByRole('link', { name: 'Passées' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/missions\/past$/);
  await expect(missions.locator('li')).toHaveCount(1);
  await expect(missions.locator('li')).toContainText('Préparateur de commandes');
  await page.getByRole('link', { name: 'À venir' }).click();
  await expect(missions).toContainText('Aucune mission à venir.');

  // The unpaid invoices: the count is the Unpaid tab's list.
  await page.getByTestId('header-logo').click();
  const unpaid = await countOf(page, 'unpaidInvoices');
  await page.locator('[data-card="unpaidInvoices"] a').click();
  await expect(page).toHaveURL(/\/invoices\/unpaid$/);
  await expect(page.locator('[data-machine="invoices"] [data-item]')).toHaveCount(unpaid);

  // The weeks to approve open the client's time sheets.
  await page.goBack();
  await page.locator('[data-card="timeSheetsToApprove"] a').click();
  await expect(page).toHaveURL(/\/time-sheets/);
});
