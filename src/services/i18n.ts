// i18next set-up: French first, English second. Translation files are fetched per folder and per
// tenant and merged into one dictionary (decisions.md "Translations"). The few texts needed before
// any file is loaded (boot failure, offline) are built in, in both languages.
import i18next, { type i18n as I18n } from 'i18next';
import {
  DEFAULT_LANGUAGE, LANGUAGES, LOCALES, TRANSLATION_FOLDERS, type Language,
} from '../../machines/domain/constants';
import type { BootError } from '../../machines/domain/settingsValidation';
import { isHttpError, type HttpClient } from './http';
import { BUILT_IN_TEXTS } from './builtInTexts';

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

type Dictionary = Record<string, unknown>;

function isDictionary(value: unknown): value is Dictionary {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge where later files win, key by key. */
export function mergeDictionaries(...dictionaries: Dictionary[]): Dictionary {
  const result: Dictionary = {};
  for (const dictionary of dictionaries) {
    for (const [key, value] of Object.entries(dictionary)) {
      const current = result[key];
      result[key] = isDictionary(current) && isDictionary(value) ? mergeDictionaries(current, value) : value;
    }
  }
  return result;
}

export function translationFiles(tenant: string, language: Language): { path: string; required: boolean }[] {
  return [
    ...TRANSLATION_FOLDERS.map((folder) => ({ path: `i18n/${folder}/${language}.json`, required: true })),
    // A tenant without its own file still boots with the shared texts.
    { path: `i18n/tenants/${encodeURIComponent(tenant)}.${language}.json`, required: false },
  ];
}

export interface TranslationDeps {
  http: HttpClient;
  i18n: I18n;
  baseUrl: string;
  warn: (message: string) => void;
}

async function fetchDictionary(deps: TranslationDeps, file: { path: string; required: boolean }): Promise<Dictionary> {
  try {
    const json = await deps.http.request<unknown>(new URL(file.path, deps.baseUrl).toString());
    if (!isDictionary(json)) throw Object.assign(new Error('not an object'), { notObject: true });
    return json;
  } catch (error) {
    if (!file.required) {
      deps.warn(`Translation file ${file.path} skipped: ${error instanceof Error ? error.message : String(error)}`);
      return {};
    }
    const bootError: BootError = {
      file: file.path,
      problem: isHttpError(error) ? (error.kind === 'invalidResponse' ? 'notJson' : 'unreachable') : 'notObject',
      detail: error instanceof Error ? error.message : String(error),
      status: isHttpError(error) ? error.status ?? undefined : undefined,
    };
    throw bootError;
  }
}

async function loadLanguage(deps: TranslationDeps, tenant: string, language: Language): Promise<Dictionary> {
  const dictionaries = await Promise.all(translationFiles(tenant, language).map((file) => fetchDictionary(deps, file)));
  return mergeDictionaries(...dictionaries);
}

/** Loads, merges and activates a language (French is loaded too, as the fallback of English). */
export async function loadTranslations(deps: TranslationDeps, { tenant, language }: { tenant: string; language: Language }): Promise<void> {
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  const toLoad = languages.filter((lng) => !deps.i18n.hasResourceBundle(lng, 'loaded'));
  const loaded = await Promise.all(toLoad.map((lng) => loadLanguage(deps, tenant, lng)));
  toLoad.forEach((lng, index) => {
    deps.i18n.addResourceBundle(lng, 'translation', loaded[index], true, true);
    // Marks the language as fetched, so a switch back costs no request.
    deps.i18n.addResourceBundle(lng, 'loaded', { yes: true }, true, true);
  });
  await deps.i18n.changeLanguage(language);
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
        new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day))));
      return [...names.slice(firstDayOfWeek), ...names.slice(0, firstDayOfWeek)];
    },
  };
}
