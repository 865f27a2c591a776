// Referential › sections (docs/screens/sections.md; spec section 2, the referential's sub-menu
// "sections"): the tenant's business sections a client company is filed under. The list family with
// three actions: the administrator adds a section and renames one (a form: the name, kept as a
// draft), and removes one no client is filed under after a question; support reads.
import { isReferentialEditor, sectionNameProblem, tidySectionName } from '../domain/referential';
import type { ActionSpecs, FormDraft, FormSpec } from '../families/action';
import { createListMachine } from '../families/list';
import type { ScreenItem } from '../families/screen';

/** The form's problems: the name's (whether another section has it is the server's to say: 409). */
export function sectionFormProblems(draft: FormDraft): Readonly<Record<string, string>> {
  const problem = sectionNameProblem(draft.name);
  return problem ? { name: problem } : {};
}

const nameForm = (initial: (item: ScreenItem | null) => string): FormSpec => ({
  initial: (item) => ({ name: initial(item) }),
  problems: sectionFormProblems,
  body: (draft: FormDraft) => ({ name: tidySectionName(draft.name) }),
});

export const SECTION_ACTIONS: ActionSpecs = {
  addSection: {
    call: 'addSection',
    on: 'new',
    offeredTo: isReferentialEditor,
    form: nameForm(() => ''),
    effect: 'store',
  },
  renameSection: {
    call: 'renameSection',
    on: 'item',
    offeredTo: isReferentialEditor,
    form: nameForm((item) => String(item?.name)),
    effect: 'store',
  },
  removeSection: {
    call: 'removeSection',
    on: 'item',
    confirm: true,
    // A section a client is filed under stays: its count of clients says why.
    allowedFor: (item) => item.clients === 0,
    offeredTo: isReferentialEditor,
    effect: 'remove',
  },
};

export const sectionsMachine = createListMachine({
  id: 'sections',
  contract: 'docs/screens/sections.md',
  description: 'Referential › sections: add, rename, remove an unused one',
  load: 'getSections',
  pageSize: 20,
  // No tabs, no route parameters: a move inside the screen never reads again.
  oneView: true,
  actions: SECTION_ACTIONS,
});
