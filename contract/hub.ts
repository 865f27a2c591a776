// The notification hub (spec section 7): where it is, and the two events the server sends. The
// portal's connection reads each event's argument with these schemas; the stand-in's hub is checked
// against them; `npm run contract` writes them as an AsyncAPI 3.0 document (docs/api/asyncapi.json).
import { NotificationSchema, ProcessedIdsSchema } from './wire.ts';

/** Under `{backApi}`: the SignalR endpoint, negotiated at `{backApi}${HUB_PATH}/negotiate`. */
export const HUB_PATH = '/signalr/notifications';

/** Server-to-client invocations, by target, with the schema of each argument. */
export const HUB_EVENTS = {
  /** A new notification for the user: the toaster, the bell, the popup or the banner show it. */
  SendNotification: { arguments: [NotificationSchema] },
  /** Important notifications processed elsewhere (another tab, another device): the banner drops them. */
  SendImportantProcessedNotifications: { arguments: [ProcessedIdsSchema] },
} as const;

export type HubEventTarget = keyof typeof HUB_EVENTS;
