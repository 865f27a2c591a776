// The worker's papers in Chromium: Contracts (docs/screens/contracts.md, contract.md), Documents
// (docs/screens/documents.md) and the document preview (docs/screens/documentPreview.md), as a worker
// takes them: from the menu, by keyboard and mouse, on a desktop and at 360 px; each page axe-clean.
import type { Page } from '@playwright/test';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';
import { E2E_URLS } from './stack-env.ts';
import { seriousAxeViolations } from './axe.ts';
import { allow } from './timing.ts';

const PHONE = { width: 360, height: 740 };

/** Nothing is wider than the window: no sideways scrolling. */
async function fitsTheWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('contracts: a worker opens the contract to sign from the menu, reads it, signs it at the provider and sees it confirmed by the push', async ({
  page,
  request,
}) => {
  await resetStack(request);
  await signInThroughPortal(page, 'worker', '/home');
  await page.locator('[data-nav="contracts"]').first().click();
  await expect(page).toHaveURL(/\/contracts\/to-sign$/);
  const list = page.locator('[data-machine="contracts"]');
  await expect(list).toHaveAttribute('data-state', /data\.loaded\.idle/);
  await expect(list.locator('li')).toHaveCount(1);
  await expect(list.locator('li')).toContainText('Soudeur TIG — Atelier Mécanique Sud');
  await expect(list.getByTestId('contract-status')).toHaveText('À signer');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The detail, opened with the keyboard.
  await list.getByRole('link', { name: /Voir le contrat CT-2026-\d+, Soudeur TIG chez Atelier Mécanique Sud/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contracts\/ct-worker-3$/);
  const contract = page.locator('[data-machine="contract"]');
  await expect(contract).toHaveAttribute('data-state', /shown\.idle/);
  await expect(contract.getByRole('heading', { level: 2 })).toHaveText(/^Contrat CT-2026-\d+$/);
  const reference = ((await contract.getByRole('heading', { level: 2 }).textContent()) ?? '').replace('Contrat ', '');
  for (const text of ['Soudeur TIG', 'Atelier Mécanique Sud', 'Taux horaire brut', 'Agence', 'À signer avant le'])
    await expect(contract).toContainText(text);
  await expect(contract.getByTestId('contract-status')).toHaveText('À signer');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Its PDF in the preview, and back.
  await contract.getByRole('link', { name: 'Voir le contrat (PDF)' }).click();
  await expect(page).toHaveURL(/\/document-preview\?document=doc-ct-worker-3&back=%2Fcontracts%2Fct-worker-3$/);
  await expect(page.locator('[data-machine="documentPreview"]')).toHaveAttribute('data-state', /shown/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contrat de mission ${reference}`);
  await page.getByTestId('preview-back').click();
  await expect(page).toHaveURL(/\/contracts\/ct-worker-3$/);

  // Sign: the provider's page, on its own origin; consent, sign, back on the contract.
  await contract.getByRole('button', { name: 'Signer le contrat' }).click();
  await page.waitForURL((url) => url.origin !== E2E_URLS.portal && url.pathname.startsWith('/sign/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Signer le contrat ${reference}`);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Signer le contrat' }).click();
  await page.waitForURL((url) => url.origin === E2E_URLS.portal && url.pathname === '/contracts/ct-worker-3');
  // Signed, its confirmation awaited; then the hub's push: in progress, without a reload.
  await expect(contract.getByTestId('contract-status')).toHaveText('Signé, confirmation de la signature en cours…');
  await expect(contract.getByRole('button', { name: 'Signer le contrat' })).toHaveCount(0);
  await expect(contract.getByTestId('contract-status')).toHaveText('Signé, en cours', { timeout: allow(15_000) });
  await expect(contract).toContainText('Signé le');

  // The list agrees: nothing left to sign, the contract in progress.
  await page.getByRole('link', { name: 'À signer' }).click();
  await expect(list).toContainText('Aucun contrat à signer.');
  await page.getByRole('link', { name: 'En cours' }).click();
  await expect(list.locator('li', { hasText: 'Soudeur TIG' }).getByTestId('contract-status')).toHaveText('En cours');
});

test('documents: a worker opens a new payslip from the menu, previews and downloads it, comes back and it is no longer new', async ({
  page,
  request,
}) => {
  await resetStack(request);
  await signInThroughPortal(page, 'worker', '/home');
  await page.locator('[data-nav="documents"]').first().click();
  await expect(page).toHaveURL(/\/documents\/non-binding$/);
  const list = page.locator('[data-machine="documents"]');
  await expect(list).toHaveAttribute('data-state', /data\.loaded\.idle/);
  await page.getByRole('link', { name: 'Personnels' }).click();
  await expect(page).toHaveURL(/\/documents\/personal$/);
  // Newest first, the newest one marked in words.
  await expect(list.locator('h3')).toHaveText(['Bulletin de salaire — octobre 2026', 'Bulletin de salaire — septembre 2026']);
  const first = list.locator('li').first();
  await expect(first.getByTestId('document-new')).toHaveText('Nouveau');
  await expect(list.getByTestId('document-new')).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await first.getByRole('link', { name: 'Ouvrir Bulletin de salaire — octobre 2026' }).click();
  await expect(page).toHaveURL(/\/document-preview\?document=doc-pay-worker-2026-10&back=%2Fdocuments%2Fpersonal$/);
  const preview = page.locator('[data-machine="documentPreview"]');
  await expect(preview).toHaveAttribute('data-state', /shown\.idle/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bulletin de salaire — octobre 2026');
  await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Download: the PDF under its file name.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('preview-download').click()]);
  expect(download.suggestedFilename()).toBe('bulletin-de-salaire-2026-10.pdf');
  const bytes = await (await import('node:fs/promises')).readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Back on the tab: opened, no longer new.
  await page.getByTestId('preview-back').click();
  await expect(page).toHaveURL(/\/documents\/personal$/);
  await expect(list).toHaveAttribute('data-state', /data\.loaded\.idle/);
  await expect(list.getByTestId('document-new')).toHaveCount(0);
});

