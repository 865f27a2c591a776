// The browser side of the deviceRegistration machine: saving the device
// (decisions.md "Sign-in": `POST {backApi}/v1/users/me/devices` `{deviceId, name}`) and the typed
// name's draft (issue 12; src/services/drafts.ts).
//
//   deviceRegistrationMachine.provide(createDeviceRegistrationImplementations({ api, drafts }))
import { fromPromise } from 'xstate';
import type { Api } from './api';
import { createDeviceRegistrationDraftImplementations, type DraftDeps } from './drafts';

export interface DeviceRegistrationDeps {
  api: Pick<Api, 'registerDevice'>;
  drafts: DraftDeps;
}

export function createDeviceRegistrationImplementations(deps: DeviceRegistrationDeps) {
  const drafts = createDeviceRegistrationDraftImplementations(deps.drafts);
  const actors = { saveDevice: fromPromise<void, { deviceId: string; name: string }>(({ input }) => deps.api.registerDevice(input)) };
  return { actors: { ...actors, ...drafts.actors }, actions: drafts.actions };
}
