// The live inspector and the flow gallery on a QA build (VITE_INSPECT=true, served by vite preview;
// playwright.qa.config.ts), against the local stack: the panel and its time travel, the titled
// export that `npm test` replays as a named test and `npm run replay` replays in a browser, and a
// panel that makes no request of its own. Expectations come from the machines' own definitions and
// what a QA engineer sees, not from the panel's code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { appMachine } from '../../machines/app/app.machine.ts';
import { CHART_MACHINES } from '../../machines/registry.ts';
import { signInMachine } from '../../machines/signIn/signIn.machine.ts';
import { stateNames } from './machineStates.ts';
import { expect, fault, test, resetStack, signInThroughPortal } from './portal.ts';
import { E2E_URLS, runDir } from './stack-env.ts';
import { allow } from './timing.ts';

const panel = (page: Page) => page.locator('[data-machine="inspector"]');

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
  await expect(page).toHaveURL(`${E2E_URLS.portal}/home`, { timeout: allow(30_000) });
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
  await expect(chart.locator('[data-state-name="signedIn"]')).toHaveAttribute('data-active', 'true', { timeout: allow(15_000) });
  await expect(chart.locator('[data-state-name="booting"]')).not.toHaveAttribute('data-active', 'true');

  // The tree says each actor's state as dotted paths, one per active region, not as JSON.
  const appPaths = panel(page).locator('[data-state-paths="app"] li');
  await expect(appPaths.filter({ hasText: /^ready\.session\.authorised\.signedIn\.route\.entered$/ })).toHaveCount(1);
  await expect(tree).not.toContainText('{');

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

  // Time travel: the app's first entry shows the portal as it booted (signIn not started yet),
  // the tree, chart and context of that moment; back to live, signed in again.
  await panel(page).getByPlaceholder('e.g. LOCATION').fill('xstate.init');
  await log.locator('li').last().getByRole('button').click();
  await panel(page).getByPlaceholder('e.g. LOCATION').fill('');
  const travel = panel(page).locator('[data-inspector="travel"]');
  await expect(travel).toContainText('At #1 xstate.init');
  await expect(chart.locator('[data-state-name="booting"]')).toHaveAttribute('data-active', 'true');
  await expect(chart.locator('[data-state-name="signedIn"]')).not.toHaveAttribute('data-active', 'true');
  await expect(tree.locator('[data-actor="bell"]')).toHaveCount(0);
  await expect(panel(page).locator('[data-inspector="context"]')).toContainText('"userInfo": null');
  // The entry where signIn answered: the app signed in then, and loads the session's code.
  await log.locator('[data-event-type="xstate.done.actor.signIn"]').first().getByRole('button').click();
  await expect(travel).toContainText('xstate.done.actor.signIn');
  await expect(chart.locator('[data-state-name="loadingShell"]')).toHaveAttribute('data-active', 'true');
  // The entry where that code arrived: the signed-in session started.
  await log.locator('[data-event-type="xstate.done.actor.loadShell"]').first().getByRole('button').click();
  await expect(travel).toContainText('xstate.done.actor.loadShell');
  await expect(chart.locator('[data-state-name="signedIn"]')).toHaveAttribute('data-active', 'true');
  await travel.getByRole('button', { name: 'Back to live' }).click();
  await expect(travel).toHaveCount(0);
  await expect(tree.locator('[data-actor="bell"]')).toBeVisible();

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

  // The exported trace: the app's events in order with the state after each, secrets redacted,
  // named after the title typed (no title, no export).
  await expect(panel(page).getByRole('button', { name: 'Export trace' })).toBeDisabled();
  await panel(page)
    .getByRole('textbox', { name: /Trace title/ })
    .fill('worker sign-in');
  const download = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: 'Export trace' }).click();
  expect((await download).suggestedFilename()).toBe('worker-sign-in.json');
  const file = testInfo.outputPath('trace.json');
  await (await download).saveAs(file);
  const text = (await import('node:fs')).readFileSync(file, 'utf8');
  for (const secret of [...secrets, code!]) expect(text.includes(secret), 'a secret is in the trace').toBe(false);
  const trace = JSON.parse(text) as {
    format: string;
    title: string;
    actors: Array<{ machineId: string; steps: Array<{ event: { type: string }; state: unknown }> }>;
  };
  expect(trace.format).toBe('portal-trace/2');
  expect(trace.title).toBe('worker sign-in');
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
  // It draws every machine of the registry: the time grows with the machines.
  test.setTimeout(allow(20_000 + CHART_MACHINES.length * 1_000));
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
  const forbidden = journeys.filter({ hasText: /answers 403 ⇒ The forbidden page$/ }).first();
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
    await expect(page.locator(`[data-chart="${machine.id}"] [data-state-name]`).first()).toBeVisible({ timeout: allow(15_000) });
  }
});

