// What the live inspector may show or export of a payload or a context: secrets replaced by
// REDACTED, actor references by their id, functions and errors by a name, depth and length cut.
// The result is plain JSON (no cycles), so it can be rendered as text and saved in a trace.
import { INSPECTOR_MAX_DEPTH, INSPECTOR_MAX_ITEMS } from '../domain/constants';

export const REDACTED = '[redacted]';

/** Keys whose values are secrets whatever they hold (tokens, passwords, codes, cookies...). */
const SECRET_KEY =
  /tokens?$|token_?type|passw|secret|authori[sz]ation|bearer|credential|cookie|code_?verifier|session_?state|nonce|api_?key|private/i;
/** Values that are secrets whatever their key: JSON web tokens and bearer headers. */
const SECRET_VALUE = /^(bearer\s+\S+|ey[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*)$/i;

/** Secret query parameters inside a URL or a search string (the login callback's code and state). */
const SECRET_PARAM = /([?&#](?:code|state|session_state|access_token|id_token|refresh_token)=)[^&#\s]*/gi;

export type Redacted = null | boolean | number | string | Redacted[] | { [key: string]: Redacted };

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

export function redact(value: unknown, depth = 0, seen: Set<object> = new Set()): Redacted {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return SECRET_VALUE.test(value.trim()) ? REDACTED : value.replace(SECRET_PARAM, `$1${REDACTED}`);
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value !== 'object') return String(value);
  if (isActorRef(value)) return `[actor ${value.id}]`;
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (seen.has(value)) return '[circular]';
  if (depth >= INSPECTOR_MAX_DEPTH) return '…';
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      const items = value.slice(0, INSPECTOR_MAX_ITEMS).map((item) => redact(item, depth + 1, seen));
      if (value.length > INSPECTOR_MAX_ITEMS) items.push(`… ${value.length - INSPECTOR_MAX_ITEMS} more`);
      return items;
    }
    const out: { [key: string]: Redacted } = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = isSecretKey(key) && item !== null && item !== undefined && item !== false ? REDACTED : redact(item, depth + 1, seen);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

function isActorRef(value: object): value is { id: string } {
  const ref = value as { sessionId?: unknown; send?: unknown; id?: unknown };
  return typeof ref.sessionId === 'string' && typeof ref.send === 'function' && typeof ref.id === 'string';
}
