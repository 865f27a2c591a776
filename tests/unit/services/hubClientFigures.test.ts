// The real-time connection's figures of spec section 9, as a hub sees them: the portal's adapter
// (src/services/connection.implementations.ts) runs the real @microsoft/signalr client, whose
// negotiate calls and WebSocket are fakes under fake timers. Server timeout 30 s, keep-alive 15 s,
// resend buffer 100000 bytes, negotiate redirect limit 100, ack timer 1 s: each written out here.
// The last two are the client's fixed defaults (it has no option for them); their named constants
// must say the same.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, sendTo, setup, assign } from 'xstate';
import * as realSignalR from '@microsoft/signalr';
import { HUB_ACK_TIMER_MS, HUB_NEGOTIATE_REDIRECT_LIMIT } from '../../../machines/domain/constants';
import { createConnectionImplementations, type SignalRModule } from '../../../src/services/connection.implementations';

const RS = '\u001e';

/** What the hub answers to negotiate: a connection on WebSockets, stateful reconnect agreed. */
const NEGOTIATED = {
  negotiateVersion: 1,
  connectionId: 'c-1',
  connectionToken: 't-1',
  useStatefulReconnect: true,
  availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
};

class FakeHttpClient extends realSignalR.HttpClient {
  readonly requests: realSignalR.HttpRequest[] = [];
  constructor(private readonly answer: (request: realSignalR.HttpRequest) => unknown) {
    super();
  }
  async send(request: realSignalR.HttpRequest): Promise<realSignalR.HttpResponse> {
    this.requests.push(request);
    return new realSignalR.HttpResponse(200, 'OK', JSON.stringify(this.answer(request)));
  }
}

/** The hub's end of the socket: what the client sent, and a way to answer. */
const sockets: FakeWebSocket[] = [];
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  binaryType = 'blob';
  readonly sent: string[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  constructor(readonly url: string) {
    sockets.push(this);
    // Microtasks, not timers: the fake clock moves only when a test says so.
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.({});
    });
  }
  send(data: string) {
    this.sent.push(data);
    // The hub accepts the handshake at once.
    if (data.includes('"protocol":"json"')) queueMicrotask(() => this.receive({}));
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) + RS });
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code: 1000, reason: '', wasClean: true });
  }
  /** Messages the client sent after its handshake, as objects. */
  messages(): { type: number; [key: string]: unknown }[] {
    return this.sent.flatMap((data) =>
      data
        .split(RS)
        .filter(Boolean)
        .map((record) => JSON.parse(record)),
    );
  }
}

/** The real client, with the hub's side of the network replaced (the portal's own options kept). */
function signalRWith(fakes: { httpClient: realSignalR.HttpClient }): () => Promise<SignalRModule> {
  class Builder extends realSignalR.HubConnectionBuilder {
    override withUrl(
      url: string,
      options?: realSignalR.IHttpConnectionOptions | realSignalR.HttpTransportType,
    ): realSignalR.HubConnectionBuilder {
      // `WebSocket` is an option of the client's connection that its public type leaves out.
      const replaced = { ...(options as realSignalR.IHttpConnectionOptions), ...fakes, WebSocket: FakeWebSocket };
      return super.withUrl(url, replaced as realSignalR.IHttpConnectionOptions);
    }
  }
  return async () => ({ ...realSignalR, HubConnectionBuilder: Builder }) as SignalRModule;
}

/** The connection machine's side: starts the hub actor and records what it reports. */
function startHub(httpClient: FakeHttpClient) {
  const { actors } = createConnectionImplementations({
    backApiUrl: () => 'http://hub.test/api',
    getDeviceId: () => null,
    getAccessToken: async () => 'token',
    logger: { log: () => {} },
    loadSignalR: signalRWith({ httpClient }),
  });
  const parent = createActor(
    setup({ actors: { hub: actors.hub } }).createMachine({
      context: { reports: [] as { type: string; error?: string | null }[] },
      invoke: { id: 'hub', src: 'hub' },
      entry: sendTo('hub', { type: 'HUB.START' }),
      on: {
        '*': {
          actions: assign({ reports: ({ context, event }) => [...context.reports, event as { type: string; error?: string | null }] }),
        },
      },
    }),
  ).start();
  return { reports: () => parent.getSnapshot().context.reports.map((report: { type: string }) => report.type), parent };
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the client's promise chains and zero-delay timers run, without moving the clock. */
async function settle() {
  for (let i = 0; i < 20; i += 1) await vi.advanceTimersByTimeAsync(0);
}

async function connected(httpClient = new FakeHttpClient(() => NEGOTIATED)) {
  const hub = startHub(httpClient);
  await settle();
  expect(hub.reports()).toEqual(['HUB.CONNECTED']);
  expect(sockets).toHaveLength(1);
  return { ...hub, socket: sockets[0] };
}

const pings = (socket: FakeWebSocket) => socket.messages().filter((m) => m.type === 6).length;

describe('the hub client with the spec figures', () => {
  it('pings the hub 15 s after its last message to it (keep-alive)', async () => {
    const { socket, parent } = await connected();
    // The client pings once right after the handshake; its next ping is armed when the hub speaks.
    expect(pings(socket)).toBe(1);
    socket.receive({ type: 6 });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(pings(socket)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pings(socket)).toBe(2);
    socket.receive({ type: 6 });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(pings(socket)).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(pings(socket)).toBe(3);
    parent.stop();
  });

  it('closes the connection when the hub says nothing for 30 s (server timeout)', async () => {
    const { reports, parent } = await connected();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(reports()).toEqual(['HUB.CONNECTED']);
    await vi.advanceTimersByTimeAsync(1);
    expect(reports()).toEqual(['HUB.CONNECTED', 'HUB.CLOSED']);
    expect(parent.getSnapshot().context.reports[1].error).toMatch(/Server timeout elapsed/);
    parent.stop();
  });

  it('acknowledges what the hub sent 1 s after it arrived (ack timer, stateful reconnect)', async () => {
    const { socket, parent } = await connected();
    socket.receive({ type: 1, target: 'SendNotification', arguments: [{ id: 'n-1', type: 'newsPublished', category: 'news' }] });
    await vi.advanceTimersByTimeAsync(999);
    expect(socket.messages().filter((m) => m.type === 8)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.messages().filter((m) => m.type === 8)).toEqual([{ type: 8, sequenceId: 1 }]);
    // The client's timer is fixed; the named constant says the same.
    expect(HUB_ACK_TIMER_MS).toBe(1000);
    parent.stop();
  });

  it('gives up after 100 negotiate redirects (negotiate redirect limit)', async () => {
    const redirecting = new FakeHttpClient(() => ({ url: 'http://hub.test/api/signalr/notifications' }));
    const { reports, parent } = startHub(redirecting);
    await settle();
    expect(reports()).toEqual(['HUB.START_FAILED']);
    expect(parent.getSnapshot().context.reports[0].error).toMatch(/Negotiate redirection limit exceeded/);
    expect(redirecting.requests.filter((r) => r.url?.includes('/negotiate'))).toHaveLength(100);
    // The client's limit is fixed; the named constant says the same.
    expect(HUB_NEGOTIATE_REDIRECT_LIMIT).toBe(100);
    parent.stop();
  });
});
