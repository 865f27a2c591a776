// Every declared screen in Chromium (docs/screens/README.md): for each, a demo user who may enter it
// opens it and finds it working, not a placeholder nor a loading line; then each screen's own
// journey, the one its screen contract describes. A screen declared tomorrow joins the first part
// with no test written for it; CI scaffolds one to be sure (.ci/run).
import type { Page } from '@playwright/test';
import { canEnter } from '../../machines/domain/access';
import type { ScreenDeclaration } from '../../machines/screens/declaration';
import { SCREENS } from '../../machines/screens/screens';
import { demoData } from '../../server/demo-data.ts';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';
import { E2E_TENANT } from './stack-env.ts';
import { allow } from './timing.ts';

/** The demo logins that stand for a role, one each, in the spec's order of roles. */
const LOGINS = ['worker', 'client', 'director', 'admin', 'communication', 'moa', 'selfregistered', 'assistant', 'sales', 'support'];
const accounts = demoData(E2E_TENANT === 'beta' ? 'beta' : 'alpha').accounts;

/** A URL of the screen a person can open without knowing an id (no `:param`), and the first login who may. */
function opening(screen: ScreenDeclaration): { path: string; login: string } | null {
  const path = screen.paths.map((pattern) => pattern.replace(/\/\*$/, '')).find((pattern) => !pattern.includes('/:'));
  if (!path) return null;
  // Who may open it: the route's rules, and the screen's user types (a path shared by user types, as /home).
  const login = LOGINS.find((name) => {
    const info = accounts.get(name)!.info;
    return canEnter(path, info) && (screen.userTypes ?? [info.userType]).includes(info.userType);
  });
  return login ? { path, login } : null;
}

const reachable = SCREENS.flatMap((screen) => {
  const open = opening(screen);
  return open ? [{ screen, ...open }] : [];
});
const byLogin = new Map<string, typeof reachable>();
for (const entry of reachable) byLogin.set(entry.login, [...(byLogin.get(entry.login) ?? []), entry]);

/** The screen shows its own content: not the placeholder, nothing still loading, no error dialog. */
async function expectWorking(page: Page, screen: ScreenDeclaration) {
  const content = page.locator('#main-content section.screen');
  await expect(content).toBeVisible();
  await expect(content.getByRole('note').filter({ hasText: /pas encore disponible/ })).toHaveCount(0);
  if (screen.machine !== null) await expect(content.locator(`[data-machine="${screen.id}"]`)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

for (const [login, entries] of byLogin) {
  test(`${login} opens each declared screen they may enter, and each works: ${entries.map((e) => e.screen.id).join(', ')}`, async ({
    page,
    request,
  }) => {
    // A sign-in, then one screen after another: the time grows with the screens a role has.
    test.setTimeout(allow(20_000 + entries.length * 5_000));
    await resetStack(request);
    await signInThroughPortal(page, login, entries[0].path);
    for (const { screen, path } of entries) {
      await page.goto(path);
      await expectWorking(page, screen);
    }
  });
}

/** Screens whose id is in the query, not the path (`/document-preview?document=…`): their journeys are in papers.spec.ts. */
const ID_IN_QUERY = ['documentPreview'];

test('every declared screen that a person opens without an id is reached by a demo user', () => {
  const unreached = SCREENS.filter(
    (screen) => !opening(screen) && !ID_IN_QUERY.includes(screen.id) && screen.paths.every((pattern) => !pattern.includes('/:')),
  );
  expect(unreached.map((screen) => screen.id)).toEqual([]);
});

// ---- faq (docs/screens/faq.md) ---------------------------------------------------------------

test('faq: a worker opens the FAQ from the menu on "all", reads a tutorial answer with the keyboard', async ({ page, request }) => {
  await resetStack(request);
  await signInThroughPortal(page, 'worker', '/home');
  await page.locator('[data-nav="faq"]').first().click();
  await expect(page).toHaveURL(/\/faq\/all$/);
  const faq = page.locator('[data-machine="faq"]');
  await expect(faq).toHaveAttribute('data-state', /data\.loaded\.idle/);
  await expect(faq.locator('summary')).toHaveCount(13);
  await expect(faq).toContainText('13 sur 13');
  // The tutorial tab: its two questions, the first opened with the keyboard.
  await page.getByRole('link', { name: 'Tutoriel' }).click();
  await expect(page).toHaveURL(/\/faq\/tutorial$/);
  await expect(faq.locator('summary')).toHaveText(['Premiers pas sur le portail', 'Changer la langue de l’interface']);
  await faq.locator('summary').first().focus();
  await page.keyboard.press('Enter');
  await expect(faq.getByText('La cloche en haut à droite liste vos notifications')).toBeVisible();
  // The page title and the open tab say where the person is.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Tutoriel');
});
