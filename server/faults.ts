// Fault switches of the control API (decisions.md): make matching API calls answer a status, wait,
// or both, for a number of calls or until cleared. Paths may use `*` (one segment) and `**` (any),
// and match with or without the `/api` prefix.
import { API_PREFIX } from './config.ts';
import { HttpError, isRecord } from './http-utils.ts';

export interface FaultRule {
  method: string;
  path: string;
  status?: number;
  latencyMs?: number;
  /** Calls left before the rule goes away; absent = until cleared. */
  times?: number;
  body?: unknown;
}

export interface FaultHit {
  status?: number;
  latencyMs: number;
  body?: unknown;
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
  const { method = '*', path, status, latencyMs, times, body } = input;
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
  if (status === undefined && latencyMs === undefined) throw new HttpError(400, 'a fault needs status or latencyMs');
  return {
    method: method.toUpperCase(),
    path,
    ...(status !== undefined && { status: status as number }),
    ...(latencyMs !== undefined && { latencyMs }),
    ...(times !== undefined && { times: times as number }),
    ...(body !== undefined && { body }),
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
    const rule = this.#rules.find((r) => (r.method === '*' || r.method === method.toUpperCase())
      && (r.pattern.test(pathname) || r.pattern.test(short)));
    if (!rule) return undefined;
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.#rules = this.#rules.filter((r) => r !== rule);
    }
    return { status: rule.status, latencyMs: rule.latencyMs ?? 0, body: rule.body };
  }
}
