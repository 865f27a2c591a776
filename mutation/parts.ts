// Which tests a part of a split mutation run gives each file of machines/ (docs/mutation-testing.md,
// "Splitting a full run"): its own tests (named after it, mutation/testOrder.ts) and the own tests of
// the files of machines/ that import it, and for a screen's declaration the tests that read every
// declaration; files with the same tests run as one part.
import { basename, dirname, join, normalize } from 'node:path';
import { testPrefixOf } from './testOrder';

/**
 * Left out of mutation runs (mutation/vitest.config.ts): the app's model test replays paths generated
 * from the mutated machine itself; the screens' index test reads server/ and checks files.
 */
export const LEFT_OUT_TESTS = ['tests/model/app.model.test.ts', 'tests/unit/screens/screenIndex.test.ts'];

/**
 * The tests that read every screen's declaration through the screens' index (the declarations test,
 * the lookup): a declaration's own, like the new-screen check's (scripts/ci-new-screen.sh). Its
 * importer, the index, has no test named after it.
 */
export const SCREEN_INDEX_TESTS = 'tests/unit/screens/';
const isDeclaration = (file: string) => file.startsWith('machines/screens/') && file.endsWith('.screen.ts');

export interface MutationPart {
  files: string[];
  tests: string[];
}

/** The files of machines/ that `source` (the text of `file`) imports by a relative path. */
export function relativeImports(file: string, source: string, files: readonly string[]): string[] {
  const known = new Set(files);
  return [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
    .map(([, path]) => normalize(join(dirname(file), path)).replace(/(\.ts)?$/, '.ts'))
    .filter((imported) => known.has(imported));
}

/**
 * The parts of a run of `files` (of machines/), from the sources of every file of machines/ and the
 * list of test files: each file with its own tests, those of its importers and the tests that import
 * it (`testsImporting`: a test of several modules is named after none of them); a file with none of
 * these gets what its importers get (a module of a module of a machine: the machine's tests), else
 * the test files that name it (`mentions`). Files with the same tests form one part.
 */
export function planParts({
  files,
  sources,
  tests,
  mentions,
  testsImporting = () => [],
}: {
  files: readonly string[];
  sources: Readonly<Record<string, string>>;
  tests: readonly string[];
  mentions: (file: string) => string[];
  testsImporting?: (file: string) => string[];
}): MutationPart[] {
  const usable = tests.filter((test) => !LEFT_OUT_TESTS.includes(test));
  const own = (file: string) => usable.filter((test) => basename(test).startsWith(testPrefixOf(file)));
  const all = Object.keys(sources);
  const importers = (file: string) => all.filter((other) => other !== file && relativeImports(other, sources[other], all).includes(file));
  const importing = (file: string) => testsImporting(file).filter((test) => usable.includes(test));
  const indexTests = (file: string) => (isDeclaration(file) ? usable.filter((test) => test.startsWith(SCREEN_INDEX_TESTS)) : []);
  /** Its own tests, its importers' own and the tests importing it; else what its importers get (a module of a module). */
  const testsOf = (file: string, seen: ReadonlySet<string>): Set<string> => {
    const itsImporters = importers(file);
    const chosen = new Set([...own(file), ...itsImporters.flatMap(own), ...importing(file), ...indexTests(file)]);
    if (chosen.size) return chosen;
    const next = itsImporters.filter((other) => !seen.has(other));
    return new Set(next.flatMap((other) => [...testsOf(other, new Set([...seen, ...next]))]));
  };
  const byTests = new Map<string, string[]>();
  for (const file of files) {
    const chosen = testsOf(file, new Set([file]));
    if (chosen.size === 0) for (const test of mentions(file)) if (usable.includes(test)) chosen.add(test);
    const key = [...chosen].sort().join(',');
    byTests.set(key, [...(byTests.get(key) ?? []), file]);
  }
  return [...byTests].map(([key, grouped]) => ({ files: grouped, tests: key.split(',').filter(Boolean) }));
}
