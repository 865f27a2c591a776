// The browser side of the profile screens' machines (My profile, days off, devices): their calls
// (spec section 7 and decisions.md "Profile calls").
//
//   myProfileMachine.provide(createMyProfileImplementations({ api })), and so on.
import { fromPromise } from 'xstate';
import type { DaysOffSubmission } from '../../machines/daysOff/daysOff.machine';
import type { ProfileChange } from '../../machines/domain/profileForm';
import type { DaysOffRequest, RegisteredDevice, UserProfile } from '../../machines/domain/types';
import type { Api } from './api';

export function createMyProfileImplementations(deps: { api: Pick<Api, 'getMyProfile' | 'updateProfile'> }) {
  return {
    actors: {
      readProfile: fromPromise<UserProfile>(() => deps.api.getMyProfile()),
      saveProfile: fromPromise<void, { profile: ProfileChange }>(({ input }) => deps.api.updateProfile(input.profile)),
    },
  };
}

export function createDaysOffImplementations(deps: { api: Pick<Api, 'getDaysOff' | 'createDaysOff' | 'updateDaysOff'> }) {
  return {
    actors: {
      readRequests: fromPromise<DaysOffRequest[]>(() => deps.api.getDaysOff()),
      submitRequest: fromPromise<DaysOffRequest, DaysOffSubmission>(({ input }) =>
        input.id === null ? deps.api.createDaysOff(input.request) : deps.api.updateDaysOff(input.id, input.request),
      ),
    },
  };
}

export function createDevicesImplementations(deps: { api: Pick<Api, 'getDevices' | 'renameDevice' | 'removeDevice'> }) {
  return {
    actors: {
      readDevices: fromPromise<RegisteredDevice[]>(() => deps.api.getDevices()),
      renameDevice: fromPromise<void, RegisteredDevice>(({ input }) => deps.api.renameDevice(input)),
      removeDevice: fromPromise<void, { deviceId: string }>(({ input }) => deps.api.removeDevice(input.deviceId)),
    },
  };
}
