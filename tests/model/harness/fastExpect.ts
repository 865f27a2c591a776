// The model tests' `expect`: Vitest's, every matcher and message the same, with the matchers the
// oracles call at every step answered first by a plain comparison. Vitest's expect() keeps a record
// per call (about a microsecond), and the oracles make millions of calls: that record was an eighth of
// a model test's time (docs/model-testing.md, "What a replay costs"). A comparison that fails, and
// every other matcher, goes to Vitest's expect, which reports it.
import { isDeepStrictEqual } from 'node:util';
import { expect as vitestExpect, type Assertion } from 'vitest';

type Target = { actual: unknown; message: string | undefined };

const isNumber = (value: unknown): value is number => typeof value === 'number';

// Each passes only where Vitest's matcher passes: isDeepStrictEqual is stricter than toEqual.
const PASSES: Record<string, (actual: unknown, expected?: unknown) => boolean> = {
  toBe: (actual, expected) => Object.is(actual, expected),
  toEqual: (actual, expected) => isDeepStrictEqual(actual, expected),
  toContain: (actual, expected) =>
    (typeof actual === 'string' && typeof expected === 'string' && actual.includes(expected)) ||
    (Array.isArray(actual) && actual.indexOf(expected) !== -1),
  toMatch: (actual, expected) =>
    typeof actual === 'string' &&
    (typeof expected === 'string' ? actual.includes(expected) : expected instanceof RegExp && actual.match(expected) !== null),
  toBeNull: (actual) => actual === null,
  toBeUndefined: (actual) => actual === undefined,
  toBeDefined: (actual) => actual !== undefined,
  toBeTruthy: (actual) => Boolean(actual),
  toBeFalsy: (actual) => !actual,
  toHaveLength: (actual, expected) =>
    (typeof actual === 'string' || Array.isArray(actual)) && isNumber(expected) && actual.length === expected,
  toBeGreaterThan: (actual, expected) => isNumber(actual) && isNumber(expected) && actual > expected,
  toBeGreaterThanOrEqual: (actual, expected) => isNumber(actual) && isNumber(expected) && actual >= expected,
  toBeLessThan: (actual, expected) => isNumber(actual) && isNumber(expected) && actual < expected,
  toBeLessThanOrEqual: (actual, expected) => isNumber(actual) && isNumber(expected) && actual <= expected,
};

const assertion: ProxyHandler<Target> = {
  get({ actual, message }, matcher) {
    const passes = typeof matcher === 'string' && Object.hasOwn(PASSES, matcher) ? PASSES[matcher] : undefined;
    if (passes)
      return (...expected: unknown[]) => {
        if (!passes(actual, ...expected))
          (vitestExpect(actual, message) as unknown as Record<string, (...args: unknown[]) => void>)[matcher as string](...expected);
      };
    const real = vitestExpect(actual, message) as unknown as Record<string | symbol, unknown>;
    const value = real[matcher];
    // Called on Vitest's assertion (chai's methods read it as `this`); not bound: chai refuses the reads bind makes.
    return typeof value === 'function' ? (...args: unknown[]) => (real[matcher] as (...a: unknown[]) => unknown)(...args) : value;
  },
};

/** `expect(actual, message?)`, as Vitest's. */
export const expect = Object.assign(
  <T>(actual: T, message?: string): Assertion<T> => new Proxy({ actual, message }, assertion) as unknown as Assertion<T>,
  {
    arrayContaining: vitestExpect.arrayContaining,
    objectContaining: vitestExpect.objectContaining,
    stringContaining: vitestExpect.stringContaining,
  },
);
