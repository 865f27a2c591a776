// What mutation/machine-ignorer.mjs leaves out of the mutation score, checked on a machine source:
// every node Stryker would visit is offered to the ignorer, as Stryker does (a node and its parents).
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

interface FakePath {
  node: { type: string; [key: string]: unknown };
  parentPath: FakePath | null;
}
type Ignorer = { value: { shouldIgnore(path: FakePath): string | undefined } };

const { strykerPlugins } = (await import(new URL('../../mutation/machine-ignorer.mjs', import.meta.url).href)) as {
  strykerPlugins: Ignorer[];
};
const ignorer = strykerPlugins[0].value;

/** The source text of every node the ignorer ignores (outermost only), with its reason. */
function ignoredIn(source: string): Array<{ text: string; reason: string }> {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript'] });
  const found: Array<{ text: string; reason: string }> = [];
  const visit = (node: FakePath['node'], parentPath: FakePath | null) => {
    const path: FakePath = { node, parentPath };
    const reason = ignorer.shouldIgnore(path);
    if (reason) {
      found.push({ text: source.slice(node.start as number, node.end as number), reason });
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'extra') continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === 'object' && typeof (child as { type?: unknown }).type === 'string') {
          visit(child as FakePath['node'], path);
        }
      }
    }
  };
  visit(ast.program as unknown as FakePath['node'], null);
  return found;
}

describe('the machine ignorer', () => {
  it('ignores the descriptions of states and transitions, and the descriptions given to a shared helper', () => {
    const source = `
      const machine = setup({}).createMachine({
        initial: 'idle',
        states: {
          idle: {
            description: 'Waiting (§4 Toaster)',
            on: { GO: { target: 'busy', description: \`Go (§4 Toaster)\` } },
          },
          busy: {
            on: { STOP: { target: 'idle', actions: 'stop' } },
            ...markingProcessedState({ settled: 'idle', descriptions: { state: 'Marks it (§4 Toaster)' } }),
          },
        },
      });
      function helper(options) {
        return { description: options.descriptions?.state, on: { RETRY: { target: 'loading', description: options.description } } };
      }
      const failed = (descriptions) => ({ on: { 'LOAD.RETRY': { target: 'loading', description: descriptions?.retry } } });`;
    const ignored = ignoredIn(source);
    const texts = ignored.map((item) => item.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        "description: 'Waiting (§4 Toaster)'",
        'description: `Go (§4 Toaster)`',
        "descriptions: { state: 'Marks it (§4 Toaster)' }",
        'description: options.descriptions?.state',
        'description: options.description',
        'description: descriptions?.retry',
      ]),
    );
    expect(ignored.find((item) => item.text.startsWith("description: 'Waiting"))?.reason).toMatch(/documentation/);
    // Behaviour stays mutated: targets, actions, the names of the states.
    expect(texts.filter((text) => /target|actions|busy:|idle:/.test(text))).toEqual([]);
  });

  it('keeps a description computed from anything else mutated', () => {
    const ignored = ignoredIn(`const state = { description: pickText(context), on: {} };`).map((item) => item.text);
    expect(ignored).toEqual([]);
  });
});
