// `npm run size`: production build, then the size of every JS/CSS chunk (raw and gzipped).
// Fails (exit 1) when the entry chunk is over budget, or when any built file contains the
// Stately inspector (it must stay out of production builds: see vite.config.ts).
// `node scripts/size.mjs --no-build` checks the dist/ that is already there.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budget of the entry chunk, gzipped (architecture.md, "Performance shape"). */
const ENTRY_BUDGET_BYTES = 130 * 1024;
/** A string that only the SignalR client's code contains: it must stay in a lazy chunk. */
const SIGNALR_MARKER = 'X-SignalR-User-Agent';
/** Strings that only the inspector's code contains. */
const INSPECTOR_MARKERS = ['@statelyai/inspect', 'createBrowserInspector', 'stately.ai/inspect'];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const assets = join(dist, 'assets');

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build'], { cwd: root, stdio: 'inherit' });
  if (build.error) {
    console.error(`size: could not run vite build: ${build.error.message}`);
    process.exit(1);
  }
  if (build.status !== 0) {
    console.error(`size: vite build failed (exit ${build.status ?? build.signal})`);
    process.exit(build.status ?? 1);
  }
}
if (!existsSync(join(dist, 'index.html'))) {
  console.error('size: dist/index.html is missing: nothing to measure.');
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

// Entry chunk(s): the module scripts of dist/index.html; their static imports are preloaded.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const srcOf = (tag) => /\s(?:src|href)=["']([^"']+)["']/.exec(tag)?.[1];
const entryNames = new Set(
  [...html.matchAll(/<script\b[^>]*\bsrc=["'][^"']+["'][^>]*>/g)].map((m) => basename(srcOf(m[0]) ?? '')),
);
const preloadNames = new Set(
  [...html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*>/g)].map((m) => basename(srcOf(m[0]) ?? '')),
);

const chunks = (existsSync(assets) ? walk(assets) : [])
  .filter((path) => /\.(m?js|css)$/.test(path))
  .map((path) => {
    const content = readFileSync(path);
    const name = relative(assets, path);
    return {
      name,
      path,
      content,
      raw: content.length,
      gzip: gzipSync(content).length,
      entry: entryNames.has(basename(path)),
      preload: preloadNames.has(basename(path)),
    };
  })
  .sort((a, b) => Number(b.entry) - Number(a.entry) || b.gzip - a.gzip);

const rows = chunks.map((c) => [
  c.name,
  c.entry ? 'entry' : c.preload ? 'preload' : c.name.endsWith('.css') ? 'css' : 'lazy',
  kb(c.raw),
  kb(c.gzip),
]);
const total = chunks.reduce((sum, c) => ({ raw: sum.raw + c.raw, gzip: sum.gzip + c.gzip }), { raw: 0, gzip: 0 });
const initial = chunks
  .filter((c) => (c.entry || c.preload) && !c.name.endsWith('.css'))
  .reduce((sum, c) => sum + c.gzip, 0);
const header = ['chunk (dist/assets)', 'kind', 'raw', 'gzip'];
const footer = ['total', '', kb(total.raw), kb(total.gzip)];
const widths = header.map((_, i) => Math.max(...[header, ...rows, footer].map((row) => row[i].length)));
const line = (row) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of rows) console.log(line(row));
console.log(`${widths.map((w) => '-'.repeat(w)).join('  ')}\n${line(footer)}`);
console.log(`initial JS (entry + modulepreload): ${kb(initial)} gzipped`);

let failed = false;
const entries = chunks.filter((c) => c.entry);
if (!entries.length) {
  console.error(`\nsize: no entry chunk found (no <script src> of dist/index.html matches a file of dist/assets).`);
  failed = true;
}
for (const entry of entries) {
  const verdict = entry.gzip > ENTRY_BUDGET_BYTES ? 'OVER BUDGET' : 'within budget';
  console.log(`entry chunk ${entry.name}: ${kb(entry.gzip)} gzipped, budget ${kb(ENTRY_BUDGET_BYTES)}: ${verdict}`);
  if (entry.gzip > ENTRY_BUDGET_BYTES) failed = true;
}

// The SignalR client loads lazily, only for users who get a real-time connection (issue 9).
const signalRChunks = chunks.filter((c) => !c.name.endsWith('.css') && c.content.toString('utf8').includes(SIGNALR_MARKER));
const eagerSignalR = signalRChunks.filter((c) => c.entry || c.preload);
if (eagerSignalR.length) {
  console.error(`\nsize: the SignalR client is in the entry or a preloaded chunk: ${eagerSignalR.map((c) => c.name).join(', ')}`);
  failed = true;
} else {
  console.log(`SignalR client: lazy, in ${signalRChunks.map((c) => `${c.name} (${kb(c.gzip)} gzipped)`).join(', ') || 'no chunk'}`);
}

// The inspector must never reach a production build (every JS file of dist, not only assets/).
const inspectorHits = walk(dist)
  .filter((path) => /\.(m?js)$/.test(path))
  .flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    return INSPECTOR_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${relative(dist, path)}: "${marker}"`);
  });
if (inspectorHits.length) {
  console.error(
    `\nsize: the production build contains the Stately inspector (load it with a dynamic import() inside ` +
      `the if that checks the flag):\n${inspectorHits.map((hit) => `  - dist/${hit}`).join('\n')}`,
  );
  failed = true;
} else {
  console.log('no inspector code in the build');
}

process.exit(failed ? 1 : 0);
