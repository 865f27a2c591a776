// A backend team can start from the document alone (docs/api/README.md): every REST answer here
// comes from Prism's mock of docs/api/openapi.json, built from the document and nothing else; the
// stand-in's identity provider and hub stay (the hub is not REST). One demo user per user type signs
// in and opens a screen of theirs. Where the mock's answers do not satisfy the portal, the document
// is what gets fixed (its examples, in contract/).
import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, signInThroughPortal, test } from './portal.ts';
import { E2E_PORTS, E2E_URLS } from './stack-env.ts';
import { allow } from './timing.ts';

const MOCK = `http://127.0.0.1:${E2E_PORTS.portal + 40}`;
let prism: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(allow(60_000));
  prism = spawn('node_modules/.bin/prism', ['mock', 'docs/api/openapi.json', '--host', '127.0.0.1', '--port', new URL(MOCK).port], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SCARF_ANALYTICS: 'false' },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) resolve();
    };
    prism!.stdout!.on('data', read);
    prism!.stderr!.on('data', read);
    prism!.on('exit', (code) => reject(new Error(`Prism stopped (${code}): ${output}`)));
  });
});
test.afterAll(() => {
  prism?.kill();
});

/** The mock's answers in place of the stand-in's, for the REST calls of both bases; `example` names the user info's. */
async function answerFromTheDocument(page: Page, example: string) {
  const served: string[] = [];
  for (const base of [`${E2E_URLS.backApi}/v1/**`, `${E2E_URLS.stack}/alerts-api/v1/**`]) {
    await page.route(base, async (route) => {
      const url = new URL(route.request().url());
      const path = url.pathname.replace(/^\/(api|alerts-api)/, '');
      const headers = { ...route.request().headers() };
      // Prism picks a named example of the answer with `Prefer` (its own header, sent to the mock only).
      if (path === '/v1/users/me/info') headers.prefer = `example=${example}`;
      const response = await route.fetch({ url: `${MOCK}${path}${url.search}`, headers });
      served.push(`${route.request().method()} ${path} → ${response.status()}`);
      await route.fulfill({ response });
    });
  }
  return served;
}

// The device status's example is a device not registered yet: a worker and a client are asked to
// save it (spec section 3), and answer Later; an internal user is not asked.
const USERS = [
  { example: 'worker', login: 'worker', path: '/contracts', machine: 'contracts', list: 'GET /v1/contracts', asksForTheDevice: true },
  { example: 'client', login: 'client', path: '/invoices', machine: 'invoices', list: 'GET /v1/invoices', asksForTheDevice: true },
  {
    example: 'internal',
    login: 'director',
    path: '/temporary-workers',
    machine: 'temporaryWorkerUsers',
    list: 'GET /v1/temporary-workers/users',
    asksForTheDevice: false,
  },
];

for (const user of USERS) {
  test(`${user.example}: signs in against the document's mock and works in ${user.path}`, async ({ page }) => {
    const served = await answerFromTheDocument(page, user.example);
    await signInThroughPortal(page, user.login, user.path);
    const device = page.getByRole('dialog', { name: 'Enregistrer cet appareil ?' });
    if (user.asksForTheDevice) await device.getByRole('button', { name: 'Plus tard' }).last().click();
    await expect(device).toHaveCount(0);
    const screen = page.locator(`[data-machine="${user.machine}"]`);
    await expect(screen).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(screen).toHaveAttribute('data-state', /loaded|shown/);
    expect(served.filter((line) => line.startsWith('GET /v1/users/me/info'))).toEqual(['GET /v1/users/me/info → 200']);
    // The screen's list is the document's example: read from the mock, shown.
    await expect(screen.locator('li').first()).toBeVisible();
    expect(served.some((line) => line === `${user.list} → 200`)).toBe(true);
    expect(served.filter((line) => !/→ 2\d\d$/.test(line))).toEqual([]);
  });
}
