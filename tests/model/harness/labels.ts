// How snapshots, events and changes are named in the harness's messages, and the event-type
// prefixes XState gives timers, actor results and done states.
import { type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { isDeepStrictEqual } from 'node:util';
import type { Effect, SentMessage } from './types';

export function defaultSerializeState(snapshot: AnyMachineSnapshot): string {
  const { value, context } = snapshot;
  return JSON.stringify({
    value,
    context: context && Object.keys(context).length ? context : undefined,
  });
}

/** `{ a: { b: 'c' }, d: 'e' }` → `a.b.c + d.e`. */
export function stateLabel(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const parts = Object.entries(value).map(([key, child]) => {
      const inner = stateLabel(child);
      return inner ? `${key}.${inner}` : key;
    });
    return parts.length > 1 ? parts.join(' + ') : (parts[0] ?? '');
  }
  return '';
}

export function eventLabel(event: AnyEventObject): string {
  const { type, ...payload } = event;
  if (type.startsWith('xstate.after.')) return `after ${type.slice('xstate.after.'.length).split('.')[0]}`;
  if (!Object.keys(payload).length) return type;
  let text: string;
  try {
    text = JSON.stringify(payload, (_key, value: unknown) => (value instanceof Error ? `Error(${value.message})` : value));
  } catch {
    text = '{…}';
  }
  return `${type} ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`;
}

/** `context.note: "" → "DIM"` for each top-level field that differs. */
export function contextChanges(before: unknown, after: unknown): string[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object')
    return [`its context went ${show(before)} → ${show(after)}`];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const short = (value: unknown) => {
    const text = show(value);
    return text.length > 60 ? `${text.slice(0, 57)}…` : text;
  };
  return keys
    .filter((key) => !isDeepStrictEqual((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key]))
    .map(
      (key) => `context.${key} went ${short((before as Record<string, unknown>)[key])} → ${short((after as Record<string, unknown>)[key])}`,
    );
}

/** A sneak path's id: the snapshot's key (`serializeState`), the event's type and the event. */
export const sneakId = (key: string, event: AnyEventObject) => `${key}\u0000${event.type}\u0000${show(event)}`;

/** The same children, the very same actors. */
export function sameChildren(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  const keys = Object.keys(before);
  return keys.length === Object.keys(after).length && keys.every((key) => before[key] === after[key]);
}

/** A mistake in a model's options (not in the machine): thrown while the paths are generated. */
export class ModelOptionsError extends Error {
  override name = 'ModelOptionsError';
}

export const DONE_ACTOR = 'xstate.done.actor.';
export const ERROR_ACTOR = 'xstate.error.actor.';
export const AFTER = 'xstate.after.';
export const DONE_STATE = 'xstate.done.state.';

export const show = (value: unknown): string => {
  try {
    const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Error ? `Error(${v.message})` : v));
    return text === undefined ? 'undefined' : text;
  } catch {
    return String(value);
  }
};

export const showEffects = (effects: readonly Effect[]) =>
  `[${effects.map((e) => (e.params === undefined ? e.type : `${e.type} ${show(e.params)}`)).join(', ')}]`;

export const showSent = (sent: readonly SentMessage[]) => `[${sent.map((m) => `${show(m.event)} to ${m.to}`).join(', ')}]`;
