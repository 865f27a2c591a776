// Reading a value with a contract schema, and saying what is wrong in words that name the field:
// `roles.1 is "root", expected ("worker" | …)`. The portal shows and logs these; the stand-in's
// checks and `npm run check-backend` report them.
import { getDotPath, safeParse, type BaseIssue, type GenericSchema, type InferOutput } from 'valibot';
import { isBinaryAnswer, type BinaryAnswer, type Call } from './calls.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** A value as a problem shows it: at most 60 characters of its JSON, or its type. */
export function shown(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  try {
    return JSON.stringify(value).slice(0, 60);
  } catch {
    return typeof value;
  }
}

/** `field is value, expected what`; `subject` names the whole value (`the answer`, `notification`). */
export function describeIssue(issue: BaseIssue<unknown>, subject = 'the answer'): string {
  const where = getDotPath(issue) ?? subject;
  if (issue.input === undefined) return `${where} is missing`;
  // A validation (non-blank, a date…) or a schema given its own words (a known role) uses them;
  // otherwise valibot's default message starts with "Invalid" and the expected type is said.
  const expected = issue.kind === 'validation' || !issue.message.startsWith('Invalid ') ? issue.message : issue.expected;
  const words = expected && expected.length > 80 ? `${expected.slice(0, 79)}…` : expected;
  return `${where} is ${shown(issue.input)}, expected ${words}`;
}

/**
 * Reads `value` with `schema`: the output (defaults applied, unknown fields left out), or the
 * problems. The first problem only unless `all` (a report wants every one; the portal, the first).
 */
export function check<S extends GenericSchema>(schema: S, value: unknown, subject?: string, all = false): Checked<InferOutput<S>> {
  // valibot reads a list as an object with keys 0, 1…: a list where an object is due says so.
  if (schema.type === 'object' && Array.isArray(value))
    return { ok: false, problems: [`${subject ?? 'the answer'} is ${shown(value)}, expected Object`] };
  const result = safeParse(schema, value, { abortEarly: !all });
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, problems: result.issues.map((issue) => describeIssue(issue, subject)) };
}

/**
 * What is wrong with one answer to `call`: a status the contract does not list, a missing body, or
 * a body that breaks the status's schema. `body` undefined = no body. Empty when it keeps to it.
 */
export function answerProblems(call: Call, status: number, body: unknown): string[] {
  if (!Object.hasOwn(call.answers, status)) {
    return [`status ${status} is not an answer of ${call.method} ${call.path} (${Object.keys(call.answers).join(', ')})`];
  }
  const schema = call.answers[status];
  if (schema === null) return [];
  // An error answer may come without a body: the portal then shows its own text (ErrorBodySchema).
  if (body === undefined) return status >= 400 ? [] : [`the ${status} answer has no body`];
  if (isBinaryAnswer(schema)) return body instanceof Uint8Array ? fileProblems(schema, body) : [`the ${status} answer is not a file`];
  const checked = check(schema, body, 'the answer', true);
  return checked.ok ? [] : checked.problems;
}

/** The smallest PDF a reader opens: a header, one object, a cross-reference table, a trailer. */
const PDF_MIN_BYTES = 64;
/** Where a PDF's end-of-file marker must be: within its last kilobyte (ISO 32000-1, 7.5.5). */
const PDF_TAIL_BYTES = 1024;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * What is wrong with a file's bytes for `answer`'s media type: a PDF starts with `%PDF-1.x` or
 * `%PDF-2.x` and ends with `%%EOF` (within its last kilobyte). A page of HTML, an empty answer or a
 * truncated download fails here, before a browser is asked to show it.
 */
export function fileProblems(answer: BinaryAnswer, bytes: Uint8Array): string[] {
  if (bytes.length < PDF_MIN_BYTES) return [`the ${answer.mediaType} file is ${bytes.length} bytes, too short to be a PDF`];
  const header = ascii(bytes, 0, 8);
  if (!/^%PDF-[12]\.\d$/.test(header))
    return [`the ${answer.mediaType} file starts with ${shown(header)}, expected "%PDF-1.x" or "%PDF-2.x"`];
  if (!ascii(bytes, Math.max(0, bytes.length - PDF_TAIL_BYTES), bytes.length).includes('%%EOF')) {
    return [`the ${answer.mediaType} file has no "%%EOF" marker at its end (truncated?)`];
  }
  return [];
}
