// Agency folders (spec sections 3 and 5): labels, the 'all' entry and the selection rules of the
// agency dropdown. Pure: the agencyFolders machine and the views share them.
import type { AgencyFolder } from './types';

/** The id of the 'all' entry of the dropdown (spec section 3: "An empty id is the 'all' entry"). */
export const ALL_AGENCY_FOLDERS_ID = '';

/** "The label is the code, a dash, then the name." */
export function agencyFolderLabel(folder: Pick<AgencyFolder, 'code' | 'name'>): string {
  return `${folder.code} - ${folder.name}`;
}

/**
 * The draft selection after the user chose `ids` in the dropdown: any empty value (the 'all' entry)
 * clears the selection (spec section 5); otherwise the ids, each once, in the order given.
 */
export function selectionAfterChoice(ids: readonly string[]): string[] {
  if (ids.some((id) => id === ALL_AGENCY_FOLDERS_ID)) return [];
  return [...new Set(ids)];
}

/**
 * The ids of `ids` that are folders of `folders`: a selection saved by an earlier session (another
 * user on this browser, a folder since closed) never selects a folder the list does not show.
 */
export function knownSelection(ids: readonly string[], folders: readonly AgencyFolder[]): string[] {
  const known = new Set(folders.map((folder) => folder.id));
  return [...new Set(ids)].filter((id) => id !== ALL_AGENCY_FOLDERS_ID && known.has(id));
}

/** Same ids, order aside. */
export function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}
