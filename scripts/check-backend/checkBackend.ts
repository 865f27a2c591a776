// Holds a backend to the portal's contract (contract/) without changing any data: GET calls only.
// Without a token, the calls that take none (the alerts) and one bearer call, which must answer 401
// (the portal re-logs in on it); with a token, every GET call of the contract. Each answer's status
// and body are checked with the contract's checker, as the portal reads them.
import { CALLS, pathOf, type Call, type CallId } from '../../contract/calls.ts';
import { CATALOGUE } from '../../contract/catalogue.ts';
import { answerProblems } from '../../contract/check.ts';

export interface BackendCheckOptions {
  /** `settings.backApiUrl`. */
  backApiUrl: string;
  /** `settings.alertsApiUrl`; without it the alerts are not checked. */
  alertsApiUrl?: string;
  /** An access token of a user of that backend; without it only the calls without one are checked. */
  token?: string;
  /** Sent as Device-Unique-Id, as the portal does when its settings hold one; also the device asked about. */
  deviceId?: string;
  fetch?: typeof fetch;
}

export interface CheckedCall {
  call: CallId;
  /** `GET https://…` as sent. */
  request: string;
  /** null: no answer. */
  status: number | null;
  problems: string[];
  /** What the portal does with this answer, for a documented answer that is not a success. */
  portal?: string;
}

export interface BackendReport {
  checked: CheckedCall[];
  skipped: { call: CallId; reason: string }[];
  mismatches: number;
}

/** A device id no real device has: asking about it reads, it registers nothing. */
const PROBE_DEVICE = 'check-backend-probe';

function queryFor(call: Call): string {
  // The portal's first page of each paged list.
  return call.query ? `?skip=0&take=${call === CALLS.getNotifications ? 20 : 10}` : '';
}

export async function checkBackend(options: BackendCheckOptions): Promise<BackendReport> {
  const doFetch = options.fetch ?? fetch;
  const checked: CheckedCall[] = [];
  const skipped: BackendReport['skipped'] = [];

  async function probe(id: CallId, token: string | undefined): Promise<CheckedCall> {
    const call: Call = CALLS[id];
    const base = (call.base === 'alertsApi' ? options.alertsApiUrl! : options.backApiUrl).replace(/\/+$/, '');
    const url = `${base}${pathOf(call, { deviceId: options.deviceId ?? PROBE_DEVICE })}${queryFor(call)}`;
    const headers: Record<string, string> = { Accept: 'application/json', 'Access-Control-Allow-Origin': '*' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.deviceId) headers['Device-Unique-Id'] = options.deviceId;
    const request = `GET ${url}`;
    let response: Response;
    try {
      response = await doFetch(url, { method: 'GET', headers, redirect: 'manual' });
    } catch (error) {
      return { call: id, request, status: null, problems: [`no answer: ${error instanceof Error ? error.message : String(error)}`] };
    }
    const text = await response.text();
    let body: unknown;
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        const type = response.headers.get('content-type') ?? 'no content type';
        return { call: id, request, status: response.status, problems: [`the body is not JSON (${type}): ${text.slice(0, 60)}`] };
      }
    }
    const problems = answerProblems(call, response.status, body);
    const portal = response.ok || problems.length > 0 ? undefined : (CATALOGUE[id].portal[response.status] ?? undefined);
    return { call: id, request, status: response.status, problems, ...(portal && { portal }) };
  }

  const reads = (Object.entries(CALLS) as [CallId, Call][]).filter(([, call]) => call.method === 'GET');
  for (const [id, call] of reads) {
    if (call.base === 'alertsApi' && !options.alertsApiUrl) skipped.push({ call: id, reason: 'no alerts API URL given' });
    else if (call.bearer && !options.token) skipped.push({ call: id, reason: 'no token given' });
    else checked.push(await probe(id, call.bearer ? options.token : undefined));
  }

  // A bearer call without its token must answer 401: that is what sends the portal to re-login.
  const unauthenticated = await probe('getUserInfo', undefined);
  if (unauthenticated.status !== 401 && unauthenticated.status !== null) {
    unauthenticated.problems = [`answered ${unauthenticated.status} without a token, expected 401`];
  }
  checked.push({ ...unauthenticated, request: `${unauthenticated.request} (without a token)` });

  return { checked, skipped, mismatches: checked.filter((line) => line.problems.length > 0).length };
}

export function formatReport(report: BackendReport): string {
  const lines = report.checked.map((line) => {
    const head = `${line.problems.length > 0 ? 'MISMATCH' : 'ok      '}  ${line.request} → ${line.status ?? 'no answer'}`;
    if (line.problems.length > 0) return [head, ...line.problems.map((problem) => `            ${problem}`)].join('\n');
    return line.portal ? `${head} (the portal: ${line.portal})` : head;
  });
  for (const { call, reason } of report.skipped) lines.push(`skipped   ${CALLS[call].method} ${CALLS[call].path}: ${reason}`);
  lines.push(
    `${report.checked.length} answer(s) checked, ${report.skipped.length} call(s) skipped, ${report.mismatches} mismatch(es) with the contract (GET calls only: no data was changed)`,
  );
  return lines.join('\n');
}
