// One hub connection over one transport (WebSocket or Server-Sent Events): handshake, keep-alive
// pings, invocations to the client, close with allowReconnect.
import { closeMessage, frame, invocation, MessageType, parseHandshake, parseMessage, ping, splitRecords } from './protocol.ts';
import type { HubTransport } from './transports.ts';

/** A client that opens a transport but never says hello is let go after this long. */
const HANDSHAKE_TIMEOUT_MS = 15_000;

export interface ConnectionOptions {
  transport: HubTransport;
  login: string;
  connectionId: string;
  keepAliveMs: number;
  onReady: (connection: HubConnection) => void;
  onClosed: (connection: HubConnection) => void;
}

export class HubConnection {
  readonly login: string;
  readonly connectionId: string;
  #transport: HubTransport;
  #buffer = '';
  #ready = false;
  #timers: ReturnType<typeof setTimeout>[] = [];
  #pingTimer: ReturnType<typeof setInterval> | undefined;
  #options: ConnectionOptions;

  constructor(options: ConnectionOptions) {
    this.#options = options;
    this.login = options.login;
    this.connectionId = options.connectionId;
    this.#transport = options.transport;
    this.#timers.push(
      setTimeout(() => {
        if (!this.#ready) this.#transport.terminate();
      }, HANDSHAKE_TIMEOUT_MS),
    );
    this.#transport.onText((text, binary) => this.#receive(text, binary));
    this.#transport.onClose(() => this.#cleanup());
  }

  /** `WebSockets` or `ServerSentEvents`. */
  get transport(): HubTransport['name'] {
    return this.#transport.name;
  }

  get ready(): boolean {
    return this.#ready;
  }

  send(target: string, args: unknown[]): void {
    if (this.#ready) this.#transport.send(invocation(target, args));
  }

  /** Ends the connection with a hub Close message; the client reconnects if `allowReconnect`. */
  close(error: string | undefined, allowReconnect: boolean): void {
    if (!this.#transport.open) return;
    if (this.#ready) this.#transport.send(closeMessage(error, allowReconnect));
    this.#transport.end();
  }

  terminate(): void {
    this.#transport.terminate();
  }

  #receive(text: string, isBinary: boolean): void {
    if (isBinary) {
      this.close('This hub speaks the JSON protocol only.', false);
      return;
    }
    const { records, rest } = splitRecords(this.#buffer + text);
    this.#buffer = rest;
    for (const record of records) {
      if (this.#ready) this.#handleMessage(record);
      else this.#handleHandshake(record);
    }
  }

  #handleHandshake(record: string): void {
    const handshake = parseHandshake(record);
    if (!handshake || handshake.protocol !== 'json') {
      const name = handshake?.protocol ?? 'unknown';
      this.#transport.send(frame({ error: `The protocol '${name}' is not supported.` }));
      this.#transport.end();
      return;
    }
    this.#transport.send(frame({}));
    this.#ready = true;
    // Pings keep the client's server-timeout (30 s) from firing on a quiet connection.
    this.#pingTimer = setInterval(() => this.#transport.send(ping()), this.#options.keepAliveMs);
    this.#options.onReady(this);
  }

  #handleMessage(record: string): void {
    const message = parseMessage(record);
    if (!message) {
      this.close('Malformed message.', false);
      return;
    }
    switch (message.type) {
      case MessageType.Close:
        this.#transport.end();
        break;
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        // The hub only pushes; a client call that waits for an answer gets an error back.
        if (typeof message.invocationId === 'string') {
          this.#transport.send(
            frame({
              type: MessageType.Completion,
              invocationId: message.invocationId,
              error: `Method '${String(message.target)}' does not exist on this hub.`,
            }),
          );
        }
        break;
      default:
        // Pings and anything else need no answer.
        break;
    }
  }

  #cleanup(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers = [];
    if (this.#pingTimer) clearInterval(this.#pingTimer);
    this.#pingTimer = undefined;
    const wasReady = this.#ready;
    this.#ready = false;
    if (wasReady) this.#options.onClosed(this);
  }
}
