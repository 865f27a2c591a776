// Notifications in Chromium against the local stack (issue 9): the toast of a push (translated
// title, running progress, gone after 5 s), a click that marks it processed and lands on its route
// with its query params and state, a blocked category, a burst of 30, the popup's pages and clear,
// the important banner, a hostile label shown as text, and the shared error dialog's Retry.
// Expectations come from the spec (sections 3, 4, 8, 9) and decisions.md, written out here.
import { type Page } from '@playwright/test';
import { expect, test, fault, resetStack, signInThroughPortal } from './portal.ts';
import { E2E_URLS } from './stack-env.ts';

/** The demo worker: 14 unprocessed popup notifications, two important ones, `daysOff` blocked. */
const WORKER_UNPROCESSED = 14;
const WORKER_IMPORTANT_IDS = ['n-worker-1', 'n-worker-2'];

const toast = (page: Page) => page.getByTestId('toast');
const badge = (page: Page) => page.getByTestId('notification-badge');

async function push(page: Page, notification: Record<string, unknown>, login = 'worker') {
  const response = await page.request.post(`${E2E_URLS.control}/push`, {
    data: { login, target: 'SendNotification', arguments: [notification] },
  });
  expect(response.ok()).toBe(true);
}

/** Signed in, the hub connected (pushes reach the page), the toaster ready. */
async function signedInWorker(page: Page, path = '/home') {
  await signInThroughPortal(page, 'worker', path);
  await expect(page.locator('[data-machine="connection"]')).toHaveAttribute('data-state', 'connected');
  await expect(page.locator('[data-machine="toaster"]')).toHaveAttribute('data-state', /^ready/);
  await expect(badge(page)).toHaveText(String(WORKER_UNPROCESSED));
}

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

test.afterEach(async ({ request }) => {
  await resetStack(request);
});

test('a push shows a toast with its translated title; its progress runs and it leaves after 5 s', async ({ page }) => {
  await signedInWorker(page);
  await push(page, { type: 'contractToSign', data: { label: 'Contrat C-77' } });
  await expect(toast(page)).toBeVisible();
  const shownAt = Date.now();
  await expect(page.getByTestId('toast-title')).toHaveText('Contrat à signer : Contrat C-77');
  await expect(toast(page)).toContainText('Signer le contrat');
  const progress = page.getByTestId('toast-progress');
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 3000 }).toBeGreaterThan(20);
  await expect(toast(page)).toHaveCount(0, { timeout: 8000 });
  // Gone after its 5 s (+ its 300 ms exit), not before.
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4800);
});

test('clicking a toast marks it processed on the server, then lands on its route with its query params', async ({ page }) => {
  await signedInWorker(page);
  await push(page, { id: 'n-push-1', type: 'contractToSign', data: { label: 'Contrat C-78' } });
  const marked = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith('/v1/notifications/n-push-1/processed'));
  await toast(page)
    .getByRole('button', { name: /Contrat à signer/ })
    .click();
  expect((await marked).status()).toBe(204);
  await expect(page).toHaveURL(`${E2E_URLS.portal}/contracts?status=toSign`);
  // The bell counts again: the pushed one (+1) is processed again (-1).
  await expect(badge(page)).toHaveText(String(WORKER_UNPROCESSED));
});

test('a type with a navigation state lands on its route with that state', async ({ page }) => {
  await signedInWorker(page);
  await push(page, { id: 'n-push-2', type: 'profileToComplete', data: { label: 'Complétez votre profil' } });
  const marked = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith('/v1/notifications/n-push-2/processed'));
  await toast(page)
    .getByRole('button', { name: /profil/i })
    .click();
  expect((await marked).status()).toBe(204);
  await expect(page).toHaveURL(`${E2E_URLS.portal}/my-profile`);
  expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr)).toEqual({ from: 'profileToComplete' });
});

