// The browser side of the referential's sections (docs/screens/sections.md): the list's pages, the
// add and rename forms with their draft, and the removal.
//
//   sectionsMachine.provide(createSectionsImplementations(deps))
import { fromPromise } from 'xstate';
import { sectionsCalls } from '../../../contract/screens/sections';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { actionDrafts, listImplementations, type ScreenDeps } from '../screens';

export function createSectionsImplementations(deps: ScreenDeps) {
  const list = listImplementations('sections', sectionsCalls.getSections, deps);
  const drafts = actionDrafts('sections', deps);
  return {
    actors: {
      ...list.actors,
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        if (input.action === 'removeSection') {
          await deps.api.call(sectionsCalls.removeSection, { params: { sectionId: input.targetId! } });
          return undefined;
        }
        const item =
          input.action === 'addSection'
            ? await deps.api.call(sectionsCalls.addSection, { body: input.body })
            : await deps.api.call(sectionsCalls.renameSection, { params: { sectionId: input.targetId! }, body: input.body });
        return { item: item as ScreenItem };
      }),
      ...drafts.actors,
    },
    actions: { ...list.actions, ...drafts.actions },
  };
}
