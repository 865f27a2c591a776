// Fetching the translation files and merging them (decisions.md "Translations"). It needs no
// i18next: the files are fetched as soon as the tenant is known, while the i18next chunk may still be
// loading (src/portal.tsx starts it at once); src/services/i18n.ts activates what arrives.
import { DEFAULT_LANGUAGE, TRANSLATION_FOLDERS, type Language } from '../../machines/domain/constants';
import type { BootError } from '../../machines/domain/settingsValidation';
import { isHttpError, type HttpClient } from './http';

export type Dictionary = Record<string, unknown>;

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

export interface TranslationFetchDeps {
  http: HttpClient;
  baseUrl: string;
  warn: (message: string) => void;
  /** false: a 401/503 does not trigger the global re-login/maintenance rules (the boot's files). */
  globalErrors?: boolean;
}

async function fetchDictionary(deps: TranslationFetchDeps, file: { path: string; required: boolean }): Promise<Dictionary> {
  try {
    const json = await deps.http.request<unknown>(new URL(file.path, deps.baseUrl).toString(), { globalErrors: deps.globalErrors });
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
      status: isHttpError(error) ? (error.status ?? undefined) : undefined,
    };
    throw bootError;
  }
}

export async function fetchLanguage(deps: TranslationFetchDeps, tenant: string, language: Language): Promise<Dictionary> {
  const dictionaries = await Promise.all(translationFiles(tenant, language).map((file) => fetchDictionary(deps, file)));
  // The settings' tenant name stands in for the tenant file's display name, so a missing or broken
  // tenant file shows "alpha" in the title, logo and footer, never the raw key `tenant.name`.
  return mergeDictionaries({ tenant: { name: tenant } }, ...dictionaries);
}

/** The languages a switch to `language` needs: French too, as the fallback of English. */
export function languagesFor(language: Language): Language[] {
  return language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
}
