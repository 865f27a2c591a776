// The static flow gallery (`npm run flows`, scripts/flows.ts) built from two small machines: the
// files it writes, pages that need nothing but the folder, and the machines' own descriptions shown
// in words and as tooltips of the chart. The whole registry, opened from disk in Chromium:
// tests/e2e/flows.qa.spec.ts.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMachine, setup } from 'xstate';
import { writeFlows } from '../../../scripts/flows';
import { statelyCode } from '../../../src/inspector/chart/statelyExport';
import { buildTraceability } from '../../../src/inspector/chart/traceability';
import { settingsFormMachine } from '../../model/fixtures/settingsForm.machine';

const door = setup({ guards: { isUnlocked: () => true } }).createMachine({
  id: 'door',
  description: 'A door of the agency',
  initial: 'closed',
  states: {
    closed: {
      description: 'The visitor waits outside (§9)',
      on: { OPEN: { guard: 'isUnlocked', target: 'open', description: 'Only an unlocked door opens (§9)' } },
    },
    open: { on: { CLOSE: 'closed' } },
  },
});

/** The text of the first element carrying the attribute, tags stripped; null when there is none. */
function textOf(html: string, attribute: string): string | null {
  const element = new RegExp(`<(\\w+)[^>]* ${attribute}="[^"]*"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return element ? element[2].replace(/<[^>]+>/g, '').replace(/&amp;/g, '&') : null;
}

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
const temp = () => {
  const folder = mkdtempSync(join(tmpdir(), 'flows-'));
  folders.push(folder);
  return folder;
};

describe('npm run flows', () => {
  it('writes an index, a page, an SVG and a Stately file per machine, with journeys where published', async () => {
    const journeysDir = temp();
    writeFileSync(
      join(journeysDir, 'door.json'),
      JSON.stringify({
        journeys: [
          {
            model: 'door',
            description: 'Only an unlocked door opens',
            detail: 'OPEN → open',
            steps: [{ transitions: ['door.closed OPEN #0'] }],
            finalState: 'open',
          },
        ],
        coverage: {
          states: { covered: 2, total: 2, ignored: [] },
          transitions: { covered: 1, total: 2, ignored: [] },
          sneakPaths: { covered: 3, total: 4, states: 2, events: 2, ignored: [] },
        },
      }),
    );
    const outDir = join(temp(), 'flows');
    const files = await writeFlows({ outDir, machines: [door, settingsFormMachine], journeysDir, chartsDir: temp() });
    expect(files.sort()).toEqual(
      [
        'index.html',
        'spec.html',
        'flows.css',
        'flows.js',
        ...['door', 'settingsForm'].flatMap((id) => [`${id}.html`, `svg/${id}.svg`, `stately/${id}.ts`]),
      ].sort(),
    );
    const page = readFileSync(join(outDir, 'door.html'), 'utf8');
    // Nothing to fetch but the folder's own files; no module script (a module would need CORS from file://).
    expect([...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]).sort()).toEqual(
      ['flows.css', 'flows.js', 'index.html', 'door.html', 'settingsForm.html', 'svg/door.svg', 'stately/door.ts'].sort(),
    );
    expect(page).not.toContain('type="module"');
    // The chart is drawn already, with the journey's end to mark.
    expect(page).toContain('data-chart="door"');
    expect(page).toContain('data-final-states="door.open"');
    // The journey as a scenario, its technical path on demand, and the transition it takes.
    expect(page).toContain('title="OPEN → open"');
    expect(page).toContain('<p class="insp-muted" data-journey-detail="true" hidden="">OPEN → open</p>');
    expect(page).toContain('Only an unlocked door opens — on OPEN if isUnlocked → open · journeys #1');
    // What the model tests covered, as the journeys file says; a machine with no file has no figures.
    expect(textOf(page, 'data-coverage')).toBe(
      'Covered by its model tests: states 2/2, transitions 1/2, sneak paths 3/4 (2 event types, in the 2 distinct snapshots the paths reach)',
    );
    const unpublished = readFileSync(join(outDir, 'settingsForm.html'), 'utf8');
    expect(unpublished).toContain('No model test publishes journeys for this machine yet');
    expect(textOf(unpublished, 'data-coverage')).toBeNull();
    expect(readFileSync(join(outDir, 'stately/door.ts'), 'utf8')).toBe(statelyCode(door));
    // The SVG stands alone: its namespace and its style inside.
    const svg = readFileSync(join(outDir, 'svg/door.svg'), 'utf8');
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<style>');
    expect(svg).toContain('.insp-state rect');
  }, 60_000);

  it('shows what a machine says of its states and arrows: in words, and as the chart’s tooltips', async () => {
    const outDir = join(temp(), 'flows');
    await writeFlows({ outDir, machines: [door], journeysDir: temp(), chartsDir: temp() });
    const page = readFileSync(join(outDir, 'door.html'), 'utf8');
    expect(page).toContain('<dd class="flows-description">The visitor waits outside</dd>');
    expect(page).toContain('<li data-spec-ref="§9">§9 <span class="insp-muted">(2 states and transitions)</span></li>');
    expect(page).toContain('Only an unlocked door opens — on OPEN if isUnlocked → open');
    // The arrow reads in words; the event and guard are on hover.
    const svg = readFileSync(join(outDir, 'svg/door.svg'), 'utf8');
    expect(svg).toContain('<title>The visitor waits outside (§9)</title>');
    expect(svg).toContain('<title>Only an unlocked door opens — OPEN [isUnlocked]</title>');
    expect(svg).toContain('>Only an unlocked door opens</tspan>');
    // And the Stately code keeps them.
    expect(statelyCode(door)).toContain('"description": "Only an unlocked door opens (§9)"');
  }, 60_000);

  it('writes the spec sections page, linked from the index, its flows linked to their pages in the folder', async () => {
    const traceability = buildTraceability({
      spec: ['## 9. Doors', 'They open.', '## 10. Windows', 'They do not.'].join('\n'),
      machines: [door],
      tests: { door: ['tests/model/door.model.test.ts'] },
      testRule: 'the model test (`tests/model/<id>.model.test.ts`).',
      notAFlow: {},
    });
    const outDir = join(temp(), 'flows');
    const files = await writeFlows({ outDir, machines: [door, settingsFormMachine], journeysDir: temp(), chartsDir: temp(), traceability });
    const index = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(index).toContain('<a href="spec.html">Spec sections</a>');
    expect(textOf(index, 'data-spec-link')).toBe(
      'Spec sections: the spec’s sections with the flows and tests behind each, and the ones no flow covers.',
    );
    const spec = readFileSync(join(outDir, 'spec.html'), 'utf8');
    expect(spec).toContain('data-gallery="spec"');
    expect(textOf(spec, 'data-uncovered')).toBe('§10 Windows: uncovered');
    expect(spec).toContain(
      '<tr data-spec-row="§9" data-status="covered"><th scope="row">§9 Doors</th>' +
        '<td><span data-flow="door"><a href="door.html">door</a> (2)</span></td><td>covered</td></tr>',
    );
    expect(spec).toContain('<dd>tests/model/door.model.test.ts</dd>');
    // Every link of every page is a file of the folder.
    for (const page of files.filter((file) => file.endsWith('.html'))) {
      const links = [...readFileSync(join(outDir, page), 'utf8').matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
      expect(
        links.filter((link) => !files.includes(link)),
        page,
      ).toEqual([]);
    }
  }, 60_000);

  it('names a flow that has no page in the folder without linking it', async () => {
    const traceability = buildTraceability({
      spec: '## 9. Doors\nThey open.',
      machines: [door],
      tests: {},
      testRule: 'none',
      notAFlow: {},
    });
    const outDir = join(temp(), 'flows');
    await writeFlows({ outDir, machines: [settingsFormMachine], journeysDir: temp(), chartsDir: temp(), traceability });
    expect(readFileSync(join(outDir, 'spec.html'), 'utf8')).toContain('<span data-flow="door">door (2)</span>');
  }, 60_000);

  it('refuses a machine whose page would overwrite the gallery’s own', async () => {
    const outDir = join(temp(), 'flows');
    await expect(writeFlows({ outDir, machines: [createMachine({ id: 'spec' })] })).rejects.toThrow(
      /The machine 'spec' would overwrite the gallery's own spec.html/,
    );
    await expect(writeFlows({ outDir, machines: [door, door] })).rejects.toThrow(/Two machines have the id 'door'/);
  });

  it('refuses to empty a folder it did not write', async () => {
    const outDir = temp();
    mkdirSync(join(outDir, 'mine'));
    await expect(writeFlows({ outDir, machines: [createMachine({ id: 'x' })] })).rejects.toThrow(/not written by npm run flows/);
  });
});
