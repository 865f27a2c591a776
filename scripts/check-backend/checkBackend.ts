// Holds a backend to the portal's contract (contract/) without changing any data: GET calls, the
// hub's negotiate (it opens no connection) and CORS preflights. Without a token, the calls that
// take none (the alerts) and one bearer call, which must answer 401 (the portal re-logs in on it);
// with a token, every GET call of the contract and the negotiate. Each answer's status and body are
// checked with the contract's checker, as the portal reads them. Each line has one outcome:
// - ok: the answer is one the contract lists, its body as the schema says;
// - ignored: accepted, but the portal drops part of it (an item of a list it reads item by item);
// - mismatch: the portal cannot use the answer (a status or a body outside the contract);
// - unreachable: no answer at all (refused, no such host, a broken connection);
// - timeout: no answer within the time given to each call.
import { CALLS, pathOf, type Call, type CallId, type Method } from '../../contract/calls.ts';
import { CATALOGUE } from '../../contract/catalogue.ts';
import { answerProblems, check } from '../../contract/check.ts';

export interface BackendCheckOptions {
  /** `settings.backApiUrl`. */
  backApiUrl: string;
  /** `settings.alertsApiUrl`; without it the alerts are not checked. */
  alertsApiUrl?: string;
  /** An access token of a user of that backend; without it only the calls without one are checked. */
  token?: string;
  /** Sent as Device-Unique-Id, as the portal does when its settings hold one; also the device asked about. */
  deviceId?: string;
  /** The portal's origin (`settings.frontUrl`'s): without it CORS is not checked. */
  origin?: string;
  /** The time each call is given to answer, in ms. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type Outcome = 'ok' | 'ignored' | 'mismatch' | 'unreachable' | 'timeout';

export interface CheckedCall {
  /** The call of the contract, or the CORS preflight of one of its methods. */
  call: CallId | `preflight ${Method}`;
  /** `GET https://…` as sent. */
  request: string;
  /** null: no answer. */
  status: number | null;
  outcome: Outcome;
  /** What is wrong (mismatch), what the portal drops (ignored), or why there is no answer. */
  problems: string[];
  /** What the portal does with this answer, for a documented answer that is not a success. */
  portal?: string;
}

export interface BackendReport {
  checked: CheckedCall[];
  skipped: { call: CallId | 'CORS'; reason: string }[];
  /** How many lines have each outcome. */
  counts: Record<Outcome, number>;
}

/** Each call's time to answer unless told otherwise: the portal's user would have given up by then. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** A device id no real device has: asking about it reads, it registers nothing. */
const PROBE_DEVICE = 'check-backend-probe';

/** The headers the portal sends on every call (src/services/http.ts specRequestHeaders). */
const PORTAL_HEADERS = ['Access-Control-Allow-Origin', 'Device-Unique-Id'];
/** The headers the SignalR client adds on its negotiate (@microsoft/signalr, browser). */
const SIGNALR_HEADERS = ['X-Requested-With', 'X-SignalR-User-Agent'];
/** The SignalR client's negotiate query, with the stateful reconnect the portal turns on. */
const NEGOTIATE_QUERY = '?negotiateVersion=1&useStatefulReconnect=true';

function queryFor(call: Call): string {
  // The portal's first page of each paged list.
  return call.query ? `?skip=0&take=${call === CALLS.getNotifications ? 20 : 10}` : '';
}

