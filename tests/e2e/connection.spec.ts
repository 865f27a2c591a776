// The real-time connection in Chromium against the local stack's hub: a dropped
// connection shows Reconnecting then Connected; with the hub down the retries follow 0, 2, 10 and
// 30 s on Playwright's clock, then stop with a way to try again; a push reaches the bell; an
// internal user opens no WebSocket (a worker does); calls answering 401 together start one silent
// re-login. Expectations come from the spec (sections 4, 6, 8, 9), written out here.
import { type APIRequestContext, type Page, type Request } from '@playwright/test';
import { expect, test, resetStack, signInThroughPortal } from './portal.ts';
import { E2E_URLS } from './stack-env.ts';
import { allow } from './timing.ts';

/** Spec section 9: reconnect delays, then stop. */
const RECONNECT_DELAYS_MS = [0, 2000, 10_000, 30_000];
const HUB_PATH = '/api/signalr/notifications';

const connection = (page: Page) => page.locator('[data-machine="connection"]');
const isNegotiate = (request: Request) => new URL(request.url()).pathname === `${HUB_PATH}/negotiate`;

async function control(page: Page, path: string, data: unknown = {}) {
  const response = await page.request.post(`${E2E_URLS.control}${path}`, { data });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return response;
}

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

test.afterEach(async ({ request }) => {
  await request.post(`${E2E_URLS.control}/hub/down`, { data: { down: false } });
  await resetStack(request);
});

test('a worker opens the WebSocket to the hub, and a push adds one to the bell', async ({ page }) => {
  const sockets: string[] = [];
  // Only the stack's sockets: the dev server has its own (hot reload).
  page.on('websocket', (socket) => {
    if (socket.url().startsWith(E2E_URLS.stack.replace('http', 'ws'))) sockets.push(new URL(socket.url()).pathname);
  });
  await signInThroughPortal(page, 'worker', '/home');
  await expect(connection(page)).toHaveAttribute('data-state', 'connected');
  expect(sockets).toEqual([HUB_PATH]);

  const badge = page.getByTestId('notification-badge');
  await expect(badge).toHaveText('14');
  await control(page, '/push', {
    login: 'worker',
    target: 'SendNotification',
    arguments: [{ type: 'contractToSign', data: { label: 'Contrat C-77' } }],
  });
  await expect(badge).toHaveText('15');
});

/**
 * A network that refuses WebSockets (a proxy answering the upgrade with an error): every socket to
 * the hub is opened with a connection token the hub does not know, so the upgrade is refused and the
 * socket closes without ever opening, as behind such a proxy.
 */
const REFUSE_HUB_SOCKETS = `
  const PageWebSocket = window.WebSocket;
  window.WebSocket = class extends PageWebSocket {
    constructor(url, protocols) {
      const target = new URL(url, location.href);
      if (target.pathname.endsWith('${HUB_PATH}')) target.searchParams.set('id', 'refused-by-the-proxy');
      super(target.toString(), protocols);
    }
  };
`;

async function hubTransports(request: APIRequestContext) {
  const answer = await request.get(`${E2E_URLS.control}/hub`);
  return ((await answer.json()) as { transports: Record<string, number> }).transports;
}

