// The browser side of the profileApproval machine: its three calls (spec section 7).
//
//   profileApprovalMachine.provide(createProfileApprovalImplementations({ api }))
import { fromPromise } from 'xstate';
import type { ProfileChange } from '../../machines/domain/profileForm';
import type { ProfileApproval } from '../../machines/domain/types';
import type { Api } from './api';

export interface ProfileApprovalDeps {
  api: Pick<Api, 'getProfileApproval' | 'approveProfile' | 'updateProfile'>;
}

export function createProfileApprovalImplementations(deps: ProfileApprovalDeps) {
  return {
    actors: {
      readApproval: fromPromise<ProfileApproval>(() => deps.api.getProfileApproval()),
      approveProfile: fromPromise<void, { id: string }>(({ input }) => deps.api.approveProfile(input.id)),
      saveProfile: fromPromise<void, { profile: ProfileChange }>(({ input }) => deps.api.updateProfile(input.profile)),
    },
  };
}
