// The live inspector and the flow gallery on a QA build (VITE_INSPECT=true, served by vite preview;
// playwright.qa.config.ts), against the local stack. Expectations come from the issue (13) and the
// machines' own definitions, not from the panel's code.
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { appMachine } from '../../machines/app/app.machine.ts';
import { CHART_MACHINES } from '../../machines/registry.ts';
import { signInMachine } from '../../machines/signIn/signIn.machine.ts';
import { expect, test, resetStack, signInThroughPortal } from './portal.ts';
import { E2E_URLS } from './stack-env.ts';

const panel = (page: Page) => page.locator('[data-machine="inspector"]');

/** Every state name of a machine's definition (the root excluded). */
function stateNames(machine: AnyStateMachine): string[] {
  const names: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      names.push(child.key);
      visit(child);
    }
  };
  visit(machine.root);
  return names.sort();
}

/** Whether some state of the machine invokes an actor with this id or source. */
function invokes(machine: AnyStateMachine, name: string): boolean {
  const visit = (node: AnyStateNode): boolean =>
    node.invoke.some((invoke) => invoke.id === name || invoke.src === name) || (Object.values(node.states) as AnyStateNode[]).some(visit);
  return visit(machine.root);
}

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

test('the panel shows the actor tree, the app chart in signedIn and the sign-in events, with no secret', async ({ page }, testInfo) => {
  // The authorization code travels in the callback URL: it must not show in the panel either.
  const callbackUrls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/success-login')) callbackUrls.push(frame.url());
  });
  await signInThroughPortal(page, 'worker', '/?inspect=panel');
  // The panel lays the app's chart out while the portal signs in: on a busy machine that first
  // layout (cached for the tab afterwards) slows the sign-in by seconds.
  await expect(page).toHaveURL(`${E2E_URLS.portal}/home`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeVisible();

  // Opened by ?inspect=panel, it stays open through the login's redirects (same tab); the keyboard
  // shortcut closes and opens it.
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Alt+Shift+KeyI');
  await expect(panel(page)).toHaveCount(0);
  await page.keyboard.press('Alt+Shift+KeyI');
  await expect(panel(page)).toBeVisible();

  // The tree: the root app actor and its running children (a worker's shell).
  const tree = panel(page).locator('[data-inspector="tree"]');
  await expect(tree.locator('[data-actor="app"]')).toBeVisible();
  for (const child of ['inactivity', 'alerts', 'bell']) await expect(tree.locator(`[data-actor="${child}"]`)).toBeVisible();
  // A finished child is gone: the signIn actor of the callback stopped once the user was in.
  await expect(tree.locator('[data-actor="signIn"]')).toHaveCount(0);

  // The app's chart with signedIn active (the root is selected by default).
  const chart = panel(page).locator('[data-chart="app"]');
  await expect(chart.locator('[data-state-name="signedIn"]')).toHaveAttribute('data-active', 'true', { timeout: 15_000 });
  await expect(chart.locator('[data-state-name="booting"]')).not.toHaveAttribute('data-active', 'true');

  // The sign-in events in the log: the callback's signIn child answered the app.
  const log = panel(page).locator('[data-inspector="log"]');
  await expect(log.locator('[data-event-type="xstate.done.actor.signIn"]').first()).toBeVisible();
  await expect(log.locator('[data-event-type="LOCATION.CHANGED"]').first()).toBeVisible();

  // `SCREENSHOTS=docs npm run test:e2e:qa` refreshes the README's pictures.
  if (process.env.SCREENSHOTS) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/inspector-panel.png` });
  }

  // Filter by type, then pause: new events wait.
  await panel(page).getByPlaceholder('e.g. LOCATION').fill('USER.CLICK');
  await expect(log.locator('li')).toHaveCount(0);
  await page.getByRole('heading', { name: 'Tableau de bord intérimaire' }).click();
  await expect(log.locator('[data-event-type="USER.CLICK"]')).toHaveCount(1);
  // (A click in the panel is a click in the page too: the portal counts it as activity.)
  await panel(page).getByRole('button', { name: 'Pause' }).click();
  const clicks = log.locator('[data-event-type="USER.CLICK"]');
  const beforePause = await clicks.count();
  await page.getByRole('heading', { name: 'Tableau de bord intérimaire' }).click();
  await expect(panel(page).getByRole('button', { name: /Resume \(\d+ waiting\)/ })).toBeVisible();
  await expect(clicks).toHaveCount(beforePause);
  await panel(page)
    .getByRole('button', { name: /Resume/ })
    .click();
  await expect.poll(() => clicks.count()).toBeGreaterThan(beforePause);
  await panel(page).getByPlaceholder('e.g. LOCATION').fill('');

  // No token, no authorization code, no password anywhere in the rendered text.
  const secrets = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const user = key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>) : {};
    return ['access_token', 'id_token', 'refresh_token']
      .map((name) => user[name])
      .filter((value): value is string => typeof value === 'string');
  });
  expect(secrets.length, 'the worker has tokens in session storage').toBeGreaterThanOrEqual(2);
  const code = new URL(callbackUrls[0] ?? 'http://x/').searchParams.get('code');
  expect(code, 'the callback URL carried an authorization code').toBeTruthy();
  // Open the contexts too: the app's context holds the user and the location of the callback.
  const rendered = (await page.locator('body').innerText()) + (await panel(page).locator('[data-inspector="context"]').innerText());
  for (const secret of [...secrets, code!]) expect(rendered.includes(secret), 'a secret is rendered').toBe(false);
  expect(rendered).not.toMatch(/eyJ[\w-]{8,}\.[\w-]{8,}\./);
  expect(rendered).not.toMatch(/"password"\s*:\s*"(?!\[redacted\])/);

  // The exported trace: the app's events in order with the state after each, secrets redacted.
  const download = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: 'Export trace' }).click();
  const file = testInfo.outputPath('trace.json');
  await (await download).saveAs(file);
  const text = (await import('node:fs')).readFileSync(file, 'utf8');
  for (const secret of [...secrets, code!]) expect(text.includes(secret), 'a secret is in the trace').toBe(false);
  const trace = JSON.parse(text) as {
    format: string;
    actors: Array<{ machineId: string; steps: Array<{ event: { type: string }; state: unknown }> }>;
  };
  expect(trace.format).toBe('portal-trace/1');
  const app = trace.actors.find((actor) => actor.machineId === 'app');
  expect(app?.steps[0].event.type).toBe('xstate.init');
  expect(app?.steps.some((step) => step.event.type === 'xstate.done.actor.signIn')).toBe(true);
  expect(JSON.stringify(app?.steps.at(-1)?.state)).toContain('signedIn');
  // `SAVE_TRACE=path npm run test:e2e:qa` keeps it (tests/traces/ holds one made this way).
  if (process.env.SAVE_TRACE) writeFileSync(process.env.SAVE_TRACE, text);
});

test('a push from the control API appears in the log and moves the toaster chart', async ({ page, request }) => {
  test.skip(!invokes(appMachine, 'toaster'), 'the app machine runs no toaster on this branch (the notifications branches add and wire it)');
  await signInThroughPortal(page, 'worker', '/home');
  await expect(page.getByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeVisible();
  await page.keyboard.press('Alt+Shift+KeyI');
  const tree = panel(page).locator('[data-inspector="tree"]');
  await expect(tree.locator('[data-actor="toaster"]')).toBeVisible();
  await tree.locator('[data-actor="toaster"]').click();
  const chart = panel(page).locator('[data-chart="toaster"]');
  await expect(chart.locator('[data-state-name="hidden"]')).toHaveAttribute('data-active', 'true');

  const pushed = await request.post(`${E2E_URLS.control}/push`, {
    data: { login: 'worker', target: 'SendNotification', arguments: [{ type: 'contractToSign', category: 'contracts' }] },
  });
  expect(pushed.ok()).toBe(true);
  await expect(panel(page).locator('[data-inspector="log"] li', { hasText: 'contractToSign' }).first()).toBeVisible();
  await expect(chart.locator('[data-state-name="hidden"]')).not.toHaveAttribute('data-active', 'true');
  await expect(chart.locator('[data-taken="true"]').first()).toBeVisible();
});

test('the gallery lists every machine of the registry and draws signIn with its own states', async ({ page }) => {
  await page.goto('/__flows');
  const nav = page.getByRole('navigation', { name: 'Machines' });
  for (const machine of CHART_MACHINES) await expect(nav.getByRole('link', { name: machine.id, exact: true })).toBeVisible();

  await nav.getByRole('link', { name: 'signIn', exact: true }).click();
  await expect(page).toHaveURL(`${E2E_URLS.portal}/__flows/signIn`);
  const chart = page.locator('[data-chart="signIn"]');
  await expect(chart).toBeVisible();
  const drawn = await chart.locator('[data-state-name]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state-name')!));
  // The root box carries the machine id; every other box is a state of the definition.
  expect(drawn.filter((name) => name !== 'signIn').sort()).toEqual(stateNames(signInMachine));

  // What its model tests covered, as they published it.
  await expect(page.locator('[data-coverage]')).toContainText(/states \d+\/\d+, transitions \d+\/\d+, sneak paths \d+\/\d+/);

  // Its journeys, generated by the model tests; choosing one highlights its final state.
  const journeys = page.locator('[data-journeys] button');
  expect(await journeys.count()).toBeGreaterThan(3);
  const forbidden = journeys.filter({ hasText: /403.* → forbidden$/ }).first();
  await forbidden.click();
  await expect(chart.locator('[data-highlighted="true"]')).toHaveAttribute('data-state-name', 'forbidden');
  if (process.env.SCREENSHOTS) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/flow-gallery.png` });
  }

  // Every machine of the registry draws.
  for (const machine of CHART_MACHINES) {
    await nav.getByRole('link', { name: machine.id, exact: true }).click();
    await expect(page.locator(`[data-chart="${machine.id}"] [data-state-name]`).first()).toBeVisible({ timeout: 15_000 });
  }
});
