// The referential's rules (docs/decisions-domain.md "Referential edit"; docs/screens/sections.md,
// clientsReattach.md): a section's name, when two names are the same one, and a client's move to
// another agency folder. The screens' forms and the stand-in both apply them, so what a form lets
// through is what the server takes.

/** Who edits the referential; support reads it (docs/decisions-domain.md "Referential edit"). */
export const REFERENTIAL_EDITORS: readonly string[] = ['administrator'];
export const isReferentialEditor = (roles: readonly string[]) => roles.some((role) => REFERENTIAL_EDITORS.includes(role));

/** The longest section name. */
export const SECTION_NAME_MAX_LENGTH = 60;

export type SectionNameProblem = 'required' | 'tooLong' | 'taken';

/** The name as it is sent and stored: trimmed, inner runs of blanks made one space. */
export const tidySectionName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** What two names are compared by: tidied, without accents, case aside ("Santé" is "sante"). */
export const sectionNameKey = (name: string): string =>
  tidySectionName(name)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr');

/**
 * A name's problem, or null: empty, longer than SECTION_NAME_MAX_LENGTH once tidied, or the same
 * (case and accents aside) as one of `others` (the other sections' names).
 */
export function sectionNameProblem(name: string, others: readonly string[] = []): SectionNameProblem | null {
  const tidy = tidySectionName(name);
  if (tidy === '') return 'required';
  if (tidy.length > SECTION_NAME_MAX_LENGTH) return 'tooLong';
  const key = sectionNameKey(tidy);
  return others.some((other) => sectionNameKey(other) === key) ? 'taken' : null;
}

export type ReattachProblem = 'required' | 'same';

/** A move's problem, or null: no folder chosen, or the folder the client is already in. */
export function reattachProblem(folderId: string, currentFolderId: string): ReattachProblem | null {
  if (folderId.trim() === '') return 'required';
  return folderId === currentFolderId ? 'same' : null;
}
