// The browser side of the agencyFolders machine: the folder list from the API, and the saved
// selection in local storage under `agencyFolders` (spec section 3), kept as a JSON array of folder
// ids. Storage is read defensively: anything but an array of strings counts as no selection.
//
//   agencyFoldersMachine.provide(createAgencyFoldersImplementations({ api }))
import { fromPromise } from 'xstate';
import { STORAGE_KEYS } from '../../machines/domain/constants';
import type { AgencyFolder } from '../../machines/domain/types';
import type { Api } from './api';
import { readLocal, writeLocal } from './storage';

export interface AgencyFoldersDeps {
  api: Pick<Api, 'getAgencyFolders'>;
  /** Local storage (default: the failure-proof helpers of storage.ts). */
  readStored?: (key: string) => string | null;
  writeStored?: (key: string, value: string) => void;
}

/** The folder ids of a stored selection; [] when missing or unreadable. */
export function parseStoredSelection(raw: string | null): string[] {
  if (raw === null || raw.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : [];
  } catch {
    return [];
  }
}

export function createAgencyFoldersImplementations(deps: AgencyFoldersDeps) {
  const read = deps.readStored ?? readLocal;
  const write = deps.writeStored ?? writeLocal;
  return {
    actors: {
      loadAgencyFolders: fromPromise<AgencyFolder[]>(() => deps.api.getAgencyFolders()),
      readSavedSelection: fromPromise<string[]>(async () => parseStoredSelection(read(STORAGE_KEYS.agencyFolders))),
    },
    actions: {
      saveSelection: (_: unknown, params: { ids: string[] }) => write(STORAGE_KEYS.agencyFolders, JSON.stringify(params.ids)),
    },
  };
}
