// `npm run size`: production build, then the size of every JS/CSS chunk (raw and gzipped).
// Fails (exit 1) when the initial JavaScript (entry + modulepreloads) or any lazy JS chunk is over
// its budget (docs/performance.md), or when any built file contains inspection
// code: the Stately inspector, the live inspector panel, the flow gallery or elkjs (they must stay
// out of production builds: see src/main.tsx). Then a QA build (VITE_INSPECT=true, in dist-qa/)
// must contain each of them, in lazy chunks only (never the entry chunk or its preloads).
// `node scripts/size.mjs --no-build` checks the dist/ and dist-qa/ that are already there;
// `--no-qa` skips the QA build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budgets, gzipped: what the page loads before it can run, and each lazy chunk. */
const INITIAL_JS_BUDGET_BYTES = 120 * 1024;
const LAZY_CHUNK_BUDGET_BYTES = 25 * 1024;
/** QA-only chunks exempt from the lazy budget: elkjs (the gallery's graph layout) is never in dist/. */
const QA_ONLY_EXEMPT = [{ name: 'elkjs', marker: 'org.eclipse.elk' }];
/** A string that only the SignalR client's code contains: it must stay in a lazy chunk. */
const SIGNALR_MARKER = 'X-SignalR-User-Agent';
/** Strings that only each piece of inspection code contains (JS or CSS). */
const INSPECTION_CODE = [
  // `createBrowserInspector` also names the property the entry reads from the lazy module: the QA
  // check looks for the package's own URL only.
  {
    name: 'Stately inspector',
    markers: ['@statelyai/inspect', 'createBrowserInspector', 'stately.ai/inspect'],
    qaMarkers: ['stately.ai/inspect'],
  },
  { name: 'live inspector panel', markers: ['Export trace', 'insp-panel'] },
  { name: 'flow gallery', markers: ['Copy for Stately', 'flows-journeys'] },
  { name: 'elkjs', markers: ['org.eclipse.elk'] },
];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const assets = join(dist, 'assets');

const qaDist = join(root, 'dist-qa');
function viteBuild(args, env) {
  const build = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (build.error) {
    console.error(`size: could not run vite build: ${build.error.message}`);
    process.exit(1);
  }
  if (build.status !== 0) {
    console.error(`size: vite build failed (exit ${build.status ?? build.signal})`);
    process.exit(build.status ?? 1);
  }
}
const withQa = !process.argv.includes('--no-qa');
if (!process.argv.includes('--no-build')) {
  // A plain production build: no VITE_INSPECT, whatever the shell has.
  viteBuild([], { VITE_INSPECT: '' });
  if (withQa) viteBuild(['--outDir', qaDist, '--emptyOutDir', '--logLevel', 'warn'], { VITE_INSPECT: 'true' });
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
const entryNames = new Set([...html.matchAll(/<script\b[^>]*\bsrc=["'][^"']+["'][^>]*>/g)].map((m) => basename(srcOf(m[0]) ?? '')));
const preloadNames = new Set([...html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*>/g)].map((m) => basename(srcOf(m[0]) ?? '')));

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
const initial = chunks.filter((c) => (c.entry || c.preload) && !c.name.endsWith('.css')).reduce((sum, c) => sum + c.gzip, 0);
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
const verdict = (bytes, budget) => (bytes > budget ? 'OVER BUDGET' : 'within budget');
console.log(`initial JS budget ${kb(INITIAL_JS_BUDGET_BYTES)}: ${kb(initial)}, ${verdict(initial, INITIAL_JS_BUDGET_BYTES)}`);
if (initial > INITIAL_JS_BUDGET_BYTES) failed = true;
const lazyJs = chunks.filter((c) => !c.entry && !c.preload && !c.name.endsWith('.css'));
const overLazy = lazyJs.filter((c) => c.gzip > LAZY_CHUNK_BUDGET_BYTES);
const largestLazy = lazyJs.reduce((max, c) => (c.gzip > (max?.gzip ?? -1) ? c : max), null);
console.log(
  `lazy chunk budget ${kb(LAZY_CHUNK_BUDGET_BYTES)} each: largest ${largestLazy ? `${largestLazy.name} ${kb(largestLazy.gzip)}` : 'none'}, ${overLazy.length ? 'OVER BUDGET' : 'within budget'}`,
);
for (const chunk of overLazy) console.error(`  over the lazy budget: ${chunk.name} ${kb(chunk.gzip)}`);
if (overLazy.length) failed = true;

