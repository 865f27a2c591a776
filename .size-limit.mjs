// The size budgets, checked by size-limit after `npm run size` has built dist/ and dist-qa/
// (docs/performance.md): the initial JavaScript (the entry and the chunks index.html
// modulepreloads) within 120 KiB gzipped, and each lazy chunk within 25 KiB, in the plain build and
// in the QA build (elkjs, the flow gallery's layout, is QA-only and exempt). The file names carry
// hashes, so the checks are listed from the build itself.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const INITIAL_JS = '120 KiB';
const LAZY_CHUNK = '25 KiB';
/** A string only elkjs's code holds. */
const QA_ONLY_EXEMPT = 'org.eclipse.elk';

/** The build's JS chunks, and those index.html loads at once (its module scripts and modulepreloads). */
function chunksOf(dir) {
  if (!existsSync(`${dir}/index.html`)) return { eager: [], lazy: [] };
  const html = readFileSync(`${dir}/index.html`, 'utf8');
  const eagerTags = [...html.matchAll(/<script\b[^>]*>|<link\b[^>]*\brel=["']modulepreload["'][^>]*>/g)];
  const eagerNames = new Set(eagerTags.map(([tag]) => /\s(?:src|href)=["'][^"']*\/([^"'/]+\.js)["']/.exec(tag)?.[1]).filter(Boolean));
  const all = readdirSync(`${dir}/assets`, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.js'))
    .sort();
  const path = (name) => `${dir}/assets/${name}`;
  return {
    eager: all.filter((name) => eagerNames.has(name.split('/').pop())).map(path),
    lazy: all.filter((name) => !eagerNames.has(name.split('/').pop())).map(path),
  };
}

const plain = chunksOf('dist');
const qa = chunksOf('dist-qa');

export default [
  { name: 'initial JS (entry + modulepreloads)', path: plain.eager, gzip: true, limit: INITIAL_JS },
  ...plain.lazy.map((path) => ({ name: `lazy ${path}`, path, gzip: true, limit: LAZY_CHUNK })),
  ...qa.lazy
    .filter((path) => !readFileSync(path, 'utf8').includes(QA_ONLY_EXEMPT))
    .map((path) => ({ name: `QA lazy ${path}`, path, gzip: true, limit: LAZY_CHUNK })),
];
