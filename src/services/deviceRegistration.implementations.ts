// The browser side of the deviceRegistration machine: saving the device
// (decisions.md "Sign-in": `POST {backApi}/v1/users/me/devices` `{deviceId, name}`) and the typed
// name's draft, kept with the device it was typed for (src/services/drafts.ts).
//
//   deviceRegistrationMachine.provide(createDeviceRegistrationImplementations({ api, drafts }))
import { fromPromise } from 'xstate';
import type { RegisteredDevice } from '../../machines/domain/types';
import type { Api } from './api';
import { createDraftStore, draftImplementations, validateDeviceDraft, withDrafts, type DraftDeps } from './drafts';

export interface DeviceRegistrationDeps {
  api: Pick<Api, 'registerDevice'>;
  drafts: DraftDeps;
}

export function createDeviceRegistrationImplementations(deps: DeviceRegistrationDeps) {
  const calls = { saveDevice: fromPromise<void, { deviceId: string; name: string }>(({ input }) => deps.api.registerDevice(input)) };
  const drafts = draftImplementations(
    createDraftStore('deviceRegistration', validateDeviceDraft, deps.drafts),
    (params: RegisteredDevice) => ({ deviceId: params.deviceId, name: params.name }),
  );
  return withDrafts(calls, drafts);
}