// No cycle between chunks through their static imports: with a cycle, the order in which chunks
// loaded in parallel arrive decides which one runs first, and a binding read before its chunk ran is
// undefined (seen once: "a is not a function" on one reload in five). The chunk groups of
// vite.config.ts are layered so that none forms.
const staticImports = (chunk) => [...chunk.content.toString('utf8').matchAll(/\bfrom\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);
const jsByName = new Map(chunks.filter((c) => c.name.endsWith('.js')).map((c) => [basename(c.name), c]));
const chunkCycles = [];
const visit = (name, path, done) => {
  if (path.includes(name)) {
    chunkCycles.push([...path.slice(path.indexOf(name)), name].join(' → '));
    return;
  }
  if (done.has(name)) return;
  done.add(name);
  for (const next of staticImports(jsByName.get(name) ?? { content: Buffer.from('') })) visit(next, [...path, name], done);
};
const visited = new Set();
for (const name of jsByName.keys()) visit(name, [], visited);
if (chunkCycles.length) {
  console.error(`\nsize: chunks import each other in a cycle:\n  ${chunkCycles.join('\n  ')}`);
  failed = true;
} else {
  console.log(`chunk imports: no cycle among ${jsByName.size} chunks`);
}

// The pages outside the authorised layout (forbidden, autologin, success-login, the outside screens)
// never wait for the layout's chunk: a module they share with the layout belongs to a layer above it
// (CHUNK_LAYERS in vite.config.ts).
const layoutChunk = [...jsByName.keys()].find((name) => /^layout-/.test(name));
const outsidePages = [...jsByName.keys()].filter((name) => /^(ForbiddenPage|AutologinPage|SuccessLoginPage|OutsidePage)-/.test(name));
const waitingPages = outsidePages.filter((name) => layoutChunk && staticImports(jsByName.get(name)).includes(layoutChunk));
if (!layoutChunk || outsidePages.length < 4) {
  console.error(
    `\nsize: expected a layout chunk and the four page chunks outside the layout, found ${[layoutChunk, ...outsidePages].join(', ')}`,
  );
  failed = true;
} else if (waitingPages.length) {
  console.error(`\nsize: pages outside the layout import its chunk ${layoutChunk}: ${waitingPages.join(', ')}`);
  failed = true;
} else {
  console.log(`pages outside the layout: ${outsidePages.length} chunks, none imports ${layoutChunk}`);
}

// The SignalR client loads lazily, only for users who get a real-time connection.
const signalRChunks = chunks.filter((c) => !c.name.endsWith('.css') && c.content.toString('utf8').includes(SIGNALR_MARKER));
const eagerSignalR = signalRChunks.filter((c) => c.entry || c.preload);
if (eagerSignalR.length) {
  console.error(`\nsize: the SignalR client is in the entry or a preloaded chunk: ${eagerSignalR.map((c) => c.name).join(', ')}`);
  failed = true;
} else {
  console.log(`SignalR client: lazy, in ${signalRChunks.map((c) => `${c.name} (${kb(c.gzip)} gzipped)`).join(', ') || 'no chunk'}`);
}

// Inspection code must never reach a production build (every JS and CSS file of dist, not only assets/).
const hitsIn = (dir) =>
  walk(dir)
    .filter((path) => /\.(m?js|css)$/.test(path))
    .flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return INSPECTION_CODE.flatMap(({ name, markers, qaMarkers }) =>
        (dir === qaDist && qaMarkers ? qaMarkers : markers)
          .filter((marker) => text.includes(marker))
          .map((marker) => ({ name, marker, file: relative(dir, path), path })),
      );
    });
