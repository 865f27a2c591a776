import { describe, expect, it } from 'vitest';
import { assign, createActor, sendTo, setup } from 'xstate';
import { createConnectionImplementations, toProcessedIds, type SignalRModule } from '../../../src/services/connection.implementations';

describe('processed ids pushed by the hub', () => {
  it('keeps a list of ids', () => {
    expect(toProcessedIds(['n-1', 'n-2'])).toEqual(['n-1', 'n-2']);
    expect(toProcessedIds([])).toEqual([]);
  });

  it.each([
    ['a single id', 'n-1'],
    ['numbers', [1, 2]],
    ['an empty id', ['n-1', '']],
    ['objects', [{ id: 'n-1' }]],
    ['null', null],
  ])('refuses %s', (_, raw) => {
    expect(toProcessedIds(raw)).toBeNull();
  });
});

function fakeSignalR(
  loads: { count: number },
  urls: { url: string; options: Record<string, unknown> }[] = [],
  steps: { step: string; args: unknown[] }[] = [],
) {
  const connection = { on: () => {}, onclose: () => {}, start: async () => {}, stop: async () => {} };
  const builder: Record<string, unknown> = {};
  for (const step of ['withServerTimeout', 'withKeepAliveInterval', 'withStatefulReconnect', 'configureLogging'])
    builder[step] = (...args: unknown[]) => {
      steps.push({ step, args });
      return builder;
    };
  builder.withUrl = (url: string, options: Record<string, unknown>) => {
    urls.push({ url, options });
    return builder;
  };
  builder.build = () => connection;
  return async () => {
    loads.count += 1;
    return {
      HubConnectionBuilder: function HubConnectionBuilder() {
        return builder;
      },
      HttpTransportType: { WebSockets: 1, ServerSentEvents: 2, LongPolling: 4 },
      LogLevel: { None: 6 },
    } as unknown as SignalRModule;
  };
}

/** A parent that starts the hub actor and records its reports (the connection machine's side). */
function startHub(actors: ReturnType<typeof createConnectionImplementations>['actors']) {
  return createActor(
    setup({ actors: { hub: actors.hub } }).createMachine({
      context: { reports: [] as string[] },
      invoke: { id: 'hub', src: 'hub' },
      entry: sendTo('hub', { type: 'HUB.START' }),
      on: { 'HUB.CONNECTED': { actions: assign({ reports: ({ context, event }) => [...context.reports, event.type] }) } },
    }),
  ).start();
}

describe('the SignalR client comes through the loader it is given', () => {
  it('on the first HUB.START, and connects once that loader resolves (the composition root defers it, src/boot.ts)', async () => {
    const loads = { count: 0 };
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = fakeSignalR(loads);
    const { actors } = createConnectionImplementations({
      backApiUrl: () => 'http://api.test/api',
      getDeviceId: () => null,
      getAccessToken: async () => 'token',
      logger: { log: () => {} },
      loadSignalR: () => gate.then(load),
    });
    const parent = startHub(actors);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads.count).toBe(0);
    expect(parent.getSnapshot().context.reports).toEqual([]);
    release();
    await expect.poll(() => parent.getSnapshot().context.reports).toEqual(['HUB.CONNECTED']);
    expect(loads.count).toBe(1);
    parent.stop();
  });
});

describe('the options of the hub connection', () => {
  const steps: { step: string; args: unknown[] }[] = [];
  async function optionsWith(deviceId: string | null) {
    const urls: { url: string; options: Record<string, unknown> }[] = [];
    steps.length = 0;
    const { actors } = createConnectionImplementations({
      backApiUrl: () => 'http://api.test/api/',
      getDeviceId: () => deviceId,
      getAccessToken: async () => 'token-1',
      logger: { log: () => {} },
      loadSignalR: fakeSignalR({ count: 0 }, urls, steps),
    });
    const parent = startHub(actors);
    await expect.poll(() => parent.getSnapshot().context.reports).toEqual(['HUB.CONNECTED']);
    parent.stop();
    expect(urls).toHaveLength(1);
    return urls[0];
  }

  it("carries the spec's request headers, Device-Unique-Id when a device id is configured (spec section 7)", async () => {
    const withDevice = await optionsWith('device-42');
    expect(withDevice.url).toBe('http://api.test/api/signalr/notifications');
    expect(withDevice.options.headers).toEqual({ 'Access-Control-Allow-Origin': '*', 'Device-Unique-Id': 'device-42' });
    expect(await (withDevice.options.accessTokenFactory as () => Promise<string>)()).toBe('token-1');

    const withoutDevice = await optionsWith(null);
    expect(withoutDevice.options.headers).toEqual({ 'Access-Control-Allow-Origin': '*' });
  });

  it('leaves the transport to the client, so it may fall back from WebSockets', async () => {
    const { options } = await optionsWith(null);
    expect(Object.keys(options).sort()).toEqual(['accessTokenFactory', 'headers']);
  });

  it("asks for stateful reconnect with the spec's resend buffer of 100000 bytes (used when the hub offers it)", async () => {
    await optionsWith(null);
    // Server timeout and keep-alive are checked as a hub sees them: hubClientFigures.test.ts.
    expect(steps.find((s) => s.step === 'withStatefulReconnect')?.args).toEqual([{ bufferSize: 100_000 }]);
  });
});
