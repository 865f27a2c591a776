import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError, type HttpEvent } from '../../../src/services/http';

interface Recorded {
  url: string;
  init: RequestInit;
}

function setup(
  options: {
    respond?: (url: string) => Response | Promise<Response>;
    deviceId?: string | null;
    token?: string | null;
    alerts?: string;
  } = {},
) {
  const calls: Recorded[] = [];
  const events: HttpEvent[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return options.respond ? options.respond(String(input)) : Response.json({ ok: true });
  });
  const client = createHttpClient({
    fetch: fetchFake as unknown as typeof fetch,
    getDeviceId: () => options.deviceId ?? null,
    getAccessToken: () => (options.token === undefined ? 'token-123' : options.token),
    getAlertsApiUrl: () => options.alerts ?? 'https://alerts.example/api',
    onEvent: (event) => events.push(event),
  });
  const header = (index: number, name: string) => new Headers(calls[index].init.headers).get(name);
  return { client, calls, events, header };
}

describe('HTTP request rules (spec section 7)', () => {
  it('sends a bearer token to the back end', async () => {
    const { client, header } = setup();
    await client.request('https://api.example/api/v1/users/me/info');
    expect(header(0, 'Authorization')).toBe('Bearer token-123');
  });

  it.each(['http://portal.example/settings/appsettings.json', 'http://portal.example/settings/clientconfiguration.json'])(
    'sends no bearer token for the settings file %s',
    async (url) => {
      const { client, header } = setup();
      await client.request(url);
      expect(header(0, 'Authorization')).toBeNull();
    },
  );

  it('removes the bearer token from the alerts API, and only there', async () => {
    const { client, header } = setup({ alerts: 'https://alerts.example/api' });
    await client.request('https://alerts.example/api/v1/alerts');
    await client.request('https://alerts.example/apiother/v1/x');
    expect(header(0, 'Authorization')).toBeNull();
    expect(header(1, 'Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header at all when signed out', async () => {
    const { client, header } = setup({ token: null });
    await client.request('https://api.example/api/v1/x');
    expect(header(0, 'Authorization')).toBeNull();
  });

  it('adds Device-Unique-Id only when a device id is configured', async () => {
    const withId = setup({ deviceId: 'device-42' });
    await withId.client.request('https://api.example/api/v1/x');
    expect(withId.header(0, 'Device-Unique-Id')).toBe('device-42');
    const withoutId = setup({ deviceId: '' });
    await withoutId.client.request('https://api.example/api/v1/x');
    expect(withoutId.header(0, 'Device-Unique-Id')).toBeNull();
  });

  it('adds Access-Control-Allow-Origin to every request, settings files included', async () => {
    const { client, header } = setup();
    await client.request('http://portal.example/settings/appsettings.json');
    await client.request('https://alerts.example/api/v1/alerts');
    expect(header(0, 'Access-Control-Allow-Origin')).toBe('*');
    expect(header(1, 'Access-Control-Allow-Origin')).toBe('*');
  });

  it('sends JSON bodies with their content type', async () => {
    const { client, calls, header } = setup({ respond: () => new Response(null, { status: 204 }) });
    await client.request('https://api.example/api/v1/logs', { method: 'POST', body: { message: 'm', level: 'error' }, expect: 'none' });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"message":"m","level":"error"}');
    expect(header(0, 'Content-Type')).toBe('application/json');
  });

  it('counts requests in flight, also when they fail', async () => {
    const { client, events } = setup({
      respond: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(client.request('https://api.example/api/v1/x')).rejects.toMatchObject({ kind: 'network' });
    expect(events).toEqual([{ type: 'HTTP.REQUEST_STARTED' }, { type: 'HTTP.REQUEST_ENDED' }]);
  });
});

describe('global HTTP errors (spec section 8)', () => {
  it('reports a 401 as a re-login intent', async () => {
    const { client, events } = setup({ respond: () => new Response('', { status: 401 }) });
    await expect(client.request('https://api.example/api/v1/x')).rejects.toMatchObject({ kind: 'status', status: 401 });
    expect(events).toContainEqual({ type: 'HTTP.UNAUTHORIZED' });
  });

  it('reports a 503 as a maintenance intent', async () => {
    const { client, events } = setup({ respond: () => new Response('down', { status: 503 }) });
    await expect(client.request('https://api.example/api/v1/x')).rejects.toMatchObject({ status: 503 });
    expect(events).toContainEqual({ type: 'HTTP.MAINTENANCE' });
  });

  it('a background call can opt out of the global intents (log sending)', async () => {
    const { client, events } = setup({ respond: () => new Response('', { status: 401 }) });
    await expect(
      client.request('https://api.example/api/v1/logs', { method: 'POST', body: {}, globalErrors: false }),
    ).rejects.toMatchObject({ status: 401 });
    expect(events).not.toContainEqual({ type: 'HTTP.UNAUTHORIZED' });
  });

  it("carries the server's Message of an error body", async () => {
    const { client } = setup({ respond: () => Response.json({ Message: 'Compte verrouillé' }, { status: 500 }) });
    const error = await client.request('https://api.example/api/v1/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).serverMessage).toBe('Compte verrouillé');
    expect((error as HttpError).message).toBe('Compte verrouillé');
  });

  it('turns an HTML answer into a typed invalidResponse error', async () => {
    const { client } = setup({ respond: () => new Response('<html>proxy error</html>', { headers: { 'content-type': 'text/html' } }) });
    await expect(client.request('https://api.example/api/v1/x')).rejects.toMatchObject({
      kind: 'invalidResponse',
      message: '/api/v1/x answered an HTML page',
    });
  });

  it('refuses an HTML page where no body was expected: a proxy or captive portal answered, not the API', async () => {
    const proxy = () => new Response('<html>proxy error</html>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
    const { client } = setup({ respond: proxy });
    await expect(
      client.request('https://api.example/api/v1/users/profile', { method: 'PUT', body: { id: 'u' }, expect: 'none' }),
    ).rejects.toMatchObject({ kind: 'invalidResponse', message: '/api/v1/users/profile answered an HTML page' });
    // The same call answered by the API (empty, or JSON it does not read) succeeds.
    const empty = setup({ respond: () => new Response(null, { status: 204 }) });
    await expect(
      empty.client.request('https://api.example/api/v1/users/profile', { method: 'PUT', body: { id: 'u' }, expect: 'none' }),
    ).resolves.toBeUndefined();
    const json = setup({ respond: () => Response.json({ id: 'u' }) });
    await expect(
      json.client.request('https://api.example/api/v1/users/profile', { method: 'PUT', body: { id: 'u' }, expect: 'none' }),
    ).resolves.toBeUndefined();
  });

  it('turns garbage into a typed invalidResponse error', async () => {
    const { client } = setup({ respond: () => new Response('{"unterminated') });
    await expect(client.request('https://api.example/api/v1/x')).rejects.toMatchObject({ kind: 'invalidResponse' });
  });
});
