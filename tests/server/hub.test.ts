// The notification hub with the official @microsoft/signalr client: negotiate, WebSocket and the
// Server-Sent Events fallback, both server events, per-user delivery, reconnect after a drop, down
// switch, token checks, CORS of the fallback's requests.
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import { request } from './helpers/http.ts';
import { PORTAL_URL, signIn } from './helpers/sign-in.ts';
import { api, control, useStack } from './helpers/stack-fixture.ts';

const stack = useStack();
const open: HubConnection[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.stop()));
  await control(stack(), '/reset');
});

async function connect(
  login: string,
  {
    reconnectDelays = [0, 100, 200],
    /** `clientDefault`: no transport named, the client tries what negotiate offers. */
    transport = HttpTransportType.WebSockets as HttpTransportType | 'clientDefault',
    WebSocket = undefined as unknown,
  } = {},
) {
  const { access_token } = await signIn(stack(), login);
  const connection = new HubConnectionBuilder()
    .withUrl(`${stack().backApiUrl}/signalr/notifications`, {
      accessTokenFactory: () => access_token,
      ...(transport === 'clientDefault' ? {} : { transport }),
      ...(WebSocket ? { WebSocket } : {}),
    })
    .withAutomaticReconnect(reconnectDelays)
    .configureLogging(LogLevel.None)
    .build();
  open.push(connection);
  const received: { target: string; args: unknown[] }[] = [];
  for (const target of ['SendNotification', 'SendImportantProcessedNotifications']) {
    connection.on(target, (...args: unknown[]) => received.push({ target, args }));
  }
  await connection.start();
  return { connection, received, token: access_token };
}

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('notification hub', () => {
  it("delivers both server events to the user's connections only", async () => {
    const worker = await connect('worker');
    const client = await connect('client');
    expect(worker.connection.state).toBe(HubConnectionState.Connected);

    const push = await control(stack(), '/push', {
      login: 'worker',
      target: 'SendNotification',
      arguments: [{ type: 'contractToSign', data: { label: 'Contrat C-1' } }],
    });
    expect(push.json()).toMatchObject({ delivered: 1 });
    await control(stack(), '/push', { login: 'worker', target: 'SendImportantProcessedNotifications', arguments: [['n-worker-1']] });
    await until(() => worker.received.length === 2);

    expect(worker.received[0]).toEqual({
      target: 'SendNotification',
      args: [
        {
          id: expect.any(String),
          type: 'contractToSign',
          category: 'contracts',
          data: { label: 'Contrat C-1' },
          createdAt: expect.any(String),
        },
      ],
    });
    expect(worker.received[1]).toEqual({ target: 'SendImportantProcessedNotifications', args: [['n-worker-1']] });
    expect(client.received).toEqual([]);

    // The pushed notification is stored, the processed one is gone from the banner list.
    const popup = (await api(stack(), worker.token, 'GET', '/v1/notifications/popup?skip=0&take=10')).json<{ items: { id: string }[] }>();
    expect(popup.items[0].id).toBe((worker.received[0].args[0] as { id: string }).id);
    const important = (await api(stack(), worker.token, 'GET', '/v1/notifications/important')).json<{ id: string }[]>();
    expect(important.map((n) => n.id)).not.toContain('n-worker-1');
  });

  it("tells the user's connections when an important notification is processed through the API", async () => {
    const worker = await connect('worker');
    await api(stack(), worker.token, 'PATCH', '/v1/notifications/n-worker-2/processed');
    await until(() => worker.received.length === 1);
    expect(worker.received[0]).toEqual({ target: 'SendImportantProcessedNotifications', args: [['n-worker-2']] });
  });

  it('reconnects after hub/drop and keeps delivering', async () => {
    const worker = await connect('worker');
    let reconnecting = 0;
    let reconnected = 0;
    worker.connection.onreconnecting(() => {
      reconnecting += 1;
    });
    worker.connection.onreconnected(() => {
      reconnected += 1;
    });

    expect((await control(stack(), '/hub/drop')).json()).toEqual({ dropped: 1 });
    await until(() => reconnected === 1);
    expect(reconnecting).toBe(1);
    expect(worker.connection.state).toBe(HubConnectionState.Connected);

    await control(stack(), '/push', { login: 'worker', target: 'SendNotification', arguments: [{ type: 'newsPublished' }] });
    await until(() => worker.received.length === 1);
  });

  it('refuses connections while down, and the client gives up after its retry delays', async () => {
    const worker = await connect('worker', { reconnectDelays: [0, 50] });
    let closed = false;
    worker.connection.onclose(() => {
      closed = true;
    });
    await control(stack(), '/hub/down', { down: true });
    await control(stack(), '/hub/drop');
    await until(() => closed);
    expect(worker.connection.state).toBe(HubConnectionState.Disconnected);

    await control(stack(), '/hub/down', { down: false });
    await worker.connection.start();
    expect(worker.connection.state).toBe(HubConnectionState.Connected);
  });

  it('answers 401 to a negotiate without a valid token', async () => {
    const url = `${stack().backApiUrl}/signalr/notifications/negotiate?negotiateVersion=1`;
    expect((await request(url, { method: 'POST' })).status).toBe(401);
    expect((await request(url, { method: 'POST', headers: { Authorization: 'Bearer nope' } })).status).toBe(401);
  });

  it('accepts the token as access_token (browsers) and refuses an unknown connection token', async () => {
    const { access_token } = await signIn(stack(), 'client');
    const url = `${stack().backApiUrl}/signalr/notifications/negotiate?negotiateVersion=1&access_token=${access_token}`;
    const negotiate = await request(url, { method: 'POST' });
    expect(negotiate.json()).toEqual({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [
        { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
        { transport: 'ServerSentEvents', transferFormats: ['Text'] },
      ],
    });
    const { WebSocket } = await import('ws');
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(
        `${stack().backApiUrl.replace('http', 'ws')}/signalr/notifications?id=unknown&access_token=${access_token}`,
      );
      socket.on('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('error', () => {});
    });
    expect(status).toBe(404);
  });
});

