// Every flow in words: each state and each event-triggered transition of every machine of
// machines/registry.ts carries a one-line description that cites the spec section (or the project
// document) it implements, and every citation names a section or head that exists. The spec is read
// from ../shared/spec/portal-spec.md (beside the clone, as in CI). The form: docs/decisions.md,
// "Flows in words"; the rules: src/inspector/chart/descriptions.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { CHART_MACHINES } from '../../machines/registry';
import {
  descriptionParts,
  descriptionProblems,
  docOutline,
  resolveCitation,
  specOutline,
  type Outlines,
} from '../../src/inspector/chart/descriptions';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SPEC = join(ROOT, '..', 'shared', 'spec', 'portal-spec.md');

export function projectOutlines(): Outlines {
  const docs = Object.fromEntries(
    (readdirSync(join(ROOT, 'docs'), { recursive: true }) as string[])
      .filter((name) => name.endsWith('.md'))
      .map((name) => [name, docOutline(readFileSync(join(ROOT, 'docs', name), 'utf8'))]),
  );
  return { spec: specOutline(readFileSync(SPEC, 'utf8')), docs };
}

const outlines = projectOutlines();

describe('the spec outline', () => {
  it('has sections 1 to 9 with the named parts of sections 2, 3 and 4', () => {
    expect(outlines.spec.map((section) => section.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(outlines.spec[1].parts).toEqual(['Authorised layout', 'Routes outside the layout', 'Sub-menus per screen']);
    expect(outlines.spec[3].parts).toEqual([
      'Sign-in and user info',
      'Inactivity',
      'Profile approval',
      'Toaster',
      'Popup',
      'Banner',
      'Real-time connection',
    ]);
    expect(outlines.spec[2].parts).toContain('Agency folder');
  });
});

describe('citations', () => {
  it('reads the references of a description: the last parenthesised group', () => {
    expect(descriptionParts('Shows the toast (5 s), then hides it (§4 Toaster, §9)')).toEqual({
      words: 'Shows the toast (5 s), then hides it',
      refs: ['§4 Toaster', '§9'],
    });
    expect(descriptionParts('Keeps it (§8, decisions.md › Sign-in, re-login and logout)').refs).toEqual([
      '§8',
      'decisions.md › Sign-in, re-login and logout',
    ]);
    expect(descriptionParts('No reference (5 s)')).toEqual({ words: 'No reference (5 s)', refs: [] });
  });

  it('resolves a section, a named part and a project document head; refuses what does not exist', () => {
    expect(resolveCitation('§9', outlines)).toMatchObject({ kind: 'spec', section: 9, part: null });
    expect(resolveCitation('§2 Routes outside the layout', outlines)).toMatchObject({ kind: 'spec', section: 2 });
    expect(resolveCitation('§4 Toaster', outlines)).toMatchObject({ part: 'Toaster' });
    expect(resolveCitation('decisions.md › Inactivity', outlines)).toMatchObject({ kind: 'doc', file: 'decisions.md' });
    expect(resolveCitation('§10', outlines)).toEqual({ error: 'the spec has no section 10' });
    expect(resolveCitation('§4 Toasts', outlines)).toMatchObject({ error: expect.stringContaining('no part named “Toasts”') });
    expect(resolveCitation('§8 Error catalogue', outlines)).toMatchObject({ error: expect.stringContaining('section 8') });
    expect(resolveCitation('decisions.md › Nowhere', outlines)).toMatchObject({ error: expect.stringContaining('no head') });
    expect(resolveCitation('nowhere.md › Boot', outlines)).toMatchObject({ error: expect.stringContaining('not a project document') });
  });
});

describe('the description check', () => {
  // A small machine with the faults the check exists for, next to correct items.
  const planted = setup({ guards: { isReady: () => true } }).createMachine({
    id: 'planted',
    description: 'A planted flow (§4 Toaster)',
    initial: 'idle',
    states: {
      idle: {
        description: 'Waiting (§4 Toaster)',
        on: { GO: { target: 'busy', description: 'Go (§4 Toasts)' }, STOP: { target: 'done' } },
      },
      busy: {
        always: { target: 'done' },
      },
      deciding: {
        description: 'Deciding (§10)',
        always: [{ guard: 'isReady', target: 'done', description: 'Ready, no reference' }, { target: 'idle' }],
      },
      done: { type: 'final', description: 'Done (§9, decisions.md › Inactivity)' },
    },
  });

  it('names every missing description, uncited description and citation of nothing', () => {
    expect(descriptionProblems(planted, outlines)).toEqual([
      'transition planted.idle GO #0: section 4 of the spec has no part named “Toasts” (it has: Sign-in and user info, Inactivity, Profile approval, Toaster, Popup, Banner, Real-time connection)',
      'transition planted.idle STOP #0: no description',
      'state planted.busy: no description',
      'state planted.deciding: the spec has no section 10',
      'transition planted.deciding always #0: the description cites nothing (end it with “(§N Name)”)',
      'transition planted.deciding always #1: no description',
    ]);
  });

  it.each(CHART_MACHINES.map((machine) => [machine.id, machine]))(
    '%s: every state and transition in words, citing what exists',
    (_, machine) => {
      expect(descriptionProblems(machine, outlines)).toEqual([]);
    },
  );
});
