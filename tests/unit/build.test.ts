// The production build carries none of the state inspector's code, and a QA build made with
// VITE_INSPECT=true does (so the check below can fail). Builds go to temporary folders.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const INSPECTOR_MARKERS = ['createBrowserInspector', 'stately.ai/inspect'];
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

async function builtJavaScript(env: Record<string, string>): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-build-'));
  folders.push(outDir);
  const previous = { ...process.env };
  Object.assign(process.env, env);
  try {
    // Vitest runs with NODE_ENV=test, which Vite would read as a development build.
    process.env.NODE_ENV = 'production';
    await build({ mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env = previous;
  }
  const assets = join(outDir, 'assets');
  return readdirSync(assets).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(assets, file), 'utf8')).join('\n');
}

describe('production build', () => {
  it('contains no inspector code', async () => {
    const code = await builtJavaScript({});
    for (const marker of INSPECTOR_MARKERS) expect(code.includes(marker), marker).toBe(false);
  }, 120_000);

  it('a QA build with VITE_INSPECT=true does contain it', async () => {
    const code = await builtJavaScript({ VITE_INSPECT: 'true' });
    expect(INSPECTOR_MARKERS.some((marker) => code.includes(marker))).toBe(true);
  }, 120_000);
});
