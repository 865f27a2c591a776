// What every screen family reads the same way (machines/families/screen.ts): the search a list reads
// from its URL (docs/screens/README.md "List › Search"), when a move stays on the same view, and
// the references its descriptions end with. The expected values are written out, not computed.
import { describe, expect, it } from 'vitest';
import {
  familyCitation,
  isSameSelection,
  isSameView,
  normalizedSearch,
  routeUrl,
  searchOf,
  withSearch,
} from '../../../machines/families/screen';

const route = (tab: string | null, params: Record<string, string> = {}, query?: Record<string, string>) => ({
  path: '/clients',
  params,
  tab,
  ...(query ? { query } : {}),
});

describe('the search a list reads', () => {
  it('trims the blanks at both ends and makes each run of blanks one space', () => {
    expect(normalizedSearch('  Dupont \t  et\n\nfils  ')).toBe('Dupont et fils');
    expect(normalizedSearch('   ')).toBe('');
  });

  it('reads at most 100 characters (the contract’s longest search), with no blank left at the cut', () => {
    const long = `${'a'.repeat(99)} bbbb`;
    expect(normalizedSearch(long)).toBe('a'.repeat(99));
    // The blanks before the text do not count against the 100.
    expect(normalizedSearch(`  ${'c'.repeat(150)}`)).toBe('c'.repeat(100));
  });

  it('comes from the URL’s `search` parameter, and is empty without one', () => {
    expect(searchOf(route('all', {}, { search: '  paie  mars ' }))).toBe('paie mars');
    expect(searchOf(route('all', {}, { page: '2' }))).toBe('');
    expect(searchOf(route('all'))).toBe('');
  });
});

describe('the same view', () => {
  it('is the same tab with the same path parameters', () => {
    expect(isSameView(route('all', { clientId: 'c-1' }), route('all', { clientId: 'c-1' }))).toBe(true);
    expect(isSameView(route('all'), route('unpaid'))).toBe(false);
    expect(isSameView(route('all', { clientId: 'c-1' }), route('all', { clientId: 'c-2' }))).toBe(false);
  });

  it('is another view when the other route has a parameter more', () => {
    expect(isSameView(route('all', { clientId: 'c-1' }), route('all', { clientId: 'c-1', siteId: 's-1' }))).toBe(false);
    expect(isSameView(route('all'), route('all', { clientId: 'c-1' }))).toBe(false);
  });
});

describe('a family’s description references', () => {
  it('cite the screen’s contract and the family’s part of the screens README', () => {
    expect(familyCitation('docs/screens/invoices.md', 'List')).toBe('(screens/invoices.md › States, screens/README.md › List)');
    expect(familyCitation('docs/screens/README.md', 'Detail')).toBe('(screens/README.md › Detail)');
  });
});

describe('a search in the URL', () => {
  const route = { path: '/faq/all', params: {}, tab: 'all' };

  it('goes into the query beside its other parameters, and out of it when empty', () => {
    expect(withSearch(route, 'paie')).toEqual({ ...route, query: { search: 'paie' } });
    expect(withSearch({ ...route, query: { page: '2', search: 'old' } }, 'paie')).toEqual({
      ...route,
      query: { page: '2', search: 'paie' },
    });
    expect(withSearch({ ...route, query: { page: '2', search: 'old' } }, '')).toEqual({ ...route, query: { page: '2' } });
    expect(withSearch({ ...route, query: { search: 'old' } }, '')).toEqual(route);
  });

  it('a route’s URL: its path, then its query encoded', () => {
    expect(routeUrl(route)).toBe('/faq/all');
    expect(routeUrl({ ...route, query: {} })).toBe('/faq/all');
    expect(routeUrl({ ...route, query: { search: 'paie & congés' } })).toBe('/faq/all?search=paie+%26+cong%C3%A9s');
  });
});

describe('the same agency-folder selection', () => {
  it.each([
    [['f-lyo', 'f-par'], ['f-par', 'f-lyo'], true],
    [[], [], true],
    [['f-lyo'], ['f-lyo', 'f-par'], false],
    [['f-lyo', 'f-par'], ['f-lyo'], false],
    [['f-lyo'], ['f-par'], false],
    [['f-lyo', 'f-lyo'], ['f-lyo', 'f-par'], false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(isSameSelection(a, b)).toBe(same);
  });
});
