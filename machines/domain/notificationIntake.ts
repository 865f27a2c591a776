// Notification intake: the one door through which a notification from the server (a hub push or an
// item of a REST list) enters the portal. Anything that is not a notification of a known type with
// usable fields is refused with a reason; the caller logs the reason and drops the payload, so a
// half-built notification never reaches a machine or a view.
//
// Rules (shared contract of issue 9, docs/decisions.md "Notification intake"):
// - the payload is a plain object;
// - `type` is a type of NOTIFICATION_DISPLAY;
// - `id` and `category` are non-empty strings;
// - `data`, when present (and not null), is a plain object whose values are strings, finite numbers
//   or booleans (the demo's daysOffAnswered carries `accepted: true`); nested objects and arrays are
//   refused, because views render data values as text only;
// - `createdAt`, when present, is a string; `processed`, when present, a boolean.
// Extra fields are left out of the result: only what the portal knows travels further.
import { isNotificationType } from './notificationTypes';
import type { AppNotification } from './types';

export type NotificationIntake = { ok: true; notification: AppNotification } | { ok: false; reason: string };

/** Values a notification's type-specific data may hold: each one renders as text. */
export type NotificationDataValue = string | number | boolean;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isDataValue(value: unknown): value is NotificationDataValue {
  // Number.isFinite is false for anything that is not a number.
  return typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);
}

/** A short, safe description of a refused value for the log (never the whole payload). */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

function refuse(reason: string, raw: Record<string, unknown> | null): NotificationIntake {
  const id = raw && isNonEmptyString(raw.id) ? ` (id ${describe(raw.id)})` : '';
  return { ok: false, reason: `${reason}${id}` };
}

/** Turns a raw payload into a typed notification, or says why it cannot. */
export function toNotification(raw: unknown): NotificationIntake {
  if (!isPlainObject(raw)) return refuse(`notification is ${describe(raw)}, not an object`, null);
  if (!isNotificationType(raw.type)) return refuse(`unknown notification type ${describe(raw.type)}`, raw);
  if (!isNonEmptyString(raw.id)) return refuse(`notification id is ${describe(raw.id)}`, raw);
  if (!isNonEmptyString(raw.category)) return refuse(`notification category is ${describe(raw.category)}`, raw);

  const notification: AppNotification = { id: raw.id, type: raw.type, category: raw.category };

  if (raw.data !== undefined && raw.data !== null) {
    if (!isPlainObject(raw.data)) return refuse(`notification data is ${describe(raw.data)}`, raw);
    const data: Record<string, NotificationDataValue> = {};
    for (const [key, value] of Object.entries(raw.data)) {
      if (!isDataValue(value)) return refuse(`notification data.${key} is ${describe(value)}`, raw);
      data[key] = value;
    }
    notification.data = data;
  }
  if (raw.createdAt !== undefined && raw.createdAt !== null) {
    if (typeof raw.createdAt !== 'string') return refuse(`notification createdAt is ${describe(raw.createdAt)}`, raw);
    notification.createdAt = raw.createdAt;
  }
  if (raw.processed !== undefined && raw.processed !== null) {
    if (typeof raw.processed !== 'boolean') return refuse(`notification processed is ${describe(raw.processed)}`, raw);
    notification.processed = raw.processed;
  }
  return { ok: true, notification };
}

/**
 * A list from the server (popup page, full list, important notifications): the valid items, and
 * the reasons of the refused ones for the caller to log. A list that is not an array is refused whole.
 */
export function toNotifications(raw: unknown): { notifications: AppNotification[]; refused: string[] } {
  if (!Array.isArray(raw)) return { notifications: [], refused: [`notification list is ${describe(raw)}, not an array`] };
  const notifications: AppNotification[] = [];
  const refused: string[] = [];
  raw.forEach((item, index) => {
    const intake = toNotification(item);
    if (intake.ok) notifications.push(intake.notification);
    else refused.push(`item ${index}: ${intake.reason}`);
  });
  return { notifications, refused };
}
