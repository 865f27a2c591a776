// `vite preview` serves the build's scripts and style sheets brotli-compressed to a browser that
// accepts it (build/brotliAssets.plugin.ts); everything else is Vite's own answer. Here the
// middleware in a real HTTP server over a temporary assets folder; the browser suite
// (tests/e2e/production.spec.ts) sees the portal's chunks arrive that way.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, brotliAssetsMiddleware } from '../../build/brotliAssets.plugin.ts';

const SCRIPT = 'export const answer = 42;\n'.repeat(50);
let server: Server;
let origin = '';

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'brotli-assets-'));
  writeFileSync(join(dir, 'app-1.js'), SCRIPT);
  writeFileSync(join(dir, 'app-1.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'plain-2.js'), SCRIPT); // no .br beside it
  writeFileSync(join(dir, 'logo.svg'), '<svg/>');
  writeFileSync(join(dir, 'logo.svg.br'), brotliCompressSync('<svg/>'));
  const middleware = brotliAssetsMiddleware(dir);
  server = createServer((req, res) => middleware(req, res, () => res.end('answered by Vite')));
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const address = server.address() as { port: number };
  origin = `http://localhost:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, acceptEncoding: string) => fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } });

describe('brotli-compressed scripts and style sheets in vite preview', () => {
  it('sends the .br file with Content-Encoding: br to a browser that accepts brotli', async () => {
    const response = await get('/app-1.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    // fetch decodes it: the very script.
    expect(await response.text()).toBe(SCRIPT);
  });

  it('leaves everything else to Vite: no brotli accepted, no .br file, other kinds, a malformed URL', async () => {
    expect(await (await get('/app-1.js', 'gzip, deflate')).text()).toBe('answered by Vite');
    expect(await (await get('/app-1.js', 'gzip, br;q=0')).text()).toBe('answered by Vite');
    expect(await (await get('/plain-2.js', 'br')).text()).toBe('answered by Vite');
    expect(await (await get('/logo.svg', 'br')).text()).toBe('answered by Vite');
    expect(await (await get('/missing.js', 'br')).text()).toBe('answered by Vite');
    expect(await (await get('/%E0%A4%A.js', 'br')).text()).toBe('answered by Vite');
    expect(await (await get('/..%2Fapp-1.js', 'br')).text()).toBe('answered by Vite');
  });

  it('reads Accept-Encoding as HTTP does: brotli refused with q=0, taken with a positive q or through *', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('BR;q=0.5')).toBe(true);
    expect(acceptsBrotli('gzip, *')).toBe(true);
    expect(acceptsBrotli('br;q=0')).toBe(false);
    expect(acceptsBrotli('br;q=0.0, gzip')).toBe(false);
    expect(acceptsBrotli('*;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
