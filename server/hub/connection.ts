// One hub connection over a WebSocket: handshake, keep-alive pings, invocations to the client,
// close with allowReconnect.
import type { WebSocket } from 'ws';
import { closeMessage, frame, invocation, MessageType, parseHandshake, parseMessage, ping, splitRecords } from './protocol.ts';

/** A client that opens a socket but never says hello is let go after this long. */
const HANDSHAKE_TIMEOUT_MS = 15_000;
/** After a Close message the client closes the socket; if it does not, the server does. */
const CLOSE_GRACE_MS = 1000;

export interface ConnectionOptions {
  socket: WebSocket;
  login: string;
  connectionId: string;
  keepAliveMs: number;
  onReady: (connection: HubConnection) => void;
  onClosed: (connection: HubConnection) => void;
}

export class HubConnection {
  readonly login: string;
  readonly connectionId: string;
  #socket: WebSocket;
  #buffer = '';
  #ready = false;
  #timers: ReturnType<typeof setTimeout>[] = [];
  #pingTimer: ReturnType<typeof setInterval> | undefined;
  #options: ConnectionOptions;

  constructor(options: ConnectionOptions) {
    this.#options = options;
    this.login = options.login;
    this.connectionId = options.connectionId;
    this.#socket = options.socket;
    this.#timers.push(
      setTimeout(() => {
        if (!this.#ready) this.#socket.terminate();
      }, HANDSHAKE_TIMEOUT_MS),
    );
    this.#socket.on('message', (data, isBinary) => this.#receive(data.toString(), isBinary));
    // A socket error is followed by 'close', where the cleanup happens.
    this.#socket.on('error', () => {});
    this.#socket.on('close', () => this.#cleanup());
  }

  get ready(): boolean {
    return this.#ready;
  }

  send(target: string, args: unknown[]): void {
    if (this.#ready && this.#socket.readyState === this.#socket.OPEN) this.#socket.send(invocation(target, args));
  }

  /** Ends the connection with a hub Close message; the client reconnects if `allowReconnect`. */
  close(error: string | undefined, allowReconnect: boolean): void {
    if (this.#socket.readyState !== this.#socket.OPEN) return;
    if (this.#ready) this.#socket.send(closeMessage(error, allowReconnect));
    this.#socket.close(1000);
    this.#timers.push(setTimeout(() => this.#socket.terminate(), CLOSE_GRACE_MS));
  }

  terminate(): void {
    this.#socket.terminate();
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
      this.#socket.send(frame({ error: `The protocol '${name}' is not supported.` }));
      this.#socket.close(1000);
      return;
    }
    this.#socket.send(frame({}));
    this.#ready = true;
    // Pings keep the client's server-timeout (30 s) from firing on a quiet connection.
    this.#pingTimer = setInterval(() => {
      if (this.#socket.readyState === this.#socket.OPEN) this.#socket.send(ping());
    }, this.#options.keepAliveMs);
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
        this.#socket.close(1000);
        break;
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        // The hub only pushes; a client call that waits for an answer gets an error back.
        if (typeof message.invocationId === 'string') {
          this.#socket.send(
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
