// `npm run check-backend` against the local stack: no mismatch with the contract, GET calls only;
// a drifting answer (a fault rule with a bad body or status) is reported, naming the call and the
// field, and the command exits 1.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeEach, describe, expect, it } from 'vitest';
import { CALLS } from '../../contract/calls.ts';
import { checkBackend, formatReport } from '../../scripts/check-backend/checkBackend.ts';
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
  it('finds no mismatch in the stand-in, with a token, calling every GET of the contract and nothing else', async () => {
    const { access_token } = await signIn(stack(), 'worker');
    const { methods, fetch } = recordingFetch();
    const report = await checkBackend({
      backApiUrl: stack().backApiUrl,
      alertsApiUrl: alertsApiUrl(stack().stackUrl),
      token: access_token,
      deviceId: 'dev-check',
      fetch,
    });
    expect(formatReport(report)).toMatch(/0 mismatch\(es\) with the contract/);
    expect(report.mismatches).toBe(0);
    expect(report.skipped).toEqual([]);
    expect([...new Set(report.checked.map((line) => line.call))].sort()).toEqual(GET_CALLS.sort());
    expect(report.checked.find((line) => line.request.endsWith('(without a token)'))).toMatchObject({ call: 'getUserInfo', status: 401 });
    expect(new Set(methods)).toEqual(new Set(['GET']));
  });

  it('says what the portal does with a documented answer that is not a success', async () => {
    const { access_token } = await signIn(stack(), 'client');
    const report = await checkBackend({ backApiUrl: stack().backApiUrl, token: access_token });
    expect(report.mismatches).toBe(0);
    // Days off are a worker's: the stand-in answers a client 403, which the contract lists.
    expect(report.checked.find((line) => line.call === 'getDaysOff')).toMatchObject({
      status: 403,
      problems: [],
      portal: expect.stringMatching(/error dialog/),
    });
    expect(report.skipped).toEqual([{ call: 'getAlerts', reason: 'no alerts API URL given' }]);
  });

  it('without a token checks the alerts and that a bearer call answers 401, and skips the others', async () => {
    const report = await checkBackend({ backApiUrl: stack().backApiUrl, alertsApiUrl: alertsApiUrl(stack().stackUrl) });
    expect(report.mismatches).toBe(0);
    expect(report.checked.map((line) => [line.call, line.status])).toEqual([
      ['getAlerts', 200],
      ['getUserInfo', 401],
    ]);
    expect(report.skipped.map((line) => line.call).sort()).toEqual(GET_CALLS.filter((id) => id !== 'getAlerts').sort());
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
      getImportantNotifications: ['0.type is "nope", expected a known notification type'],
    });
    expect(report.mismatches).toBe(4);
    expect(formatReport(report)).toMatch(
      /MISMATCH {2}GET http:\/\/localhost:\d+\/api\/v1\/users\/me\/devices → 200\n {12}0\.name is 3, expected string/,
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
    expect(drifting.stdout).toMatch(/MISMATCH {2}GET .*\/v1\/users\/me\/profile → 200\n {12}firstName is missing/);
    expect(drifting.code).toBe(1);

    expect((await run(['not-a-url'])).code).toBe(2);
  });
});