/** How the open connections reach the hub (control API). */
async function transports() {
  const answer = await request(`${stack().stackUrl}/__control/hub`);
  return answer.json<{ transports: Record<string, number> }>().transports;
}

/** A WebSocket that a proxy refuses: it never opens. */
class BlockedWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  binaryType = 'blob';
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  constructor() {
    setTimeout(() => {
      this.readyState = 3;
      this.onerror?.({ type: 'error', message: 'blocked by a proxy' });
      this.onclose?.({ type: 'close', code: 1006, reason: 'blocked by a proxy', wasClean: false });
    }, 5);
  }
  send() {}
  close() {}
}

describe('Server-Sent Events: the fallback when WebSockets are blocked', () => {
  it('the client falls back to Server-Sent Events when its WebSocket cannot open, and receives pushes', async () => {
    // First the positive case: with WebSockets working, the client's first choice is the socket.
    const open = await connect('worker', { transport: 'clientDefault' });
    expect(await transports()).toEqual({ WebSockets: 1, ServerSentEvents: 0 });
    await open.connection.stop();
    await until(() => open.connection.state === HubConnectionState.Disconnected);

    const blocked = await connect('worker', { transport: 'clientDefault', WebSocket: BlockedWebSocket });
    expect(blocked.connection.state).toBe(HubConnectionState.Connected);
    expect(await transports()).toEqual({ WebSockets: 0, ServerSentEvents: 1 });
    await control(stack(), '/push', { login: 'worker', target: 'SendNotification', arguments: [{ type: 'newsPublished' }] });
    await until(() => blocked.received.length === 1);
    expect(blocked.received[0]).toMatchObject({ target: 'SendNotification', args: [{ type: 'newsPublished', category: 'news' }] });
  });

  it("delivers both server events to the user's connections only, and answers the client's calls (POST)", async () => {
    const worker = await connect('worker', { transport: HttpTransportType.ServerSentEvents });
    const client = await connect('client', { transport: HttpTransportType.ServerSentEvents });
    expect(await transports()).toEqual({ WebSockets: 0, ServerSentEvents: 2 });

    const push = await control(stack(), '/push', {
      login: 'worker',
      target: 'SendNotification',
      arguments: [{ type: 'contractToSign', data: { label: 'Contrat C-2' } }],
    });
    expect(push.json()).toMatchObject({ delivered: 1 });
    await control(stack(), '/push', { login: 'worker', target: 'SendImportantProcessedNotifications', arguments: [['n-worker-1']] });
    await until(() => worker.received.length === 2);
    expect(worker.received[0]).toMatchObject({
      target: 'SendNotification',
      args: [{ type: 'contractToSign', data: { label: 'Contrat C-2' } }],
    });
    expect(worker.received[1]).toEqual({ target: 'SendImportantProcessedNotifications', args: [['n-worker-1']] });
    expect(client.received).toEqual([]);

    // A call from the client goes up by POST; its answer comes back on the stream.
    await expect(worker.connection.invoke('Subscribe')).rejects.toThrow("Method 'Subscribe' does not exist on this hub.");
  });

  it('reconnects after hub/drop and keeps delivering', async () => {
    const worker = await connect('worker', { transport: HttpTransportType.ServerSentEvents });
    let reconnected = 0;
    worker.connection.onreconnected(() => {
      reconnected += 1;
    });
    expect((await control(stack(), '/hub/drop')).json()).toEqual({ dropped: 1 });
    await until(() => reconnected === 1);
    expect(worker.connection.state).toBe(HubConnectionState.Connected);
    await control(stack(), '/push', { login: 'worker', target: 'SendNotification', arguments: [{ type: 'newsPublished' }] });
    await until(() => worker.received.length === 1);
  });

  it('speaks the transport protocol on the wire: data: <frame> events on a GET, frames up by POST', async () => {
    const { access_token } = await signIn(stack(), 'worker');
    const hub = `${stack().backApiUrl}/signalr/notifications`;
    const negotiate = await request(`${hub}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${access_token}` },
    });
    const { connectionToken } = negotiate.json<{ connectionToken: string }>();
    const streamUrl = `${hub}?id=${encodeURIComponent(connectionToken)}`;

    // Long polling is not offered: a GET that is not an event stream is refused.
    const polling = await request(`${streamUrl}&access_token=${access_token}`);
    expect(polling.status).toBe(400);

    const { request: httpRequest } = await import('node:http');
    const chunks: string[] = [];
    const stream = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
      const req = httpRequest(`${streamUrl}&access_token=${access_token}`, {
        headers: { Accept: 'text/event-stream', Origin: PORTAL_URL },
      });
      req.on('response', resolve);
      req.on('error', reject);
      req.end();
    });
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => chunks.push(chunk));
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream');
    // Read cross-origin with credentials by the browser's EventSource.
    expect(stream.headers['access-control-allow-origin']).toBe(PORTAL_URL);
    expect(stream.headers['access-control-allow-credentials']).toBe('true');

    // Another user cannot post on this connection; an unknown one does not exist.
    const other = await signIn(stack(), 'client');
    const handshake = '{"protocol":"json","version":1}\u001e';
    const post = (url: string, token: string) =>
      request(url, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' }, body: handshake });
    expect((await post(streamUrl, other.access_token)).status).toBe(401);
    expect((await post(`${hub}?id=unknown`, access_token)).status).toBe(404);

    expect((await post(streamUrl, access_token)).status).toBe(200);
    await until(() => chunks.join('').includes('data: {}\u001e\n\n'));
    await control(stack(), '/push', { login: 'worker', target: 'SendNotification', arguments: [{ type: 'newsPublished' }] });
    await until(() => chunks.join('').includes('"target":"SendNotification"'));
    const events = chunks.join('').split('\n\n').filter(Boolean);
    expect(events[0]).toBe('data: {}\u001e');
    expect(events[1]).toMatch(/^data: \{"type":1,"target":"SendNotification","arguments":\[\{.*"type":"newsPublished".*\}\]\}\u001e$/);
    stream.destroy();
  });

  it('lets the portal send its request headers: the preflight allows Device-Unique-Id and Access-Control-Allow-Origin', async () => {
    const preflight = await request(`${stack().backApiUrl}/signalr/notifications?id=x`, {
      method: 'OPTIONS',
      headers: {
        Origin: PORTAL_URL,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization,device-unique-id,access-control-allow-origin,x-signalr-user-agent,x-requested-with',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PORTAL_URL);
    const allowed = String(preflight.headers['access-control-allow-headers'])
      .toLowerCase()
      .split(/\s*,\s*/);
    for (const header of ['authorization', 'device-unique-id', 'access-control-allow-origin', 'x-signalr-user-agent', 'x-requested-with']) {
      expect(allowed, header).toContain(header);
    }
  });
});
