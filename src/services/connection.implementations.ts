// The browser side of the connection machine: the `hub` callback actor over @microsoft/signalr,
// and the console-only failure log (spec section 8).
//
//   connectionMachine.provide(createConnectionImplementations(deps))
//
// - The SignalR client is imported lazily, on the first HUB.START: it is in its own chunk, and only
//   users who get a connection (clients and workers) ever download it, once the first screen has
//   what it shows (src/boot.ts).
// - One HubConnection per machine, built with the spec's constants (server timeout 30 s, keep-alive
//   15 s). Its own automatic reconnect is off: the machine owns the retry schedule (0, 2, 10, 30 s,
//   then stop), so there is one policy and the chart shows it.
// - `accessTokenFactory` reads the current session's token on every (re)connect, so a renewed token
//   is used after a drop.
// - The transport is the client's choice: WebSockets first, then Server-Sent Events or long polling
//   where the hub offers them, so a network that blocks WebSockets still gets live notifications.
// - The spec's headers of every request (Access-Control-Allow-Origin, Device-Unique-Id when a device
//   id is configured) go on the negotiate call and on the fallback transports' requests; a browser
//   cannot set headers on a WebSocket or an EventSource, so those carry the token in the URL only.
// - Server events go through the notification intake: a malformed payload or an unknown type is
//   logged with the logger and dropped before any machine event.
import type { HubConnection } from '@microsoft/signalr';
import { fromCallback } from 'xstate';
import { HUB_KEEP_ALIVE_MS, HUB_PATH, HUB_RESEND_BUFFER_BYTES, HUB_SERVER_TIMEOUT_MS } from '../../machines/domain/constants';
import { toNotification } from '../../machines/domain/notificationIntake';
import { check } from '../../contract/check';
import { HUB_EVENTS, type HubEventTarget } from '../../contract/hub';
import type { HubCommand, HubReport } from '../../machines/connection/connection.machine';
import { specRequestHeaders } from './http';
import { describeError, type Logger } from './logger';

export type SignalRModule = typeof import('@microsoft/signalr');

export interface ConnectionDeps {
  /** `{backApi}`: the hub is at `{backApi}/signalr/notifications` (spec section 7). */
  backApiUrl: () => string;
  /** The configured device id (`settings.deviceId`), or null/empty when none. */
  getDeviceId: () => string | null;
  getAccessToken: () => Promise<string | null>;
  logger: Pick<Logger, 'log'>;
  /** Failures go here only (spec section 8); the console by default. */
  console?: Pick<Console, 'warn'>;
  /** The lazy import (the composition root defers it until the first screen, src/boot.ts); tests pass a fake module. */
  loadSignalR?: () => Promise<SignalRModule>;
}

export const HUB_TARGETS = {
  notification: 'SendNotification',
  importantProcessed: 'SendImportantProcessedNotifications',
} as const satisfies Record<string, HubEventTarget>;

export const loadSignalR = (): Promise<SignalRModule> => import('./signalRClient');

/** The ids of `SendImportantProcessedNotifications`, or null when the payload is not a list of ids. */
export function toProcessedIds(raw: unknown): string[] | null {
  const checked = check(HUB_EVENTS.SendImportantProcessedNotifications.arguments[0], raw);
  return checked.ok ? checked.value : null;
}

function hubUrl(backApiUrl: string): string {
  return `${backApiUrl.replace(/\/+$/, '')}${HUB_PATH}`;
}

export function createConnectionImplementations(deps: ConnectionDeps) {
  const out = deps.console ?? console;
  const load = deps.loadSignalR ?? loadSignalR;

  const hub = fromCallback<HubCommand>(({ sendBack, receive }) => {
    const report = (event: HubReport) => sendBack(event);
    let connection: HubConnection | null = null;
    let stopping = false;
    let disposed = false;

    async function build(): Promise<HubConnection> {
      const signalR = await load();
      const built = new signalR.HubConnectionBuilder()
        .withUrl(hubUrl(deps.backApiUrl()), {
          // Every (re)connect asks the session for its current token.
          accessTokenFactory: async () => (await deps.getAccessToken()) ?? '',
          headers: specRequestHeaders(deps.getDeviceId()),
        })
        .withServerTimeout(HUB_SERVER_TIMEOUT_MS)
        .withKeepAliveInterval(HUB_KEEP_ALIVE_MS)
        // Used only when the server agrees to stateful reconnect (the local stack does not); the
        // spec's resend buffer. Its ack timer (1 s) and negotiate redirect limit (100) are the
        // client's fixed defaults.
        .withStatefulReconnect({ bufferSize: HUB_RESEND_BUFFER_BYTES })
        // The client's own log would print every failure again; the machine logs them once.
        .configureLogging(signalR.LogLevel.None)
        .build();
      built.on(HUB_TARGETS.notification, (raw: unknown) => {
        const intake = toNotification(raw);
        if (intake.ok) report({ type: 'HUB.NOTIFICATION', notification: intake.notification });
        else deps.logger.log('warn', `Ignored a pushed notification: ${intake.reason}`);
      });
      built.on(HUB_TARGETS.importantProcessed, (raw: unknown) => {
        const ids = toProcessedIds(raw);
        if (ids) report({ type: 'HUB.IMPORTANT_PROCESSED', ids });
        else deps.logger.log('warn', 'Ignored pushed processed ids: not a list of ids');
      });
      built.onclose((error) => {
        if (disposed) return;
        if (stopping) return;
        report({ type: 'HUB.CLOSED', error: error ? describeError(error) : null });
      });
      return built;
    }

    async function start() {
      try {
        connection ??= await build();
        if (disposed) return;
        stopping = false;
        await connection.start();
        if (!disposed) report({ type: 'HUB.CONNECTED' });
      } catch (error) {
        if (!disposed) report({ type: 'HUB.START_FAILED', error: describeError(error) });
      }
    }

    async function stop() {
      stopping = true;
      try {
        await connection?.stop();
      } catch (error) {
        out.warn('Real-time connection: stop failed', describeError(error));
      }
      if (!disposed) report({ type: 'HUB.STOPPED' });
    }

    receive((command) => {
      if (command.type === 'HUB.START') void start();
      else void stop();
    });

    // The machine stopped (the user left the authorised layout): close the connection.
    return () => {
      disposed = true;
      stopping = true;
      connection?.stop().catch(() => {});
    };
  });

  return {
    actors: { hub },
    actions: {
      logConnectionFailure: (_: unknown, params: { message: string }) => out.warn(`Real-time connection: ${params.message}`),
    },
  };
}