/** A list of header names as a set of lower-case names (`*` kept as is). */
const headerNames = (value: string | null) =>
  new Set(
    (value ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );

export async function checkBackend(options: BackendCheckOptions): Promise<BackendReport> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const checked: CheckedCall[] = [];
  const skipped: BackendReport['skipped'] = [];
  const baseOf = (call: Call) => (call.base === 'alertsApi' ? options.alertsApiUrl! : options.backApiUrl).replace(/\/+$/, '');
  const urlOf = (call: Call) => `${baseOf(call)}${pathOf(call, { deviceId: options.deviceId ?? PROBE_DEVICE, id: PROBE_DEVICE })}`;

  type Answer = { response: Response; text: string } | { outcome: 'unreachable' | 'timeout'; problem: string };
  async function send(url: string, init: RequestInit): Promise<Answer> {
    try {
      const response = await doFetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      return { response, text: await response.text() };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') return { outcome: 'timeout', problem: `no answer within ${timeoutMs} ms` };
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      return { outcome: 'unreachable', problem: `no answer (${error instanceof Error ? error.message : String(error)}${cause})` };
    }
  }

  /** The CORS headers an answer to the portal's origin must carry (credentials: the negotiate sends them). */
  function corsProblems(response: Response): string[] {
    if (!options.origin) return [];
    const allowed = response.headers.get('access-control-allow-origin');
    const problems: string[] = [];
    if (allowed !== options.origin) {
      problems.push(
        `Access-Control-Allow-Origin is ${allowed === null ? 'missing' : JSON.stringify(allowed)}, expected ${JSON.stringify(options.origin)}`,
      );
    }
    if (response.headers.get('access-control-allow-credentials') !== 'true')
      problems.push('Access-Control-Allow-Credentials is not "true"');
    return problems;
  }

  async function probe(id: CallId, token: string | undefined, method: Method = 'GET', query = queryFor(CALLS[id])): Promise<CheckedCall> {
    const call: Call = CALLS[id];
    const url = `${urlOf(call)}${query}`;
    const headers: Record<string, string> = { Accept: 'application/json', 'Access-Control-Allow-Origin': '*' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.deviceId) headers['Device-Unique-Id'] = options.deviceId;
    if (options.origin) headers.Origin = options.origin;
    if (method === 'POST') Object.assign(headers, { 'X-Requested-With': 'XMLHttpRequest', 'X-SignalR-User-Agent': 'check-backend' });
    const request = `${method} ${url}`;
    const answer = await send(url, { method, headers, ...(method === 'POST' && { body: '' }) });
    if ('outcome' in answer) return { call: id, request, status: null, outcome: answer.outcome, problems: [answer.problem] };
    const { response, text } = answer;
    let body: unknown;
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        const type = response.headers.get('content-type') ?? 'no content type';
        const problems = [`the body is not JSON (${type}): ${text.slice(0, 60)}`];
        return { call: id, request, status: response.status, outcome: 'mismatch', problems };
      }
    }
    const cors = corsProblems(response);
    const problems = [...answerProblems(call, response.status, body), ...cors];
    // A list the portal reads item by item still serves when only items break the schema: those are dropped.
    if (
      problems.length > 0 &&
      cors.length === 0 &&
      response.status === 200 &&
      call.itemwise !== undefined &&
      check(call.itemwise, body).ok
    ) {
      const dropped = problems.map((problem) => `dropped by the portal: ${problem}`);
      return { call: id, request, status: response.status, outcome: 'ignored', problems: dropped };
    }
    const portal = response.ok || problems.length > 0 ? undefined : (CATALOGUE[id].portal[response.status] ?? undefined);
    return {
      call: id,
      request,
      status: response.status,
      outcome: problems.length > 0 ? 'mismatch' : 'ok',
      problems,
      ...(portal && { portal }),
    };
  }

  /** The browser's preflight before a call of `method` with the portal's headers, from the portal's origin. */
  async function preflight(method: Method, id: CallId): Promise<CheckedCall> {
    const call: Call = CALLS[id];
    const url = urlOf(call);
    const asked = [
      ...(call.bearer ? ['Authorization'] : []),
      ...PORTAL_HEADERS,
      ...(call.body || method === 'POST' ? ['Content-Type'] : []),
      ...(id === 'negotiateHub' ? SIGNALR_HEADERS : []),
    ];
    const request = `OPTIONS ${url} (CORS preflight of ${method})`;
    const answer = await send(url, {
      method: 'OPTIONS',
      headers: {
        Origin: options.origin!,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': asked.join(',').toLowerCase(),
      },
    });
    const line = `preflight ${method}` as const;
    if ('outcome' in answer) return { call: line, request, status: null, outcome: answer.outcome, problems: [answer.problem] };
    const { response } = answer;
    const problems = response.ok ? corsProblems(response) : [`status ${response.status}, expected 200 or 204`];
    if (response.ok) {
      const methods = headerNames(response.headers.get('access-control-allow-methods'));
      if (method !== 'GET' && method !== 'POST' && !methods.has(method.toLowerCase()))
        problems.push(`Access-Control-Allow-Methods does not list ${method}`);
      const headers = headerNames(response.headers.get('access-control-allow-headers'));
      const missing = asked.filter((name) => !headers.has(name.toLowerCase()));
      // With credentials a `*` is the header named "*", not every header (Fetch standard, CORS protocol).
      if (missing.length > 0) problems.push(`Access-Control-Allow-Headers does not list ${missing.join(', ')}`);
    }
    return { call: line, request, status: response.status, outcome: problems.length > 0 ? 'mismatch' : 'ok', problems };
  }

  const entries = Object.entries(CALLS) as [CallId, Call][];
  if (options.origin) {
    // One preflight per method the portal uses, on a call of that method (the negotiate for POST).
    const methods = [...new Set(entries.map(([, call]) => call.method))];
    for (const method of methods) {
      const id = method === 'POST' ? 'negotiateHub' : entries.find(([, call]) => call.method === method && call.base === 'backApi')![0];
      checked.push(await preflight(method, id));
    }
  } else {
    skipped.push({ call: 'CORS', reason: 'no portal origin given (--origin, or frontUrl in --settings)' });
  }

  for (const [id, call] of entries.filter(([, candidate]) => candidate.method === 'GET')) {
    if (call.base === 'alertsApi' && !options.alertsApiUrl) skipped.push({ call: id, reason: 'no alerts API URL given' });
    else if (call.bearer && !options.token) skipped.push({ call: id, reason: 'no token given' });
    else checked.push(await probe(id, call.bearer ? options.token : undefined));
  }

  // The hub's negotiate as the SignalR client sends it: it answers the transports, opens nothing.
  if (options.token) checked.push(await probe('negotiateHub', options.token, 'POST', NEGOTIATE_QUERY));
  else skipped.push({ call: 'negotiateHub', reason: 'no token given' });

  // A bearer call without its token must answer 401: that is what sends the portal to re-login.
  const unauthenticated = await probe('getUserInfo', undefined);
  if (unauthenticated.status !== null && unauthenticated.status !== 401) {
    unauthenticated.outcome = 'mismatch';
    unauthenticated.problems = [`answered ${unauthenticated.status} without a token, expected 401`];
  }
  checked.push({ ...unauthenticated, request: `${unauthenticated.request} (without a token)` });

  const counts: Record<Outcome, number> = { ok: 0, ignored: 0, mismatch: 0, unreachable: 0, timeout: 0 };
  for (const line of checked) counts[line.outcome] += 1;
  return { checked, skipped, counts };
}

