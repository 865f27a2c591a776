import { describe, expect, it } from 'vitest';
import { createI18n, loadTranslations, localeFormats } from '../../../src/services/i18n';
import { fetchLanguage, mergeDictionaries, translationFiles } from '../../../src/services/translations';
import type { HttpClient } from '../../../src/services/http';
import { createHttpClient, HttpError, type HttpEvent } from '../../../src/services/http';

function httpServing(files: Record<string, unknown>): HttpClient & { urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    request: async <T>(url: string) => {
      urls.push(url);
      const path = new URL(url).pathname.slice(1);
      if (!(path in files)) throw new HttpError({ kind: 'status', status: 404, url, message: 'HTTP 404' });
      return files[path] as T;
    },
  };
}

const base = 'http://portal.example/';

describe('translations', () => {
  it('lists the folders in order, then the tenant file', () => {
    expect(translationFiles('alpha', 'fr').map((f) => f.path)).toEqual([
      'i18n/core/fr.json',
      'i18n/notifications/fr.json',
      'i18n/backoffice/fr.json',
      'i18n/tenants/alpha.fr.json',
    ]);
  });

  it('merges deeply, later files winning key by key', () => {
    expect(mergeDictionaries({ a: { x: 1, y: 1 }, b: 1 }, { a: { y: 2 } }, { b: 3 })).toEqual({ a: { x: 1, y: 2 }, b: 3 });
  });

  it('loads and merges the files of the tenant, the tenant file overriding the shared texts', async () => {
    const http = httpServing({
      'i18n/core/fr.json': { title: 'Portail', maintenance: { heading: 'H' } },
      'i18n/notifications/fr.json': {},
      'i18n/backoffice/fr.json': {},
      'i18n/tenants/alpha.fr.json': { title: 'Portail Alpha' },
    });
    const i18n = createI18n();
    await loadTranslations({ http, i18n, baseUrl: base, warn: () => {} }, { tenant: 'alpha', language: 'fr' });
    expect(i18n.t('title')).toBe('Portail Alpha');
    expect(i18n.t('maintenance.heading')).toBe('H');
  });

  it('boots without a tenant file, with a warning', async () => {
    const warnings: string[] = [];
    const http = httpServing({ 'i18n/core/fr.json': { a: 'A' }, 'i18n/notifications/fr.json': {}, 'i18n/backoffice/fr.json': {} });
    const i18n = createI18n();
    await loadTranslations({ http, i18n, baseUrl: base, warn: (m) => warnings.push(m) }, { tenant: 'gamma', language: 'fr' });
    expect(i18n.t('a')).toBe('A');
    expect(warnings[0]).toContain('i18n/tenants/gamma.fr.json');
  });

  it('names the tenant from the settings when its file is missing, and from its file when there is one', async () => {
    const shared = { 'i18n/core/fr.json': {}, 'i18n/notifications/fr.json': {}, 'i18n/backoffice/fr.json': {} };
    const without = createI18n();
    await loadTranslations(
      { http: httpServing(shared), i18n: without, baseUrl: base, warn: () => {} },
      { tenant: 'gamma', language: 'fr' },
    );
    expect(without.t('tenant.name')).toBe('gamma');
    const withFile = createI18n();
    const http = httpServing({ ...shared, 'i18n/tenants/gamma.fr.json': { tenant: { name: 'Gamma Intérim' } } });
    await loadTranslations({ http, i18n: withFile, baseUrl: base, warn: () => {} }, { tenant: 'gamma', language: 'fr' });
    expect(withFile.t('tenant.name')).toBe('Gamma Intérim');
  });

  it('names the file when a shared translation file is unusable', async () => {
    const http = httpServing({
      'i18n/core/fr.json': {},
      'i18n/notifications/fr.json': ['not', 'an', 'object'],
      'i18n/backoffice/fr.json': {},
    });
    await expect(
      loadTranslations({ http, i18n: createI18n(), baseUrl: base, warn: () => {} }, { tenant: 'alpha', language: 'fr' }),
    ).rejects.toMatchObject({ file: 'i18n/notifications/fr.json', problem: 'notObject' });
  });

  it('loads French as the fallback of English, and only once', async () => {
    const files: Record<string, unknown> = {};
    for (const lang of ['fr', 'en']) {
      files[`i18n/core/${lang}.json`] = lang === 'fr' ? { onlyFr: 'seulement', both: 'fr' } : { both: 'en' };
      files[`i18n/notifications/${lang}.json`] = {};
      files[`i18n/backoffice/${lang}.json`] = {};
    }
    const http = httpServing(files);
    const i18n = createI18n();
    const deps = { http, i18n, baseUrl: base, warn: () => {} };
    await loadTranslations(deps, { tenant: 'alpha', language: 'en' });
    expect(i18n.t('both')).toBe('en');
    expect(i18n.t('onlyFr')).toBe('seulement');
    const count = http.urls.length;
    await loadTranslations(deps, { tenant: 'alpha', language: 'fr' });
    expect(http.urls.length).toBe(count);
    expect(i18n.t('both')).toBe('fr');
  });

  it('has the boot texts before any file is loaded', () => {
    expect(createI18n().t('boot.failedTitle')).toBe('Le portail ne peut pas démarrer');
  });
});

describe('locale formats', () => {
  it('French: week starts Monday, euro', () => {
    const fr = localeFormats('fr');
    expect(fr.weekdayNames()[0]).toBe('lundi');
    expect(fr.formatMoney(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 €');
  });

  it('English (US): week starts Sunday, dollar', () => {
    const en = localeFormats('en');
    expect(en.weekdayNames()[0]).toBe('Sunday');
    expect(en.formatMoney(1234.5)).toBe('$1,234.50');
  });
});

// At boot the texts load beside the session; a 401/503 on them is the boot's failure
// (the app machine's texts region), so it must not also fire the global re-login/maintenance rules.
describe('translation files and the global 401/503 rules', () => {
  function client(status: number) {
    const events: HttpEvent[] = [];
    const http = createHttpClient({
      fetch: (async () => new Response('{"Message":"no"}', { status })) as unknown as typeof fetch,
      getDeviceId: () => null,
      getAccessToken: () => 'token',
      getAlertsApiUrl: () => 'http://alerts.example/',
      onEvent: (event) => events.push(event),
    });
    return { http, failures: () => events.filter((event) => event.type === 'HTTP.UNAUTHORIZED' || event.type === 'HTTP.MAINTENANCE') };
  }

  it.each([
    [401, 'HTTP.UNAUTHORIZED'],
    [503, 'HTTP.MAINTENANCE'],
  ] as const)('%i: a language switch follows the global rule, the boot does not', async (status, type) => {
    const switching = client(status);
    await expect(fetchLanguage({ http: switching.http, baseUrl: base, warn: () => {} }, 'alpha', 'en')).rejects.toMatchObject({
      file: 'i18n/core/en.json',
      status,
    });
    expect(switching.failures().map((event) => event.type)).toContain(type);
    const booting = client(status);
    await expect(
      fetchLanguage({ http: booting.http, baseUrl: base, warn: () => {}, globalErrors: false }, 'alpha', 'fr'),
    ).rejects.toMatchObject({ file: 'i18n/core/fr.json', status });
    expect(booting.failures()).toEqual([]);
  });
});
