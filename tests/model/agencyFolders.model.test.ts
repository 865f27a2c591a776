// Model-based tests of the agency-folder dropdown (paths from its graph, replayed on a live actor,
// coverage gate as the last test), then the spec's rules with the browser implementations on a fake
// local storage.
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { createActor } from 'xstate';
import { createModel, expectEffect, expectNoEffect, type IgnoredEvents, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import { agencyFoldersMachine } from '../../machines/agencyFolders/agencyFolders.machine';
import { agencyFolderLabel, knownSelection, sameSelection, selectionAfterChoice } from '../../machines/domain/agencyFolders';
import type { AgencyFolder } from '../../machines/domain/types';
import { createAgencyFoldersImplementations, parseStoredSelection } from '../../src/services/agencyFolders.implementations';

const LYON: AgencyFolder = { id: 'f-lyo', code: 'LYO', name: 'Lyon Part-Dieu' };
const PARIS: AgencyFolder = { id: 'f-par', code: 'PAR', name: 'Paris Bercy' };
const FOLDERS = [LYON, PARIS];
const isListed = (id: string) => FOLDERS.some((folder) => folder.id === id);

type Check = OracleCheck<typeof agencyFoldersMachine>;

const previousContext = (check: Check) => (check.index > 0 ? check.path.steps[check.index - 1].state.context : undefined);

/** Spec section 5 (agency dropdown), section 3 (saved under agencyFolders), decisions.md "Shell". */
const oracle: Oracle<typeof agencyFoldersMachine> = {
  agencyFolders: (check) => {
    // The draft and the saved selection only ever hold folders of the list.
    const { draft, saved } = check.snapshot.context;
    expect(draft.every(isListed) && saved.every(isListed)).toBe(true);
    // Only Validate and Reset save.
    if (check.event.type !== 'VALIDATE' && check.event.type !== 'RESET') expectNoEffect(check, 'saveSelection');
    // The dropdown shows once the list is loaded and not empty, and stays while the saved
    // selection is read again (decisions.md "Shell"); never while loading or failed.
    const { snapshot } = check;
    const loaded = !snapshot.matches('loading') && !snapshot.matches('failed');
    expect(snapshot.hasTag('dropdownShown')).toBe(loaded && snapshot.context.folders.length > 0);
  },
  'agencyFolders.loading': (check) => {
    if (check.entered) expect(check.invocations.at(-1)?.src).toBe('loadAgencyFolders');
  },
  'agencyFolders.failed': (check) => {
    expect(check.event.type).toBe('xstate.error.actor.loadAgencyFolders');
  },
  'agencyFolders.empty': (check) => {
    // No folder: the dropdown stays hidden.
    expect(check.event.output).toEqual([]);
  },
  'agencyFolders.restoring': (check) => {
    // The saved selection is read at start and again when the dropdown loses focus.
    expect(check.invocations.at(-1)?.src).toBe('readSavedSelection');
    expect(['xstate.done.actor.loadAgencyFolders', 'BLUR']).toContain(check.event.type);
  },
  'agencyFolders.ready': (check) => {
    const { event } = check;
    const { draft, saved, folders } = check.snapshot.context;
    expect(folders).toEqual(FOLDERS);
    if (event.type === 'xstate.done.actor.readSavedSelection') {
      const restored = (event.output as string[]).filter(isListed);
      expect({ draft, saved }).toEqual({ draft: restored, saved: restored });
    }
    if (event.type === 'xstate.error.actor.readSavedSelection') expect(draft).toEqual(previousContext(check)!.saved);
    if (event.type === 'SELECT') {
      const ids = event.ids as string[];
      // The 'all' entry (an empty id) clears the selection.
      expect(draft).toEqual(ids.includes('') ? [] : ids);
      expect(saved).toEqual(previousContext(check)!.saved);
    }
    if (event.type === 'VALIDATE') {
      const before = previousContext(check)!.draft;
      expect(saved).toEqual(before);
      expectEffect(check, 'saveSelection', { ids: before });
    }
    if (event.type === 'RESET') {
      expect({ draft, saved }).toEqual({ draft: [], saved: [] });
      expectEffect(check, 'saveSelection', { ids: [] });
    }
  },
  // The panel opens on OPEN only; Validate or Reset closes it (losing focus restores, above).
  'agencyFolders.ready.closed': (check) => {
    expect(['VALIDATE', 'RESET', 'xstate.done.actor.readSavedSelection', 'xstate.error.actor.readSavedSelection']).toContain(
      check.event.type,
    );
  },
  'agencyFolders.ready.open': (check) => {
    expect(['OPEN', 'SELECT']).toContain(check.event.type);
  },
};

/**
 * The events each state ignores (spec sections 2 and 5, decisions-domain.md "Shell"): the dropdown
 * exists once folders are loaded; the draft is edited, validated, reset or left (BLUR) in the open
 * panel only; Retry belongs to the notice of a failed load; while the saved selection is read back,
 * the dropdown waits for it.
 */
const ignores: IgnoredEvents<typeof agencyFoldersMachine> = {
  'agencyFolders.loading': ['OPEN', 'SELECT', 'BLUR', 'VALIDATE', 'RESET', 'RETRY'],
  'agencyFolders.failed': ['OPEN', 'SELECT', 'BLUR', 'VALIDATE', 'RESET'],
  'agencyFolders.empty': ['OPEN', 'SELECT', 'BLUR', 'VALIDATE', 'RESET', 'RETRY'],
  'agencyFolders.restoring': ['OPEN', 'SELECT', 'BLUR', 'VALIDATE', 'RESET', 'RETRY'],
  'agencyFolders.ready': ['RETRY'],
  'agencyFolders.ready.closed': ['SELECT', 'BLUR', 'VALIDATE', 'RESET'],
  'agencyFolders.ready.open': ['OPEN'],
};

describe('agencyFolders model', () => {
  const model = createModel(agencyFoldersMachine, {
    events: {
      'xstate.done.actor.loadAgencyFolders': [{ output: FOLDERS }, { output: [] }],
      'xstate.error.actor.loadAgencyFolders': [{ error: new Error('offline') }],
      'xstate.done.actor.readSavedSelection': [
        { output: [PARIS.id] },
        // Saved by an earlier session: a folder this user does not have is dropped.
        { output: ['f-closed', LYON.id] },
      ],
      'xstate.error.actor.readSavedSelection': [{ error: new Error('SecurityError: storage refused') }],
      SELECT: [{ ids: [LYON.id] }, { ids: [LYON.id, PARIS.id] }, { ids: [PARIS.id, ''] }],
    },
    oracle,
    ignores,
  });
  for (const path of model.paths()) it(path.description, () => model.replay(path));

  publishJourneys('agencyFolders', { model });

  it('gate: every state, transition and named action reached under its oracle', () => model.assertCoverage());
});

describe('agency folder rules (machines/domain/agencyFolders)', () => {
  it('labels a folder "code - name"', () => {
    expect(agencyFolderLabel(LYON)).toBe('LYO - Lyon Part-Dieu');
  });

  it("clears the selection when any chosen value is the 'all' entry", () => {
    expect(selectionAfterChoice([''])).toEqual([]);
    expect(selectionAfterChoice(['f-lyo', ''])).toEqual([]);
    expect(selectionAfterChoice(['f-lyo', 'f-par', 'f-lyo'])).toEqual(['f-lyo', 'f-par']);
  });

  it('keeps only known folders, once each', () => {
    expect(knownSelection(['f-x', 'f-par', 'f-par', ''], FOLDERS)).toEqual(['f-par']);
  });

  it('compares selections as sets', () => {
    expect(sameSelection(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameSelection(['a'], ['a', 'b'])).toBe(false);
  });
});

// ---- The browser implementations on a fake local storage -----------------------------------------

function dropdown(stored: string | null = null) {
  const storage = new Map<string, string>();
  if (stored !== null) storage.set('agencyFolders', stored);
  const implementations = createAgencyFoldersImplementations({
    api: { getAgencyFolders: async () => FOLDERS },
    readStored: (key) => storage.get(key) ?? null,
    writeStored: (key, value) => storage.set(key, value),
  });
  const actor = createActor(agencyFoldersMachine.provide(implementations)).start();
  const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return { actor, storage, settled };
}

describe('agency dropdown with local storage', () => {
  it('starts from the saved selection', async () => {
    const { actor, settled } = dropdown(JSON.stringify(['f-par']));
    await settled();
    expect(actor.getSnapshot().value).toEqual({ ready: 'closed' });
    expect(actor.getSnapshot().context).toMatchObject({ draft: ['f-par'], saved: ['f-par'] });
  });

  it('saves only on Validate, and losing focus brings the saved selection back', async () => {
    const { actor, storage, settled } = dropdown();
    await settled();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SELECT', ids: ['f-lyo', 'f-par'] });
    expect(storage.has('agencyFolders')).toBe(false);
    actor.send({ type: 'BLUR' });
    await settled();
    expect(actor.getSnapshot().context.draft).toEqual([]);

    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SELECT', ids: ['f-lyo'] });
    actor.send({ type: 'VALIDATE' });
    expect(storage.get('agencyFolders')).toBe('["f-lyo"]');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SELECT', ids: ['f-lyo', 'f-par'] });
    actor.send({ type: 'BLUR' });
    await settled();
    expect(actor.getSnapshot().context.draft).toEqual(['f-lyo']);
  });

  it('restores what another tab saved, since storage is read again on blur', async () => {
    const { actor, storage, settled } = dropdown();
    await settled();
    storage.set('agencyFolders', '["f-par"]');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'BLUR' });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ draft: ['f-par'], saved: ['f-par'] });
  });

  it('Reset saves an empty selection', async () => {
    const { actor, storage, settled } = dropdown('["f-lyo"]');
    await settled();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'RESET' });
    expect(storage.get('agencyFolders')).toBe('[]');
    expect(actor.getSnapshot().context).toMatchObject({ draft: [], saved: [] });
  });

  it('reads an unreadable stored value as no selection', () => {
    expect(parseStoredSelection(null)).toEqual([]);
    expect(parseStoredSelection('')).toEqual([]);
    expect(parseStoredSelection('not json')).toEqual([]);
    expect(parseStoredSelection('{"id":"f-lyo"}')).toEqual([]);
    expect(parseStoredSelection('["f-lyo", 3, "", null]')).toEqual(['f-lyo']);
  });
});
