// The connection machine with its real browser-side implementation (src/services/connection.
// implementations.ts, the official @microsoft/signalr client) against the local stack's hub:
// connect, pushes through the intake, a drop and its reconnect, the hub down until the retries are
// spent, "try again", and the token read on every (re)connect.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { connectionMachine } from '../../machines/connection/connection.machine';
import type { AppNotification } from '../../machines/domain/types';
import { createConnectionImplementations } from '../../src/services/connection.implementations';
import { signIn } from './helpers/sign-in.ts';
import { control, useStack } from './helpers/stack-fixture.ts';

const stack = useStack();
const actors: Actor<typeof connectionMachine>[] = [];

afterEach(async () => {
  actors.splice(0).forEach((actor) => actor.stop());
  await control(stack(), '/reset');
});

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function connect(login: string, reconnectDelaysMs: number[] = [0, 20, 40, 60], deviceId: string | null = null) {
  const { access_token } = await signIn(stack(), login);
  const seen = {
    tokens: 0,
    notifications: [] as AppNotification[],
    processed: [] as string[][],
    warnings: [] as string[],
    logs: [] as string[],
  };
  const implementations = createConnectionImplementations({
    backApiUrl: () => stack().backApiUrl,
    getDeviceId: () => deviceId,
    getAccessToken: async () => {
      seen.tokens += 1;
      return access_token;
    },
    logger: { log: (_level, message) => seen.logs.push(message) },
    console: { warn: (...parts: unknown[]) => seen.warnings.push(parts.join(' ')) },
  });
  const machine = connectionMachine.provide({
    ...implementations,
    // The spec's waits, shortened: the same number of attempts, milliseconds for seconds.
    delays: { reconnectDelay: ({ context }) => reconnectDelaysMs[context.reconnectAttempt] ?? 0 },
    actions: {
      ...implementations.actions,
      forwardNotification: (_, params: { notification: AppNotification }) => seen.notifications.push(params.notification),
      forwardImportantProcessed: (_, params: { ids: string[] }) => seen.processed.push(params.ids),
    },
  });
  const actor = createActor(machine).start();
  actors.push(actor);
  const phases: string[] = [];
  actor.subscribe((snapshot) => {
    const phase = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
    if (phases.at(-1) !== phase) phases.push(phase);
  });
  await until(() => actor.getSnapshot().matches('connected'));
  return { actor, seen, phases };
}

const push = (login: string, target: string, args: unknown[]) => control(stack(), '/push', { login, target, arguments: args });

