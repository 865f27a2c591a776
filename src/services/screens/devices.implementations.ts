// The browser side of the devices machine (docs/screens/devices.md): the registered devices' read,
// as one page of the list family; the rename and the removal; the rename's draft.
//
//   devicesMachine.provide(createDevicesImplementations({ api, drafts, logger }))
import { fromPromise } from 'xstate';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenPage } from '../../../machines/families/screen';
import type { DeviceItem } from '../../../machines/devices/devices.machine';
import type { Api } from '../api';
import type { Logger } from '../logger';
import type { DraftDeps } from '../drafts';
import { actionDrafts } from '../screens';

export interface DevicesDeps {
  api: Pick<Api, 'getDevices' | 'renameDevice' | 'removeDevice'>;
  drafts: DraftDeps;
  logger: Pick<Logger, 'log'>;
}

export function createDevicesImplementations(deps: DevicesDeps) {
  const drafts = actionDrafts('devices', deps);
  return {
    actors: {
      loadPage: fromPromise<ScreenPage>(async () => {
        const devices = await deps.api.getDevices();
        const items: DeviceItem[] = devices.map((device) => ({ id: device.deviceId, ...device }));
        return { items, total: devices.length };
      }),
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        const deviceId = input.targetId!;
        if (input.action === 'remove') {
          await deps.api.removeDevice(deviceId);
          return undefined;
        }
        const { name } = input.body as { name: string };
        await deps.api.renameDevice({ deviceId, name });
        // The call answers nothing: the device as renamed.
        return { item: { id: deviceId, deviceId, name } satisfies DeviceItem };
      }),
      ...drafts.actors,
    },
    actions: {
      ...drafts.actions,
      logRefreshFailed: () => {},
    },
  };
}
