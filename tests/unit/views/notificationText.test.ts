import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../machines/domain/constants';
import { NOTIFICATION_DISPLAY, NOTIFICATION_TYPES } from '../../../machines/domain/notificationTypes';
import type { AppNotification } from '../../../machines/domain/types';
import { notificationText, type NotificationTextField } from '../../../src/views/notifications/notificationText';

const FIELDS: NotificationTextField[] = ['toasterTitle', 'buttonTitle', 'bannerTitle', 'bannerButtonTitle'];

function dictionary(language: string) {
  return JSON.parse(readFileSync(new URL(`../../../public/i18n/notifications/${language}.json`, import.meta.url), 'utf8'));
}

async function translator(language: string) {
  const instance = i18next.createInstance();
  // Same interpolation set-up as src/services/i18n.ts: React escapes, i18next must not.
  await instance.init({
    lng: language,
    resources: { [language]: { translation: dictionary(language) } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const note = (type: string, data?: Record<string, unknown>): AppNotification => ({ id: 'n-1', type, category: 'x', data });

describe.each(LANGUAGES)('notification texts (%s)', (language) => {
  it('has a non-empty text for every field of every type that has one, and none for the others', () => {
    const texts = dictionary(language).notifications;
    for (const type of NOTIFICATION_TYPES) {
      const config = NOTIFICATION_DISPLAY[type];
      for (const field of FIELDS) {
        const hasKey = config[`${field}Key`] !== null;
        expect(typeof texts[type]?.[field] === 'string' && texts[type][field].trim() !== '', `${type}.${field}`).toBe(hasKey);
      }
      expect(texts[type].toasterTitle_generic, `${type}.toasterTitle_generic`).toBeTruthy();
      expect(texts[type].bannerTitle_generic, `${type}.bannerTitle_generic`).toBeTruthy();
    }
  });

  it('interpolates the label into the titles', async () => {
    const t = await translator(language);
    const title = notificationText(t, language, note('contractToSign', { label: 'Contrat C-1040' }), 'toasterTitle');
    expect(title).toContain('Contrat C-1040');
    expect(title).not.toContain('{{');
  });

  it('uses the generic wording when the label is missing or empty', async () => {
    const t = await translator(language);
    const generic = dictionary(language).notifications.contractToSign.toasterTitle_generic;
    expect(notificationText(t, language, note('contractToSign'), 'toasterTitle')).toBe(generic);
    expect(notificationText(t, language, note('contractToSign', { label: ' ' }), 'toasterTitle')).toBe(generic);
  });

  it('formats the maintenance date in the interface language, generic without a valid date', async () => {
    const t = await translator(language);
    const dated = notificationText(t, language, note('maintenancePlanned', { startsAt: '2025-06-08T12:00:00Z' }), 'bannerTitle');
    expect(dated).toMatch(/2025/);
    expect(dated).toMatch(language === 'fr' ? /juin/ : /June/);
    expect(notificationText(t, language, note('maintenancePlanned', { startsAt: 'soon' }), 'bannerTitle')).toBe(
      dictionary(language).notifications.maintenancePlanned.bannerTitle_generic,
    );
  });

  it('has no button text for a type without redirection, and nothing for an unknown type', async () => {
    const t = await translator(language);
    expect(notificationText(t, language, note('maintenancePlanned'), 'buttonTitle')).toBeNull();
    expect(notificationText(t, language, note('contractToSign'), 'buttonTitle')).toBeTruthy();
    expect(notificationText(t, language, note('somethingNew', { label: 'x' }), 'toasterTitle')).toBeNull();
  });

  it('keeps markup, interpolation and nesting syntax in a label literally', async () => {
    const t = await translator(language);
    for (const label of ['<img src=x onerror=alert(1)>', '{{label}}', '$t(notifications.newsPublished.buttonTitle)']) {
      expect(notificationText(t, language, note('newsPublished', { label }), 'toasterTitle')).toContain(label);
    }
  });
});
