// The browser side of the passwordChange machine: saving the new password
// (decisions.md "Sign-in": `PUT {backApi}/v1/users/me/password` `{newPassword}`).
//
//   passwordChangeMachine.provide(createPasswordChangeImplementations({ api }))
import { fromPromise } from 'xstate';
import type { Api } from './api';

export interface PasswordChangeDeps {
  api: Pick<Api, 'changePassword'>;
}

export function createPasswordChangeImplementations(deps: PasswordChangeDeps) {
  return {
    actors: {
      savePassword: fromPromise<void, { newPassword: string }>(({ input }) => deps.api.changePassword(input.newPassword)),
    },
  };
}
