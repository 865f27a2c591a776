// The oracle helpers: what a step must have done, with messages that name what it did instead
// (docs/model-testing.md, "Options").
/** Expected params: a value compared deeply, or a predicate. */
import { type AnyEventObject } from 'xstate';
import { isDeepStrictEqual } from 'node:util';
import { DONE_ACTOR, show, showEffects, showSent } from './labels';
import type { ChildEffect, Effect, SentMessage } from './types';

export type Expected = unknown | ((actual: unknown) => boolean);

export const matches = (actual: unknown, expected: Expected, hasExpected: boolean) =>
  !hasExpected ||
  (typeof expected === 'function' ? Boolean((expected as (a: unknown) => boolean)(actual)) : isDeepStrictEqual(actual, expected));

/** This step executed the named action `type` (with these params, when given). */
export function expectEffect(check: { effects: readonly Effect[] }, type: string, ...params: [Expected?]): void {
  const found = check.effects.some((e) => e.type === type && matches(e.params, params[0], params.length > 0));
  if (!found) {
    const wanted = params.length ? `${type} ${typeof params[0] === 'function' ? '(predicate)' : show(params[0])}` : type;
    throw new Error(`expected effect ${wanted}, got ${showEffects(check.effects)}`);
  }
}

/** This step did NOT execute the named action `type`. */
export function expectNoEffect(check: { effects: readonly Effect[] }, type: string): void {
  if (check.effects.some((e) => e.type === type)) {
    throw new Error(`expected no effect ${type}, got ${showEffects(check.effects)}`);
  }
}

/** The named actions of this step are exactly `types`, in order (params not compared). */
export function expectEffectTypes(check: { effects: readonly Effect[] }, types: readonly string[]): void {
  const actual = check.effects.map((e) => e.type);
  if (!isDeepStrictEqual(actual, [...types])) {
    throw new Error(`expected effects [${types.join(', ')}], got ${showEffects(check.effects)}`);
  }
}

/**
 * This step sent `event` (compared deeply; a string compares the type only) to `to` (`'parent'`,
 * a child id, a system id).
 */
export function expectSent(check: { sent: readonly SentMessage[] }, to: string, event: string | AnyEventObject): void {
  const found = check.sent.some(
    (m) => m.to === to && (typeof event === 'string' ? m.event.type === event : isDeepStrictEqual(m.event, event)),
  );
  if (!found) throw new Error(`expected ${show(event)} sent to ${to}, got ${showSent(check.sent)}`);
}

/** This step sent no event of type `type` (any, when not given) to `to`. */
export function expectNotSent(check: { sent: readonly SentMessage[] }, to: string, type?: string): void {
  if (check.sent.some((m) => m.to === to && (type === undefined || m.event.type === type))) {
    throw new Error(`expected nothing${type ? ` of type ${type}` : ''} sent to ${to}, got ${showSent(check.sent)}`);
  }
}

/** This step ended the actor: its done event, with `output` (compared deeply), reached the parent. */
export function expectOutput(check: { sent: readonly SentMessage[] }, output: unknown): void {
  const done = check.sent.find((m) => m.to === 'parent' && m.event.type.startsWith(DONE_ACTOR));
  if (!done) throw new Error(`expected the actor to end with output ${show(output)}, got ${showSent(check.sent)}`);
  const actual = (done.event as { output?: unknown }).output;
  if (!isDeepStrictEqual(actual, output)) throw new Error(`expected output ${show(output)}, got ${show(actual)}`);
}

/** A real child executed the named action `type` during this step (with these params, when given). */
export function expectChildEffect(
  check: { childEffects: readonly ChildEffect[] },
  actor: string,
  type: string,
  ...params: [Expected?]
): void {
  const found = check.childEffects.some((e) => e.actor === actor && e.type === type && matches(e.params, params[0], params.length > 0));
  if (!found) {
    const wanted = params.length ? `${type} ${typeof params[0] === 'function' ? '(predicate)' : show(params[0])}` : type;
    throw new Error(
      `expected child ${actor} to run ${wanted}, got [${check.childEffects.map((e) => `${e.actor}:${e.type} ${show(e.params)}`).join(', ')}]`,
    );
  }
}
