// The spec's sections against the flows: the table builder (src/inspector/chart/traceability.ts),
// the rule that finds the tests behind a flow (scripts/traceability.ts), and docs/traceability.md
// and docs/traceability.json kept in sync with the spec, the machines and the tests.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { CHART_MACHINES } from '../../machines/registry';
import { buildTraceability, traceabilityMarkdown } from '../../src/inspector/chart/traceability';
import { ROOT, TRACEABILITY_JSON, TRACEABILITY_MD, testsBehind, traceabilityFiles } from '../../scripts/traceability';

const spec = [
  '# A spec',
  '## 1. What it is',
  'Words.',
  '## 4. States and transitions',
  '**Toaster**',
  '- shows toasts',
  '**Popup**',
  '- opens',
  '## 9. Styling',
  'Colours.',
].join('\n');

const toast = setup({}).createMachine({
  id: 'toast',
  description: 'One toast at a time (§4 Toaster)',
  initial: 'hidden',
  states: {
    hidden: { description: 'No toast (§4 Toaster)', on: { SHOW: { target: 'shown', description: 'Shows it (§4 Toaster, §4)' } } },
    shown: { description: 'The toast, 5 s (§4 Toaster, §1)' },
  },
});
const about = setup({}).createMachine({ id: 'about', description: 'What it is (§1)' });

const input = {
  spec,
  machines: [toast, about],
  tests: { toast: ['tests/b.test.ts', 'tests/a.test.ts'], about: [] },
  testRule: 'the files named in the input.',
  notAFlow: { '§9': 'colours, no behaviour' },
};

describe('buildTraceability', () => {
  const data = buildTraceability(input);
  const row = (ref: string) => data.rows.find((item) => item.ref === ref);

  it('has a row per section and named part, in the spec’s order', () => {
    expect(data.rows.map((item) => item.ref)).toEqual(['§1', '§4', '§4 Toaster', '§4 Popup', '§9']);
  });

  it('lists the flows citing a part with how many states and transitions do; a section gathers its parts', () => {
    expect(row('§4 Toaster')).toMatchObject({ status: 'covered', flows: [{ id: 'toast', items: 4 }] });
    // The root, hidden, shown and SHOW cite §4 Toaster; SHOW cites §4 too: four items, each once.
    expect(row('§4')).toMatchObject({ status: 'covered', flows: [{ id: 'toast', items: 4 }] });
    expect(row('§1')?.flows).toEqual([
      { id: 'toast', items: 1 },
      { id: 'about', items: 1 },
    ]);
  });

  it('marks a section no flow cites uncovered, unless the not-a-flow list gives a reason', () => {
    expect(row('§4 Popup')).toMatchObject({ status: 'uncovered', flows: [] });
    expect(row('§9')).toMatchObject({ status: 'not a flow', reason: 'colours, no behaviour', flows: [] });
  });

  it('keeps the tests of the flows it lists, sorted', () => {
    expect(data.tests).toEqual({ toast: ['tests/a.test.ts', 'tests/b.test.ts'], about: [] });
  });

  it('refuses a not-a-flow entry that names nothing or that a flow cites', () => {
    expect(() => buildTraceability({ ...input, notAFlow: { '§4 Toasts': 'typo' } })).toThrow(/no such section/);
    expect(() => buildTraceability({ ...input, notAFlow: { '§4 Toaster': 'wrong' } })).toThrow(/toast cite it/);
  });

  it('writes the uncovered sections first, then the table and the tests', () => {
    const markdown = traceabilityMarkdown(data);
    expect(markdown).toContain('5 sections and parts: 3 covered by a flow, 1 not a flow, 1 uncovered.');
    expect(markdown).toContain('Uncovered (no flow cites them):\n\n- §4 Popup\n');
    expect(markdown).toContain('Not a flow:\n\n- §9 Styling: colours, no behaviour\n');
    expect(markdown).toContain('| &nbsp;&nbsp;§4 Toaster | toast (4) | covered |');
    expect(markdown).toContain('| **§1 What it is** | toast (1), about (1) | covered |');
    expect(markdown).toContain('| toast | `tests/a.test.ts`, `tests/b.test.ts` |');
    expect(markdown.indexOf('- §4 Popup')).toBeLessThan(markdown.indexOf('## Sections and their flows'));
  });
});

describe('the tests behind a flow', () => {
  const tests = testsBehind(CHART_MACHINES);

  it('finds the model test, the unit tests of the machine and the view tests of its components', () => {
    expect(tests.toaster).toEqual(
      expect.arrayContaining([
        'tests/model/toaster.model.test.ts',
        'tests/unit/machines/toaster.test.ts',
        'tests/views/notifications.view.test.tsx',
      ]),
    );
    // deviceRegistrationModal.view.test.tsx imports the modal, which imports useDeviceRegistration.
    expect(tests.deviceRegistration).toContain('tests/views/deviceRegistrationModal.view.test.tsx');
    // Tests that boot the whole portal count for app, not for the flows the portal runs.
    expect(tests.app).toContain('tests/views/boot.view.test.tsx');
    expect(tests.toaster).not.toContain('tests/views/boot.view.test.tsx');
    expect(tests.toaster).not.toContain('tests/model/popup.model.test.ts');
  });
});

describe('docs/traceability is up to date (run npm run charts)', () => {
  const fresh = traceabilityFiles(CHART_MACHINES);
  const committed = (path: string) => (existsSync(join(ROOT, path)) ? readFileSync(join(ROOT, path), 'utf8') : '(missing)');

  it(`${TRACEABILITY_MD} matches the spec, the machines and the tests`, () => {
    expect(committed(TRACEABILITY_MD), `${TRACEABILITY_MD} is stale: run npm run charts`).toBe(fresh.markdown);
  });

  it(`${TRACEABILITY_JSON} (the gallery's copy) matches too`, () => {
    expect(committed(TRACEABILITY_JSON), `${TRACEABILITY_JSON} is stale: run npm run charts`).toBe(fresh.json);
  });
});