test('a blocked category shows nothing (the demo worker blocks daysOff); another category does', async ({ page }) => {
  await signedInWorker(page);
  await push(page, { type: 'daysOffAnswered', data: { label: 'Demande de congés acceptée' } });
  await page.waitForTimeout(1500);
  await expect(toast(page)).toHaveCount(0);
  await push(page, { type: 'documentAvailable', data: { label: 'Bulletin B-1' } });
  await expect(toast(page)).toBeVisible();
});

test('30 pushes in a burst show one toast at a time, and the badge counts all of them', async ({ page }) => {
  await signedInWorker(page);
  await Promise.all(Array.from({ length: 30 }, (_, i) => push(page, { type: 'documentAvailable', data: { label: `Bulletin ${i + 1}` } })));
  await expect(badge(page)).toHaveText(String(WORKER_UNPROCESSED + 30));
  await expect(toast(page)).toHaveCount(1);
  // The first one that arrived is the one shown; the others were ignored while it showed.
  await expect(page.getByTestId('toast-title')).toHaveText(/^Nouveau document disponible : Bulletin \d+$/);
  await page.waitForTimeout(1000);
  await expect(toast(page)).toHaveCount(1);
});

test('the popup pages by 10; clear empties it and the badge', async ({ page }) => {
  await signedInWorker(page);
  await page.getByTestId('notification-bell').click();
  const popup = page.getByTestId('notification-popup');
  const entries = popup.locator('.notification-popup__entry');
  await expect(entries).toHaveCount(10);
  const list = page.getByTestId('popup-list');
  expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('280px');
  await popup.getByRole('button', { name: 'Voir 10 de plus' }).click();
  await expect(entries).toHaveCount(WORKER_UNPROCESSED);
  await expect(popup.getByRole('button', { name: 'Voir 10 de plus' })).toHaveCount(0);
  await popup.getByRole('button', { name: 'Tout marquer comme traité' }).click();
  await expect(popup).toContainText('Aucune nouvelle notification.');
  await expect(badge(page)).toHaveCount(0);
  // Escape closes it and focus goes back to the bell.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('notification-bell')).toBeFocused();
});

test('the banner shows the important notifications and hides when their ids are pushed as processed', async ({ page }) => {
  await signedInWorker(page);
  const banner = page.getByTestId('important-banner');
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('banner-title')).toHaveText(/profil/i);
  const response = await page.request.post(`${E2E_URLS.control}/push`, {
    data: { login: 'worker', target: 'SendImportantProcessedNotifications', arguments: [WORKER_IMPORTANT_IDS] },
  });
  expect(response.ok()).toBe(true);
  await expect(banner).toHaveCount(0, { timeout: 3000 });
  await expect(page.locator('[data-machine="banner"]')).toHaveAttribute('data-state', 'hidden');
});

test('a label that looks like HTML shows as text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signedInWorker(page);
  await push(page, { type: 'contractToSign', data: { label: '<img src=x onerror=alert(1)>' } });
  await expect(page.getByTestId('toast-title')).toHaveText('Contrat à signer : <img src=x onerror=alert(1)>');
  await expect(toast(page).locator('img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a 500 on the blocked categories shows the error dialog, and Retry recovers', async ({ page }) => {
  await fault(page.request, { method: 'GET', path: '/api/v1/notifications/settings', status: 500, times: 1 });
  await signInThroughPortal(page, 'worker', '/home');
  const dialog = page.getByTestId('error-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Vos préférences de notification n’ont pas pu être chargées.');
  await expect(page.locator('[data-machine="toaster"]')).toHaveAttribute('data-state', 'settingsFailed');
  await dialog.getByRole('button', { name: 'Réessayer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-machine="toaster"]')).toHaveAttribute('data-state', /^ready/);
  await expect(page.locator('[data-machine="connection"]')).toHaveAttribute('data-state', 'connected');
  await push(page, { type: 'documentAvailable', data: { label: 'Bulletin B-2' } });
  await expect(toast(page)).toBeVisible();
});
