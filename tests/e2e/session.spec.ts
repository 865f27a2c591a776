// Session rules in Chromium against the local stack: a stale click after sleep, the
// device modal's "Not now" for the tab's session, switching account from /forbidden, and an
// unknown path for a signed-in user.
import { E2E_URLS } from './stack-env.ts';
import { expect, test, resetStack, signInThroughPortal, submitLogin } from './portal.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

test('a click 61 minutes later with the tab asleep logs out and shows the notice', async ({ page }) => {
  await page.clock.install();
  await signInThroughPortal(page, 'worker', '/home');
  await expect(page.getByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeVisible();
  // A click while awake keeps the session (the positive case of the same rule).
  await page.clock.runFor(5 * 60_000);
  const beforeClick = await page.evaluate(() => Date.now());
  await page.getByRole('heading', { name: 'Tableau de bord intérimaire' }).click();
  await expect(page).toHaveURL(`${E2E_URLS.portal}/home`);
  const storedClick = await page.evaluate(() => Number(localStorage.getItem('lastClick')));
  expect(storedClick).toBeGreaterThanOrEqual(beforeClick);

  // Asleep: the system time moves 61 minutes while no timer runs (setSystemTime fires none).
  await page.clock.setSystemTime(storedClick + 61 * 60_000);
  await expect(page.getByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeVisible();
  await page.getByRole('heading', { name: 'Tableau de bord intérimaire' }).click();
  await expect(page.getByTestId('inactivity-notice')).toHaveText('Vous avez été déconnecté après une heure d’inactivité.');
  await expect(page).toHaveURL(`${E2E_URLS.portal}/autologin`);
});

test('"Not now" on the device modal holds for the tab; a new session asks again', async ({ page, browser }) => {
  await signInThroughPortal(page, 'client-first', '/home');
  const dialog = page.getByRole('dialog', { name: 'Enregistrer cet appareil ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Plus tard' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Tableau de bord client' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tableau de bord client' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A new browser context is a new session: the question comes back.
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await signInThroughPortal(other, 'client-first', '/home');
    await expect(other.getByRole('dialog', { name: 'Enregistrer cet appareil ?' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('forbidden → "Use another account" → the provider asks for a login → worker lands on /home', async ({ page }) => {
  await signInThroughPortal(page, 'forbidden', '/home');
  await expect(page).toHaveURL(`${E2E_URLS.portal}/forbidden`);
  // The spec's button is kept.
  await expect(page.getByTestId('forbidden-login')).toBeVisible();
  const endSession = page.waitForRequest((request) => request.url().startsWith(`${E2E_URLS.idp}/session/end`));
  await page.getByRole('button', { name: 'Utiliser un autre compte' }).click();
  const logoutUrl = new URL((await endSession).url());
  expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${E2E_URLS.portal}/autologin`);
  // Back through /autologin: a login with a prompt, the provider's form.
  await expect(page).toHaveURL(new RegExp(`^${E2E_URLS.idp}/`));
  await expect(page.locator('input[name=password]')).toBeVisible();
  await submitLogin(page, 'worker');
  await expect(page).toHaveURL(`${E2E_URLS.portal}/home`);
  await expect(page.getByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeVisible();
});

test('a signed-in worker who opens /no-such-page lands on /home without typing a password', async ({ page }) => {
  await signInThroughPortal(page, 'worker', '/home');
  await expect(page.getByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeVisible();
  const authorize = page.waitForRequest((request) => request.url().startsWith(`${E2E_URLS.idp}/auth?`));
  await page.goto('/no-such-page');
  expect(new URL((await authorize).url()).searchParams.has('prompt')).toBe(false);
  await page.waitForURL(`${E2E_URLS.portal}/home`);
  await expect(page.getByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeVisible();
  await expect(page.locator('input[name=password]')).toHaveCount(0);
});

test("a signed-out visitor who opens /no-such-page gets the provider's login form (autologin, with a prompt)", async ({ page }) => {
  const authorize = page.waitForRequest((request) => request.url().startsWith(`${E2E_URLS.idp}/auth?`));
  await page.goto('/no-such-page');
  expect(new URL((await authorize).url()).searchParams.get('prompt')).toBe('login');
  await expect(page.locator('input[name=password]')).toBeVisible();
});
