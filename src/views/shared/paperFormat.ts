// Dates and amounts of the worker's papers (contracts, documents) in the interface language: a day
// `YYYY-MM-DD` as the locale writes it (read as a calendar day, not shifted by the time zone), and
// an amount in euros, the currency the contracts are written in whatever the interface language.
import { localeOf } from '../notifications/notificationText';

/** `2026-03-02` → « 2 mars 2026 » / "Mar 2, 2026"; what is not a day is shown as it came. */
export function formatDay(day: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** An amount of euros: « 12,40 € » / "€12.40". */
export function formatEuros(amount: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' }).format(amount);
}

/** Hours: « 35 h » / "35 h". */
export function formatHours(hours: number, language: string): string {
  return `${new Intl.NumberFormat(localeOf(language)).format(hours)} h`;
}
