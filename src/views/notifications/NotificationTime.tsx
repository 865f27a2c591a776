// When a notification came, as the popup and the full list say it: "il y a 5 min", "5 min. ago"
// (Intl.RelativeTimeFormat in the interface language), the full date and time as its tooltip. How
// long ago is the domain's rule (machines/domain/notificationAge.ts); "now" comes from the views'
// clock, which the composition root leaves to the browser and tests replace. An open list words its
// ages again every minute. A date the rule cannot use shows nothing and is logged once.
import { createContext, useContext, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationAge, NOTIFICATION_AGE_REFRESH_MS, type NotificationAge } from '../../../machines/domain/notificationAge';
import type { AppNotification } from '../../../machines/domain/types';
import { localeOf } from './notificationText';

/** What the notification times read of the outside world. */
export interface NotificationClock {
  now(): number;
  /** Calls `tick` every `ms` until the returned function is called. */
  every(ms: number, tick: () => void): () => void;
  /** Where a date that cannot be shown is reported. */
  warn(message: string): void;
}

export const browserNotificationClock: NotificationClock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
  warn: (message) => console.warn(message),
};

export const NotificationClockContext = createContext<NotificationClock>(browserNotificationClock);

/** The dates already reported, per clock: each once, however often a list re-renders. */
const reported = new WeakMap<NotificationClock, Set<string>>();

function reportOnce(clock: NotificationClock, notification: AppNotification, reason: string) {
  const seen = reported.get(clock) ?? new Set<string>();
  reported.set(clock, seen);
  const key = `${notification.id}\u0000${String(notification.createdAt)}`;
  if (seen.has(key)) return;
  seen.add(key);
  clock.warn(`Notification ${notification.id}: no time shown, ${reason}`);
}

/** "Now" for a list of times: read at each render, and a render every minute while mounted. */
export function useNow(): number {
  const clock = useContext(NotificationClockContext);
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => clock.every(NOTIFICATION_AGE_REFRESH_MS, refresh), [clock]);
  return clock.now();
}

/** An age in words, in the interface language. Minutes and hours short ("il y a 5 min"); longer spans in full ("il y a 3 jours"). */
export function ageText(age: Extract<NotificationAge, { ok: true }>['age'], language: string): string {
  const locale = localeOf(language);
  if (age.unit === 'now') return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  const style = age.unit === 'minute' || age.unit === 'hour' ? 'short' : 'long';
  return new Intl.RelativeTimeFormat(locale, { style }).format(-age.count, age.unit);
}

/** When the notification came, as `now` sees it; nothing when the server gave no usable date. */
export function NotificationTime({ notification, now }: { notification: AppNotification; now: number }) {
  const { i18n } = useTranslation();
  const clock = useContext(NotificationClockContext);
  const result = notification.createdAt === undefined ? null : notificationAge(notification.createdAt, now);
  const refusal = result && !result.ok ? result.reason : null;
  useEffect(() => {
    if (refusal) reportOnce(clock, notification, refusal);
  }, [clock, notification, refusal]);
  if (!result?.ok) return null;
  const at = new Date(result.at);
  const full = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  return (
    <time className="notification-time" dateTime={at.toISOString()} title={full}>
      {ageText(result.age, i18n.language)}
    </time>
  );
}
