// The four texts of a notification (spec section 3: toaster title, button title, banner title,
// banner button title), translated, with the notification's own value interpolated AS TEXT: the
// result is a plain string that views render as a text node, never as HTML.
//
// Each type's titles name one value of its data, its subject: the label for most types, the start
// date for a planned maintenance (formatted in the interface language). When the subject is missing
// or unusable, the title falls back to the type's generic wording (i18next context `generic`,
// keys `<field>_generic`), so a title never ends with an empty gap.
import type { TFunction } from 'i18next';
import { LOCALES, type Language } from '../../../machines/domain/constants';
import { displayConfigFor, type NotificationType } from '../../../machines/domain/notificationTypes';
import type { AppNotification } from '../../../machines/domain/types';

export type NotificationTextField = 'toasterTitle' | 'buttonTitle' | 'bannerTitle' | 'bannerButtonTitle';

type Subject = { key: string; kind: 'text' | 'date' };

const LABEL: Subject = { key: 'label', kind: 'text' };
const SUBJECTS: Partial<Record<NotificationType, Subject>> = {
  maintenancePlanned: { key: 'startsAt', kind: 'date' },
};

const KEY_OF_FIELD = {
  toasterTitle: 'toasterTitleKey',
  buttonTitle: 'buttonTitleKey',
  bannerTitle: 'bannerTitleKey',
  bannerButtonTitle: 'bannerButtonTitleKey',
} as const;

/** The Intl locale of an interface language (French for anything else). */
export function localeOf(language: string): string {
  return (LOCALES as Record<string, { locale: string } | undefined>)[language]?.locale ?? LOCALES.fr.locale;
}

/** The subject's value as display text, or null when it is missing or unusable. */
function subjectText(notification: AppNotification, subject: Subject, language: string): string | null {
  const value = notification.data?.[subject.key];
  if (subject.kind === 'date') {
    if (typeof value !== 'string') return null;
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return null;
    return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full', timeStyle: 'short' }).format(date);
  }
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return new Intl.NumberFormat(localeOf(language)).format(value);
  return null;
}

/**
 * A notification's text for one field, or null when its type has no such text (no button for a
 * type without redirection) or the type is unknown.
 */
export function notificationText(
  t: TFunction,
  language: Language | string,
  notification: AppNotification,
  field: NotificationTextField,
): string | null {
  const config = displayConfigFor(notification.type);
  const key = config?.[KEY_OF_FIELD[field]];
  if (!key) return null;
  const subject = SUBJECTS[notification.type as NotificationType] ?? LABEL;
  const text = subjectText(notification, subject, language);
  return text === null
    ? t(key, { context: 'generic' })
    : // The value goes in as an i18next variable: interpolation inserts it as-is (escapeValue is off
      // because React escapes), and the caller renders the string as text.
      t(key, { [subject.key]: text });
}
