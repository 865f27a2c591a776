// The real-time connection to the notification hub (spec sections 4, 7, 8 and 9): Disconnected,
// Connecting, Connected, Disconnecting, Reconnecting. The app machine invokes it when a client or a
// worker enters the authorised layout and stops it when they leave (internal users get none).
//
// The hub itself (the @microsoft/signalr HubConnection) is the `hub` callback actor, provided by the
// browser layer (src/services/realtime.ts). This machine owns the rules the user can see:
// - it connects at once, and again after a drop or a failed attempt, waiting the spec's reconnect
//   delays (0, 2, 10, 30 s) before each attempt, then stops in Disconnected, where CONNECT (the
//   "try again" button) starts over with the full schedule;
// - a failure is logged to the console only (spec section 8), through `logConnectionFailure`;
// - the two server events become events of the app: REALTIME.NOTIFICATION and
//   REALTIME.IMPORTANT_PROCESSED (the hub actor validated the payloads, see notificationIntake);
// - DISCONNECT (the browser went offline) closes the connection on purpose: no attempt is wasted
//   while there is no network; CONNECT (back online) opens it again.
import { assign, fromCallback, sendParent, sendTo, setup, type ActorRefFrom } from 'xstate';
import { HUB_RECONNECT_DELAYS_MS } from '../domain/constants';
import { placeholderAction } from '../placeholders';
import type { AppNotification } from '../domain/types';
import { listInWords } from '../domain/figures';

/** What the machine tells the hub actor. */
export type HubCommand = { type: 'HUB.START' } | { type: 'HUB.STOP' };

/** What the hub actor reports. */
export type HubReport =
  | { type: 'HUB.CONNECTED' }
  /** An attempt to connect failed (negotiate refused, socket closed during the handshake…). */
  | { type: 'HUB.START_FAILED'; error: string }
  /** An open connection was lost (server gone, drop, server timeout). */
  | { type: 'HUB.CLOSED'; error: string | null }
  /** The connection closed because HUB.STOP asked for it. */
  | { type: 'HUB.STOPPED' }
  | { type: 'HUB.NOTIFICATION'; notification: AppNotification }
  | { type: 'HUB.IMPORTANT_PROCESSED'; ids: string[] };

export type ConnectionEvent =
  | HubReport
  /** Open the connection: the "try again" button, or the network is back. */
  | { type: 'CONNECT' }
  /** Close it on purpose (the network is gone). */
  | { type: 'DISCONNECT' };

/** What the connection tells its parent (declared in the app machine's events too). */
export type ConnectionParentEvent =
  { type: 'REALTIME.NOTIFICATION'; notification: AppNotification } | { type: 'REALTIME.IMPORTANT_PROCESSED'; ids: string[] };

export interface ConnectionContext {
  /** Index of the next reconnect attempt in HUB_RECONNECT_DELAYS_MS. */
  reconnectAttempt: number;
  /** Why the connection stopped trying, for the view: retries spent, or closed on purpose. */
  stoppedBecause: 'retriesExhausted' | 'disconnected' | null;
}

