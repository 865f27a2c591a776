// i18next set-up: French first, English second. The translation files (fetched and merged by
// translations.ts) are activated here. The few texts needed before any file is loaded (boot failure,
// offline) are built in, in both languages. This module and i18next form a lazy chunk, loaded at
// once by src/portal.tsx in parallel with the settings.
import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, type Language } from '../../machines/domain/constants';
import { BUILT_IN_TEXTS } from './builtInTexts';
import { fetchLanguage, languagesFor, type Dictionary, type TranslationFetchDeps } from './translations';

export interface TranslationDeps extends TranslationFetchDeps {
  i18n: I18n;
}

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: {
      fr: { translation: BUILT_IN_TEXTS.fr },
      en: { translation: BUILT_IN_TEXTS.en },
    },
    // React escapes what it renders; i18next must not escape twice.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Loads, merges and activates a language (French is loaded too, as the fallback of English). */
export async function loadTranslations(deps: TranslationDeps, { tenant, language }: { tenant: string; language: Language }): Promise<void> {
  const toLoad = languagesFor(language).filter((lng) => !deps.i18n.hasResourceBundle(lng, 'loaded'));
  const loaded = await Promise.all(toLoad.map((lng) => fetchLanguage(deps, tenant, lng)));
  await activateTranslations(
    deps.i18n,
    language,
    toLoad.map((lng, index) => [lng, loaded[index]]),
  );
}

/** Adds fetched languages to i18next and switches to `language`. */
export async function activateTranslations(i18n: I18n, language: Language, fetched: [Language, Dictionary][]): Promise<void> {
  for (const [lng, dictionary] of fetched) {
    i18n.addResourceBundle(lng, 'translation', dictionary, true, true);
    // Marks the language as fetched, so a switch back costs no request.
    i18n.addResourceBundle(lng, 'loaded', { yes: true }, true, true);
  }
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Locale-aware formats through Intl (fr-FR: Monday, EUR; en-US: Sunday, USD). */
export function localeFormats(language: Language) {
  const { locale, currency, firstDayOfWeek } = LOCALES[language];
  return {
    locale,
    firstDayOfWeek,
    currency,
    formatDate: (date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date),
    formatMoney: (amount: number) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount),
    weekdayNames: () => {
      // 2024-01-07 is a Sunday: start there and rotate to the locale's first day.
      const names = Array.from({ length: 7 }, (_, day) =>
        new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day))),
      );
      return [...names.slice(firstDayOfWeek), ...names.slice(0, firstDayOfWeek)];
    },
  };
}
