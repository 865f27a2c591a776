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
/** A whole value that is a bearer header, however short its token. */
const BEARER_VALUE = /^(\s*bearer\s+)[A-Za-z0-9._~+/-]+=*(\s*)$/i;
/**
 * A JSON web token anywhere in a text: a base64url header (`{"…` encodes as `ey…`; the shortest,
 * `{"alg":"none"}`, has 19 characters), then the payload and the signature, either may be empty
 * (`e30` is `{}`; `alg: none` signs nothing), and the two more parts of an encrypted one.
 */
const JWT = /ey[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+){0,2}/g;
/**
 * A bearer token after its scheme: in a header, a text quoting one, a URL (`%20`, `+`) or a JSON
 * string, however many times encoded (`\t`, `\\n`); the scheme starts a word, or follows an
 * escaped line break or tab (`…\nBearer` in a JSON-encoded text).
 */
const BEARER = /(?:(?<![A-Za-z0-9_])|(?<=\\[nrt]))(bearer(?:(?:\s|\\+[nrt])+|%20|\+))[A-Za-z0-9._~+/-]{8,}=*/gi;
/**
 * Secret parameters of a URL, a search string, a form body or a text quoting one (the login
 * callback's code and state, tokens, the code verifier, a client secret, a password), wherever the
 * name starts a word, or follows an escaped line break or tab (`…\ncode=` in a JSON-encoded text):
 * `postal_code=` is no secret. The value ends where a URL's would.
 */
const SECRET_PARAM =
  /((?:(?<![A-Za-z0-9_])|(?<=\\[nrt]))(?:code|state|session_state|access_token|id_token|refresh_token|code_verifier|client_secret|password|token)=)[^&#\s"'<>;,()]*/gi;
/** A key and its value in a JSON text (a response body quoted in an error): hidden when the key is a secret one. */
const JSON_PAIR = /("((?:[^"\\]|\\.)*)"\s*:\s*)("(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*)/g;

export type Redacted = null | boolean | number | string | Redacted[] | { [key: string]: Redacted };

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

export function redact(value: unknown, depth = 0, seen: Set<object> = new Set()): Redacted {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'symbol') return redactText(value.toString());
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  // A bigint as its digits.
  if (typeof value !== 'object') return String(value);
  if (isActorRef(value)) return `[actor ${value.id}]`;
  if (value instanceof Error) return { name: redactText(value.name), message: redactText(value.message) };
  if (seen.has(value)) return '[circular]';
  if (depth >= INSPECTOR_MAX_DEPTH) return '…';
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      // A header as a [name, value] pair: the name says whether the value is a secret.
      if (value.length === 2 && typeof value[0] === 'string' && isSecretKey(value[0]) && value[1] !== null && value[1] !== undefined) {
        return [redactText(value[0]), REDACTED];
      }
      const items = value.slice(0, INSPECTOR_MAX_ITEMS).map((item) => redact(item, depth + 1, seen));
      if (value.length > INSPECTOR_MAX_ITEMS) items.push(`… ${value.length - INSPECTOR_MAX_ITEMS} more`);
      return items;
    }
    // An event (or anything typed) that names a secret: every text but its type is hidden.
    const secretEvent = typeof (value as { type?: unknown }).type === 'string' && SECRET_EVENT.test((value as { type: string }).type);
    const entries = Object.entries(value).map(([key, item]): [string, Redacted] => {
      // A key is text too (a map keyed by URL or token).
      const shown = redactText(key);
      if (isSecretKey(key) && item !== null && item !== undefined && item !== false) return [shown, REDACTED];
      if (secretEvent && key !== 'type') return [shown, hideTexts(redact(item, depth + 1, seen))];
      return [shown, redact(item, depth + 1, seen)];
    });
    // Each key its own property, `__proto__` too (an assignment would set the prototype instead).
    return Object.fromEntries(entries);
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

/**
 * A text with every secret it holds replaced: each occurrence of each kind (the replacements are
 * global). The log sender uses it too (src/services/logger.ts): one rule for what a text may show.
 */
export function redactText(text: string): string {
  // Bearer tokens first: a token may hold what looks like a JSON web token or a parameter.
  return text
    .replace(BEARER_VALUE, `$1${REDACTED}$2`)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(JSON_PAIR, (pair, head: string, key: string) => (isSecretKey(key) ? `${head}"${REDACTED}"` : pair))
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(JWT, REDACTED);
}

function isActorRef(value: object): value is { id: string } {
  const ref = value as { sessionId?: unknown; send?: unknown; id?: unknown };
  return typeof ref.sessionId === 'string' && typeof ref.send === 'function' && typeof ref.id === 'string';
}
