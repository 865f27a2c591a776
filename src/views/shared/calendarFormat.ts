// Dates of the calendar (`YYYY-MM-DD`, no time of day) in the interface language's locale (spec
// section 9: French — France, week from Monday; English — US, week from Sunday). Read as UTC days,
// so a date never shifts with the browser's time zone.
import { LOCALES, type Language } from '../../../machines/domain/constants';

const languageOf = (language: string): Language => (language.startsWith('en') ? 'en' : 'fr');

/** The locale of the interface language (`fr-FR`, `en-US`). */
export const localeOfLanguage = (language: string) => LOCALES[languageOf(language)].locale;

/** The first day of the week in the interface language: 1 Monday (French), 0 Sunday (English). */
export const firstDayOfWeek = (language: string) => LOCALES[languageOf(language)].firstDayOfWeek;

/** A calendar date in words (`lundi 23 novembre`, `Monday, November 23`). */
export function formatDay(date: string, language: string, options: Intl.DateTimeFormatOptions): string {
  return formatterOf(localeOfLanguage(language), options).format(new Date(`${date}T00:00:00Z`));
}

// A calendar renders a few formats hundreds of times; building an Intl.DateTimeFormat costs far more
// than using one, so each locale and options keep theirs.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}
