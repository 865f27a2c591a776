// Notification intake: the one door through which a notification from the server (a hub push or an
// item of a REST list) enters the portal. Anything that is not a notification of a known type with
// usable fields is refused with a reason; the caller logs the reason and drops the payload, so a
// half-built notification never reaches a machine or a view.
//
// The rule is the contract's per-item schema (contract/wire.ts, NotificationSchema; docs/decisions.md
// "Notification intake"): a plain object; `type` one of the known types; `id` and `category`
// non-blank texts; `data`, when present (and not null), an object whose values are texts, finite
// numbers or booleans (nested objects and lists are refused: views render data values as text);
// `createdAt` a text and `processed` a boolean when present. A null reads as absent. Extra fields
// are left out of the result: only what the portal knows travels further.
import { check } from '../../contract/check';
import { NotificationSchema } from '../../contract/wire';
import type { AppNotification } from './types';

export type NotificationIntake = { ok: true; notification: AppNotification } | { ok: false; reason: string };

/** Values a notification's type-specific data may hold: each one renders as text. */
export type NotificationDataValue = string | number | boolean;

/** Turns a raw payload into a typed notification, or says why it cannot. */
export function toNotification(raw: unknown): NotificationIntake {
  const checked = check(NotificationSchema, raw, 'notification');
  if (!checked.ok) {
    // The id, when there is a usable one, tells the log which notification was dropped.
    const id = (raw as { id?: unknown } | null)?.id;
    return {
      ok: false,
      reason: `${checked.problems[0]}${typeof id === 'string' && id.trim() !== '' ? ` (id ${JSON.stringify(id.slice(0, 40))})` : ''}`,
    };
  }
  const { id, type, category, data, createdAt, processed } = checked.value;
  const notification: AppNotification = { id, type, category };
  if (data != null) notification.data = data;
  if (createdAt != null) notification.createdAt = createdAt;
  if (processed != null) notification.processed = processed;
  return { ok: true, notification };
}

/**
 * A list from the server (popup page, full list, important notifications): the valid items, and
 * the reasons of the refused ones for the caller to log. A list that is not an array is refused whole.
 */
export function toNotifications(raw: unknown): { notifications: AppNotification[]; refused: string[] } {
  if (!Array.isArray(raw)) return { notifications: [], refused: ['notification list is not an array'] };
  const notifications: AppNotification[] = [];
  const refused: string[] = [];
  raw.forEach((item, index) => {
    const intake = toNotification(item);
    if (intake.ok) notifications.push(intake.notification);
    else refused.push(`item ${index}: ${intake.reason}`);
  });
  return { notifications, refused };
}
