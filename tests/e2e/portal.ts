// Helpers of the browser suite: sign in through the portal's own redirect to the local identity
// provider, and drive the stack's control API.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_URLS } from './stack-env.ts';

export const PASSWORD = 'demo';

/** On the provider's login page: type the credentials and submit. */
export async function submitLogin(page: Page, login: string, password = PASSWORD) {
  await expect(page).toHaveURL(new RegExp(`^${E2E_URLS.idp}/`));
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button').click();
}

/**
 * Opens `path` on the portal, follows its redirect to the provider and signs in. Returns once back
 * on the portal (the callback may still show a modal: device, password).
 */
export async function signInThroughPortal(page: Page, login: string, path = '/') {
  await page.goto(path);
  await submitLogin(page, login);
  await page.waitForURL((url) => url.origin === E2E_URLS.portal);
}

export async function resetStack(request: APIRequestContext) {
  await request.post(`${E2E_URLS.control}/reset`, { data: {} });
  await request.post(`${E2E_URLS.control}/faults`, { data: {} });
}

export async function fault(request: APIRequestContext, spec: { method: string; path: string; status?: number; latencyMs?: number; times?: number; body?: unknown }) {
  const response = await request.post(`${E2E_URLS.control}/faults`, { data: spec });
  expect(response.ok()).toBe(true);
}
