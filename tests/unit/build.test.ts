// The production build carries none of the inspection code (the Stately inspector, the live
// inspector panel, the flow gallery, elkjs, the machines' descriptions), and a QA build made with
// VITE_INSPECT=true carries each of them (so the check below can fail). Builds go to temporary folders.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { popupMachine } from '../../machines/popup/popup.machine.ts';

const INSPECTION_CODE: Record<string, string[]> = {
  'Stately inspector': ['createBrowserInspector', 'stately.ai/inspect'],
  'live inspector panel': ['Export trace', 'insp-panel'],
  'flow gallery': ['Copy for Stately', 'flows-journeys'],
  elkjs: ['org.eclipse.elk'],
  // The machines' descriptions (build/stripDescriptions.plugin.ts): the popup's own and its bell click.
  'machine descriptions': [String(popupMachine.config.description), 'The user clicks the bell: the popup opens'],
};
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
  return readdirSync(assets)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

describe('production build', () => {
  it('contains no inspection code', async () => {
    const code = await builtJavaScript({ VITE_INSPECT: '' });
    for (const [name, markers] of Object.entries(INSPECTION_CODE)) {
      for (const marker of markers) expect(code.includes(marker), `${name}: "${marker}"`).toBe(false);
    }
  }, 120_000);

  it('a QA build with VITE_INSPECT=true does contain each piece', async () => {
    const code = await builtJavaScript({ VITE_INSPECT: 'true' });
    for (const [name, markers] of Object.entries(INSPECTION_CODE)) {
      expect(
        markers.some((marker) => code.includes(marker)),
        name,
      ).toBe(true);
    }
  }, 120_000);
});