const LABEL: Record<Outcome, string> = {
  ok: 'ok',
  ignored: 'IGNORED',
  mismatch: 'MISMATCH',
  unreachable: 'UNREACHABLE',
  timeout: 'TIMEOUT',
};
const WIDTH = Math.max(...Object.values(LABEL).map((label) => label.length)) + 2;

export function formatReport(report: BackendReport): string {
  const lines = report.checked.map((line) => {
    const head = `${LABEL[line.outcome].padEnd(WIDTH)}${line.request} → ${line.status ?? 'no answer'}`;
    if (line.problems.length > 0) return [head, ...line.problems.map((problem) => `${' '.repeat(WIDTH + 2)}${problem}`)].join('\n');
    return line.portal ? `${head} (the portal: ${line.portal})` : head;
  });
  for (const { call, reason } of report.skipped) {
    lines.push(`${'skipped'.padEnd(WIDTH)}${call === 'CORS' ? 'CORS preflights' : `${CALLS[call].method} ${CALLS[call].path}`}: ${reason}`);
  }
  const { ok, ignored, mismatch, unreachable, timeout } = report.counts;
  lines.push(
    `${report.checked.length} answer(s) checked: ${ok} ok, ${ignored} ignored in part, ${mismatch} mismatch(es) with the contract, ` +
      `${unreachable} unreachable, ${timeout} timed out; ${report.skipped.length} skipped (no data was changed)`,
  );
  return lines.join('\n');
}

/** The command's exit code: 1 on a mismatch; else 3 when an answer did not come; else 0. */
export function exitCodeOf(report: BackendReport): 0 | 1 | 3 {
  if (report.counts.mismatch > 0) return 1;
  if (report.counts.unreachable > 0 || report.counts.timeout > 0) return 3;
  return 0;
}
