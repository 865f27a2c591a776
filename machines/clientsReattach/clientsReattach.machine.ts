// Referential › clients reattach (docs/screens/clientsReattach.md; spec section 2, the referential's
// sub-menu "clients reattach"): the tenant's client companies with the agency folder that manages
// each. The list family with one action: the administrator picks another folder of the tenant for a
// client (a form, kept as a draft) and confirms; the answer shows the client under its new folder.
// Support reads.
import { isReferentialEditor, reattachProblem } from '../domain/referential';
import type { ActionSpecs, FormDraft } from '../families/action';
import { createListMachine } from '../families/list';
import type { ScreenItem } from '../families/screen';

/** The form's problems: a folder chosen, other than the client's own. */
export function reattachFormProblems(draft: FormDraft, item?: ScreenItem | null): Readonly<Record<string, string>> {
  const problem = reattachProblem(draft.folderId, String(item?.folderId));
  return problem ? { folderId: problem } : {};
}

export const REATTACH_ACTIONS: ActionSpecs = {
  reattachClient: {
    call: 'reattachClient',
    on: 'item',
    confirm: true,
    // A client the tenant has no other folder for offers no move.
    allowedFor: (item) => Array.isArray(item.moveTo) && item.moveTo.length > 0,
    offeredTo: isReferentialEditor,
    form: {
      initial: () => ({ folderId: '' }),
      problems: reattachFormProblems,
      body: (draft) => ({ folderId: draft.folderId }),
    },
    effect: 'store',
  },
};

export const clientsReattachMachine = createListMachine({
  id: 'clientsReattach',
  contract: 'docs/screens/clientsReattach.md',
  description: 'Referential › clients reattach: move a client to another agency folder',
  load: 'getReattachClients',
  pageSize: 20,
  // No tabs, no route parameters: a move inside the screen never reads again.
  oneView: true,
  actions: REATTACH_ACTIONS,
});