test('documents and contracts at 360 px: no resources tab, nothing wider than the window, the preview usable', async ({
  page,
  request,
}) => {
  await resetStack(request);
  await page.setViewportSize(PHONE);
  await signInThroughPortal(page, 'worker', '/documents/administrative');
  const list = page.locator('[data-machine="documents"]');
  await expect(list).toHaveAttribute('data-state', /data\.loaded\.idle/);
  await expect(list.locator('h3').first()).toHaveText('Attestation employeur destinée à France Travail — Logistique Rhône');
  await expect(page.getByRole('link', { name: 'Ressources' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Administratifs' })).toBeVisible();
  await fitsTheWidth(page);
  await page.screenshot({ path: test.info().outputPath('documents-360.png'), fullPage: true });
  await list.getByRole('link', { name: /^Ouvrir Attestation employeur/ }).click();
  await expect(page.locator('[data-machine="documentPreview"]')).toHaveAttribute('data-state', /shown/);
  await expect(page.getByTestId('preview-download')).toBeVisible();
  await expect(page.getByTestId('preview-back')).toBeVisible();
  await fitsTheWidth(page);
  await page.screenshot({ path: test.info().outputPath('preview-360.png') });
  await page.goto('/contracts/ct-worker-3');
  await expect(page.locator('[data-machine="contract"]')).toHaveAttribute('data-state', /shown\.idle/);
  await expect(page.getByRole('button', { name: 'Signer le contrat' })).toBeVisible();
  await fitsTheWidth(page);
  await page.screenshot({ path: test.info().outputPath('contract-360.png'), fullPage: true });
});

test('document preview: a link that is not one, and a document that is not the person’s, say so with the way back', async ({
  page,
  request,
}) => {
  await resetStack(request);
  await signInThroughPortal(page, 'worker', '/document-preview?document=doc-pay-worker-2026-10&back=https%3A%2F%2Fevil.example');
  const preview = page.locator('[data-machine="documentPreview"]');
  await expect(preview).toHaveAttribute('data-state', 'invalid');
  await expect(preview.getByRole('alert')).toContainText('Ce lien d’aperçu n’est pas valide.');
  await expect(preview.getByRole('alert')).toContainText('Il renvoie vers une page extérieure au portail.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto('/document-preview?document=doc-pay-selfregistered-2026-10&back=%2Fdocuments%2Fpersonal');
  await expect(preview).toHaveAttribute('data-state', 'forbidden');
  await expect(preview.getByRole('alert')).toContainText('Ce document ne vous concerne pas.');
  await page.getByTestId('preview-back').click();
  await expect(page).toHaveURL(/\/documents\/personal$/);
});
