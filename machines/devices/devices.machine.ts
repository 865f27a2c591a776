// Parameters → devices (docs/screens/devices.md; spec section 2, decisions.md "Profile calls"): the
// user's registered devices, one renamed (the save-device modal's name rule) or removed after a
// confirmation. The list family with two actions (docs/screens/README.md "List", "Action"): a failed
// call goes to the shared error dialog, whose Retry repeats it; a typed name survives a failure, a
// re-login or the maintenance page as the family's draft, and opens its form again with a notice.
import { deviceNameProblem } from '../deviceRegistration/deviceRegistration.machine';
import type { ActionSpecs } from '../families/action';
import { createListMachine } from '../families/list';
import type { ScreenItem } from '../families/screen';

/** A device as the list shows it: its id is its device id. */
export type DeviceItem = ScreenItem & { readonly deviceId: string; readonly name: string };

export const DEVICE_ACTIONS: ActionSpecs = {
  rename: {
    call: 'renameDevice',
    on: 'item',
    form: {
      initial: (item) => ({ name: String(item!.name) }),
      problems: (draft): Readonly<Record<string, string>> => {
        const problem = deviceNameProblem(draft.name ?? '');
        return problem ? { name: problem } : {};
      },
      // Saved trimmed, as the save-device modal saves it.
      body: (draft) => ({ name: draft.name.trim() }),
    },
    effect: 'store',
  },
  remove: { call: 'removeDevice', on: 'item', confirm: true, effect: 'remove' },
};

export const devicesMachine = createListMachine({
  id: 'devices',
  contract: 'docs/screens/devices.md',
  description: 'Parameters › devices: the user’s saved devices, renamed, or removed after a confirmation',
  load: 'getDevices',
  // The call answers every device at once (a person has a handful).
  pageSize: 100,
  onePage: true,
  oneView: true,
  actions: DEVICE_ACTIONS,
});
