// Locale formats of the interface language (spec section 9: French — France, week from Monday,
// euro; English — US, week from Sunday, dollar), with Intl, from the language code.
import { LOCALES, type Language } from '../../../machines/domain/constants';

/** 2024-01-07 was a Sunday: day `n` of the week (0 = Sunday) is that date plus n. */
const weekday = (day: number) => new Date(Date.UTC(2024, 0, 7 + day));

export function localeFormat(language: Language) {
  const { locale, currency, firstDayOfWeek } = LOCALES[language];
  return {
    locale,
    currency,
    formatDate: (date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(date),
    formatAmount: (amount: number) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount),
    firstDayOfWeekName: () => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(weekday(firstDayOfWeek)),
  };
}
