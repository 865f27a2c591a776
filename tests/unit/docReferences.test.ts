// The README and the documents cite files and other documents: every relative markdown link and
// every repository path written in backticks (`machines/shared/markProcessed.ts`) must exist, so a
// file that moves or leaves takes its mentions with it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The documents checked: the README, docs/*.md, docs/api/README.md and server/README.md. */
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'docs/api/README.md',
  'server/README.md',
];

/** Folders of this repository whose paths the documents cite in backticks. */
const REPOSITORY_FOLDERS = [
  'machines',
  'src',
  'tests',
  'docs',
  'scripts',
  'server',
  'build',
  'contract',
  'mutation',
  'bench',
  'public',
  '.ci',
];

/** What a run writes and git ignores (`bench/results/quick.json`): cited, never committed. */
const ignoredOutputs = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.includes('/') && !line.endsWith('/**') && !/[*?[]/.test(line) && !line.startsWith('#'));

interface DanglingReference {
  reference: string;
  kind: 'link' | 'path';
}

/**
 * The references of one markdown text that point nowhere. Links resolve from the document's folder
 * (relative to the repository root), backticked paths from the root. A path with a placeholder
 * (`machines/<id>/<id>.machine.ts`, `public/settings/*.json`, `…`) names a pattern, not a file.
 */
function danglingReferences(markdown: string, documentFolder: string, exists: (path: string) => boolean): DanglingReference[] {
  const dangling: DanglingReference[] = [];
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const file = target.replace(/#.*$/, '');
    if (file === '' || /^[a-z][a-z+.-]*:/i.test(file)) continue;
    if (!exists(join(documentFolder, file))) dangling.push({ reference: target, kind: 'link' });
  }
  for (const [, quoted] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const path = quoted.replace(/[.,;:]+$/, '').replace(/:\d+(-\d+)?$/, '');
    if (!REPOSITORY_FOLDERS.some((folder) => path.startsWith(`${folder}/`))) continue;
    if (/[<>*{}…|$]/.test(path)) continue;
    if (ignoredOutputs.some((output) => path.startsWith(output.replace(/^\//, '')))) continue;
    if (!exists(path)) dangling.push({ reference: path, kind: 'path' });
  }
  return dangling;
}

const inRepository = (path: string) => existsSync(join(ROOT, path));

describe('danglingReferences', () => {
  it('finds a link and a backticked path that point nowhere, beside ones that exist', () => {
    const markdown = [
      'See [the architecture](architecture.md#the-layers), [the README](../README.md) and',
      '[a page that left](performance-log.md); the site [Stately](https://stately.ai).',
      'The helpers: `machines/shared/markProcessed.ts`, `machines/shared/markDone.ts:12`, the',
      'pattern `machines/<id>/<id>.machine.ts`, the output `bench/results/quick.json` and `npm test`.',
    ].join('\n');
    expect(danglingReferences(markdown, 'docs', inRepository)).toEqual([
      { reference: 'performance-log.md', kind: 'link' },
      { reference: 'machines/shared/markDone.ts', kind: 'path' },
    ]);
  });
});

describe.each(DOCUMENTS)('%s', (document) => {
  it('cites only files that exist', () => {
    const markdown = readFileSync(join(ROOT, document), 'utf8');
    const folder = relative(ROOT, dirname(join(ROOT, document)));
    expect(danglingReferences(markdown, folder, inRepository)).toEqual([]);
  });
});
