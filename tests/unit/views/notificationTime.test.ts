// An age in words, in each interface language (Intl.RelativeTimeFormat): minutes and hours short,
// longer spans in full, "now" for just now.
import { describe, expect, it } from 'vitest';
import { ageText } from '../../../src/views/notifications/NotificationTime';

/** Spaces made plain: ICU puts a no-break space of a kind that varies with its version between number and unit. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

describe('ageText', () => {
  it.each([
    ['fr', { unit: 'now' }, 'maintenant'],
    ['fr', { unit: 'minute', count: 1 }, 'il y a 1 min'],
    ['fr', { unit: 'minute', count: 5 }, 'il y a 5 min'],
    ['fr', { unit: 'hour', count: 3 }, 'il y a 3 h'],
    ['fr', { unit: 'day', count: 1 }, 'il y a 1 jour'],
    ['fr', { unit: 'day', count: 2 }, 'il y a 2 jours'],
    ['fr', { unit: 'month', count: 4 }, 'il y a 4 mois'],
    ['fr', { unit: 'year', count: 2 }, 'il y a 2 ans'],
    ['en', { unit: 'now' }, 'now'],
    ['en', { unit: 'minute', count: 5 }, '5 min. ago'],
    ['en', { unit: 'hour', count: 3 }, '3 hr. ago'],
    ['en', { unit: 'day', count: 1 }, '1 day ago'],
    ['en', { unit: 'month', count: 4 }, '4 months ago'],
    ['en', { unit: 'year', count: 1 }, '1 year ago'],
    // Any other language reads French, the default.
    ['de', { unit: 'minute', count: 5 }, 'il y a 5 min'],
  ] as const)('%s %j → %s', (language, age, text) => {
    expect(plain(ageText(age, language))).toBe(text);
  });
});