export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
  },
  actors: {
    /** The HubConnection: starts on HUB.START, stops on HUB.STOP, reports HubReport events. */
    hub: fromCallback<HubCommand>(() => {
      throw new Error('hub is provided by the browser layer');
    }),
  },
  actions: {
    startHub: sendTo('hub', { type: 'HUB.START' } satisfies HubCommand),
    stopHub: sendTo('hub', { type: 'HUB.STOP' } satisfies HubCommand),
    /** Spec section 8: real-time connection failures go to the console only. */
    logConnectionFailure: placeholderAction<{ message: string }>('logConnectionFailure'),
    forwardNotification: sendParent(
      (_, params: { notification: AppNotification }) =>
        ({ type: 'REALTIME.NOTIFICATION', notification: params.notification }) satisfies ConnectionParentEvent,
    ),
    forwardImportantProcessed: sendParent(
      (_, params: { ids: string[] }) => ({ type: 'REALTIME.IMPORTANT_PROCESSED', ids: params.ids }) satisfies ConnectionParentEvent,
    ),
    resetReconnectAttempts: assign({ reconnectAttempt: 0, stoppedBecause: null }),
    countReconnectAttempt: assign({ reconnectAttempt: ({ context }) => context.reconnectAttempt + 1 }),
    markRetriesExhausted: assign({ stoppedBecause: 'retriesExhausted' as const }),
    markDisconnected: assign({ stoppedBecause: 'disconnected' as const }),
  },
  guards: {
    areReconnectAttemptsSpent: ({ context }) => context.reconnectAttempt >= HUB_RECONNECT_DELAYS_MS.length,
  },
  delays: {
    /** The wait before the current reconnect attempt (0, 2, 10, 30 s). */
    reconnectDelay: ({ context }) => HUB_RECONNECT_DELAYS_MS[context.reconnectAttempt] ?? 0,
  },
}).createMachine({
  id: 'connection',
  description: `The real-time connection to the notification hub, with reconnects after ${listInWords(HUB_RECONNECT_DELAYS_MS)} (§4 Real-time connection, §9)`,
  context: {
    reconnectAttempt: 0,
    stoppedBecause: null,
  },
  // The hub lives as long as the connection machine: stopping the machine closes the connection.
  invoke: { id: 'hub', src: 'hub' },
  on: {
    // Pushes can only come from an open connection; they are forwarded whatever the state says,
    // so a push that races a state change is never lost.
    'HUB.NOTIFICATION': {
      actions: { type: 'forwardNotification', params: ({ event }) => ({ notification: event.notification }) },
      description: 'The hub sends SendNotification: passed on to the portal (§7)',
    },
    'HUB.IMPORTANT_PROCESSED': {
      actions: { type: 'forwardImportantProcessed', params: ({ event }) => ({ ids: event.ids }) },
      description: 'The hub sends SendImportantProcessedNotifications: passed on to the portal (§7)',
    },
  },
  initial: 'connecting',
  states: {
    disconnected: {
      description:
        'Disconnected: retries spent, or offline; the shell offers to try again (§4 Real-time connection, decisions.md › Notifications)',
      on: {
        CONNECT: {
          target: 'connecting',
          actions: 'resetReconnectAttempts',
          description: '“Try again”, or back online: connect with the full schedule (decisions.md › Notifications)',
        },
      },
    },
    connecting: {
      description: 'Connecting to the hub (§4 Real-time connection, §7)',
      entry: 'startHub',
      on: {
        'HUB.CONNECTED': { target: 'connected', description: 'The hub accepts: connected (§4 Real-time connection)' },
        // A first attempt that fails follows the same schedule as a lost connection.
        'HUB.START_FAILED': {
          target: 'reconnecting',
          actions: { type: 'logConnectionFailure', params: ({ event }) => ({ message: event.error }) },
          description: 'The first attempt fails: logged to the console, then reconnect (§8, decisions.md › Notifications)',
        },
        DISCONNECT: { target: 'disconnecting', description: 'The browser goes offline: close on purpose (decisions.md › Notifications)' },
      },
    },
    connected: {
      description: 'Connected: pushes arrive (§4 Real-time connection)',
      entry: 'resetReconnectAttempts',
      on: {
        'HUB.CLOSED': {
          target: 'reconnecting',
          actions: { type: 'logConnectionFailure', params: ({ event }) => ({ message: event.error ?? 'connection closed by the server' }) },
          description: 'The connection is lost: logged to the console, then reconnect (§4 Real-time connection, §8)',
        },
        DISCONNECT: { target: 'disconnecting', description: 'The browser goes offline: close on purpose (decisions.md › Notifications)' },
      },
    },
    reconnecting: {
      description: 'Reconnecting: the shell says so (§4 Real-time connection, §9)',
      initial: 'waiting',
      on: {
        DISCONNECT: { target: 'disconnecting', description: 'The browser goes offline: stop reconnecting (decisions.md › Notifications)' },
      },
      states: {
        waiting: {
          description: `Waits the next reconnect delay: ${listInWords(HUB_RECONNECT_DELAYS_MS)} (§9)`,
          // Every delay spent: stop; the view offers to try again.
          always: {
            guard: 'areReconnectAttemptsSpent',
            target: '#connection.disconnected',
            actions: 'markRetriesExhausted',
            description: 'Every delay spent: stop (§9)',
          },
          after: {
            reconnectDelay: { target: 'attempting', actions: 'countReconnectAttempt', description: 'The delay passes: try again (§9)' },
          },
        },
        attempting: {
          description: 'Attempts to connect again (§4 Real-time connection)',
          entry: 'startHub',
          on: {
            'HUB.CONNECTED': { target: '#connection.connected', description: 'The hub accepts: connected again (§4 Real-time connection)' },
            'HUB.START_FAILED': {
              target: 'waiting',
              actions: { type: 'logConnectionFailure', params: ({ event }) => ({ message: event.error }) },
              description: 'The attempt fails: logged to the console, wait for the next delay (§8, §9)',
            },
          },
        },
      },
    },
    disconnecting: {
      description: 'Closing the connection (§4 Real-time connection)',
      entry: 'stopHub',
      on: {
        // A close that races the stop ends the same way.
        'HUB.STOPPED': { target: 'disconnected', actions: 'markDisconnected', description: 'Closed (§4 Real-time connection)' },
        'HUB.CLOSED': {
          target: 'disconnected',
          actions: 'markDisconnected',
          description: 'Closed by the server meanwhile: closed all the same (§4 Real-time connection)',
        },
      },
    },
  },
});

export type ConnectionRef = ActorRefFrom<typeof connectionMachine>;
