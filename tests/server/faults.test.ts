// The fault answers a reverse proxy or a flaky network gives (an HTML page, a dropped connection),
// on the API and on the portal server's own files (settings, translations) through
// `POST /__control/faults/take` and the Vite faults middleware.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isFaultablePortalFile, portalFileFaultsMiddleware } from '../../server/vite-faults-plugin.ts';
import { request } from './helpers/http.ts';
import { signIn } from './helpers/sign-in.ts';
import { api, control, useStack } from './helpers/stack-fixture.ts';

const stack = useStack();
let token: string | undefined;
const workerToken = async () => (token ??= (await signIn(stack(), 'worker')).access_token);
const PROXY_PAGE = '<html><body><h1>502 Bad Gateway</h1><p>proxy error</p></body></html>';

afterEach(async () => {
  await control(stack(), '/reset');
});

/** Resolves with the error of a request the server never answers. */
function requestError(url: string): Promise<NodeJS.ErrnoException | 'answered'> {
  return new Promise((resolve) => {
    const req = httpRequest(url, (res) => {
      res.resume();
      resolve('answered');
    });
    req.on('error', (error) => resolve(error));
    req.end();
  });
}

describe('API faults: HTML body and dropped connection', () => {
  it('answers an HTML page with its status (200 by default) for the given number of calls', async () => {
    await control(stack(), '/faults', { method: 'GET', path: '/v1/agency-folders', html: PROXY_PAGE, times: 1 });
    const t = await workerToken();
    const faulted = await api(stack(), t, 'GET', '/v1/agency-folders');
    expect(faulted.status).toBe(200);
    expect(faulted.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(faulted.text).toBe(PROXY_PAGE);
    const next = await api(stack(), t, 'GET', '/v1/agency-folders');
    expect(next.headers['content-type']).toContain('application/json');
  });

  it('answers an HTML page with a given status, before the bearer check', async () => {
    await control(stack(), '/faults', { path: '/v1/users/me/info', status: 502, html: PROXY_PAGE });
    const response = await api(stack(), undefined, 'GET', '/v1/users/me/info');
    expect(response.status).toBe(502);
    expect(response.text).toContain('proxy error');
  });

  it('drops the connection without an answer, once, then answers again', async () => {
    await control(stack(), '/faults', { method: 'GET', path: '/v1/users/me/info', drop: true, times: 1 });
    const error = await requestError(`${stack().backApiUrl}/v1/users/me/info`);
    expect(error).not.toBe('answered');
    expect((error as NodeJS.ErrnoException).code).toBe('ECONNRESET');
    expect((await api(stack(), await workerToken(), 'GET', '/v1/users/me/info')).status).toBe(200);
  });

  it('lists the new fields and refuses contradictory rules', async () => {
    const set = await control(stack(), '/faults', { path: '/v1/logs', drop: true, latencyMs: 10 });
    expect(set.json()).toEqual({ faults: [{ method: '*', path: '/v1/logs', latencyMs: 10, drop: true }] });
    for (const rule of [
      { path: '/x', drop: true, status: 500 },
      { path: '/x', html: '<p>', body: { a: 1 } },
      { path: '/x', html: 42 },
      { path: '/x', drop: 'yes' },
      { path: '/x', drop: false },
    ]) {
      const response = await control(stack(), '/faults', rule);
      expect(response.status, JSON.stringify(rule)).toBe(400);
    }
  });
});

describe('faults of the portal server’s own files', () => {
  it('takes a matching rule once through the control API, and null otherwise', async () => {
    await control(stack(), '/faults', { method: 'GET', path: '/settings/appsettings.json', status: 503, times: 1 });
    expect((await control(stack(), '/faults/take', { method: 'GET', path: '/settings/appsettings.json' })).json()).toEqual({
      fault: { status: 503, latencyMs: 0 },
    });
    expect((await control(stack(), '/faults/take', { method: 'GET', path: '/settings/appsettings.json' })).json()).toEqual({ fault: null });
    expect((await control(stack(), '/faults/take', { method: 'GET' })).status).toBe(400);
  });

  it('only settings and translation files are faultable', () => {
    expect(isFaultablePortalFile('/settings/clientconfiguration.json', '/')).toBe(true);
    expect(isFaultablePortalFile('/i18n/core/fr.json', '/')).toBe(true);
    expect(isFaultablePortalFile('/portal/i18n/tenants/alpha.fr.json', '/portal/')).toBe(true);
    expect(isFaultablePortalFile('/assets/index.js', '/')).toBe(false);
    expect(isFaultablePortalFile('/index.html', '/')).toBe(false);
  });

  describe('through the Vite middleware', () => {
    let server: Server;
    let origin: string;
    beforeAll(async () => {
      const middleware = portalFileFaultsMiddleware(stack().stackUrl, '/');
      server = createServer((req, res) =>
        middleware(req, res, () => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end('{"served":true}');
        }),
      );
      await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
      origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('serves the file when no rule matches, and never asks for other paths', async () => {
      await control(stack(), '/faults', { path: '/**', status: 500 });
      expect((await request(`${origin}/assets/app.js`)).json()).toEqual({ served: true });
      await control(stack(), '/faults', {});
      expect((await request(`${origin}/i18n/core/fr.json`)).json()).toEqual({ served: true });
    });

    it('answers a status, an HTML page, a delay then the file, and a dropped connection', async () => {
      await control(stack(), '/faults', { method: 'GET', path: '/settings/appsettings.json', status: 401, times: 1 });
      const unauthorized = await request(`${origin}/settings/appsettings.json`);
      expect(unauthorized.status).toBe(401);
      expect(unauthorized.json()).toEqual({ Message: expect.stringContaining('401') });

      await control(stack(), '/faults', { method: 'GET', path: '/i18n/**', html: PROXY_PAGE, times: 1 });
      const html = await request(`${origin}/i18n/core/fr.json`);
      expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(html.text).toBe(PROXY_PAGE);

      await control(stack(), '/faults', { method: 'GET', path: '/i18n/**', latencyMs: 300, times: 1 });
      const started = Date.now();
      expect((await request(`${origin}/i18n/core/fr.json`)).json()).toEqual({ served: true });
      expect(Date.now() - started).toBeGreaterThanOrEqual(280);

      await control(stack(), '/faults', { method: 'GET', path: '/settings/*', drop: true, times: 1 });
      expect(await requestError(`${origin}/settings/clientconfiguration.json`)).toMatchObject({ code: 'ECONNRESET' });
      expect((await request(`${origin}/settings/clientconfiguration.json`)).json()).toEqual({ served: true });
    });

    it('serves the file when the stack does not answer', async () => {
      const orphan = portalFileFaultsMiddleware('http://localhost:9', '/');
      const served = await new Promise<boolean>((resolve) => {
        orphan({ url: '/settings/appsettings.json', method: 'GET' } as never, {} as never, () => resolve(true));
      });
      expect(served).toBe(true);
    });
  });
});
