// The browser side of the deviceRegistration machine: saving the device
// (decisions.md "Sign-in": `POST {backApi}/v1/users/me/devices` `{deviceId, name}`).
//
//   deviceRegistrationMachine.provide(createDeviceRegistrationImplementations({ api }))
import { fromPromise } from 'xstate';
import type { Api } from './api';

export interface DeviceRegistrationDeps {
  api: Pick<Api, 'registerDevice'>;
}

export function createDeviceRegistrationImplementations(deps: DeviceRegistrationDeps) {
  return {
    actors: {
      saveDevice: fromPromise<void, { deviceId: string; name: string }>(({ input }) => deps.api.registerDevice(input)),
    },
  };
}
