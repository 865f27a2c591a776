// The notification hub at `{backApi}/signalr/notifications`: SignalR negotiate (version 1), the
// WebSocket transport and the Server-Sent Events fallback, per-user delivery, and the control API's
// drop and down switches. Long polling is not offered: a client that can do neither gets no
// connection. Stateful reconnect is not offered either (negotiate never answers
// useStatefulReconnect), so clients fall back to plain automatic reconnect.
import { randomBytes, randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { bearerToken, type TokenCheck } from '../api/auth.ts';
import { HttpError, readBody, requestUrl, sendEmpty } from '../http-utils.ts';
import { HubConnection } from './connection.ts';
import { ServerSentEventsTransport, WebSocketTransport } from './transports.ts';

/** The stand-in's ping interval: the SignalR client's keep-alive (spec: 15 s), well inside its 30 s server timeout. */
const PING_INTERVAL_MS = 15_000;

export const HUB_TARGETS = ['SendNotification', 'SendImportantProcessedNotifications'] as const;
export type HubTarget = (typeof HUB_TARGETS)[number];

export interface HubOptions {
  /** Path of the hub on the stack server, e.g. `/api/signalr/notifications`. */
  path: string;
  checkToken: TokenCheck;
  keepAliveMs?: number;
}

interface PendingConnection {
  connectionId: string;
  login: string;
  expiresAt: number;
}

/** A negotiated connection token must be used within this time. */
const PENDING_TTL_MS = 60_000;

/** What negotiate offers, in the order the client tries them. */
export const HUB_TRANSPORTS = [
  { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
  { transport: 'ServerSentEvents', transferFormats: ['Text'] },
] as const;

/** A client's frames arrive in POSTs of at most this size. */
const POST_BODY_LIMIT = 64 * 1024;

function refuse(socket: Duplex, status: number): void {
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export class NotificationHub {
  /** While true, negotiations and sockets are refused (503). */
  down = false;
  readonly path: string;
  #checkToken: TokenCheck;
  #keepAliveMs: number;
  #pending = new Map<string, PendingConnection>();
  #byLogin = new Map<string, Set<HubConnection>>();
  #sockets = new Set<HubConnection>();
  /** Server-Sent Events connections by connection token: the client's POSTs name them. */
  #eventStreams = new Map<string, { connection: HubConnection; transport: ServerSentEventsTransport }>();
  #wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

  constructor(options: HubOptions) {
    this.path = options.path;
    this.#checkToken = options.checkToken;
    this.#keepAliveMs = options.keepAliveMs ?? PING_INTERVAL_MS;
  }

  /** Answer of `POST {hub}/negotiate?negotiateVersion=1` for an authenticated user. */
  negotiate(login: string) {
    const now = Date.now();
    for (const [token, pending] of this.#pending) if (pending.expiresAt < now) this.#pending.delete(token);
    const connectionId = randomUUID();
    const connectionToken = randomBytes(18).toString('base64url');
    this.#pending.set(connectionToken, { connectionId, login, expiresAt: now + PENDING_TTL_MS });
    return {
      negotiateVersion: 1,
      connectionId,
      connectionToken,
      availableTransports: HUB_TRANSPORTS.map((t) => ({ transport: t.transport, transferFormats: [...t.transferFormats] })),
    };
  }

  /** Consumes a negotiated token of `login`, or throws 404 (unknown, expired) / 401 (another user's). */
  #takePending(token: string, login: string): PendingConnection {
    const pending = this.#pending.get(token);
    if (!pending || pending.expiresAt < Date.now()) throw new HttpError(404, 'No such connection');
    if (pending.login !== login) throw new HttpError(401, 'This connection belongs to another user');
    this.#pending.delete(token);
    return pending;
  }

  /** The server's 'upgrade' event. `?id=` is the negotiated token; without it (skipNegotiation)
   * a connection is made on the spot. The bearer comes as a header (Node) or `access_token`. */
  async handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy());
    const url = requestUrl(req);
    if (url.pathname !== this.path) return refuse(socket, 404);
    if (this.down) return refuse(socket, 503);
    let login: string;
    try {
      login = await this.#checkToken(bearerToken(req, url, { allowQuery: true }));
    } catch {
      return refuse(socket, 401);
    }
    const id = url.searchParams.get('id');
    let connectionId: string = randomUUID();
    if (id !== null) {
      try {
        connectionId = this.#takePending(id, login).connectionId;
      } catch (error) {
        return refuse(socket, error instanceof HttpError ? error.status : 404);
      }
    }
    this.#wss.handleUpgrade(req, socket, head, (ws) => {
      this.#open(new WebSocketTransport(ws), login, connectionId);
    });
  }

  /**
   * The Server-Sent Events transport, on the hub's own URL (`?id=<connection token>`):
   * - GET with `Accept: text/event-stream` opens the stream (the token as `access_token`, since an
   *   EventSource sends no headers; or the Authorization header, Node's client);
   * - POST carries the client's frames (handshake, pings, close) with the Authorization header.
   * `cors` goes on every answer (the browser reads the stream cross-origin, with credentials).
   * Errors are thrown as HttpError for the API handler to answer.
   */
  async handleHttp(req: IncomingMessage, res: ServerResponse, url: URL, cors: Record<string, string>): Promise<void> {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'POST') throw new HttpError(405, `${method} is not allowed on the hub`);
    const login = await this.#checkToken(bearerToken(req, url, { allowQuery: true }));
    if (this.down) throw new HttpError(503, 'The notification hub is down');
    const id = url.searchParams.get('id');
    if (!id) throw new HttpError(400, 'The connection token (id) is missing');

    if (method === 'POST') {
      const stream = this.#eventStreams.get(id);
      if (!stream) throw new HttpError(404, 'No such connection');
      if (stream.connection.login !== login) throw new HttpError(401, 'This connection belongs to another user');
      const text = await readBody(req, POST_BODY_LIMIT);
      stream.transport.deliver(text);
      return sendEmpty(res, 200, cors);
    }

    if (!(req.headers.accept ?? '').includes('text/event-stream')) {
      throw new HttpError(400, 'Long polling is not offered by this hub: use WebSockets or Server-Sent Events');
    }
    const { connectionId } = this.#takePending(id, login);
    const transport = new ServerSentEventsTransport(res, cors);
    const connection = this.#open(transport, login, connectionId);
    this.#eventStreams.set(id, { connection, transport });
    transport.onClose(() => this.#eventStreams.delete(id));
  }

  #open(transport: WebSocketTransport | ServerSentEventsTransport, login: string, connectionId: string): HubConnection {
    const connection = new HubConnection({
      transport,
      login,
      connectionId,
      keepAliveMs: this.#keepAliveMs,
      onReady: (c) => this.#add(c),
      onClosed: (c) => this.#remove(c),
    });
    this.#sockets.add(connection);
    transport.onClose(() => this.#sockets.delete(connection));
    return connection;
  }

  /** Sends an invocation to every open connection of a user; answers how many got it. */
  send(login: string, target: HubTarget, args: unknown[]): number {
    const connections = [...(this.#byLogin.get(login) ?? [])].filter((c) => c.ready);
    for (const connection of connections) connection.send(target, args);
    return connections.length;
  }

  connectionCount(login?: string): number {
    if (login !== undefined) return this.#byLogin.get(login)?.size ?? 0;
    let total = 0;
    for (const set of this.#byLogin.values()) total += set.size;
    return total;
  }

  /** Open connections (handshake done) per transport: how clients reach the hub. */
  transportCounts(): Record<HubConnection['transport'], number> {
    const counts = { WebSockets: 0, ServerSentEvents: 0 };
    for (const set of this.#byLogin.values()) for (const connection of set) counts[connection.transport] += 1;
    return counts;
  }

  /** Closes every connection with allowReconnect, as a restarting server would. */
  drop(reason = 'Connection dropped by the local stack control API.'): number {
    const connections = [...this.#sockets];
    for (const connection of connections) connection.close(reason, true);
    return connections.length;
  }

  async close(): Promise<void> {
    this.drop('The local stack is stopping.');
    for (const connection of this.#sockets) connection.terminate();
    this.#sockets.clear();
    this.#eventStreams.clear();
    this.#byLogin.clear();
    this.#pending.clear();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }

  #add(connection: HubConnection): void {
    const set = this.#byLogin.get(connection.login) ?? new Set<HubConnection>();
    set.add(connection);
    this.#byLogin.set(connection.login, set);
  }

  #remove(connection: HubConnection): void {
    const set = this.#byLogin.get(connection.login);
    set?.delete(connection);
    if (set?.size === 0) this.#byLogin.delete(connection.login);
  }
}
