// URL path patterns (machines/domain/pathPatterns.ts): how a URL, typed, pasted or crafted, is read
// into segments and matched against the screens' and sub-menus' patterns.
import { describe, expect, it } from 'vitest';
import { bestMatch, fillParams, matchPrefix, rawSegments } from '../../../machines/domain/pathPatterns';

describe('rawSegments', () => {
  it('the path’s segments, case kept, decoded; the query and the fragment are not the path', () => {
    expect(rawSegments('/Clients/C%201/infos?tab=x#top')).toEqual(['Clients', 'C 1', 'infos']);
    expect(rawSegments('/')).toEqual([]);
  });

  it('empty and `.` segments are skipped; `..` goes up a level, never above the root', () => {
    expect(rawSegments('//clients/./c1//infos/')).toEqual(['clients', 'c1', 'infos']);
    expect(rawSegments('/clients/c1/../c2')).toEqual(['clients', 'c2']);
    expect(rawSegments('/../../home')).toEqual(['home']);
    expect(rawSegments('/clients/%2e%2e/home')).toEqual(['home']);
  });

  it('an unreadable path: null', () => {
    expect(rawSegments('/clients/%E0%A4%A')).toBeNull();
    expect(rawSegments(undefined as unknown as string)).toBeNull();
  });
});

describe('matchPrefix', () => {
  it('literal segments without case, parameters as the URL has them; sub-paths are covered', () => {
    expect(matchPrefix('/clients/:clientId/infos', ['CLIENTS', 'Ab-1', 'Infos', 'more'])).toEqual({
      length: 3,
      literals: 2,
      params: { clientId: 'Ab-1' },
    });
  });

  it('a longer pattern, or another literal: no match', () => {
    expect(matchPrefix('/clients/:clientId/infos', ['clients', 'c1'])).toBeNull();
    expect(matchPrefix('/clients/users', ['clients', 'usersx'])).toBeNull();
  });
});

describe('bestMatch: the longest pattern, then the one with more literal segments', () => {
  const items = [
    { id: 'client', patterns: ['/clients/:clientId'] },
    { id: 'users', patterns: ['/clients/users'] },
    { id: 'hub', patterns: ['/clients'] },
    { id: 'infos', patterns: ['/clients/:clientId/infos'] },
  ];
  const best = (path: string) => bestMatch(items, (item) => item.patterns, rawSegments(path)!)?.item.id ?? null;

  it.each([
    ['/clients', 'hub'],
    ['/clients/users', 'users'],
    ['/clients/c1', 'client'],
    ['/clients/c1/infos', 'infos'],
    ['/clients/c1/other', 'client'],
    ['/contracts', null],
  ])('%s: %s', (path, id) => {
    expect(best(path)).toBe(id);
  });

  it('a tie: the item declared first', () => {
    const tied = [
      { id: 'first', patterns: ['/x/:a'] },
      { id: 'second', patterns: ['/x/:b'] },
    ];
    expect(bestMatch(tied, (item) => item.patterns, ['x', 'y'])?.item.id).toBe('first');
  });

  it('whatever the order of the items', () => {
    const reversed = [...items].reverse();
    expect(bestMatch(reversed, (item) => item.patterns, ['clients', 'users'])?.item.id).toBe('users');
    expect(bestMatch(reversed, (item) => item.patterns, ['clients', 'c1', 'infos'])?.item.id).toBe('infos');
  });
});

describe('fillParams', () => {
  it('each parameter encoded; an unknown one: null', () => {
    expect(fillParams('/clients/:clientId/infos', { clientId: 'c 1/2' })).toBe('/clients/c%201%2F2/infos');
    expect(fillParams('/clients/:clientId/infos', {})).toBeNull();
    expect(fillParams('/clients/users', {})).toBe('/clients/users');
  });
});