/** A worker's session with the panel open: signs in, opens and closes the bell's list, opens the contracts. */
async function recordBellSession(page: Page, title: string) {
  await signInThroughPortal(page, 'worker', '/?inspect=panel');
  await expect(page.getByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeVisible({ timeout: allow(30_000) });
  await page.getByTestId('notification-bell').click();
  await expect(page.locator('[data-machine="popup"]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('.main-nav [data-nav="contracts"]').click();
  await expect(page).toHaveURL(`${E2E_URLS.portal}/contracts/to-sign`);
  await panel(page)
    .getByRole('textbox', { name: /Trace title/ })
    .fill(title);
  const download = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: 'Export trace' }).click();
  return download;
}

test('from bug to test in one step: the export is a named test of npm test, and npm run replay reproduces it in a browser', async ({
  page,
  request,
}) => {
  test.setTimeout(allow(240_000));
  const folder = mkdtempSync(join(tmpdir(), 'traces-'));
  try {
    const download = await recordBellSession(page, 'Worker opens the bell, then contracts');
    const name = (await download).suggestedFilename();
    expect(name).toBe('worker-opens-the-bell-then-contracts.json');
    const file = join(folder, name);
    await (await download).saveAs(file);

    // Dropped into a traces folder, it is a test named after its title, and it passes.
    const vitest = spawnSync('node_modules/.bin/vitest', ['run', 'tests/model/traces.test.ts', '--reporter=verbose'], {
      encoding: 'utf8',
      env: { ...process.env, TRACES_DIR: folder, CI: '1' },
      timeout: allow(120_000),
    });
    expect(vitest.stdout).toContain(`trace: Worker opens the bell, then contracts (${name})`);
    expect(vitest.status, vitest.stdout + vitest.stderr).toBe(0);

    // Replayed in a browser against the running portal: every step as recorded.
    const replay = (trace: string) =>
      spawnSync('node_modules/.bin/tsx', ['scripts/replay.ts', trace, '--url', E2E_URLS.portal, '--login', 'worker'], {
        encoding: 'utf8',
        timeout: allow(120_000),
      });
    const same = replay(file);
    expect(same.stdout).toMatch(/app\/popup ← OPEN .* → sent: ok/);
    expect(same.stdout).toMatch(/app ← LOCATION\.CHANGED \{"path":"\/contracts".* → navigated: ok/);
    expect(same.stdout).toContain('the portal went through every step as recorded');
    expect(same.status, same.stdout + same.stderr).toBe(0);

    // The same steps against a portal whose server now fails the bell's list: the replay says where.
    await fault(request, { method: 'GET', path: '/api/v1/notifications/popup', status: 500 });
    const broken = replay(file);
    expect(broken.stdout).toMatch(
      /app\/popup ← CLOSE .*\n\s+before: app\/popup is in \{"open":"failed"\}; the trace had it in \{"open":"ready"\}/,
    );
    expect(broken.stdout).toContain('app/bell: the portal is in "failed", the trace ends in "loaded"');
    expect(broken.status, broken.stdout + broken.stderr).toBe(1);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

// Records every way a page can send something out (fetch, XMLHttpRequest, WebSocket, EventSource,
// sendBeacon, window.open) with the stack that asked, so a call is known by the chunk it came from.
const NETWORK_CALLS = `
  Error.stackTraceLimit = 60;
  window.__networkCalls = [];
  const note = (api, url) => window.__networkCalls.push({ api, url: String(url), stack: new Error().stack || '' });
  const { fetch, open: openWindow } = window;
  window.fetch = function (input, init) { note('fetch', input instanceof Request ? input.url : input); return fetch.call(this, input, init); };
  const xhrOpen = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) { note('XMLHttpRequest', url); return xhrOpen.call(this, method, url, ...rest); };
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket { constructor(url, protocols) { note('WebSocket', url); super(url, protocols); } };
  const NativeEventSource = window.EventSource;
  window.EventSource = class extends NativeEventSource { constructor(url, options) { note('EventSource', url); super(url, options); } };
  const beacon = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => { note('sendBeacon', url); return beacon(url, data); };
  window.open = function (url, ...rest) { note('window.open', url); return openWindow.call(this, url, ...rest); };
`;

interface NetworkCall {
  api: string;
  url: string;
  stack: string;
}

/** The QA build's chunks that hold inspection code (the panel, the gallery, elkjs, Stately's inspector). */
function inspectionChunks(): string[] {
  const assets = join(process.cwd(), runDir('dist-qa'), 'assets');
  const markers = ['insp-panel', 'Export trace', 'flows-journeys', 'org.eclipse.elk', 'stately.ai/inspect'];
  return readdirSync(assets).filter(
    (file) => file.endsWith('.js') && markers.some((marker) => readFileSync(join(assets, file), 'utf8').includes(marker)),
  );
}

const fromInspection = (calls: NetworkCall[], chunks: string[]) =>
  calls.filter((call) => chunks.some((chunk) => call.stack.includes(chunk)));

test('the panel makes no request of its own: no fetch, XHR, WebSocket, EventSource, beacon or window', async ({ page, context }) => {
  test.setTimeout(allow(120_000));
  const chunks = inspectionChunks();
  expect(chunks.length, 'the QA build has inspection chunks').toBeGreaterThan(1);
  await context.addInitScript(NETWORK_CALLS);
  const callsOf = async (tab: Page) =>
    (await tab.evaluate(() => (window as unknown as { __networkCalls: NetworkCall[] }).__networkCalls)) ?? [];

  // First, the probe catches inspection code that does send something out: Stately's online
  // inspector (`?inspect`) opens its window from its own chunk.
  const stately = await context.newPage();
  const statelyWindow = stately.waitForEvent('popup');
  await stately.goto('/maintenance?inspect');
  await expect.poll(async () => fromInspection(await callsOf(stately), chunks).filter((call) => call.api === 'window.open').length).toBe(1);
  expect(fromInspection(await callsOf(stately), chunks).map((call) => [call.api, call.url])).toEqual([
    ['window.open', expect.stringContaining('stately.ai/inspect')],
  ]);
  await (await statelyWindow).close();
  await stately.close();

  const requests: string[] = [];
  page.on('request', (sent) => requests.push(`${sent.resourceType()} ${sent.url()}`));
  page.on('websocket', (socket) => requests.push(`websocket ${socket.url()}`));
  const popups: string[] = [];
  page.on('popup', (opened) => popups.push(opened.url()));

  await signInThroughPortal(page, 'worker', '/?inspect=panel');
  await expect(page.getByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeVisible({ timeout: allow(30_000) });
  await expect(panel(page).locator('[data-chart="app"] [data-state-name="signedIn"]')).toHaveAttribute('data-active', 'true', {
    timeout: allow(15_000),
  });
  const calls = () => callsOf(page);

  // The probe and the request recorder see the portal's own calls (user info, the hub's socket),
  // and the probe knows they are not the panel's.
  expect(requests.some((request) => request.includes('/v1/users/me/info'))).toBe(true);
  // The hub's socket opens once the first screen has what it shows (src/boot.ts).
  await expect.poll(() => requests.some((request) => request.startsWith('websocket ')), { timeout: allow(15_000) }).toBe(true);
  const signedIn = await calls();
  expect(signedIn.some((call) => call.api === 'fetch' && call.url.includes('/v1/users/me/info'))).toBe(true);
  expect(signedIn.some((call) => call.api === 'WebSocket')).toBe(true);
  expect(fromInspection(signedIn, chunks), 'calls made by inspection code').toEqual([]);

  // Every part of the panel in use: actors, charts, time travel, filters, pause, zoom, title, export, clear.
  const before = requests.length;
  const tree = panel(page).locator('[data-inspector="tree"]');
  for (const actor of ['bell', 'toaster', 'app']) {
    await tree.locator(`[data-actor="${actor}"]`).click();
    await expect(panel(page).locator(`[data-chart="${actor}"] [data-state-name]`).first()).toBeVisible({ timeout: allow(15_000) });
  }
  const log = panel(page).locator('[data-inspector="log"]');
  await log.locator('li').nth(3).getByRole('button').click();
  const travel = panel(page).locator('[data-inspector="travel"]');
  await travel.getByRole('button', { name: '◀ Earlier' }).click();
  await travel.getByRole('button', { name: 'Later ▶' }).click();
  await travel.getByRole('button', { name: 'Back to live' }).click();
  await panel(page).getByPlaceholder('e.g. LOCATION').fill('LOCATION');
  await panel(page).getByPlaceholder('e.g. LOCATION').fill('');
  await panel(page).getByRole('button', { name: 'Pause' }).click();
  await panel(page)
    .getByRole('button', { name: /Resume/ })
    .click();
  await panel(page).getByRole('button', { name: 'Zoom in' }).click();
  await panel(page)
    .getByRole('textbox', { name: /Trace title/ })
    .fill('no request');
  const download = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: 'Export trace' }).click();
  await download;
  await panel(page).getByRole('button', { name: 'Clear' }).click();
  await page.waitForTimeout(1000);
  // (The export is a download of a blob made in the page: no network.)
  expect(requests.slice(before).filter((request) => !request.includes(' blob:'))).toEqual([]);
  expect(fromInspection(await calls(), chunks)).toEqual([]);
  expect(popups).toEqual([]);
});
