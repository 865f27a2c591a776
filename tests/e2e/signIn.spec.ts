// Sign-in and session in Chromium against the local stack: the real provider, the real
// oidc-client-ts, the real portal.
import { E2E_TENANT, E2E_URLS } from './stack-env.ts';
import { expect, test, fault, resetStack, sessionStorageKeys, signInThroughPortal, SIGNED_IN_SESSION_KEYS } from './portal.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

test('worker signs in and lands on /home', async ({ page }) => {
  await signInThroughPortal(page, 'worker', '/');
  await expect(page).toHaveURL(`${E2E_URLS.portal}/home`);
  await expect(page.getByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeVisible();
  // Tokens stay where oidc-client-ts keeps them: session storage, never local storage.
  const storage = await page.evaluate(() => ({ local: JSON.stringify(localStorage), session: Object.keys(sessionStorage) }));
  expect(storage.local).not.toContain('access_token');
  expect(storage.session.some((key) => key.startsWith('oidc.user:'))).toBe(true);
});

test('a deep link to /contracts/ended while signed out comes back to /contracts/ended after login', async ({ page }) => {
  await signInThroughPortal(page, 'worker', '/contracts/ended');
  await expect(page).toHaveURL(`${E2E_URLS.portal}/contracts/ended`);
  await expect(page.getByRole('heading', { name: 'Contrats' })).toBeVisible();
});

for (const hostile of ['//evil.example', 'https://evil.example/x', 'javascript:alert(1)', '/\\evil.example', '/.//evil.example']) {
  test(`a hostile return URL ${JSON.stringify(hostile)} ends on the post-login route`, async ({ page }) => {
    // An attacker who controls the saved return URL: rewrite it in the stored OIDC state just
    // before the callback page runs.
    await page.addInitScript((value) => {
      if (location.pathname !== '/success-login') return;
      for (const key of Object.keys(sessionStorage)) {
        if (!key.startsWith('oidc.') || key.startsWith('oidc.user:')) continue;
        const entry = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { data?: { returnUrl?: unknown } } | null;
        if (entry?.data) {
          entry.data.returnUrl = value;
          sessionStorage.setItem(key, JSON.stringify(entry));
        }
      }
    }, hostile);
    await signInThroughPortal(page, 'worker', '/contracts');
    await expect(page).toHaveURL(`${E2E_URLS.portal}/home`);
    await expect(page.getByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeVisible();
  });
}

test('forbidden reaches /forbidden, and its button starts a new login', async ({ page }) => {
  await signInThroughPortal(page, 'forbidden', '/home');
  await expect(page).toHaveURL(`${E2E_URLS.portal}/forbidden`);
  const authorize = page.waitForRequest((request) => request.url().startsWith(`${E2E_URLS.idp}/auth?`));
  await page.getByTestId('forbidden-login').click();
  // forceLogin: true → no prompt=login (decisions.md): the provider session answers at once, and
  // the user info still says 403.
  const url = new URL((await authorize).url());
  expect(url.searchParams.get('client_id')).toBe('portal');
  expect(url.searchParams.has('prompt')).toBe(false);
  await expect(page).toHaveURL(`${E2E_URLS.portal}/forbidden`);
});

test('client-first saves its device, and is not asked again', async ({ page }) => {
  await signInThroughPortal(page, 'client-first', '/home');
  const dialog = page.getByRole('dialog', { name: 'Enregistrer cet appareil ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Tableau de bord client' })).toBeVisible();
  // Next page load: the device check finds it registered.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tableau de bord client' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('worker-password must change its password before going on', async ({ page }) => {
  await signInThroughPortal(page, 'worker-password', '/home');
  const dialog = page.getByRole('dialog', { name: 'Changez votre mot de passe' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tableau de bord intérimaire' })).toHaveCount(0);
  const fields = dialog.locator('input[type=password]');
  await fields.nth(0).fill('Nouveau2026');
  await fields.nth(1).fill('Nouveau2026');
  await fields.nth(1).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeVisible();
});

test('admin goes straight in', async ({ page }) => {
  await signInThroughPortal(page, 'admin', '/home');
  await expect(page.getByRole('heading', { name: 'Tableau de bord agence' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('503 on user info shows maintenance: the tenant logo on a full-screen background picture, and the footer', async ({
  page,
  request,
}) => {
  await fault(request, { method: 'GET', path: '/api/v1/users/me/info', status: 503 });
  await signInThroughPortal(page, 'worker', '/home');
  await expect(page).toHaveURL(`${E2E_URLS.portal}/maintenance`);
  await expect(page.getByRole('heading', { name: 'Opération de maintenance en cours' })).toBeVisible();
  // Spec section 2 "maintenance": the background covers the whole window, one of the 26 pictures.
  const maintenance = page.locator('[data-page="maintenance"]');
  const viewport = page.viewportSize()!;
  const box = (await maintenance.boundingBox())!;
  expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width });
  expect(box.height).toBeGreaterThanOrEqual(viewport.height);
  const background = await maintenance.evaluate((element) => {
    const style = getComputedStyle(element);
    return { image: style.backgroundImage, size: style.backgroundSize };
  });
  const picture = /^url\("(.+\/backgrounds\/bg-(0[1-9]|1\d|2[0-6])\.svg)"\)$/.exec(background.image);
  expect(picture, background.image).not.toBeNull();
  expect(background.size).toBe('cover');
  expect((await page.request.get(picture![1])).ok()).toBe(true);
  // The tenant's logo, drawn; the footer at the bottom of the window.
  const logo = maintenance.getByRole('img', { name: /^Logo / });
  await expect(logo).toHaveAttribute('src', `/tenants/${E2E_TENANT}/logo.svg`);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const footer = maintenance.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  const footerBox = (await footer.boundingBox())!;
  expect(footerBox.y + footerBox.height).toBeCloseTo(viewport.height, 0);
});

test('a 401 mid-session signs in again and returns to the same URL', async ({ page, request }) => {
  await signInThroughPortal(page, 'worker', '/contracts/ended');
  await expect(page.getByRole('heading', { name: 'Contrats' })).toBeVisible();
  await fault(request, { method: 'GET', path: '/api/v1/users/me/info', status: 401, times: 1 });
  await page.reload();
  // The provider session is alive: no password prompt, straight back to the same tab.
  await page.waitForURL(`${E2E_URLS.portal}/contracts/ended`);
  await expect(page.getByRole('heading', { name: 'Contrats' })).toBeVisible();
});

test("one hour of inactivity logs a worker out, empties the tab's session storage and shows the notice", async ({ page }) => {
  await page.clock.install();
  await signInThroughPortal(page, 'worker', '/home');
  await expect(page.getByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeVisible();
  expect(await sessionStorageKeys(page)).toEqual(expect.arrayContaining(SIGNED_IN_SESSION_KEYS));
  await page.clock.fastForward('01:00:01');
  await expect(page.getByTestId('inactivity-notice')).toHaveText('Vous avez été déconnecté après une heure d’inactivité.');
  await expect(page).toHaveURL(`${E2E_URLS.portal}/autologin`);
  // Spec section 4 "Inactivity": it logs off and clears session storage.
  expect(await sessionStorageKeys(page)).toEqual([]);
  // Signing in again asks for the password: the provider session ended too. (Not completed here:
  // the page's clock is now an hour ahead of the provider's, which the id-token iat check refuses.)
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_URLS.idp}/`));
  await expect(page.locator('input[name=password]')).toBeVisible();
});

test('an internal user stays signed in after an hour without a click', async ({ page }) => {
  await page.clock.install();
  await signInThroughPortal(page, 'admin', '/home');
  await expect(page.getByRole('heading', { name: 'Tableau de bord agence' })).toBeVisible();
  await page.clock.fastForward('01:00:01');
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(`${E2E_URLS.portal}/home`);
  await expect(page.getByRole('heading', { name: 'Tableau de bord agence' })).toBeVisible();
});
