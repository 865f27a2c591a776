// `npm run size`: the production build and a QA build, their size budgets (size-limit, with
// .size-limit.mjs: every chunk gzipped against its budget, docs/performance.md), then what
// size-limit cannot say of the chunks: no cycle between them, the pages outside the layout apart
// from its chunk, the SignalR client lazy, no inspection code (the Stately inspector, the live
// inspector panel, the flow gallery, elkjs) in a production build (see src/main.tsx), and each of
// them in the QA build (VITE_INSPECT=true, dist-qa/), in lazy chunks only. Fails (exit 1) on any.
// `node scripts/size.mjs --no-build` checks the dist/ and dist-qa/ that are already there;
// `--no-qa` skips the QA build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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

// The budgets: size-limit prints every chunk's gzipped size beside its limit.
const sizeLimit = spawnSync(join(root, 'node_modules', '.bin', 'size-limit'), [], { cwd: root, stdio: 'inherit' });
let failed = sizeLimit.status !== 0;
const entries = chunks.filter((c) => c.entry);
if (!entries.length) {
  console.error(`\nsize: no entry chunk found (no <script src> of dist/index.html matches a file of dist/assets).`);
  failed = true;
}

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

// Every screen is a lazy chunk of its own (src/views/screens/<id>/<Id>Screen.tsx → <Id>Screen-<hash>.js):
// a screen's code loads when it is shown, and a new screen leaves the other chunks as they were.
const screenViews = readdirSync(join(root, 'src/views/screens'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => readdirSync(join(root, 'src/views/screens', entry.name)).filter((name) => /^[A-Z]\w*Screen\.tsx$/.test(name)))
  .map((name) => name.replace(/\.tsx$/, ''));
const screensWithoutChunk = screenViews.filter(
  (screen) => !chunks.some((c) => new RegExp(`^${screen}-[\\w-]+\\.js$`).test(basename(c.name)) && !c.entry && !c.preload),
);
if (screensWithoutChunk.length) {
  console.error(`\nsize: screens without a lazy chunk of their own: ${screensWithoutChunk.join(', ')}`);
  failed = true;
} else {
  console.log(`screens: each of the ${screenViews.length} is a lazy chunk of its own`);
}

// A screen's view adds few requests to the layers the page has already loaded (core, views, layout…):
// its own chunk and the screens' shared kit (vite.config.ts, `screenKit`). HTTP/1.1 carries six
// requests an origin at once; beyond them a signed-in /home's chunks queued in rounds
// (docs/performance.md, section 5).
const MAX_SCREEN_VIEW_CHUNKS = 4;
const layerChunk = (name) => /^(index|portal|preload|rolldown-runtime|react|core|i18n|views|portalView|layout)-/.test(name);
const closure = (name, seen = new Set()) => {
  if (seen.has(name) || layerChunk(name)) return seen;
  seen.add(name);
  for (const next of staticImports(jsByName.get(name) ?? { content: Buffer.from('') })) closure(next, seen);
  return seen;
};
const viewRequests = screenViews
  .map((screen) => [...jsByName.keys()].find((name) => new RegExp(`^${screen}-[\\w-]+\\.js$`).test(name)))
  .filter((name) => name !== undefined)
  .map((name) => ({ name, chunks: [...closure(name)] }))
  .sort((a, b) => b.chunks.length - a.chunks.length);
const widest = viewRequests[0];
if (widest && widest.chunks.length > MAX_SCREEN_VIEW_CHUNKS) {
  console.error(
    `\nsize: a screen's view adds ${widest.chunks.length} chunks to the layers (at most ${MAX_SCREEN_VIEW_CHUNKS}): ${widest.chunks.join(', ')}`,
  );
  failed = true;
} else if (widest) {
  console.log(`screens' views: at most ${widest.chunks.length} chunks beyond the layers (${widest.name}: ${widest.chunks.join(', ')})`);
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
  }
}

process.exit(failed ? 1 : 0);
