// The control API: fault switches (status, latency, times, body, wildcards), reset, and its own
// guards (JSON only, no CORS).
import { afterEach, describe, expect, it } from 'vitest';
import { request } from './helpers/http.ts';
import { PORTAL_URL, signIn } from './helpers/sign-in.ts';
import { api, control, useStack } from './helpers/stack-fixture.ts';

const stack = useStack();
let token: string | undefined;
const workerToken = async () => (token ??= (await signIn(stack(), 'worker')).access_token);

afterEach(async () => {
  await control(stack(), '/reset');
});

describe('control API faults', () => {
  it('makes a call answer a status with a Message, for the given number of times', async () => {
    const set = await control(stack(), '/faults', { method: 'GET', path: '/api/v1/users/me/info', status: 503, times: 2 });
    expect(set.json()).toEqual({ faults: [{ method: 'GET', path: '/api/v1/users/me/info', status: 503, times: 2 }] });
    const t = await workerToken();
    for (let i = 0; i < 2; i += 1) {
      const response = await api(stack(), t, 'GET', '/v1/users/me/info');
      expect(response.status).toBe(503);
      expect(response.json()).toEqual({ Message: expect.stringContaining('503') });
    }
    expect((await api(stack(), t, 'GET', '/v1/users/me/info')).status).toBe(200);
  });

  it('applies before the bearer check (a 503 is a 503 for everyone)', async () => {
    await control(stack(), '/faults', { path: '/v1/**', status: 503 });
    expect((await api(stack(), undefined, 'GET', '/v1/notifications/important')).status).toBe(503);
  });

  it('matches paths with or without /api, with * and **, and any method by default', async () => {
    await control(stack(), '/faults', { path: '/v1/notifications/*/processed', status: 500 });
    const t = await workerToken();
    expect((await api(stack(), t, 'PATCH', '/v1/notifications/n-worker-3/processed')).status).toBe(500);
    expect((await api(stack(), t, 'GET', '/v1/notifications/important')).status).toBe(200);
  });

  it('answers a given body instead (e.g. an unregistered device)', async () => {
    await control(stack(), '/faults', { method: 'GET', path: '/v1/users/me/devices/*', status: 200, body: { registered: false } });
    const response = await api(stack(), await workerToken(), 'GET', '/v1/users/me/devices/abc');
    expect(response.json()).toEqual({ registered: false });
  });

  it('slows calls down with latencyMs', async () => {
    await control(stack(), '/faults', { method: 'GET', path: '/v1/agency-folders', latencyMs: 300 });
    const started = Date.now();
    const response = await api(stack(), await workerToken(), 'GET', '/v1/agency-folders');
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('covers the alerts API and the hub negotiate too', async () => {
    await control(stack(), '/faults', { path: '/alerts-api/v1/alerts', status: 503 });
    await control(stack(), '/faults', { method: 'POST', path: '/api/signalr/notifications/negotiate', status: 500 });
    expect((await request(`${stack().stackUrl}/alerts-api/v1/alerts`)).status).toBe(503);
    const negotiate = await request(`${stack().backApiUrl}/signalr/notifications/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(negotiate.status).toBe(500);
  });

  it('clears every fault with {}, and on reset', async () => {
    await control(stack(), '/faults', { path: '/v1/**', status: 500 });
    expect((await control(stack(), '/faults', {})).json()).toEqual({ faults: [] });
    await control(stack(), '/faults', { path: '/v1/**', status: 500 });
    await control(stack(), '/reset');
    expect((await request(`${stack().stackUrl}/__control/faults`)).json()).toEqual({ faults: [] });
  });

  it('refuses malformed rules with a Message', async () => {
    for (const rule of [
      { path: 'no-slash', status: 500 },
      { path: '/x' },
      { path: '/x', status: 42 },
      { path: '/x', latencyMs: -1 },
      { path: '/x', status: 500, times: 0 },
    ]) {
      const response = await control(stack(), '/faults', rule);
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({ Message: expect.any(String) });
    }
  });
});

describe('control API guards', () => {
  it('wants JSON, so that a web page cannot post to it without a (never granted) preflight', async () => {
    const response = await request(`${stack().stackUrl}/__control/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: PORTAL_URL },
      body: '{}',
    });
    expect(response.status).toBe(415);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers health, and 404 for unknown routes', async () => {
    expect((await request(`${stack().stackUrl}/__control/health`)).json()).toEqual({ ok: true, tenant: 'alpha' });
    expect((await control(stack(), '/nope')).status).toBe(404);
  });

  it('refuses a push for an unknown user or target', async () => {
    expect((await control(stack(), '/push', { login: 'nobody', target: 'SendNotification', arguments: [{ type: 'x' }] })).status).toBe(404);
    expect((await control(stack(), '/push', { login: 'worker', target: 'Other', arguments: [] })).status).toBe(400);
  });
});