describe('connection against the hub', () => {
  it('connects with the session token and turns both server events into events', async () => {
    const { seen } = await connect('worker');
    // The client asks for the token for the negotiate and again for the socket.
    expect(seen.tokens).toBeGreaterThan(0);
    await push('worker', 'SendNotification', [{ type: 'contractToSign', data: { label: '<img src=x onerror=alert(1)>' } }]);
    await push('worker', 'SendImportantProcessedNotifications', [['n-worker-1']]);
    await until(() => seen.notifications.length === 1 && seen.processed.length === 1);
    expect(seen.notifications[0]).toMatchObject({
      type: 'contractToSign',
      category: 'contracts',
      data: { label: '<img src=x onerror=alert(1)>' },
    });
    expect(seen.processed).toEqual([['n-worker-1']]);
    expect(seen.logs).toEqual([]);
  });

  it("sends the spec's request headers on the negotiate call: Access-Control-Allow-Origin, and Device-Unique-Id when configured", async () => {
    // The official client's HTTP requests in Node go through the global fetch, read when it is built.
    const sent: { url: string; headers: Headers }[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      sent.push({ url: String(input instanceof Request ? input.url : input), headers: new Headers(init?.headers) });
      return realFetch(input, init);
    });
    try {
      await connect('worker', undefined, 'kiosk-7');
      await connect('client');
    } finally {
      spy.mockRestore();
    }
    const negotiations = sent.filter((call) => new URL(call.url).pathname.endsWith('/signalr/notifications/negotiate'));
    expect(negotiations).toHaveLength(2);
    expect(negotiations.map((call) => call.headers.get('Access-Control-Allow-Origin'))).toEqual(['*', '*']);
    expect(negotiations.map((call) => call.headers.get('Device-Unique-Id'))).toEqual(['kiosk-7', null]);
    expect(negotiations.map((call) => call.headers.get('Authorization'))).toEqual([
      expect.stringMatching(/^Bearer /),
      expect.stringMatching(/^Bearer /),
    ]);
  });

  it('logs and drops a push of an unknown type, and goes on delivering', async () => {
    const { seen } = await connect('client');
    await push('client', 'SendNotification', [{ type: 'somethingNew', data: { label: 'x' } }]);
    await push('client', 'SendNotification', [{ type: 'newsPublished' }]);
    await until(() => seen.notifications.length === 1);
    expect(seen.notifications[0].type).toBe('newsPublished');
    expect(seen.logs).toEqual([
      expect.stringMatching(/Ignored a pushed notification: type is "somethingNew", expected a known notification type/),
    ]);
  });

  it('reconnects after a drop, reading the token again, and keeps delivering', async () => {
    const { actor, seen, phases } = await connect('worker');
    const tokensAtConnect = seen.tokens;
    await control(stack(), '/hub/drop');
    await until(() => phases.includes('reconnecting') && actor.getSnapshot().matches('connected'));
    expect(phases).toEqual(['connected', 'reconnecting', 'connected']);
    expect(seen.tokens).toBe(2 * tokensAtConnect);
    // Console only (spec section 8), and nothing sent to the back end's log.
    expect(seen.warnings).toHaveLength(1);
    expect(seen.logs).toEqual([]);
    await push('worker', 'SendNotification', [{ type: 'newsPublished' }]);
    await until(() => seen.notifications.length === 1);
  });

  it('stops after the last retry while the hub is down, and "try again" connects once it is back', async () => {
    const { actor, seen, phases } = await connect('worker');
    const tokensAtConnect = seen.tokens;
    await control(stack(), '/hub/down', { down: true });
    await control(stack(), '/hub/drop');
    await until(() => actor.getSnapshot().matches('disconnected'));
    expect(actor.getSnapshot().context.stoppedBecause).toBe('retriesExhausted');
    expect(phases).toEqual(['connected', 'reconnecting', 'disconnected']);
    // The drop, then four refused attempts: each on the console.
    expect(seen.warnings).toHaveLength(5);
    // Each refused attempt asked for the token once (the negotiate fails before the socket).
    expect(seen.tokens).toBe(tokensAtConnect + 4);

    await control(stack(), '/hub/down', { down: false });
    actor.send({ type: 'CONNECT' });
    await until(() => actor.getSnapshot().matches('connected'));
  });

  it('closes on purpose on DISCONNECT and opens again on CONNECT', async () => {
    const hubConnections = async () =>
      ((await (await fetch(`${stack().stackUrl}/__control/hub`)).json()) as { connections: number }).connections;
    const { actor, seen } = await connect('client');
    expect(await hubConnections()).toBe(1);
    actor.send({ type: 'DISCONNECT' });
    await until(() => actor.getSnapshot().matches('disconnected'));
    expect(actor.getSnapshot().context.stoppedBecause).toBe('disconnected');
    expect(seen.warnings).toEqual([]);
    await until(() => false, 100).catch(() => {});
    expect(await hubConnections()).toBe(0);
    actor.send({ type: 'CONNECT' });
    await until(() => actor.getSnapshot().matches('connected'));
    expect(await hubConnections()).toBe(1);
  });

  it('closes the connection when the machine stops (the user left the layout)', async () => {
    const hubConnections = async () =>
      ((await (await fetch(`${stack().stackUrl}/__control/hub`)).json()) as { connections: number }).connections;
    const { actor } = await connect('worker');
    expect(await hubConnections()).toBe(1);
    actor.stop();
    await until(() => false, 200).catch(() => {});
    expect(await hubConnections()).toBe(0);
  });
});
