// What the live inspector may show or export of a payload or a context: secrets replaced by
// REDACTED, actor references by their id, functions and errors by a name, depth and length cut.
// The result is plain JSON (no cycles), so it can be rendered as text and saved in a trace.
import { INSPECTOR_MAX_DEPTH, INSPECTOR_MAX_ITEMS } from '../domain/constants';

export const REDACTED = '[redacted]';

/**
 * Keys whose values are secrets whatever they hold (tokens, passwords and their confirmation,
 * codes, cookies...).
 */
const SECRET_KEY =
  /tokens?$|token_?type|passw|^confirmation$|secret|authori[sz]ation|bearer|credential|cookie|code_?verifier|session_?state|nonce|api[-_]?key|private/i;
/** Events that carry a secret under a plain key (`PASSWORD.CHANGE` with the typed `value`): every text of theirs but the type is hidden. */
const SECRET_EVENT = /passw|confirmation|secret|token|credential/i;
/** Values that are secrets whatever their key: JSON web tokens and bearer headers. */
const SECRET_VALUE = /^(bearer\s+\S+|ey[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*)$/i;
/** The same inside a longer text (an error message that quotes a header or a token). */
const JWT_INSIDE = /ey[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/g;
const BEARER_INSIDE = /\b(bearer\s+)[A-Za-z0-9._~+/=-]{8,}/gi;

/** Secret parameters inside a URL, a search string or a form body (the login callback's code and state). */
const SECRET_PARAM =
  /((?:^|[?&#])(?:code|state|session_state|access_token|id_token|refresh_token|code_verifier|client_secret|password|token)=)[^&#\s]*/gi;

export type Redacted = null | boolean | number | string | Redacted[] | { [key: string]: Redacted };

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

export function redact(value: unknown, depth = 0, seen: Set<object> = new Set()): Redacted {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value !== 'object') return String(value);
  if (isActorRef(value)) return `[actor ${value.id}]`;
  if (value instanceof Error) return { name: value.name, message: redactText(value.message) };
  if (seen.has(value)) return '[circular]';
  if (depth >= INSPECTOR_MAX_DEPTH) return '…';
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      // A header as a [name, value] pair: the name says whether the value is a secret.
      if (value.length === 2 && typeof value[0] === 'string' && isSecretKey(value[0]) && value[1] !== null && value[1] !== undefined) {
        return [value[0], REDACTED];
      }
      const items = value.slice(0, INSPECTOR_MAX_ITEMS).map((item) => redact(item, depth + 1, seen));
      if (value.length > INSPECTOR_MAX_ITEMS) items.push(`… ${value.length - INSPECTOR_MAX_ITEMS} more`);
      return items;
    }
    const out: { [key: string]: Redacted } = {};
    // An event (or anything typed) that names a secret: every text but its type is hidden.
    const secretEvent = typeof (value as { type?: unknown }).type === 'string' && SECRET_EVENT.test((value as { type: string }).type);
    for (const [key, item] of Object.entries(value)) {
      if (isSecretKey(key) && item !== null && item !== undefined && item !== false) out[key] = REDACTED;
      else if (secretEvent && key !== 'type') out[key] = hideTexts(redact(item, depth + 1, seen));
      else out[key] = redact(item, depth + 1, seen);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

function hideTexts(value: Redacted): Redacted {
  if (typeof value === 'string') return REDACTED;
  if (Array.isArray(value)) return value.map(hideTexts);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, hideTexts(item)]));
  return value;
}

function redactText(text: string): string {
  if (SECRET_VALUE.test(text.trim())) return REDACTED;
  return text.replace(SECRET_PARAM, `$1${REDACTED}`).replace(JWT_INSIDE, REDACTED).replace(BEARER_INSIDE, `$1${REDACTED}`);
}

function isActorRef(value: object): value is { id: string } {
  const ref = value as { sessionId?: unknown; send?: unknown; id?: unknown };
  return typeof ref.sessionId === 'string' && typeof ref.send === 'function' && typeof ref.id === 'string';
}
