// The worker's dashboard in Chromium (docs/screens/workerHome.md): a worker lands on it after
// sign-in; each card's count is what its screen then shows, and each card opens that screen on the
// right tab, by mouse and by keyboard; at 360 px the cards stack; the page is axe-clean.
import type { Page } from '@playwright/test';
import { expect, hubConnected, resetStack, signInThroughPortal, test } from './portal.ts';
import { E2E_URLS } from './stack-env.ts';
import { seriousAxeViolations } from './axe.ts';

const PHONE = { width: 360, height: 740 };

const countOf = async (page: Page, card: string) =>
  Number((await page.locator(`[data-card="${card}"]`).textContent())?.match(/\d+/)?.[0] ?? Number.NaN);

test('workerHome: a worker lands on the dashboard, and each card opens the screen that holds what it counts', async ({ page, request }) => {
  await resetStack(request);
  await signInThroughPortal(page, 'worker', '/home');
  const home = page.locator('[data-machine="workerHome"]');
  await expect(home).toHaveAttribute('data-state', /data\.shown/);
  await expect(home).toContainText(/Bonjour \S+/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Contracts to sign: the count is the To sign tab's list.
  const toSign = await countOf(page, 'contractsToSign');
  expect(toSign).toBeGreaterThan(0);
  await page.locator('[data-card="contractsToSign"] a').click();
  await expect(page).toHaveURL(/\/contracts\/to-sign$/);
  await expect(page.locator('[data-machine="contracts"]')).toHaveAttribute('data-state', /data\.loaded/);
  await expect(page.locator('[data-machine="contracts"] li')).toHaveCount(toSign);

  // Back home by the logo; the time sheets to fill, opened with the keyboard.
  await page.getByTestId('header-logo').click();
  await expect(home).toHaveAttribute('data-state', /data\.shown/);
  await page.locator('[data-card="timeSheetsToFill"] a').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/time-sheets\/to-fill$/);

  // The current mission opens the worker's planning.
  await page.goBack();
  await page.locator('[data-card="current"] a').click();
  await expect(page).toHaveURL(/\/temporary-workers/);

  // The latest news opens its article.
  await page.goBack();
  const news = page.locator('[data-card="news"] a').first();
  const title = (await news.textContent())!;
  await news.click();
  await expect(page).toHaveURL(/\/news\/[^/]+$/);
  await expect(page.locator('#main-content')).toContainText(title);
});

test('workerHome: a worker without the contracts feature sees no contract card; at 360 px the cards stack in one column', async ({
  page,
  request,
}) => {
  await resetStack(request);
  await page.setViewportSize(PHONE);
  await signInThroughPortal(page, 'worker-limited', '/home');
  const home = page.locator('[data-machine="workerHome"]');
  await expect(home).toHaveAttribute('data-state', /data\.shown/);
  await expect(home.locator('[data-card]').first()).toBeVisible();
  await expect(home.locator('[data-card="contractsToSign"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const boxes = await home
    .locator('.worker-home__cards')
    .first()
    .locator('[data-card]')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().left));
  expect(new Set(boxes).size).toBe(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('workerHome: the agency answers a pending pay advance and the answer shows on the dashboard without a reload', async ({
  page,
  request,
}) => {
  await resetStack(request);
  // worker-cdii has a request pending (server/screens/depositRequest.ts): nothing answered yet.
  await signInThroughPortal(page, 'worker-cdii', '/home');
  const home = page.locator('[data-machine="workerHome"]');
  await expect(home).toHaveAttribute('data-state', /data\.shown/);
  await expect(home.locator('[data-card]').first()).toBeVisible();
  await expect(home.locator('[data-card="depositAnswer"]')).toHaveCount(0);
  await hubConnected(page);
  const answered = await request.post(`${E2E_URLS.control}/deposit-requests/answer`, { data: { login: 'worker-cdii', status: 'paid' } });
  expect(answered.ok(), await answered.text()).toBe(true);
  // The push (category advantages) reads the dashboard again.
  await expect(home.locator('[data-card="depositAnswer"]')).toContainText(/Votre acompte de 50,00\s€ a été versé le/);
  await home.locator('[data-card="depositAnswer"] a').click();
  await expect(page).toHaveURL(/\/advantages\/deposit-request$/);
});
