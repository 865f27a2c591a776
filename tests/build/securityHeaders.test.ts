// The production security headers (build/securityHeaders.ts): what `vite preview` sends and
// docs/security.md gives a real host, computed from the built index.html and the tenant's settings.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hasInlineScript, inlineStyleHashes, securityHeaders } from '../../build/securityHeaders.ts';

const settings = {
  appSettings: { backApiUrl: 'https://api.alpha.example/api', alertsApiUrl: 'https://alerts.alpha.example/v2' },
  clientConfiguration: { stsServer: 'https://login.alpha.example/realms/portal' },
};
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((part) => {
      const [name, ...values] = part.split(' ');
      return [name, values];
    }),
  );

describe('security headers', () => {
  it('hash every inline <style> of index.html (never unsafe-inline), once each', () => {
    const html = '<html><head><style>.boot{color:red}</style><style media="x">b{}</style><style>.boot{color:red}</style></head></html>';
    expect(inlineStyleHashes(html)).toEqual([sha('.boot{color:red}'), sha('b{}')]);
    const csp = directives(contentSecurityPolicy({ indexHtml: html, ...settings }));
    expect(csp['style-src']).toEqual(["'self'", sha('.boot{color:red}'), sha('b{}')]);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('limit connect-src to the API, alerts, provider and hub origins (the hub also over WebSocket)', () => {
    const csp = directives(contentSecurityPolicy({ indexHtml: '', ...settings }));
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.alpha.example',
      'https://alerts.alpha.example',
      'https://login.alpha.example',
      'wss://api.alpha.example',
    ]);
    // blob:: the document preview's PDF, read with the token and shown from an object URL.
    expect(csp['frame-src']).toEqual(["'self'", 'https://login.alpha.example', 'blob:']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('ignore a setting that is not an http(s) URL rather than widen the policy', () => {
    const csp = directives(
      contentSecurityPolicy({
        indexHtml: '',
        appSettings: { backApiUrl: 'javascript:alert(1)', alertsApiUrl: 'not a url' },
        clientConfiguration: { stsServer: '*' },
      }),
    );
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'self'", 'blob:']);
  });

  it('let only the portal frame its silent-renew page', () => {
    expect(securityHeaders({ indexHtml: '', ...settings })['X-Frame-Options']).toBe('DENY');
    const framed = securityHeaders({ indexHtml: '', ...settings }, { framedByPortal: true });
    expect(framed['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(directives(framed['Content-Security-Policy'])['frame-ancestors']).toEqual(["'self'"]);
  });

  it('tell an inline script (refused at preview start) from a module script file', () => {
    expect(hasInlineScript('<script type="module" src="/assets/index-abc.js"></script>')).toBe(false);
    expect(hasInlineScript('<script>window.x = 1</script>')).toBe(true);
  });
});
