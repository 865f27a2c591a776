// docs/traceability.md and docs/traceability.json (written by `npm run charts`): the spec's sections
// against the flows of machines/registry.ts and the tests behind them. The spec lives beside the
// clone (../shared/spec/portal-spec.md), out of the browser's reach: the gallery reads the JSON.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { buildTraceability, traceabilityMarkdown, type Traceability } from '../src/inspector/chart/traceability';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SPEC_FILE = join(ROOT, '..', 'shared', 'spec', 'portal-spec.md');
export const TRACEABILITY_MD = 'docs/traceability.md';
export const TRACEABILITY_JSON = 'docs/traceability.json';

/**
 * Sections of the spec that are not flows (styling, hosting, ...), by ref (`§3 Auth state`), with the
 * reason shown beside them. Every section of today's spec describes behaviour or the data a flow
 * reads, so the list is empty: a section no flow cites reads "uncovered".
 */
export const NOT_A_FLOW: Readonly<Record<string, string>> = {};

export const TEST_RULE =
  'its model test (`tests/model/<id>.model.test.ts`) and every test file under `tests/` whose own import statements name ' +
  'a module of the flow: a file of `machines/<id>/`, its implementations (`src/services/<id>.implementations.ts`), ' +
  'its hook (`use<Id>.ts` in `src/`) or a component of `src/` that imports that hook; tests that boot the whole ' +
  'portal (`tests/support/portalHarness.tsx`) count for app. Browser suites (`tests/e2e/`) are not traced.';

const SOURCE = /\.(ts|tsx)$/;

function walk(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const repoPath = (absolute: string) => relative(ROOT, absolute).split('\\').join('/');
const withoutExtension = (path: string) => path.replace(/\.(ts|tsx|js|mjs)$/, '');

/** The repository paths (without extension) a source file imports by a relative specifier. */
export function relativeImports(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]);
  return specifiers.map((specifier) => withoutExtension(repoPath(resolve(dirname(join(ROOT, file)), specifier))));
}

const capitalised = (id: string) => id[0].toUpperCase() + id.slice(1);

/** The test files behind each flow, by the rule of TEST_RULE. */
export function testsBehind(machines: readonly AnyStateMachine[]): Record<string, string[]> {
  const sources = walk(join(ROOT, 'src'))
    .filter((path) => SOURCE.test(path))
    .map((path) => ({ path: repoPath(path), imports: relativeImports(repoPath(path), readFileSync(path, 'utf8')) }));
  const tests = walk(join(ROOT, 'tests'))
    .filter((path) => /\.test\.tsx?$/.test(path))
    .map((path) => ({ path: repoPath(path), imports: relativeImports(repoPath(path), readFileSync(path, 'utf8')) }));
  const result: Record<string, string[]> = {};
  for (const machine of machines) {
    const id = machine.id;
    const hooks = sources
      .filter((source) => source.path.split('/').pop() === `use${capitalised(id)}.ts`)
      .map((source) => withoutExtension(source.path));
    const modules = new Set([
      `src/services/${id}.implementations`,
      ...hooks,
      ...sources
        .filter((source) => source.path.endsWith('.tsx') && source.imports.some((path) => hooks.includes(path)))
        .map((source) => withoutExtension(source.path)),
    ]);
    const isFlowModule = (path: string) =>
      path.startsWith(`machines/${id}/`) || modules.has(path) || (id === 'app' && path === 'tests/support/portalHarness');
    result[id] = tests
      .filter((test) => test.path === `tests/model/${id}.model.test.ts` || test.imports.some(isFlowModule))
      .map((test) => test.path)
      .sort();
  }
  return result;
}

/** What `npm run charts` writes, from the spec, the machines and the tests of this checkout. */
export function traceabilityFiles(machines: readonly AnyStateMachine[]): { data: Traceability; markdown: string; json: string } {
  const data = buildTraceability({
    spec: readFileSync(SPEC_FILE, 'utf8'),
    machines,
    tests: testsBehind(machines),
    testRule: TEST_RULE,
    notAFlow: NOT_A_FLOW,
  });
  return { data, markdown: traceabilityMarkdown(data), json: `${JSON.stringify(data, null, 2)}\n` };
}
