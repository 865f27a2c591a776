// The agency-folder dropdown of internal users (spec sections 2, 3 and 5; decisions.md "Shell").
// Invoked by the app machine for internal users; the dropdown shows (tag `dropdownShown`) once the
// folder list is loaded and not empty, and stays while the saved selection is read again.
//
// - The list comes from `loadAgencyFolders`; a failure waits in `failed` for RETRY.
// - The selection the user is editing (`draft`) is apart from the one in effect (`saved`), which
//   lives in local storage under `agencyFolders`. The machine reads no storage: the saved selection
//   arrives through the `readSavedSelection` actor, and only `saveSelection` writes it.
// - OPEN opens the panel (`ready.open`); the draft is edited there only.
// - Choosing the 'all' entry (an empty id) clears the draft.
// - BLUR (the panel closed without Validate or Reset: the spec's "losing focus") reads the saved
//   selection again and puts it back in the draft.
// - VALIDATE saves the draft; RESET saves an empty selection; both close the panel. Nothing else saves.
import { assign, setup } from 'xstate';
import { placeholderAction, placeholderActor } from '../placeholders';
import { knownSelection, selectionAfterChoice } from '../domain/agencyFolders';
import type { AgencyFolder } from '../domain/types';

export interface AgencyFoldersContext {
  folders: AgencyFolder[];
  /** What the dropdown shows while the user edits it. */
  draft: string[];
  /** The selection in effect: the last one saved (read from storage, or saved by this machine). */
  saved: string[];
}

export type AgencyFoldersEvent =
  /** The values now selected in the dropdown (the 'all' entry is the empty id). */
  | { type: 'SELECT'; ids: string[] }
  | { type: 'OPEN' }
  /** The panel closed without Validate or Reset (Escape, a press outside, focus leaving it). */
  | { type: 'BLUR' }
  | { type: 'VALIDATE' }
  | { type: 'RESET' }
  | { type: 'RETRY' };

export const agencyFoldersMachine = setup({
  types: {
    context: {} as AgencyFoldersContext,
    events: {} as AgencyFoldersEvent,
  },
  actors: {
    /** `GET {backApi}/v1/agency-folders`. */
    loadAgencyFolders: placeholderActor<AgencyFolder[]>('loadAgencyFolders'),
    /** The saved selection (folder ids) kept in local storage under `agencyFolders`. */
    readSavedSelection: placeholderActor<string[]>('readSavedSelection'),
  },
  actions: {
    /** Writes the selection (folder ids) to local storage under `agencyFolders`. */
    saveSelection: placeholderAction<{ ids: string[] }>('saveSelection'),
    assignFolders: assign({ folders: (_, params: { folders: AgencyFolder[] }) => params.folders }),
    /** The saved selection becomes the draft too (start, and losing focus). */
    restoreSavedSelection: assign(({ context }, params: { ids: string[] }) => {
      const saved = knownSelection(params.ids, context.folders);
      return { saved, draft: saved };
    }),
    /** Storage unreadable: the draft goes back to the selection this tab knows was saved. */
    restoreKnownSelection: assign({ draft: ({ context }) => context.saved }),
    assignChoice: assign({
      draft: ({ context }, params: { ids: string[] }) => knownSelection(selectionAfterChoice(params.ids), context.folders),
    }),
    clearDraft: assign({ draft: [] }),
    commitDraft: assign({ saved: ({ context }) => context.draft }),
    clearSelection: assign({ draft: [], saved: [] }),
  },
  guards: {
    hasFolders: (_, params: { folders: AgencyFolder[] }) => params.folders.length > 0,
    // Stryker disable next-line ArrowFunction,ConditionalExpression: equivalent; without the guard, assignChoice gives the same empty draft. The guard names the rule in the chart.
    choosesAll: (_, params: { ids: string[] }) => selectionAfterChoice(params.ids).length === 0,
  },
}).createMachine({
  id: 'agencyFolders',
  description:
    'The agency-folder dropdown: a draft selection, saved by Validate only, restored on losing focus (§2 Authorised layout, §3 Agency folder, §5)',
  context: { folders: [], draft: [], saved: [] },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the agency folders (§7)',
      invoke: {
        id: 'loadAgencyFolders',
        src: 'loadAgencyFolders',
        onDone: [
          {
            guard: { type: 'hasFolders', params: ({ event }) => ({ folders: event.output }) },
            target: 'restoring',
            actions: { type: 'assignFolders', params: ({ event }) => ({ folders: event.output }) },
            description: 'Folders arrive: the dropdown shows (§2 Authorised layout)',
          },
          // No folder for this user: the dropdown stays hidden (decisions.md "Shell").
          { target: 'empty', description: 'No folder for this user: no dropdown (decisions-domain.md › Shell)' },
        ],
        onError: { target: 'failed', description: 'The folders fail to load (decisions-domain.md › Shell)' },
      },
    },
    failed: {
      description: 'A one-line notice with Retry instead of the dropdown (decisions-domain.md › Shell)',
      on: { RETRY: { target: 'loading', description: 'The user retries: load the folders again (decisions-domain.md › Shell)' } },
    },
    empty: { description: 'No dropdown (decisions-domain.md › Shell)' },
    restoring: {
      description: 'Reads the saved selection from local storage “agencyFolders” (§3 Agency folder, §5)',
      tags: 'dropdownShown',
      invoke: {
        id: 'readSavedSelection',
        src: 'readSavedSelection',
        onDone: {
          target: 'ready',
          actions: { type: 'restoreSavedSelection', params: ({ event }) => ({ ids: event.output }) },
          description: 'The saved selection is the draft again (§5)',
        },
        onError: {
          target: 'ready',
          actions: 'restoreKnownSelection',
          description: 'Storage unreadable: keep the last known selection (§5)',
        },
      },
    },
    ready: {
      description: 'The dropdown (§2 Authorised layout)',
      tags: 'dropdownShown',
      initial: 'closed',
      states: {
        closed: {
          description: 'The panel is closed (decisions-domain.md › Shell)',
          on: { OPEN: { target: 'open', description: 'The user opens the panel (decisions-domain.md › Shell)' } },
        },
        open: {
          description: 'The user edits the draft selection (§5)',
          on: {
            SELECT: [
              {
                guard: { type: 'choosesAll', params: ({ event }) => ({ ids: event.ids }) },
                actions: 'clearDraft',
                description: 'Choosing “all” (an empty id) clears the selection (§5, §3 Agency folder)',
              },
              {
                actions: { type: 'assignChoice', params: ({ event }) => ({ ids: event.ids }) },
                description: 'The user ticks folders (§5)',
              },
            ],
            BLUR: { target: '#agencyFolders.restoring', description: 'Losing focus restores the last saved selection (§5)' },
            VALIDATE: {
              target: 'closed',
              actions: ['commitDraft', { type: 'saveSelection', params: ({ context }) => ({ ids: context.draft }) }],
              description: 'Validate saves the selection (§5)',
            },
            RESET: {
              target: 'closed',
              actions: ['clearSelection', { type: 'saveSelection', params: { ids: [] } }],
              description: 'Reset saves an empty selection (§5)',
            },
          },
        },
      },
    },
  },
});
