// The notification hub at `{backApi}/signalr/notifications`: SignalR negotiate (version 1) and the
// WebSocket transport, per-user delivery, and the control API's drop and down switches.
// Stateful reconnect is not offered (negotiate never answers useStatefulReconnect), so clients
// fall back to plain automatic reconnect.
import { randomBytes, randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { bearerToken, type TokenCheck } from '../api/auth.ts';
import { requestUrl } from '../http-utils.ts';
import { HubConnection } from './connection.ts';

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
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    };
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
      const pending = this.#pending.get(id);
      if (!pending || pending.expiresAt < Date.now()) return refuse(socket, 404);
      if (pending.login !== login) return refuse(socket, 401);
      this.#pending.delete(id);
      connectionId = pending.connectionId;
    }
    this.#wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new HubConnection({
        socket: ws,
        login,
        connectionId,
        keepAliveMs: this.#keepAliveMs,
        onReady: (c) => this.#add(c),
        onClosed: (c) => this.#remove(c),
      });
      this.#sockets.add(connection);
      ws.on('close', () => this.#sockets.delete(connection));
    });
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
