// Fault switches of the control API (decisions.md): make matching calls answer a status, an HTML
// page (as a reverse proxy or captive portal does), wait, or drop the connection without an answer,
// for a number of calls or until cleared. Paths may use `*` (one segment) and `**` (any), and match
// with or without the `/api` prefix. The API applies them itself; the portal's own files (settings,
// translations) ask for them through `POST /__control/faults/take` (vite-faults-plugin.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX } from './config.ts';
import { delay, HttpError, isRecord, sendEmpty, sendJson } from './http-utils.ts';

export interface FaultRule {
  method: string;
  path: string;
  status?: number;
  latencyMs?: number;
  /** Calls left before the rule goes away; absent = until cleared. */
  times?: number;
  body?: unknown;
  /** An HTML page as the body (`text/html`), with `status` (default 200): a proxy's error page. */
  html?: string;
  /** Destroy the socket without an answer (after `latencyMs`): a dropped connection. */
  drop?: boolean;
}

export interface FaultHit {
  status?: number;
  latencyMs: number;
  body?: unknown;
  html?: string;
  drop?: boolean;
}

interface CompiledRule extends FaultRule {
  pattern: RegExp;
}

const MAX_LATENCY_MS = 120_000;

function compile(path: string): RegExp {
  const source = path
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

function parseRule(input: Record<string, unknown>): FaultRule {
  const { method = '*', path, status, latencyMs, times, body, html, drop } = input;
  if (typeof method !== 'string' || method === '') throw new HttpError(400, 'method must be an HTTP method or "*"');
  if (typeof path !== 'string' || !path.startsWith('/')) throw new HttpError(400, 'path must start with "/"');
  if (status !== undefined && !(Number.isInteger(status) && (status as number) >= 100 && (status as number) <= 599)) {
    throw new HttpError(400, 'status must be an HTTP status code');
  }
  if (latencyMs !== undefined && !(typeof latencyMs === 'number' && latencyMs >= 0 && latencyMs <= MAX_LATENCY_MS)) {
    throw new HttpError(400, `latencyMs must be between 0 and ${MAX_LATENCY_MS}`);
  }
  if (times !== undefined && !(Number.isInteger(times) && (times as number) > 0)) {
    throw new HttpError(400, 'times must be a positive integer');
  }
  if (html !== undefined && typeof html !== 'string') throw new HttpError(400, 'html must be a string');
  if (drop !== undefined && typeof drop !== 'boolean') throw new HttpError(400, 'drop must be a boolean');
  if (html !== undefined && body !== undefined) throw new HttpError(400, 'a fault answers body or html, not both');
  if (drop === true && (status !== undefined || body !== undefined || html !== undefined)) {
    throw new HttpError(400, 'a dropped connection answers nothing: no status, body or html');
  }
  if (status === undefined && latencyMs === undefined && html === undefined && drop !== true) {
    throw new HttpError(400, 'a fault needs status, latencyMs, html or drop');
  }
  return {
    method: method.toUpperCase(),
    path,
    ...(status !== undefined && { status: status as number }),
    ...(latencyMs !== undefined && { latencyMs }),
    ...(times !== undefined && { times: times as number }),
    ...(body !== undefined && { body }),
    ...(html !== undefined && { html: html as string, status: (status as number | undefined) ?? 200 }),
    ...(drop === true && { drop: true }),
  };
}

export class Faults {
  #rules: CompiledRule[] = [];

  /** `{}` clears every rule; a rule replaces an earlier one for the same method and path. */
  set(input: unknown): FaultRule[] {
    if (!isRecord(input)) throw new HttpError(400, 'Body must be a JSON object');
    if (Object.keys(input).length === 0) {
      this.clear();
      return this.list();
    }
    const rule = parseRule(input);
    this.#rules = this.#rules.filter((r) => !(r.method === rule.method && r.path === rule.path));
    this.#rules.push({ ...rule, pattern: compile(rule.path) });
    return this.list();
  }

  clear(): void {
    this.#rules = [];
  }

  list(): FaultRule[] {
    return this.#rules.map(({ pattern: _pattern, ...rule }) => rule);
  }

  /** The fault for this call, if any; counts one of its `times`. */
  take(method: string, pathname: string): FaultHit | undefined {
    const short = pathname.startsWith(`${API_PREFIX}/`) ? pathname.slice(API_PREFIX.length) : pathname;
    const rule = this.#rules.find(
      (r) => (r.method === '*' || r.method === method.toUpperCase()) && (r.pattern.test(pathname) || r.pattern.test(short)),
    );
    if (!rule) return undefined;
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.#rules = this.#rules.filter((r) => r !== rule);
    }
    return {
      status: rule.status,
      latencyMs: rule.latencyMs ?? 0,
      body: rule.body,
      ...(rule.html !== undefined && { html: rule.html }),
      ...(rule.drop && { drop: true }),
    };
  }
}

/**
 * Answers a fault: waits, then drops the connection, or answers its status with its HTML or JSON
 * body. Returns false when the fault was a delay only and the call should go on normally.
 */
export async function answerFault(
  hit: FaultHit,
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string> = {},
): Promise<boolean> {
  if (hit.latencyMs > 0) await delay(hit.latencyMs);
  if (hit.drop) {
    // No status line, no headers: the client sees a network error (a reset connection).
    req.socket.destroy();
    return true;
  }
  if (hit.status === undefined) return false;
  // Drain the request so the connection stays usable.
  req.resume();
  if (hit.html !== undefined) {
    res.writeHead(hit.status, {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(hit.html),
      'Cache-Control': 'no-store',
    });
    res.end(hit.html);
    return true;
  }
  if (hit.status === 204 || hit.status === 304) {
    sendEmpty(res, hit.status, headers);
    return true;
  }
  sendJson(res, hit.status, hit.body ?? { Message: `Fault injected by the control API (${hit.status})` }, headers);
  return true;
}
