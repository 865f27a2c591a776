// The browser side of the daysOff machine: the requests' read, create and update
// (decisions.md "Profile calls") and the form's draft (src/services/drafts.ts).
//
//   daysOffMachine.provide(createDaysOffImplementations({ api, drafts }))
import { fromPromise } from 'xstate';
import type { DaysOffKeptDraft, DaysOffSubmission } from '../../../machines/daysOff/daysOff.machine';
import type { DaysOffRequest } from '../../../machines/domain/types';
import type { Api } from '../api';
import { createDraftStore, draftImplementations, validateDaysOffDraft, withDrafts, type DraftDeps } from '../drafts';

export interface DaysOffDeps {
  api: Pick<Api, 'getDaysOff' | 'createDaysOff' | 'updateDaysOff'>;
  drafts: DraftDeps;
}

export function createDaysOffImplementations(deps: DaysOffDeps) {
  const calls = {
    readRequests: fromPromise<DaysOffRequest[]>(() => deps.api.getDaysOff()),
    submitRequest: fromPromise<DaysOffRequest, DaysOffSubmission>(({ input }) =>
      input.id === null ? deps.api.createDaysOff(input.request) : deps.api.updateDaysOff(input.id, input.request),
    ),
  };
  const drafts = draftImplementations(createDraftStore('daysOff', validateDaysOffDraft, deps.drafts), (params: DaysOffKeptDraft) => ({
    id: params.id,
    draft: params.draft,
  }));
  return withDrafts(calls, drafts);
}
