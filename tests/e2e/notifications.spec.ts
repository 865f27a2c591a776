// Notifications in Chromium against the local stack: the toast of a push (translated
// title, running progress, gone after 5 s), a click that marks it processed and lands on its route
// with its query params and state, a blocked category, a burst of 30, the popup's pages, clear and closing,
// the important banner, a hostile label shown as text, the shared error dialog's Retry, and each
// type's icon (the same in the toast, the banner, the popup and the full list) with how long ago an
// entry came in the popup and the list.
// Expectations come from the spec (sections 3, 4, 8, 9) and decisions.md, written out here.
import { type Locator, type Page } from '@playwright/test';
import { expect, fault, hubConnected, resetStack, signInThroughPortal, test } from './portal.ts';
import { E2E_URLS } from './stack-env.ts';
import { allow } from './timing.ts';

/** The demo worker: 14 unprocessed popup notifications, two important ones, `daysOff` blocked. */
const WORKER_UNPROCESSED = 14;
const WORKER_IMPORTANT_IDS = ['n-worker-1', 'n-worker-2'];

const toast = (page: Page) => page.getByTestId('toast');
const MINUTE = 60_000;
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
  await hubConnected(page);
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

test('clicking a toast marks it processed on the server, then lands on its route, its query params choosing the tab', async ({ page }) => {
  await signedInWorker(page);
  await push(page, { id: 'n-push-1', type: 'contractToSign', data: { label: 'Contrat C-78' } });
  const marked = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith('/v1/notifications/n-push-1/processed'));
  await toast(page)
    .getByRole('button', { name: /Contrat à signer/ })
    .click();
  expect((await marked).status()).toBe(204);
  // The redirect /contracts?status=toSign opens the contracts on their To sign tab, whose URL it takes.
  await expect(page).toHaveURL(`${E2E_URLS.portal}/contracts/to-sign`);
  await expect(page.locator('[data-machine="contracts"]').getByTestId('contract-status').first()).toHaveText('À signer');
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

test('the popup pages by 10; clear empties it and the badge; Escape and a click outside close it', async ({ page }) => {
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
  // A click outside closes it too, where the clicks inside it above kept it open (spec section 4 Popup).
  await page.getByTestId('notification-bell').click();
  await expect(popup).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(popup).toBeHidden();
  await expect(page.locator('[data-machine="popup"]')).toHaveAttribute('data-state', 'closed');
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
  await expect(banner).toHaveCount(0);
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
  await hubConnected(page);
  await push(page, { type: 'documentAvailable', data: { label: 'Bulletin B-2' } });
  await expect(toast(page)).toBeVisible();
});

test('each type shows its own icon, the same in the toast, the banner, the popup and the full list; the popup and the list say how long ago', async ({
  page,
}) => {
  // Four pushes, each toast closed before the next: longer than most tests.
  test.setTimeout(allow(60_000));
  await signedInWorker(page);
  /** The markup of the type icon in `scope` (one icon, hidden from assistive technologies). */
  const iconIn = async (scope: Locator, icon: string) => {
    const svg = scope.locator('svg.notification-icon');
    await expect(svg).toHaveCount(1);
    await expect(svg).toHaveAttribute('data-icon', icon);
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    return svg.evaluate((element) => element.outerHTML);
  };
  const banner = page.getByTestId('important-banner');
  // The demo worker's first important notification: a profile to complete.
  const bannerIcons: Record<string, string> = { profile: await iconIn(banner, 'profile') };

  // Four types: three dated as a server would (a second over the minute, so the words hold for the
  // test's length), the last left for the stand-in to date when it pushes it.
  const now = Date.now();
  const pushed = [
    {
      id: 'n-icon-contract',
      type: 'contractToSign',
      icon: 'contract',
      ageMs: 5 * MINUTE + 1_000,
      ago: 'il y a 5 min',
      label: 'Contrat C-90',
    },
    {
      id: 'n-icon-document',
      type: 'documentAvailable',
      icon: 'document',
      ageMs: 3 * 60 * MINUTE + 1_000,
      ago: 'il y a 3 h',
      label: 'Bulletin B-90',
    },
    {
      id: 'n-icon-offer',
      type: 'jobOfferMatch',
      icon: 'job-offer',
      ageMs: 2 * 24 * 60 * MINUTE + 1_000,
      ago: 'il y a 2 jours',
      label: 'Offre O-90',
    },
    { id: 'n-icon-maintenance', type: 'maintenancePlanned', icon: 'maintenance', ageMs: null, ago: 'maintenant', label: null },
  ];
  const toastIcons: Record<string, string> = {};
  for (const notification of pushed) {
    await push(page, {
      id: notification.id,
      type: notification.type,
      data: notification.label ? { label: notification.label } : { startsAt: '2026-12-06T01:00:00Z' },
      ...(notification.ageMs === null ? {} : { createdAt: new Date(now - notification.ageMs).toISOString() }),
    });
    await expect(toast(page)).toHaveAttribute('data-notification-id', notification.id);
    toastIcons[notification.icon] = await iconIn(toast(page), notification.icon);
    await toast(page).getByRole('button', { name: 'Fermer' }).click();
    await expect(toast(page)).toHaveCount(0);
  }
  // Each type its own picture.
  expect(new Set(Object.values(toastIcons)).size).toBe(4);
  // The pushed important notification goes first in the banner, with its type's icon.
  bannerIcons.maintenance = await iconIn(banner, 'maintenance');
  expect(bannerIcons.maintenance).toBe(toastIcons.maintenance);

  await page.getByTestId('notification-bell').click();
  const popup = page.getByTestId('notification-popup');
  // Newest first: the two-day-old one is on the second page (the important maintenance is not in the popup).
  await popup.getByRole('button', { name: 'Voir 10 de plus' }).click();
  await expect(popup.locator('.notification-popup__entry')).toHaveCount(WORKER_UNPROCESSED + 3);
  for (const notification of pushed.filter((n) => n.type !== 'maintenancePlanned')) {
    const entry = popup.locator(`[data-notification-id="${notification.id}"]`);
    expect(await iconIn(entry, notification.icon), `${notification.type} in the popup`).toBe(toastIcons[notification.icon]);
    await expect(entry.locator('time')).toHaveText(notification.ago);
  }
  // The name of an entry is its text: the title, then how long ago (the icon adds nothing).
  await expect(popup.getByRole('button', { name: 'Nouveau document disponible : Bulletin B-90 il y a 3 h', exact: true })).toBeVisible();
  // A demo notification, dated by the stand-in back from the reset (before this test): its third is 11 minutes old.
  await expect(popup.locator('[data-notification-id="n-worker-3"] time')).toHaveText(/^il y a 1[12]\smin$/);

  await popup.getByRole('link', { name: 'Voir toutes mes notifications' }).click();
  await expect(page).toHaveURL(`${E2E_URLS.portal}/my-profile/my-notifications`);
  const list = page.getByTestId('notification-list');
  for (const notification of pushed) {
    const entry = list.locator(`[data-notification-id="${notification.id}"]`);
    expect(await iconIn(entry, notification.icon), `${notification.type} in the list`).toBe(toastIcons[notification.icon]);
    await expect(entry.locator('time')).toHaveText(notification.ago);
  }
  const profile = list.locator(`[data-notification-id="${WORKER_IMPORTANT_IDS[0]}"]`);
  expect(await iconIn(profile, 'profile')).toBe(bannerIcons.profile);
  // The stand-in's newest demo notification: 3 minutes old at the reset.
  await expect(profile.locator('time')).toHaveText(/^il y a [34]\smin$/);
  await expect(
    list.getByRole('button', { name: 'Non traitée Une offre pour vous : Offre O-90 il y a 2 jours', exact: true }),
  ).toBeVisible();
});
