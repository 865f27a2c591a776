// The notification settings of a client establishment (spec section 3, "Notification settings: a
// list of blocked categories"; docs/screens/establishmentNotifications.md). The categories a client
// establishment can receive are decided (docs/decisions-domain.md › My establishment's
// notifications): the notification table has no role column; daysOff, jobOffers, advantages and
// profile concern workers, system is the app's own and cannot be blocked.
import { ESTABLISHMENT_NOTIFICATION_CATEGORIES } from '../../contract/screens/establishmentNotifications';
import type { FormDraft } from '../families/action';

// Declared once in the contract (the server checks a save against it), the screen's order.
export { ESTABLISHMENT_NOTIFICATION_CATEGORIES };
export type EstablishmentNotificationCategory = (typeof ESTABLISHMENT_NOTIFICATION_CATEGORIES)[number];

/** A switch's two values in the form: received, or blocked. */
export const RECEIVED = 'on';
export const BLOCKED = 'off';

/** The switches of a blocked list: every category on, the blocked ones off. */
export function switchesOf(blocked: readonly unknown[] | undefined): FormDraft {
  const set = new Set(blocked ?? []);
  return Object.fromEntries(ESTABLISHMENT_NOTIFICATION_CATEGORIES.map((category) => [category, set.has(category) ? BLOCKED : RECEIVED]));
}

/** The blocked list the switches say, in the screen's order. */
export function blockedOf(draft: FormDraft): EstablishmentNotificationCategory[] {
  return ESTABLISHMENT_NOTIFICATION_CATEGORIES.filter((category) => draft[category] === BLOCKED);
}

/**
 * Why the switches cannot be saved: `unchanged` while they say what was loaded (Save is enabled only
 * when they differ), `unknownValue` for a switch that is neither on nor off.
 */
export function settingsProblems(draft: FormDraft, loaded: readonly unknown[] | undefined): Readonly<Record<string, string>> {
  if (ESTABLISHMENT_NOTIFICATION_CATEGORIES.some((category) => draft[category] !== RECEIVED && draft[category] !== BLOCKED))
    return { form: 'unknownValue' };
  const before = switchesOf(loaded);
  if (ESTABLISHMENT_NOTIFICATION_CATEGORIES.every((category) => draft[category] === before[category])) return { form: 'unchanged' };
  return {};
}
