// The Link preload of the tenant's texts on the document: the browser test
// (tests/e2e/boot.spec.ts) shows the app reusing it; here, which responses carry it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { preloadHeadersMiddleware, tenantTextsPreloadLink } from '../../build/preloadHeaders.ts';

function call(headers: Record<string, string>, options: { method?: string; tenant?: string; base?: string } = {}) {
  const middleware = preloadHeadersMiddleware(options.tenant ?? 'beta', options.base ?? '/');
  const res = { setHeader: vi.fn() };
  const next = vi.fn();
  middleware(
    { url: '/home', method: options.method ?? 'GET', headers } as unknown as IncomingMessage,
    res as unknown as ServerResponse,
    next,
  );
  expect(next).toHaveBeenCalledOnce();
  const link = res.setHeader.mock.calls.find(([name]) => name === 'Link')?.[1];
  return link as string | undefined;
}

describe('the Link preload of the tenant texts', () => {
  it("names the running tenant's French file, under the base path, as a CORS fetch", () => {
    expect(tenantTextsPreloadLink('alpha')).toBe('</i18n/tenants/alpha.fr.json>; rel=preload; as=fetch; crossorigin');
    expect(tenantTextsPreloadLink('beta', '/portal')).toBe('</portal/i18n/tenants/beta.fr.json>; rel=preload; as=fetch; crossorigin');
  });

  it('is sent with a document (a navigation), for the tenant it serves', () => {
    expect(call({ 'sec-fetch-dest': 'document', accept: 'text/html' })).toBe(
      '</i18n/tenants/beta.fr.json>; rel=preload; as=fetch; crossorigin',
    );
    // A client without Sec-Fetch headers: the Accept header says it wants a page.
    expect(call({ accept: 'text/html,application/xhtml+xml' }, { tenant: 'alpha' })).toBe(
      '</i18n/tenants/alpha.fr.json>; rel=preload; as=fetch; crossorigin',
    );
  });

  it('is not sent with scripts, fetches, or a POST', () => {
    expect(call({ 'sec-fetch-dest': 'document' })).toBeDefined();
    expect(call({ 'sec-fetch-dest': 'script', accept: '*/*' })).toBeUndefined();
    expect(call({ 'sec-fetch-dest': 'empty', accept: 'text/html' })).toBeUndefined();
    expect(call({ accept: 'application/json' })).toBeUndefined();
    expect(call({ 'sec-fetch-dest': 'document' }, { method: 'POST' })).toBeUndefined();
  });
});
