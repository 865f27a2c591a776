// `npm run check-backend` against the local stack: no mismatch with the contract, nothing that
// changes data (GET calls, the negotiate, preflights); a drifting answer (a fault rule with a bad
// body or status) is reported, naming the call and the field, and the command exits 1; an item the
// portal drops, a backend that does not answer and one that answers too late are lines of their own.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeEach, describe, expect, it } from 'vitest';
import { CALLS } from '../../contract/calls.ts';
import { checkBackend, exitCodeOf, formatReport } from '../../scripts/check-backend/checkBackend.ts';
import { alertsApiUrl } from '../../server/config.ts';
import { signIn } from './helpers/sign-in.ts';
import { control, useStack } from './helpers/stack-fixture.ts';

const stack = useStack();
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const GET_CALLS = Object.entries(CALLS)
  .filter(([, call]) => call.method === 'GET')
  .map(([id]) => id);

beforeEach(async () => {
  await control(stack(), '/reset');
});

/** The stack's fetch, recording the method of every request. */
function recordingFetch() {
  const methods: string[] = [];
  const recorded: typeof fetch = (input, init) => {
    methods.push(init?.method ?? 'GET');
    return fetch(input, init);
  };
  return { methods, fetch: recorded };
}

describe('check-backend', () => {
  it("finds every answer of the stand-in usable, with a token and the portal's origin: every GET, the negotiate, a preflight per method", async () => {
    const { access_token } = await signIn(stack(), 'worker');
    const { methods, fetch } = recordingFetch();
    const report = await checkBackend({
      backApiUrl: stack().backApiUrl,
      alertsApiUrl: alertsApiUrl(stack().stackUrl),
      token: access_token,
      deviceId: 'dev-check',
      origin: new URL(stack().portalUrl).origin,
      fetch,
    });
    expect(report.checked.filter((line) => line.outcome !== 'ok')).toEqual([]);
    expect(formatReport(report)).toMatch(
      /: \d+ ok, 0 ignored in part, 0 mismatch\(es\) with the contract, 0 unreachable, 0 timed out; 0 skipped/,
    );
    expect(exitCodeOf(report)).toBe(0);
    expect(report.skipped).toEqual([]);
    expect([...new Set(report.checked.map((line) => line.call))].sort()).toEqual(
      [...GET_CALLS, 'negotiateHub', 'preflight GET', 'preflight POST', 'preflight PUT', 'preflight PATCH', 'preflight DELETE'].sort(),
    );
    expect(report.checked.find((line) => line.call === 'negotiateHub')?.request).toMatch(
      /^POST .*\/signalr\/notifications\/negotiate\?negotiateVersion=1&useStatefulReconnect=true$/,
    );
    expect(report.checked.find((line) => line.request.endsWith('(without a token)'))).toMatchObject({ call: 'getUserInfo', status: 401 });
    expect(new Set(methods)).toEqual(new Set(['GET', 'POST', 'OPTIONS']));
  });

  it("checks CORS for the portal's origin only: another origin is refused on every preflight and answer", async () => {
    const { access_token } = await signIn(stack(), 'worker');
    const report = await checkBackend({ backApiUrl: stack().backApiUrl, token: access_token, origin: 'https://elsewhere.example' });
    const preflights = report.checked.filter((line) => line.call.startsWith('preflight'));
    expect(preflights).toHaveLength(5);
    for (const line of preflights) {
      expect(line).toMatchObject({
        outcome: 'mismatch',
        problems: expect.arrayContaining(['Access-Control-Allow-Origin is missing, expected "https://elsewhere.example"']),
      });
    }
    expect(report.checked.find((line) => line.call === 'getUserInfo')).toMatchObject({
      outcome: 'mismatch',
      problems: expect.arrayContaining(['Access-Control-Allow-Credentials is not "true"']),
    });
    expect(exitCodeOf(report)).toBe(1);
  });

  it('says what the portal does with a documented answer that is not a success', async () => {
    const { access_token } = await signIn(stack(), 'client');
    const report = await checkBackend({ backApiUrl: stack().backApiUrl, token: access_token });
    expect(report.counts.mismatch).toBe(0);
    // Days off are a worker's: the stand-in answers a client 403, which the contract lists.
    expect(report.checked.find((line) => line.call === 'getDaysOff')).toMatchObject({
      status: 403,
      problems: [],
      portal: expect.stringMatching(/error dialog/),
    });
    expect(report.skipped).toEqual([
      { call: 'CORS', reason: 'no portal origin given (--origin, or frontUrl in --settings)' },
      { call: 'getAlerts', reason: 'no alerts API URL given' },
    ]);
  });

  it('without a token checks the alerts and that a bearer call answers 401, and skips the others', async () => {
    const report = await checkBackend({ backApiUrl: stack().backApiUrl, alertsApiUrl: alertsApiUrl(stack().stackUrl) });
    expect(report.counts.mismatch).toBe(0);
    expect(report.checked.map((line) => [line.call, line.status])).toEqual([
      ['getAlerts', 200],
      ['getUserInfo', 401],
    ]);
    expect(report.skipped.map((line) => line.call).sort()).toEqual(
      [...GET_CALLS.filter((id) => id !== 'getAlerts'), 'CORS', 'negotiateHub'].sort(),
    );
  });

  it('reports a drifting answer: a body that breaks the schema, a status the contract does not list, an HTML page', async () => {
    const { access_token } = await signIn(stack(), 'worker');
    await control(stack(), '/faults', {
      method: 'GET',
      path: '/v1/users/me/devices',
      status: 200,
      body: [{ deviceId: 'laptop', name: 3 }],
    });
    await control(stack(), '/faults', { method: 'GET', path: '/v1/notifications/settings', status: 418 });
    await control(stack(), '/faults', { method: 'GET', path: '/v1/agency-folders', html: '<h1>Proxy error</h1>' });
    await control(stack(), '/faults', {
      method: 'GET',
      path: '/v1/notifications/important',
      status: 200,
      body: [{ id: 'n-1', type: 'nope', category: 'x' }],
    });
    const report = await checkBackend({ backApiUrl: stack().backApiUrl, token: access_token });
    const problems = Object.fromEntries(
      report.checked.filter((line) => line.problems.length > 0).map((line) => [line.call, line.problems]),
    );
    expect(problems).toEqual({
      getDevices: ['0.name is 3, expected string'],
      getNotificationSettings: ['status 418 is not an answer of GET /v1/notifications/settings (200, 401, 503)'],
      getAgencyFolders: ['the body is not JSON (text/html; charset=utf-8): <h1>Proxy error</h1>'],
      // A list the portal reads item by item: the unknown type is dropped, the answer still serves.
      getImportantNotifications: ['dropped by the portal: 0.type is "nope", expected a known notification type'],
    });
    expect(report.checked.find((line) => line.call === 'getImportantNotifications')?.outcome).toBe('ignored');
    expect(report.counts).toMatchObject({ mismatch: 3, ignored: 1 });
    expect(formatReport(report)).toMatch(/IGNORED {6}GET .*\/v1\/notifications\/important → 200\n {15}dropped by the portal: 0\.type/);
    expect(formatReport(report)).toMatch(
      /MISMATCH {5}GET http:\/\/localhost:\d+\/api\/v1\/users\/me\/devices → 200\n {15}0\.name is 3, expected string/,
    );
  });

  it('runs as `npm run check-backend -- <url>`: exit 0 without mismatch, 1 with one', async () => {
    const { access_token } = await signIn(stack(), 'worker');
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/check-backend.ts', ...args], {
        cwd: ROOT,
        env: { ...process.env, BACKEND_TOKEN: access_token },
      }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );

    const clean = await run([stack().backApiUrl, '--alerts', alertsApiUrl(stack().stackUrl)]);
    expect(clean.stdout).toMatch(/with a token/);
    expect(clean.stdout).toMatch(/, 0 mismatch\(es\)/);
    expect(clean.code).toBe(0);

    await control(stack(), '/faults', { method: 'GET', path: '/v1/users/me/profile', status: 200, body: { id: 'u-1' } });
    const drifting = await run([stack().backApiUrl]);
    expect(drifting.stdout).toMatch(/MISMATCH {5}GET .*\/v1\/users\/me\/profile → 200\n {15}firstName is missing/);
    expect(drifting.code).toBe(1);

    expect((await run(['not-a-url'])).code).toBe(2);
  });

  it('tells an unreachable backend and one that answers too late from a mismatch: exit 3, one line each', async () => {
    const { access_token } = await signIn(stack(), 'worker');
    // Nothing listens on a port just freed.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const unreachable = await checkBackend({ backApiUrl: `http://127.0.0.1:${closed}/api`, token: access_token });
    expect(unreachable.checked.every((line) => line.outcome === 'unreachable' && line.status === null)).toBe(true);
    expect(unreachable.checked[0].problems).toEqual([expect.stringMatching(/^no answer \(fetch failed: .*ECONNREFUSED/)]);
    expect(unreachable.counts.mismatch).toBe(0);
    expect(exitCodeOf(unreachable)).toBe(3);
    expect(formatReport(unreachable)).toMatch(/^UNREACHABLE {2}GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/users\/me\/info → no answer$/m);

    // One call held past the time each call is given: that line alone.
    await control(stack(), '/faults', { method: 'GET', path: '/v1/agency-folders', latencyMs: 1_500, times: 1 });
    const late = await checkBackend({ backApiUrl: stack().backApiUrl, token: access_token, timeoutMs: 500 });
    expect(late.checked.filter((line) => line.outcome !== 'ok').map((line) => [line.call, line.outcome, line.problems])).toEqual([
      ['getAgencyFolders', 'timeout', ['no answer within 500 ms']],
    ]);
    expect(exitCodeOf(late)).toBe(3);
  });

  it("reads ASP.NET Core's default error answers as the portal does: a 401 or 403 without a body is no mismatch", async () => {
    // A backend built on ASP.NET Core's defaults: 401 without a token, 403 on user info, no bodies.
    const aspNet: Server = createServer((req, res) => {
      res.writeHead(req.headers.authorization ? 403 : 401, { 'Content-Length': '0' });
      res.end();
    });
    await new Promise<void>((resolve) => aspNet.listen(0, '127.0.0.1', resolve));
    try {
      const backApiUrl = `http://127.0.0.1:${(aspNet.address() as AddressInfo).port}/api`;
      const report = await checkBackend({ backApiUrl, token: 'any' });
      const userInfo = report.checked.filter((line) => line.call === 'getUserInfo');
      expect(userInfo.map((line) => [line.status, line.outcome])).toEqual([
        [403, 'ok'],
        [401, 'ok'],
      ]);
      expect(userInfo[0].portal).toMatch(/forbidden/i);
      // The positive case: an empty 403 where the contract lists none is still reported.
      expect(report.checked.find((line) => line.call === 'getProfileApproval')).toMatchObject({
        outcome: 'mismatch',
        problems: [expect.stringMatching(/^status 403 is not an answer of GET \/v1\/users\/get-profile-approval/)],
      });
    } finally {
      await new Promise((resolve) => aspNet.close(resolve));
    }
  });

  it('says in one line, exit 2, that the settings are missing or broken', async () => {
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/check-backend.ts', ...args], { cwd: ROOT }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
      );
    const missing = await run(['--settings', 'no/such/appsettings.json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim()).toMatch(/^The settings at no\/such\/appsettings\.json cannot be read: ENOENT[^\n]*$/);
    const broken = await run(['--settings', 'README.md']);
    expect(broken.code).toBe(2);
    expect(broken.stderr.trim()).toBe('The settings at README.md are not a JSON object (an appsettings.json is expected).');
    expect((await run([stack().backApiUrl, '--timeout', 'soon'])).code).toBe(2);
  });
});
