// The production build carries none of the inspection code (the Stately inspector, the live
// inspector panel, the flow gallery, elkjs, the machines' descriptions), and a QA build made with
// VITE_INSPECT=true carries each of them (so the check below can fail). No build carries the
// contract's descriptions and examples (build/stripContractDocs.plugin.ts), while each carries the
// contract's schemas. Builds go to temporary folders.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, loadConfigFromFile } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { popupMachine } from '../../machines/popup/popup.machine.ts';
import { openApiDocument } from '../../contract/documents.ts';

const INSPECTION_CODE: Record<string, string[]> = {
  'Stately inspector': ['createBrowserInspector', 'stately.ai/inspect'],
  'live inspector panel': ['Export trace', 'insp-panel'],
  'flow gallery': ['Copy for Stately', 'flows-journeys'],
  elkjs: ['org.eclipse.elk'],
  // The machines' descriptions (build/stripDescriptions.plugin.ts): the popup's own and its bell click.
  'machine descriptions': [String(popupMachine.config.description), 'The user clicks the bell: the popup opens'],
};
/** Every text docs/api/ shows of the contract's fields, parameters and proposed calls, and its examples. */
function contractDocumentation(): string[] {
  const texts = new Set<string>();
  const walk = (value: unknown, key = ''): void => {
    if (key === 'examples' && Array.isArray(value)) {
      for (const example of value) if (typeof example === 'string' && example.length > 20) texts.add(example);
      return;
    }
    if (Array.isArray(value)) return value.forEach((inner) => walk(inner));
    if (typeof value !== 'object' || value === null) return;
    for (const [name, inner] of Object.entries(value)) {
      if ((name === 'description' || name === 'summary') && typeof inner === 'string') texts.add(inner);
      else walk(inner, name);
    }
  };
  const document = openApiDocument();
  walk(document.components.schemas);
  walk(document.paths);
  // JSON escapes and the minifier's quotes aside: the texts as the source writes them.
  return [...texts].filter((text) => text.length > 20 && !/[`\\"]|\$\{/.test(text));
}
/** What the built code must hold for the check above to mean something: the contract's schemas. */
const CONTRACT_CODE = ['a known notification type', '/v1/job-offers'];

/** Plugins that write files beside the bundle from it, and change none of its scripts. */
const FILE_WRITERS = /^(vite-plugin-pwa|vite-plugin-compression|portal-brotli-assets|portal-nginx-config)/;

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
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts');
    const config = loaded!.config;
    // The portal's own configuration, less the plugins that only write other files from the bundle
    // (the service worker, brotli copies, the nginx configuration): what is checked is the bundle.
    const plugins = (config.plugins ?? [])
      .flat(Infinity as 1)
      .filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && FILE_WRITERS.test(String(plugin.name))));
    await build({
      ...config,
      plugins,
      configFile: false,
      mode: 'production',
      logLevel: 'silent',
      build: { ...config.build, outDir, emptyOutDir: true },
    });
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
  const texts = contractDocumentation();

  it('contains no inspection code', async () => {
    const code = await builtJavaScript({ VITE_INSPECT: '' });
    for (const [name, markers] of Object.entries(INSPECTION_CODE)) {
      for (const marker of markers) expect(code.includes(marker), `${name}: "${marker}"`).toBe(false);
    }
    expect(texts.length).toBeGreaterThan(300);
    for (const marker of CONTRACT_CODE) expect(code.includes(marker), marker).toBe(true);
    expect(texts.filter((text) => code.includes(text))).toEqual([]);
  }, 120_000);

  it('a QA build with VITE_INSPECT=true does contain each piece, and no contract documentation either', async () => {
    const code = await builtJavaScript({ VITE_INSPECT: 'true' });
    for (const [name, markers] of Object.entries(INSPECTION_CODE)) {
      expect(
        markers.some((marker) => code.includes(marker)),
        name,
      ).toBe(true);
    }
    for (const marker of CONTRACT_CODE) expect(code.includes(marker), marker).toBe(true);
    expect(texts.filter((text) => code.includes(text))).toEqual([]);
  }, 120_000);
});
