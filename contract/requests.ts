// What is wrong with a request to a call, read with the call's own query and body schemas: the
// stand-in answers such a request 400 (server/api/handler.ts), so every request the portal sends in
// the stack, view and browser tests is checked against the document a backend team builds from.
// Not in the portal's bundle: the portal builds its requests from typed values.
import type { GenericSchema } from 'valibot';
import type { Call } from './calls.ts';
import { check } from './check.ts';

/** The schema under `optional()`, `nullish()` and the like. */
function unwrapped(schema: GenericSchema): GenericSchema {
  let current = schema as GenericSchema & { wrapped?: GenericSchema };
  while (current.wrapped) current = current.wrapped as GenericSchema & { wrapped?: GenericSchema };
  return current;
}

/**
 * A query string as its schema reads it: a parameter whose schema is a number is read as one when it
 * is written as one (`take=20`), and left a string otherwise, so that the check names it.
 */
export function queryObject(schema: GenericSchema, query: URLSearchParams): Record<string, unknown> {
  const entries = (schema as GenericSchema & { entries?: Record<string, GenericSchema> }).entries ?? {};
  const read: Record<string, unknown> = {};
  for (const [name, raw] of query) {
    const entry = entries[name];
    read[name] = entry && unwrapped(entry).type === 'number' && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  }
  return read;
}

/** Problems with a request's query and JSON body (`undefined`: none sent); empty when it keeps to the call. */
export function requestProblems(call: Call, query: URLSearchParams, body: unknown): string[] {
  const problems: string[] = [];
  if (call.query) {
    const checked = check(call.query, queryObject(call.query, query), 'the query', true);
    if (!checked.ok) problems.push(...checked.problems.map((problem) => `query: ${problem}`));
  }
  if (call.body) {
    const checked = check(call.body, body, 'the body', true);
    if (!checked.ok) problems.push(...checked.problems.map((problem) => `body: ${problem}`));
  }
  return problems;
}