test('with WebSockets blocked, the connection falls back to Server-Sent Events and a push still shows its toast', async ({
  browser,
  request,
}) => {
  const toastAfterPush = async (page: Page, label: string) => {
    await control(page, '/push', { login: 'worker', target: 'SendNotification', arguments: [{ type: 'contractToSign', data: { label } }] });
    await expect(page.getByTestId('toast-title')).toHaveText(`Contrat à signer : ${label}`);
  };
  const watch = (page: Page) => {
    const seen = { sockets: [] as string[], eventStreams: 0, posts: [] as Request[], negotiations: [] as Request[] };
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname === HUB_PATH) seen.sockets.push(socket.url());
    });
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === `${HUB_PATH}/negotiate`) seen.negotiations.push(request);
      if (path !== HUB_PATH) return;
      if (request.method() === 'GET' && (request.headers().accept ?? '').includes('text/event-stream')) seen.eventStreams += 1;
      if (request.method() === 'POST') seen.posts.push(request);
    });
    return seen;
  };

  // WebSockets allowed: the socket is the transport, no event stream is opened.
  const open = await browser.newContext();
  const openPage = await open.newPage();
  const direct = watch(openPage);
  await signInThroughPortal(openPage, 'worker', '/home');
  await expect(connection(openPage)).toHaveAttribute('data-state', 'connected');
  expect(await hubTransports(request)).toEqual({ WebSockets: 1, ServerSentEvents: 0 });
  expect(direct.sockets).toHaveLength(1);
  expect(direct.eventStreams).toBe(0);
  // Spec section 7: the negotiate call carries the header of every request.
  expect((await direct.negotiations[0].allHeaders())['access-control-allow-origin']).toBe('*');
  await toastAfterPush(openPage, 'Contrat C-90');
  await open.close();
  await expect.poll(async () => (await hubTransports(request)).WebSockets).toBe(0);

  // WebSockets refused: the client tries the socket, then opens the event stream; pushes arrive.
  const blocked = await browser.newContext();
  await blocked.addInitScript(REFUSE_HUB_SOCKETS);
  const blockedPage = await blocked.newPage();
  const fallback = watch(blockedPage);
  await signInThroughPortal(blockedPage, 'worker', '/home');
  await expect(connection(blockedPage)).toHaveAttribute('data-state', 'connected');
  expect(await hubTransports(request)).toEqual({ WebSockets: 0, ServerSentEvents: 1 });
  expect(fallback.sockets.length).toBeGreaterThan(0);
  expect(fallback.eventStreams).toBe(1);
  // The client's frames go up by POST, with the header of every request.
  expect(fallback.posts.length).toBeGreaterThan(0);
  expect((await fallback.posts[0].allHeaders())['access-control-allow-origin']).toBe('*');
  await toastAfterPush(blockedPage, 'Contrat C-91');
  await blocked.close();
});

test('an internal user opens no WebSocket and loads no SignalR client', async ({ page }) => {
  const sockets: string[] = [];
  const signalRRequests: string[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().startsWith(E2E_URLS.stack.replace('http', 'ws'))) sockets.push(socket.url());
  });
  page.on('request', (request) => {
    if (request.url().includes('signalr') || request.url().includes('signalRClient')) signalRRequests.push(request.url());
  });
  await signInThroughPortal(page, 'director', '/home');
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-clickable', 'false');
  // The shell is up: whatever would open a connection has had its chance.
  await page.waitForLoadState('networkidle');
  expect(sockets).toEqual([]);
  expect(signalRRequests).toEqual([]);
  await expect(connection(page)).toHaveCount(0);
});

test('an internal user fetches no important notifications (a worker does)', async ({ browser }) => {
  const isImportant = (request: Request) => new URL(request.url()).pathname === '/api/v1/notifications/important';
  // Spec section 6: no banner fetch for internal users. First the positive case: a worker fetches them.
  const workerContext = await browser.newContext();
  const workerPage = await workerContext.newPage();
  const workerFetches: string[] = [];
  workerPage.on('request', (request) => {
    if (isImportant(request)) workerFetches.push(request.url());
  });
  await signInThroughPortal(workerPage, 'worker', '/home');
  await expect(workerPage.getByTestId('important-banner')).toBeVisible();
  expect(workerFetches.length).toBeGreaterThan(0);
  await workerContext.close();

  const internalContext = await browser.newContext();
  const internalPage = await internalContext.newPage();
  const internalFetches: string[] = [];
  internalPage.on('request', (request) => {
    if (isImportant(request)) internalFetches.push(request.url());
  });
  await signInThroughPortal(internalPage, 'director', '/home');
  await expect(internalPage.getByTestId('notification-bell')).toHaveAttribute('data-clickable', 'false');
  await internalPage.waitForLoadState('networkidle');
  expect(internalFetches).toEqual([]);
  await expect(internalPage.getByTestId('important-banner')).toHaveCount(0);
  await internalContext.close();
});

test('hub/drop shows Reconnecting, then Connected', async ({ page }) => {
  await signInThroughPortal(page, 'client', '/home');
  await expect(connection(page)).toHaveAttribute('data-state', 'connected');
  // A slow negotiate keeps the reconnection visible long enough to be seen.
  await control(page, '/faults', { method: 'POST', path: '/signalr/notifications/negotiate', latencyMs: 1500, times: 1 });

  await control(page, '/hub/drop');
  await expect(connection(page)).toHaveAttribute('data-state', /^reconnecting\.(waiting|attempting)$/);
  await expect(connection(page)).toHaveText('Reconnexion aux notifications en cours…');
  await expect(connection(page)).toHaveAttribute('data-state', 'connected', { timeout: allow(10_000) });
  await expect(connection(page)).toHaveText('');
});