const inspectorHits = hitsIn(dist);
if (inspectorHits.length) {
  console.error(
    `\nsize: the production build contains inspection code (import it with a dynamic import() inside ` +
      `the if that checks the flag):\n${inspectorHits.map((hit) => `  - dist/${hit.file}: ${hit.name} ("${hit.marker}")`).join('\n')}`,
  );
  failed = true;
} else {
  console.log(`no inspection code in the production build (${INSPECTION_CODE.map(({ name }) => name).join(', ')})`);
}

// A QA build carries each piece, lazily: none in its entry chunk or the chunks the entry preloads.
if (withQa) {
  if (!existsSync(join(qaDist, 'index.html'))) {
    console.error('size: dist-qa/index.html is missing: run without --no-build.');
    failed = true;
  } else {
    const qaHtml = readFileSync(join(qaDist, 'index.html'), 'utf8');
    const eager = new Set([
      ...[...qaHtml.matchAll(/<script\b[^>]*\bsrc=["'][^"']+["'][^>]*>/g)].map((m) => basename(srcOf(m[0]) ?? '')),
      ...[...qaHtml.matchAll(/<link\b[^>]*\brel=["'](?:modulepreload|stylesheet)["'][^>]*>/g)].map((m) => basename(srcOf(m[0]) ?? '')),
    ]);
    const qaHits = hitsIn(qaDist);
    console.log('\nQA build (VITE_INSPECT=true, dist-qa/):');
    for (const { name } of INSPECTION_CODE) {
      const files = [...new Set(qaHits.filter((hit) => hit.name === name).map((hit) => hit.path))];
      const eagerFiles = files.filter((path) => eager.has(basename(path)));
      const gzip = files.reduce((sum, path) => sum + gzipSync(readFileSync(path)).length, 0);
      const where = files.map((path) => relative(qaDist, path)).join(', ');
      if (!files.length) {
        console.error(`  ${name}: MISSING from the QA build`);
        failed = true;
      } else if (eagerFiles.length) {
        console.error(
          `  ${name}: NOT LAZY (in the entry or a preloaded chunk: ${eagerFiles.map((path) => relative(qaDist, path)).join(', ')})`,
        );
        failed = true;
      } else {
        console.log(`  ${name}: lazy, ${kb(gzip)} gzipped in ${where}`);
      }
    }
    // The QA build's lazy chunks keep the same budget, except the QA-only ones named above.
    const qaAssets = join(qaDist, 'assets');
    const qaLazy = walk(qaAssets)
      .filter((path) => /\.m?js$/.test(path) && !eager.has(basename(path)))
      .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
      .map(({ path, text }) => ({
        name: relative(qaAssets, path),
        gzip: gzipSync(text).length,
        exempt: QA_ONLY_EXEMPT.find(({ marker }) => text.includes(marker)),
      }));
    for (const chunk of qaLazy.filter((c) => c.exempt)) {
      console.log(
        `  ${chunk.name} ${kb(chunk.gzip)}: exempt from the ${kb(LAZY_CHUNK_BUDGET_BYTES)} lazy budget (${chunk.exempt.name}, QA build only)`,
      );
    }
    const qaOver = qaLazy.filter((c) => !c.exempt && c.gzip > LAZY_CHUNK_BUDGET_BYTES);
    for (const chunk of qaOver)
      console.error(`  QA lazy chunk over the ${kb(LAZY_CHUNK_BUDGET_BYTES)} budget: ${chunk.name} ${kb(chunk.gzip)}`);
    if (qaOver.length) failed = true;
    else console.log(`  every other QA lazy chunk within the ${kb(LAZY_CHUNK_BUDGET_BYTES)} budget`);
  }
}

process.exit(failed ? 1 : 0);
