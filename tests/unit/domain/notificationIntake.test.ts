import { describe, expect, it } from 'vitest';
import { toNotification, toNotifications } from '../../../machines/domain/notificationIntake';

const valid = {
  id: 'n-1',
  type: 'contractToSign',
  category: 'contracts',
  data: { label: 'Contrat C-1', amount: 1200, accepted: true },
  createdAt: '2025-06-02T09:00:00.000Z',
};

describe('notification intake', () => {
  it('keeps a notification of a known type with its data, date and processed flag', () => {
    expect(toNotification({ ...valid, processed: false })).toEqual({ ok: true, notification: { ...valid, processed: false } });
  });

  it('keeps a notification without data, and leaves out fields the portal does not know', () => {
    expect(toNotification({ id: 'n-2', type: 'newsPublished', category: 'news', data: null, html: '<b>x</b>' })).toEqual({
      ok: true,
      notification: { id: 'n-2', type: 'newsPublished', category: 'news' },
    });
  });

  it('keeps a hostile label as a plain string (views render it as text)', () => {
    const label = '<img src=x onerror=alert(1)>';
    const intake = toNotification({ ...valid, data: { label } });
    expect(intake.ok && intake.notification.data).toEqual({ label });
  });

  it.each([
    ['a string', 'hello', /notification is "hello", expected Object/],
    ['null', null, /notification is null, expected Object/],
    ['an array', [valid], /notification is \[\{"id":"n-1".*, expected Object/],
    ['an unknown type', { ...valid, type: 'somethingNew' }, /type is "somethingNew", expected a known notification type \(id "n-1"\)/],
    ['a prototype key as type', { ...valid, type: '__proto__' }, /type is "__proto__", expected a known notification type/],
    ['a missing type', { id: 'n-1', category: 'contracts' }, /type is missing \(id "n-1"\)/],
    ['a missing id', { ...valid, id: undefined }, /^id is missing$/],
    ['an empty id', { ...valid, id: '  ' }, /id is "  ", expected a non-blank text/],
    ['a numeric id', { ...valid, id: 7 }, /id is 7, expected string/],
    ['an empty category', { ...valid, category: '' }, /category is "", expected a non-blank text/],
    ['data that is a string', { ...valid, data: 'label' }, /data is "label", expected an object of named values/],
    ['data that is an array', { ...valid, data: ['x'] }, /data is \["x"\], expected an object of named values/],
    [
      'a nested data value',
      { ...valid, data: { label: { html: '<b>' } } },
      /data\.label is \{"html":"<b>"\}, expected \(string \| number \| boolean\)/,
    ],
    ['an infinite data number', { ...valid, data: { amount: Infinity } }, /data\.amount is Infinity, expected a finite number/],
    ['a createdAt that is a number', { ...valid, createdAt: 5 }, /createdAt is 5, expected string/],
    ['a processed flag that is a string', { ...valid, processed: 'yes' }, /processed is "yes", expected boolean/],
  ])('refuses %s with a reason for the log', (_, raw, reason) => {
    const intake = toNotification(raw);
    expect(intake.ok).toBe(false);
    expect(!intake.ok && intake.reason).toMatch(reason);
  });

  it('gives a fresh plain object holding only the known fields, whatever the payload was built on', () => {
    class Fake {
      id = 'n-1';
      type = 'contractToSign';
      category = 'contracts';
      html = '<b>x</b>';
    }
    const intake = toNotification(new Fake());
    expect(intake.ok && Object.getPrototypeOf(intake.notification)).toBe(Object.prototype);
    expect(intake.ok && intake.notification).toEqual({ id: 'n-1', type: 'contractToSign', category: 'contracts' });
  });

  it('shortens a long refused value in the reason', () => {
    const intake = toNotification({ ...valid, type: 'x'.repeat(500) });
    expect(!intake.ok && intake.reason.length).toBeLessThan(120);
  });
});

describe('notification intake: exact reasons and edge values', () => {
  it('refuses a missing payload (undefined) without throwing', () => {
    expect(toNotification(undefined)).toEqual({ ok: false, reason: 'notification is missing' });
  });

  it('gives the reason alone when the payload has no usable id', () => {
    expect(toNotification({ ...valid, id: 7 })).toEqual({ ok: false, reason: 'id is 7, expected string' });
    expect(toNotification({ ...valid, id: '  ', type: 'nope' })).toEqual({ ok: false, reason: 'id is "  ", expected a non-blank text' });
    expect(toNotification(null)).toEqual({ ok: false, reason: 'notification is null, expected Object' });
  });

  it('quotes at most 60 characters of a refused value, and 40 of the id', () => {
    const sixty = 'x'.repeat(59);
    expect(toNotification({ ...valid, type: 'x'.repeat(200) })).toEqual({
      ok: false,
      reason: `type is "${sixty}, expected a known notification type (id "n-1")`,
    });
    expect(toNotification({ ...valid, id: 'i'.repeat(50), type: 'nope' })).toEqual({
      ok: false,
      reason: `type is "nope", expected a known notification type (id "${'i'.repeat(40)}")`,
    });
  });

  it('keeps an object without prototype (a parsed dictionary), like a plain object', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { id: 'n-9', type: 'newsPublished', category: 'news' });
    expect(toNotification(bare)).toEqual({ ok: true, notification: { id: 'n-9', type: 'newsPublished', category: 'news' } });
  });

  it('treats a null date or processed flag as absent', () => {
    expect(toNotification({ id: 'n-2', type: 'newsPublished', category: 'news', createdAt: null, processed: null })).toEqual({
      ok: true,
      notification: { id: 'n-2', type: 'newsPublished', category: 'news' },
    });
  });
});

describe('notification list intake', () => {
  it('keeps the good items in order and reports the bad ones by index', () => {
    const list = toNotifications([valid, { ...valid, id: 'n-2', type: 'nope' }, { ...valid, id: 'n-3' }]);
    expect(list.notifications.map((n) => n.id)).toEqual(['n-1', 'n-3']);
    expect(list.refused).toEqual(['item 1: type is "nope", expected a known notification type (id "n-2")']);
  });

  it('refuses a body that is not a list (an HTML error page)', () => {
    expect(toNotifications('<html>502</html>')).toEqual({ notifications: [], refused: [expect.stringMatching(/not an array/)] });
  });
});
