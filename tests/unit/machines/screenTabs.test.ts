// Which tab a screen opened without one goes to (machines/app/app.setup.ts `firstTabPath`,
// docs/screens/README.md "Declaring a screen"): the tab its query asks for (`queryTabs`: a
// notification's redirect), else its default tab, else the first the user sees.
import { describe, expect, it } from 'vitest';
import { firstTabPath, type AppContext } from '../../../machines/app/app.setup';
import { queryTab } from '../../../machines/screens/lookup';
import { userInfo } from '../../support/fixtures';

const at = (path: string, search = '', user = userInfo()) =>
  ({
    userInfo: user,
    location: { path, search, state: null },
    settings: { tenantName: 'alpha' },
    applicantArea: null,
  }) as unknown as AppContext;

describe('the tab a screen opens on', () => {
  it("a declaration's queryTabs: the first query it names with a value it maps gives the tab", () => {
    const declaration = { queryTabs: { status: { toValidate: 'submitted', done: 'approved' }, kind: { late: 'toFill' } } };
    expect(queryTab(declaration, '?status=toValidate')).toBe('submitted');
    expect(queryTab(declaration, 'status=done')).toBe('approved');
    expect(queryTab(declaration, '?kind=late&status=done')).toBe('approved');
    expect(queryTab(declaration, '?kind=late')).toBe('toFill');
    expect(queryTab(declaration, '?status=constructor')).toBeUndefined();
    expect(queryTab(declaration, '?status=')).toBeUndefined();
    expect(queryTab(declaration, '')).toBeUndefined();
    expect(queryTab({}, '?status=toValidate')).toBeUndefined();
  });

  it("the worker's time sheets: the notification's ?status=toValidate opens the weeks to fill, as does no query", () => {
    expect(firstTabPath(at('/time-sheets', '?status=toValidate'))).toBe('/time-sheets/to-fill');
    expect(firstTabPath(at('/time-sheets', '?status=toValidate&from=toast'))).toBe('/time-sheets/to-fill');
    expect(firstTabPath(at('/time-sheets'))).toBe('/time-sheets/to-fill');
  });

  it('a query the screen does not map, or a value it does not know, falls back on the default tab', () => {
    expect(firstTabPath(at('/time-sheets', '?status=approved'))).toBe('/time-sheets/to-fill');
    expect(firstTabPath(at('/time-sheets', '?toValidate=status'))).toBe('/time-sheets/to-fill');
    expect(firstTabPath(at('/faq', '?status=toValidate'))).toBe('/faq/all');
  });

  it("a worker's temporary workers open on their planning's week; a URL with its tab has nothing to choose", () => {
    expect(firstTabPath(at('/temporary-workers'))).toBe('/temporary-workers/planning/week');
    expect(firstTabPath(at('/temporary-workers/planning'))).toBe('/temporary-workers/planning/week');
    expect(firstTabPath(at('/time-sheets/submitted', '?status=toValidate'))).toBeNull();
  });
});
