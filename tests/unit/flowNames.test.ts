// One flow, one name in every layer (docs/architecture.md): for every machine `<id>` of
// machines/registry.ts, the machine is `machines/<id>/<id>.machine.ts`, or, for a screen whose
// declaration configures a family, that declaration `machines/screens/<id>.screen.ts`; its effects,
// where it declares any, are implemented in `src/services/<id>.implementations.ts` (a screen's in
// `src/services/screens/`) by `create<Id>Implementations`, or by its family's (src/services/screens.ts);
// its view, where it has one, reads it through `use<Id>.ts` in the view's own folder (a family's
// screen through its family's hook); its model test is `tests/model/<id>.model.test.ts(x)`. And
// nothing in those layers is named for a flow that does not exist.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appMachine } from '../../machines/app/app.machine';
import { CHART_MACHINES } from '../../machines/registry';
import { SCREENS } from '../../machines/screens/screens';

const ROOT = process.cwd();
const ids = CHART_MACHINES.map((machine) => machine.id);
const pascal = (id: string) => id[0].toUpperCase() + id.slice(1);
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const viewFiles = [...filesUnder('src/views'), ...filesUnder('src/inspector/views')];
/** The machine ids a view projects: its root carries `data-machine="<id>"` (or the modal's `machine="<id>"`). */
const projected = (file: string) => [...read(file).matchAll(/\bmachine="(\w+)"/g)].map((match) => match[1]);
const projectedIds = new Set(viewFiles.filter((file) => file.endsWith('.tsx')).flatMap(projected));

describe('one flow, one name in every layer', () => {
  it.each(ids)('%s: the machine, its effects, its view hook and its model test share its name', (id) => {
    const screen = SCREENS.find((declared) => declared.id === id);
    const ofFamily = typeof screen?.machine === 'object' && screen.machine !== null;
    const machineFile = ofFamily ? `machines/screens/${id}.screen.ts` : `machines/${id}/${id}.machine.ts`;
    expect(existsSync(join(ROOT, machineFile)), machineFile).toBe(true);

    const declaresEffects = !ofFamily && /\bplaceholder(Action|Actor)\b/.test(read(machineFile));
    const implementations = screen ? `src/services/screens/${id}.implementations.ts` : `src/services/${id}.implementations.ts`;
    if (declaresEffects) {
      expect(existsSync(join(ROOT, implementations)), implementations).toBe(true);
      expect(read(implementations)).toContain(`export function create${pascal(id)}Implementations(`);
    }

    if (projectedIds.has(id)) {
      const hooks = viewFiles.filter((file) => basename(file) === `use${pascal(id)}.ts`);
      expect(
        hooks.map((file) => relative(ROOT, join(ROOT, file))),
        `one use${pascal(id)}.ts`,
      ).toHaveLength(1);
      const folder = dirname(hooks[0]);
      const viewsBeside = viewFiles.filter((file) => dirname(file) === folder && file.endsWith('.tsx') && projected(file).includes(id));
      expect(viewsBeside, `a view of ${id} beside use${pascal(id)}.ts`).not.toHaveLength(0);
    }

    const modelTests = [`tests/model/${id}.model.test.ts`, `tests/model/${id}.model.test.tsx`];
    expect(
      modelTests.some((file) => existsSync(join(ROOT, file))),
      modelTests.join(' or '),
    ).toBe(true);
  });

  it('every implementations file and view hook is named for a machine of the registry', () => {
    const implementations = ['src/services', 'src/services/screens'].flatMap((dir) =>
      readdirSync(join(ROOT, dir))
        .filter((name) => name.endsWith('.implementations.ts'))
        .map((name) => name.replace('.implementations.ts', '')),
    );
    expect(implementations.filter((id) => !ids.includes(id))).toEqual([]);
    // Hooks of the app machine's parts (useSession, useApp's siblings, useScreenHost), of the screen
    // families (useList, useAction) and of plain browser state (useDismiss, useSmallScreen, useReturnFocus) are
    // allowed; a hook named for a flow must name a real one.
    const flowHooks = viewFiles
      .map((file) => basename(file).match(/^use([A-Z]\w*)\.ts$/)?.[1])
      .filter((name): name is string => name !== undefined)
      .map((name) => name[0].toLowerCase() + name.slice(1));
    const notFlows = ['session', 'dismiss', 'smallScreen', 'returnFocus', 'screenHost', 'list', 'detail', 'action'];
    expect(flowHooks.filter((name) => !ids.includes(name) && !notFlows.includes(name))).toEqual([]);
  });

  it('the app machine has one file per region', () => {
    const regionsOf = (node: { states: Record<string, unknown> }) => Object.keys(node.states);
    const ready = appMachine.root.states.ready;
    const signedIn = ready.states.session.states.authorised.states.signedIn;
    for (const region of [...regionsOf(ready), ...regionsOf(signedIn)]) {
      expect(existsSync(join(ROOT, `machines/app/app.${region}.ts`)), `machines/app/app.${region}.ts`).toBe(true);
    }
  });
});
