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

describe('the SignalR client waits for the first screen', () => {
  function fakeSignalR(loads: { count: number }) {
    const connection = { on: () => {}, onclose: () => {}, start: async () => {}, stop: async () => {} };
    const builder: Record<string, unknown> = {};
    for (const step of ['withUrl', 'withServerTimeout', 'withKeepAliveInterval', 'withStatefulReconnect', 'configureLogging'])
      builder[step] = () => builder;
    builder.build = () => connection;
    return async () => {
      loads.count += 1;
      return {
        HubConnectionBuilder: function HubConnectionBuilder() {
          return builder;
        },
        HttpTransportType: { WebSockets: 1 },
        LogLevel: { None: 6 },
      } as unknown as SignalRModule;
    };
  }

  it('loads its chunk only once the first screen has what it shows, then connects', async () => {
    const loads = { count: 0 };
    let firstScreenShown = () => {};
    const firstScreen = new Promise<void>((resolve) => {
      firstScreenShown = resolve;
    });
    const { actors } = createConnectionImplementations({
      backApiUrl: () => 'http://api.test/api',
      getAccessToken: async () => 'token',
      logger: { log: () => {} },
      loadSignalR: fakeSignalR(loads),
      afterFirstScreen: () => firstScreen,
    });
    // The connection machine's side of it: a parent that starts the hub and records its reports.
    const parent = createActor(
      setup({ actors: { hub: actors.hub } }).createMachine({
        context: { reports: [] as string[] },
        invoke: { id: 'hub', src: 'hub' },
        entry: sendTo('hub', { type: 'HUB.START' }),
        on: { 'HUB.CONNECTED': { actions: assign({ reports: ({ context, event }) => [...context.reports, event.type] }) } },
      }),
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads.count).toBe(0);
    expect(parent.getSnapshot().context.reports).toEqual([]);
    firstScreenShown();
    await expect.poll(() => parent.getSnapshot().context.reports).toEqual(['HUB.CONNECTED']);
    expect(loads.count).toBe(1);
    parent.stop();
  });
});
