// The referential's rules (docs/decisions-domain.md "Referential edit"; docs/screens/sections.md):
// a section's name, and when two names are the same one. The sections screen's form and the
// stand-in both apply them, so what the form lets through is what the server takes.

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
