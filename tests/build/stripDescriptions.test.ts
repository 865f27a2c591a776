// The production build leaves out the machines' descriptions (build/stripDescriptions.plugin.ts):
// each machine file, stripped, keeps none of its descriptions' texts and still parses. That the
// production build holds none of them while a QA build does: tests/unit/build.test.ts; that the
// stripped machines behave: the browser suites, which run the production build.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { stripDescriptions } from '../../build/stripDescriptions.plugin.ts';
import { CHART_MACHINES } from '../../machines/registry.ts';

const ROOT = join(import.meta.dirname, '../..');

function machineFiles(folder = join(ROOT, 'machines')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? machineFiles(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : [],
  );
}

/** Every description text of a machine's states and transitions. */
function descriptionsOf(node: { description?: string; states: Record<string, unknown>; transitions: Map<string, unknown[]> }): string[] {
  const own = node.description ? [node.description] : [];
  const onTransitions = [...node.transitions.values()]
    .flat()
    .flatMap((t) => ((t as { description?: string }).description ? [(t as { description: string }).description] : []));
  const children = Object.values(node.states).flatMap((child) => descriptionsOf(child as typeof node));
  return [...own, ...onTransitions, ...children];
}

describe('stripDescriptions', () => {
  it('removes state, transition and helper descriptions, and keeps any other key', () => {
    const source = [
      'const m = createMachine({',
      "  description: 'The popup (§4 Popup)',",
      '  states: {',
      "    open: { description: `Open`, on: { CLOSE: { target: 'closed', description: 'Closes' } } },",
      '    closed: loadFailedState({ descriptions: { state: options.descriptions?.state, retry: descriptions?.retry } }),',
      "    other: helper({ descriptions: { state: 'S', retry: 'R' } }),",
      '  },',
      '});',
      'const kept = { description: computeText(x) };',
    ].join('\n');
    const stripped = stripDescriptions(source, 'm.ts')!;
    for (const text of ["'The popup", '`Open`', "'Closes'", 'options.descriptions', 'descriptions?.retry', "'S'"]) {
      expect(stripped).not.toContain(text);
    }
    expect(stripped).toMatch(/on: \{ CLOSE: \{ target: 'closed',\s*\} \}/);
    expect(stripped).toContain('description: computeText(x)');
    expect(ts.transpileModule(stripped, { reportDiagnostics: true }).diagnostics).toEqual([]);
  });

  it('leaves a file without descriptions alone', () => {
    expect(stripDescriptions('export const A = 1;', 'a.ts')).toBeUndefined();
  });

  it('takes every description text out of machines/, and each stripped file still compiles', () => {
    const texts = CHART_MACHINES.flatMap((machine) => descriptionsOf(machine.root as never));
    expect(texts.length).toBeGreaterThan(500);
    const stripped = machineFiles().map(
      (file) => [relative(ROOT, file), stripDescriptions(readFileSync(file, 'utf8'), file) ?? readFileSync(file, 'utf8')] as const,
    );
    for (const [file, source] of stripped) {
      const { diagnostics } = ts.transpileModule(source, { fileName: file, reportDiagnostics: true });
      expect(diagnostics, file).toEqual([]);
    }
    const all = stripped.map(([, source]) => source).join('\n');
    const left = texts.filter((text) => text.length > 12 && all.includes(text));
    expect(left).toEqual([]);
  });
});
