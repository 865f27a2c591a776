// The browser side of the devices machine: the registered devices' read, rename and removal
// (decisions.md "Profile calls") and the rename's draft (src/services/drafts.ts).
//
//   devicesMachine.provide(createDevicesImplementations({ api, drafts }))
import { fromPromise } from 'xstate';
import type { RegisteredDevice } from '../../../machines/domain/types';
import type { Api } from '../api';
import { createDraftStore, draftImplementations, validateDeviceDraft, withDrafts, type DraftDeps } from '../drafts';

export interface DevicesDeps {
  api: Pick<Api, 'getDevices' | 'renameDevice' | 'removeDevice'>;
  drafts: DraftDeps;
}

export function createDevicesImplementations(deps: DevicesDeps) {
  const calls = {
    readDevices: fromPromise<RegisteredDevice[]>(() => deps.api.getDevices()),
    renameDevice: fromPromise<void, RegisteredDevice>(({ input }) => deps.api.renameDevice(input)),
    removeDevice: fromPromise<void, { deviceId: string }>(({ input }) => deps.api.removeDevice(input.deviceId)),
  };
  const drafts = draftImplementations(createDraftStore('devices', validateDeviceDraft, deps.drafts), (params: RegisteredDevice) => ({
    deviceId: params.deviceId,
    name: params.name,
  }));
  return withDrafts(calls, drafts);
}
