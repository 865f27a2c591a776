// A date (an ISO day or date and time) as the reader's language writes it in full words (spec
// section 9's locales), read in UTC so a day is the day the server wrote.
import { LOCALES, type Language } from '../../../../machines/domain/constants';

export function longDate(iso: string, language: string) {
  const { locale } = LOCALES[(language in LOCALES ? language : 'fr') as Language];
  const at = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at));
}
