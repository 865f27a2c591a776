// The browser side of the myProfile machine: the profile read and save (spec section 7, PUT
// /v1/users/profile) and the form's draft (src/services/drafts.ts).
//
//   myProfileMachine.provide(createMyProfileImplementations({ api, drafts }))
import { fromPromise } from 'xstate';
import type { ProfileChange, ProfileFields } from '../../../machines/domain/profileForm';
import type { UserProfile } from '../../../machines/domain/types';
import type { Api } from '../api';
import { createDraftStore, draftImplementations, validateProfileDraft, withDrafts, type DraftDeps } from '../drafts';

export interface MyProfileDeps {
  api: Pick<Api, 'getMyProfile' | 'updateProfile'>;
  drafts: DraftDeps;
}

export function createMyProfileImplementations(deps: MyProfileDeps) {
  const calls = {
    readProfile: fromPromise<UserProfile>(() => deps.api.getMyProfile()),
    saveProfile: fromPromise<void, { profile: ProfileChange }>(({ input }) => deps.api.updateProfile(input.profile)),
  };
  const drafts = draftImplementations(
    createDraftStore('myProfile', validateProfileDraft, deps.drafts),
    (params: { fields: ProfileFields }) => params.fields,
  );
  return withDrafts(calls, drafts);
}
