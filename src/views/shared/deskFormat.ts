// Amounts and dates of the client's screens in the reader's language (spec section 9: French —
// France; English — US): an amount in its own currency (an invoice in euros stays in euros whatever
// the language), a calendar day (YYYY-MM-DD) as the day it names, whatever the browser's time zone.
import { LOCALES, type Language } from '../../../machines/domain/constants';

const localeOf = (language: string) => LOCALES[(language === 'en' ? 'en' : 'fr') satisfies Language].locale;

/** `1 234,56 €` in French, `€1,234.56` in English. */
export function formatAmount(language: string, amount: number, currency: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(amount);
}

/** `12 mars 2025` in French, `Mar 12, 2025` in English; the text itself when it is no calendar day. */
export function formatDay(language: string, day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
