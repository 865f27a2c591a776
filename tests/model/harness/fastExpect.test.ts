// The model tests' expect (fastExpect.ts) against Vitest's: for any values, a matcher passes or
// fails as Vitest's does, with Vitest's message.
import { describe, expect as vitestExpect, it } from 'vitest';
import fc from 'fast-check';
import { expect } from './fastExpect';

const outcome = (assert: () => void): string => {
  try {
    assert();
    return 'passed';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

type Call = (assertion: Record<string, (...args: unknown[]) => void>) => void;
const same = (actual: unknown, call: Call, message?: string) => {
  vitestExpect(outcome(() => call(expect(actual, message) as never))).toBe(outcome(() => call(vitestExpect(actual, message) as never)));
};

// Values that tell the matchers apart: equal but not the same, undefined fields, -0, NaN, errors, text.
const value = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom(0, -0, NaN, '', 'abc', null, undefined, [], {}, { a: undefined }, new Error('a'), [1, 2, 3], 'b'),
);

describe('fastExpect: every matcher it answers itself passes and fails as Vitest’s, with the same message', () => {
  for (const matcher of [
    'toBe',
    'toEqual',
    'toContain',
    'toMatch',
    'toHaveLength',
    'toBeGreaterThan',
    'toBeGreaterThanOrEqual',
    'toBeLessThan',
    'toBeLessThanOrEqual',
  ]) {
    it(matcher, () => {
      fc.assert(fc.property(value, value, (actual, expected) => same(actual, (a) => a[matcher](expected))));
      // The same value, and a copy of it: the cases where the plain comparison answers.
      fc.assert(fc.property(value, (actual) => same(actual, (a) => a[matcher](actual))));
      fc.assert(fc.property(value, (actual) => same(actual, (a) => a[matcher](structuredClone(actual)))));
    });
  }
  for (const matcher of ['toBeNull', 'toBeUndefined', 'toBeDefined', 'toBeTruthy', 'toBeFalsy']) {
    it(matcher, () => fc.assert(fc.property(value, (actual) => same(actual, (a) => a[matcher]()))));
  }
  it('the edges where equality differs: NaN, -0, undefined fields, holes, errors, classes, dates', () => {
    class Point {
      constructor(readonly x: number) {}
    }
    const pairs: Array<[unknown, unknown]> = [
      [NaN, NaN],
      [0, -0],
      [{ a: 0 }, { a: -0 }],
      [{ a: undefined }, {}],
      [
        [undefined, 1],
        [, 1],
      ],
      [new Error('a'), new TypeError('a')],
      [new Error('a', { cause: 1 }), new Error('a', { cause: 2 })],
      [new Point(1), { x: 1 }],
      [new Date(0), new Date(0)],
      [new Date(0), new Date(1)],
      [new Map([[1, { a: 1 }]]), new Map([[1, { a: 1 }]])],
      [new Set([1]), new Set([2])],
      [1, '1'],
    ];
    for (const [actual, expected] of pairs) {
      for (const matcher of ['toBe', 'toEqual', 'toContain']) {
        same(actual, (a) => a[matcher](expected));
        same(expected, (a) => a[matcher](actual));
        same([actual], (a) => a[matcher](expected));
      }
    }
  });
  it('text and lists: toContain and toMatch', () => {
    same('Chargement…', (a) => a.toContain('Chargement'));
    same('Chargement…', (a) => a.toContain('chargement'));
    same(['a', 'b'], (a) => a.toContain('b'));
    same(['a', 'b'], (a) => a.toContain('c'));
    same([{ id: 1 }], (a) => a.toContain({ id: 1 }));
    same('Semaine contestée.', (a) => a.toMatch(/contestée\./));
    same('Semaine contestée.', (a) => a.toMatch('semaine'));
    same('Semaine contestée.', (a) => a.toMatch('Semaine'));
    same('Semaine contestée.', (a) => a.toMatch(/validée/g));
    same('ab', (a) => a.toHaveLength(2));
  });
  it('a message given is Vitest’s too', () => {
    same(1, (a) => a.toBe(2), 'the count');
    same({ a: 1 }, (a) => a.toEqual({ a: 2 }), 'the context');
  });
  it('matchers it does not answer itself, and .not, are Vitest’s', () => {
    same({ a: 1, b: 2 }, (a) => a.toMatchObject({ a: 1 }));
    same({ a: 1, b: 2 }, (a) => a.toMatchObject({ a: 2 }));
    same(1, (a) => (a.not as unknown as Record<string, (v: unknown) => void>).toBe(1));
    same(1, (a) => (a.not as unknown as Record<string, (v: unknown) => void>).toBe(2));
    same(
      () => {
        throw new Error('boom');
      },
      (a) => a.toThrow('boom'),
    );
    same({ a: 'x', b: 2 }, (a) => a.toEqual({ a: expect.stringContaining('x'), b: 2 }));
    same([1, 2], (a) => a.toEqual(expect.arrayContaining([2])));
    same({ a: 1, b: 2 }, (a) => a.toEqual(expect.objectContaining({ b: 3 })));
  });
});
