// The two ways a hub connection reaches the client (SignalR transport protocol): a WebSocket, or
// Server-Sent Events for clients whose WebSocket is blocked (a proxy, a firewall). With Server-Sent
// Events the server's frames stream on one long GET (`data: <frame>\n\n`) and the client's frames
// come by POST to the same URL, which the hub hands to `deliver`.
import type { ServerResponse } from 'node:http';
import type { WebSocket } from 'ws';

/** After a Close message the client closes the transport; if it does not, the server does. */
const CLOSE_GRACE_MS = 1000;

export interface HubTransport {
  readonly name: 'WebSockets' | 'ServerSentEvents';
  readonly open: boolean;
  send(text: string): void;
  /** Ends the transport once what was sent has gone (the client closes its side). */
  end(): void;
  /** Cuts it at once. */
  terminate(): void;
  /** Frames from the client; `binary` is true for a binary WebSocket message. */
  onText(handler: (text: string, binary: boolean) => void): void;
  /** Once, when the transport is gone (either side). */
  onClose(handler: () => void): void;
}

export class WebSocketTransport implements HubTransport {
  readonly name = 'WebSockets';
  #socket: WebSocket;
  #grace: ReturnType<typeof setTimeout> | undefined;

  constructor(socket: WebSocket) {
    this.#socket = socket;
    // A socket error is followed by 'close', where the cleanup happens.
    socket.on('error', () => {});
    socket.on('close', () => clearTimeout(this.#grace));
  }

  get open(): boolean {
    return this.#socket.readyState === this.#socket.OPEN;
  }

  send(text: string): void {
    if (this.open) this.#socket.send(text);
  }

  end(): void {
    if (!this.open) return;
    this.#socket.close(1000);
    this.#grace = setTimeout(() => this.#socket.terminate(), CLOSE_GRACE_MS);
  }

  terminate(): void {
    this.#socket.terminate();
  }

  onText(handler: (text: string, binary: boolean) => void): void {
    this.#socket.on('message', (data, isBinary) => handler(data.toString(), isBinary));
  }

  onClose(handler: () => void): void {
    this.#socket.on('close', handler);
  }
}

export class ServerSentEventsTransport implements HubTransport {
  readonly name = 'ServerSentEvents';
  #response: ServerResponse;
  #textHandler: (text: string, binary: boolean) => void = () => {};
  #open = true;

  /** Starts the event stream on `response` (status and headers go out at once: the client's
   * EventSource reports the connection open when they arrive). */
  constructor(response: ServerResponse, headers: Record<string, string>) {
    this.#response = response;
    response.writeHead(200, {
      ...headers,
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-store',
      // A proxy in front of the hub (nginx) must not buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    response.flushHeaders();
    response.on('close', () => {
      this.#open = false;
    });
  }

  get open(): boolean {
    return this.#open && !this.#response.writableEnded;
  }

  /** One event per frame; a frame holding line breaks becomes several `data:` lines of one event. */
  send(text: string): void {
    if (!this.open) return;
    this.#response.write(
      `${text
        .split(/\r\n|\r|\n/)
        .map((line) => `data: ${line}`)
        .join('\n')}\n\n`,
    );
  }

  end(): void {
    if (this.open) this.#response.end();
  }

  terminate(): void {
    this.#open = false;
    this.#response.destroy();
  }

  /** A POST from the client to the connection's URL. */
  deliver(text: string): void {
    this.#textHandler(text, false);
  }

  onText(handler: (text: string, binary: boolean) => void): void {
    this.#textHandler = handler;
  }

  onClose(handler: () => void): void {
    this.#response.on('close', handler);
  }
}
