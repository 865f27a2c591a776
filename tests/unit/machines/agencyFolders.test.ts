// The agency-folder dropdown of internal users (spec sections 3 and 5; decisions.md "Shell"), as
// its view and the browser layer see it: state, the folders, the draft and saved selections, and
// what is written to local storage.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { agencyFoldersMachine } from '../../../machines/agencyFolders/agencyFolders.machine';
import type { AgencyFolder } from '../../../machines/domain/types';
import { controlledActor, settle } from './deferred';

const FOLDERS: AgencyFolder[] = [
  { id: 'lyo', code: 'LYO', name: 'Lyon' },
  { id: 'par', code: 'PAR', name: 'Paris' },
  { id: 'nan', code: 'NAN', name: 'Nantes' },
];

function start() {
  const load = controlledActor<AgencyFolder[]>();
  const read = controlledActor<string[]>();
  const saveSelection = vi.fn();
  const actor = createActor(
    agencyFoldersMachine.provide({
      actors: { loadAgencyFolders: load.logic, readSavedSelection: read.logic },
      actions: { saveSelection: (_, params) => saveSelection(params.ids) },
    }),
  );
  actor.start();
  const snapshot = () => actor.getSnapshot();
  /** Loads FOLDERS and restores `saved` from storage. */
  const ready = async (saved: string[] = []) => {
    load.last.resolve(FOLDERS);
    await settle();
    read.last.resolve(saved);
    await settle();
  };
  return { actor, load, read, saveSelection, snapshot, ready };
}

describe('agency folders', () => {
  it('loads the folders, then restores the saved selection (known folders only) as the draft', async () => {
    const { load, read, snapshot } = start();
    expect(snapshot().value).toBe('loading');
    expect(snapshot().context).toEqual({ folders: [], draft: [], saved: [] });
    load.last.resolve(FOLDERS);
    await settle();
    expect(snapshot().value).toBe('restoring');
    expect(snapshot().context.folders).toEqual(FOLDERS);
    read.last.resolve(['par', 'closed-folder']);
    await settle();
    expect(snapshot().value).toEqual({ ready: 'closed' });
    expect(snapshot().hasTag('dropdownShown')).toBe(true);
    expect(snapshot().context.saved).toEqual(['par']);
    expect(snapshot().context.draft).toEqual(['par']);
  });

  it('no folder: the dropdown stays hidden and nothing is read', async () => {
    const { load, read, snapshot } = start();
    load.last.resolve([]);
    await settle();
    expect(snapshot().value).toBe('empty');
    expect(read.calls).toHaveLength(0);
  });

  it('a failed load waits for RETRY, which loads again', async () => {
    const { actor, load, snapshot } = start();
    load.last.reject(new Error('offline'));
    await settle();
    expect(snapshot().value).toBe('failed');
    actor.send({ type: 'RETRY' });
    expect(snapshot().value).toBe('loading');
    expect(load.calls).toHaveLength(2);
  });

  it('storage unreadable at start: ready with an empty selection', async () => {
    const { load, read, snapshot } = start();
    load.last.resolve(FOLDERS);
    await settle();
    read.last.reject(new Error('storage blocked'));
    await settle();
    expect(snapshot().value).toEqual({ ready: 'closed' });
    expect(snapshot().context.draft).toEqual([]);
  });

  it('choosing folders changes the draft only; the saved selection and storage stay', async () => {
    const { actor, saveSelection, snapshot, ready } = start();
    await ready(['lyo']);
    actor.send({ type: 'SELECT', ids: ['nan'] }); // the panel is closed: the draft is edited in it only
    expect(snapshot().context.draft).toEqual(['lyo']);
    actor.send({ type: 'OPEN' });
    expect(snapshot().value).toEqual({ ready: 'open' });
    actor.send({ type: 'SELECT', ids: ['nan', 'par', 'unknown'] });
    expect(snapshot().context.draft).toEqual(['nan', 'par']);
    expect(snapshot().context.saved).toEqual(['lyo']);
    expect(saveSelection).not.toHaveBeenCalled();
  });

  it("choosing the 'all' entry clears the draft", async () => {
    const { actor, snapshot, ready } = start();
    await ready(['lyo']);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SELECT', ids: ['par'] });
    expect(snapshot().context.draft).toEqual(['par']);
    actor.send({ type: 'SELECT', ids: ['par', ''] });
    expect(snapshot().context.draft).toEqual([]);
    expect(snapshot().context.saved).toEqual(['lyo']);
  });

  it('VALIDATE saves the draft to storage and makes it the selection in effect', async () => {
    const { actor, saveSelection, snapshot, ready } = start();
    await ready();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SELECT', ids: ['par', 'lyo'] });
    actor.send({ type: 'VALIDATE' });
    expect(saveSelection).toHaveBeenCalledExactlyOnceWith(['par', 'lyo']);
    expect(snapshot().context.saved).toEqual(['par', 'lyo']);
    expect(snapshot().value).toEqual({ ready: 'closed' });
  });

  it('RESET saves an empty selection and clears the draft', async () => {
    const { actor, saveSelection, snapshot, ready } = start();
    await ready(['lyo', 'par']);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'RESET' });
    expect(snapshot().value).toEqual({ ready: 'closed' });
    expect(saveSelection).toHaveBeenCalledExactlyOnceWith([]);
    expect(snapshot().context.saved).toEqual([]);
    expect(snapshot().context.draft).toEqual([]);
  });

  it('losing focus reads the saved selection again and puts it back in the draft', async () => {
    const { actor, read, snapshot, ready } = start();
    await ready(['lyo']);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SELECT', ids: ['nan'] });
    expect(snapshot().context.draft).toEqual(['nan']);
    actor.send({ type: 'BLUR' });
    expect(snapshot().value).toBe('restoring');
    expect(read.calls).toHaveLength(2);
    read.last.resolve(['par']); // another tab saved meanwhile
    await settle();
    expect(snapshot().value).toEqual({ ready: 'closed' });
    expect(snapshot().context.draft).toEqual(['par']);
    expect(snapshot().context.saved).toEqual(['par']);
  });

  it('losing focus with storage unreadable puts back the selection this tab saved', async () => {
    const { actor, read, snapshot, ready } = start();
    await ready();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SELECT', ids: ['nan'] });
    actor.send({ type: 'VALIDATE' });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SELECT', ids: ['par'] });
    expect(snapshot().context.draft).toEqual(['par']);
    actor.send({ type: 'BLUR' });
    read.last.reject(new Error('storage blocked'));
    await settle();
    expect(snapshot().value).toEqual({ ready: 'closed' });
    expect(snapshot().context.draft).toEqual(['nan']);
  });
});
