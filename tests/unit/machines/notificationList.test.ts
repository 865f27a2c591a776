// The full notification list's page count, as its pager shows it: enough pages for the total, and
// one page (empty) when there is nothing.
import { describe, expect, it } from 'vitest';
import { pageCount } from '../../../machines/notificationList/notificationList.machine';

describe('notification list pages', () => {
  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [45, 3],
  ])('%i notifications by 20 (spec section 9) make %i page(s)', (total, pages) => {
    expect(pageCount({ total })).toBe(pages);
  });
});
