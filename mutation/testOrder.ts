// The order in which a mutation run tries the tests (mutation/vitest.config.ts, docs/mutation-testing.md).
import { basename } from 'node:path';

/**
 * The start of the names of a mutated file's own tests: `bell.machine.ts` → `bell.`,
 * `clientUsers.screen.ts` → `clientUsers.` (its model test), `families/list.ts` → `listFamily.`.
 */
export function testPrefixOf(file: string): string {
  const name = basename(file).replace(/(\.machine|\.screen)?\.ts$/, '');
  return file.includes('/families/') ? `${name}Family.` : `${name}.`;
}
