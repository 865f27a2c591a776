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
    ['a string', 'hello', /not an object/],
    ['null', null, /null, not an object/],
    ['an array', [valid], /an array, not an object/],
    ['an unknown type', { ...valid, type: 'somethingNew' }, /unknown notification type "somethingNew" \(id "n-1"\)/],
    ['a prototype key as type', { ...valid, type: '__proto__' }, /unknown notification type/],
    ['a missing type', { id: 'n-1', category: 'contracts' }, /unknown notification type undefined/],
    ['a missing id', { ...valid, id: undefined }, /id is undefined/],
    ['an empty id', { ...valid, id: '  ' }, /id is "  "/],
    ['a numeric id', { ...valid, id: 7 }, /id is number 7/],
    ['an empty category', { ...valid, category: '' }, /category is ""/],
    ['data that is a string', { ...valid, data: 'label' }, /data is "label"/],
    ['data that is an array', { ...valid, data: ['x'] }, /data is an array/],
    ['a nested data value', { ...valid, data: { label: { html: '<b>' } } }, /data\.label is an object/],
    ['an infinite data number', { ...valid, data: { amount: Infinity } }, /data\.amount is number Infinity/],
    ['a createdAt that is a number', { ...valid, createdAt: 5 }, /createdAt is number 5/],
    ['a processed flag that is a string', { ...valid, processed: 'yes' }, /processed is "yes"/],
  ])('refuses %s with a reason for the log', (_, raw, reason) => {
    const intake = toNotification(raw);
    expect(intake.ok).toBe(false);
    expect(!intake.ok && intake.reason).toMatch(reason);
  });

  it('refuses an object built on another prototype (a class instance is no payload)', () => {
    class Fake {
      id = 'n-1';
      type = 'contractToSign';
      category = 'contracts';
    }
    expect(toNotification(new Fake()).ok).toBe(false);
    expect(toNotification({ id: 'n-1', type: 'contractToSign', category: 'contracts' }).ok).toBe(true);
  });

  it('shortens a long refused value in the reason', () => {
    const intake = toNotification({ ...valid, type: 'x'.repeat(500) });
    expect(!intake.ok && intake.reason.length).toBeLessThan(120);
  });
});

describe('notification intake: exact reasons and edge values', () => {
  it('refuses a missing payload (undefined) without throwing', () => {
    expect(toNotification(undefined)).toEqual({ ok: false, reason: 'notification is undefined undefined, not an object' });
  });

  it('gives the reason alone when the payload has no usable id', () => {
    expect(toNotification({ ...valid, id: 7 })).toEqual({ ok: false, reason: 'notification id is number 7' });
  });

  it('quotes a value of 40 characters whole and cuts a longer one at 40 with an ellipsis', () => {
    const forty = 'x'.repeat(40);
    expect(toNotification({ ...valid, type: forty })).toEqual({ ok: false, reason: `unknown notification type "${forty}" (id "n-1")` });
    expect(toNotification({ ...valid, type: `${forty}yz` })).toEqual({
      ok: false,
      reason: `unknown notification type "${forty}…" (id "n-1")`,
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
    expect(list.refused).toEqual(['item 1: unknown notification type "nope" (id "n-2")']);
  });

  it('refuses a body that is not a list (an HTML error page)', () => {
    expect(toNotifications('<html>502</html>')).toEqual({ notifications: [], refused: [expect.stringMatching(/not an array/)] });
  });
});
