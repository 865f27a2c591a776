// The notification hub with the official @microsoft/signalr client: negotiate, WebSocket,
// both server events, per-user delivery, reconnect after a drop, down switch, token checks.
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import { request } from './helpers/http.ts';
import { signIn } from './helpers/sign-in.ts';
import { api, control, useStack } from './helpers/stack-fixture.ts';

const stack = useStack();
const open: HubConnection[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.stop()));
  await control(stack(), '/reset');
});

async function connect(login: string, { reconnectDelays = [0, 100, 200] } = {}) {
  const { access_token } = await signIn(stack(), login);
  const connection = new HubConnectionBuilder()
    .withUrl(`${stack().backApiUrl}/signalr/notifications`, {
      accessTokenFactory: () => access_token,
      transport: HttpTransportType.WebSockets,
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
    const popup = (await api(stack(), worker.token, 'GET', '/v1/notifications/popup')).json<{ items: { id: string }[] }>();
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
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
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
