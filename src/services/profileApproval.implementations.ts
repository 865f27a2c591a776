// The browser side of the profileApproval machine: its three calls (spec section 7) and the
// welcome modal's draft (src/services/drafts.ts).
//
//   profileApprovalMachine.provide(createProfileApprovalImplementations({ api, drafts }))
import { fromPromise } from 'xstate';
import type { ProfileChange, ProfileFields } from '../../machines/domain/profileForm';
import type { ProfileApproval } from '../../machines/domain/types';
import type { Api } from './api';
import { createDraftStore, draftImplementations, validateProfileDraft, withDrafts, type DraftDeps } from './drafts';

export interface ProfileApprovalDeps {
  api: Pick<Api, 'getProfileApproval' | 'approveProfile' | 'updateProfile'>;
  drafts: DraftDeps;
}

export function createProfileApprovalImplementations(deps: ProfileApprovalDeps) {
  const calls = {
    readApproval: fromPromise<ProfileApproval>(() => deps.api.getProfileApproval()),
    approveProfile: fromPromise<void, { id: string }>(({ input }) => deps.api.approveProfile(input.id)),
    saveProfile: fromPromise<void, { profile: ProfileChange }>(({ input }) => deps.api.updateProfile(input.profile)),
  };
  const drafts = draftImplementations(
    createDraftStore('profileApproval', validateProfileDraft, deps.drafts),
    (params: { fields: ProfileFields }) => params.fields,
  );
  return withDrafts(calls, drafts);
}