test('with the hub down, the retries follow 0, 2, 10 and 30 s, then stop; "try again" connects', async ({ page }) => {
  await page.clock.install();
  await signInThroughPortal(page, 'worker', '/home');
  await expect(connection(page)).toHaveAttribute('data-state', 'connected');

  const negotiations: number[] = [];
  page.on('request', (request) => {
    if (isNegotiate(request)) negotiations.push(negotiations.length + 1);
  });
  // Time stands still from here: only runFor() moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await control(page, '/hub/down', { down: true });
  await control(page, '/hub/drop');
  await expect(connection(page)).toHaveAttribute('data-state', /^reconnecting\.(waiting|attempting)$/);

  /** Lets the refused negotiation reach the machine, which then starts the next wait. */
  const settle = async (attempts: number) => {
    await expect.poll(() => negotiations.length).toBe(attempts);
    await page.waitForTimeout(300);
  };

  let attempts = 0;
  for (const delay of RECONNECT_DELAYS_MS) {
    if (delay > 0) {
      await page.clock.runFor(delay - 1);
      await page.waitForTimeout(200);
      expect(negotiations.length, `no attempt before ${delay} ms`).toBe(attempts);
    }
    await page.clock.runFor(delay > 0 ? 1 : 0);
    attempts += 1;
    await settle(attempts);
  }

  // Four attempts, then it stops: no fifth however long we wait, and the user is told.
  await expect(connection(page)).toHaveAttribute('data-state', 'disconnected');
  await expect(connection(page)).toContainText('Les notifications en temps réel sont interrompues.');
  await page.clock.runFor(120_000);
  await page.waitForTimeout(300);
  expect(negotiations.length).toBe(RECONNECT_DELAYS_MS.length);

  await control(page, '/hub/down', { down: false });
  await connection(page).getByRole('button', { name: 'Réessayer' }).click();
  await expect(connection(page)).toHaveAttribute('data-state', 'connected');
  expect(negotiations.length).toBe(RECONNECT_DELAYS_MS.length + 1);
});

test('calls answering 401 together start one silent re-login: back on the page, no password asked', async ({ page }) => {
  // The contracts open on their To sign tab, whose URL the re-login comes back to.
  await signInThroughPortal(page, 'worker', '/contracts/to-sign');
  await expect(page.getByRole('heading', { name: 'Contrats' })).toBeVisible();
  const prompts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === E2E_URLS.idp && url.pathname.endsWith('/auth')) prompts.push(url.searchParams.get('prompt') ?? 'none');
  });
  // On a reload the alerts and user info leave together: both refuse.
  await control(page, '/faults', { method: 'GET', path: '/alerts-api/v1/alerts', status: 401, times: 1 });
  await control(page, '/faults', { method: 'GET', path: '/v1/users/me/info', status: 401, times: 1 });
  await page.reload();

  // One re-login, silent (the provider session is alive): straight back, no login page.
  await expect.poll(() => prompts.length, { timeout: allow(15_000) }).toBeGreaterThan(0);
  await page.waitForURL(`${E2E_URLS.portal}/contracts/to-sign`);
  await expect(page.getByRole('heading', { name: 'Contrats' })).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveText('14');
  expect(prompts).toEqual(['none']);
});

test('leaving the authorised layout closes the hub connection; coming back opens a new one (spec section 4)', async ({ page }) => {
  const hubConnections = async () =>
    ((await (await page.request.get(`${E2E_URLS.control}/hub`)).json()) as { connections: number }).connections;
  const opened: { closed: boolean }[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().startsWith(E2E_URLS.stack.replace('http', 'ws'))) return;
    const record = { closed: false };
    opened.push(record);
    socket.on('close', () => {
      record.closed = true;
    });
  });
  // Earlier tests' pages are closed: the hub starts from none.
  await expect.poll(hubConnections).toBe(0);

  // Positive case first: in the layout, one open connection.
  await signInThroughPortal(page, 'worker', '/home');
  await expect(connection(page)).toHaveAttribute('data-state', 'connected');
  await expect.poll(hubConnections).toBe(1);
  expect(opened.map((s) => s.closed)).toEqual([false]);

  // To /evaluate (a route outside the layout) without reloading the page: the router hears it.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/evaluate');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(`${E2E_URLS.portal}/evaluate`);
  await expect(connection(page)).toHaveCount(0);
  await expect.poll(hubConnections).toBe(0);
  await expect.poll(() => opened.map((s) => s.closed)).toEqual([true]);

  // Back to /home (same page, history): a second socket opens and the hub counts one again.
  await page.goBack();
  await expect(page).toHaveURL(`${E2E_URLS.portal}/home`);
  await expect(connection(page)).toHaveAttribute('data-state', 'connected');
  await expect.poll(hubConnections).toBe(1);
  expect(opened.map((s) => s.closed)).toEqual([true, false]);
});
