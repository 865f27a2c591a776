// The full notification list's page count, as its pager shows it: enough pages for the total, and
// one page (empty) when there is nothing.
import { describe, expect, it } from 'vitest';
import { pageCount } from '../../../machines/notificationList/notificationList.machine';

describe('notification list pages', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [25, 3],
  ])('%i notifications by 10 make %i page(s)', (total, pages) => {
    expect(pageCount({ total, pageSize: 10 })).toBe(pages);
  });
});
