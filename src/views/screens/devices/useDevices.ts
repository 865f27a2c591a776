// The devices screen (its list family machine, docs/screens/devices.md) as its view sees it: the
// devices, which one has its rename form or its removal question open, the name's problem, and named
// commands.
import { deviceNameProblem } from '../../../../machines/deviceRegistration/deviceRegistration.machine';
import type { DeviceItem } from '../../../../machines/devices/devices.machine';
import { useList, type ListRef } from '../families/useList';

export type DevicesRef = ListRef;

export function useDevices(actorRef: DevicesRef) {
  const list = useList<DeviceItem>(actorRef);
  const { action } = list;
  const under = action.underWay;
  const on = (name: string) => (under?.name === name ? under.targetId : null);
  return {
    state: list.state,
    /** The devices (or a kept draft) are being read. */
    loading: list.phase === 'loading' || action.phase === 'waiting' || action.phase === 'restoring',
    loadFailed: list.phase === 'loadFailed',
    devices: list.items,
    /** The device whose rename form shows (also while it is saved, or failed). */
    renaming: action.formOpen ? on('rename') : null,
    /** The device whose removal asks to be confirmed (also while it is removed). */
    confirming: action.phase === 'confirming' || action.phase === 'pending' ? on('remove') : null,
    busy: action.phase === 'pending',
    /** Another action can start: none is under way. */
    idle: action.phase === 'idle',
    name: under?.draft?.name ?? '',
    problem: under?.showProblems ? deviceNameProblem(under.draft?.name ?? '') : null,
    /** The rename form holds what was typed before the page was left. */
    draftRestored: under?.draftRestored ?? false,
    rename: (deviceId: string) => action.start('rename', deviceId),
    changeName: (value: string) => action.change('name', value),
    save: action.submit,
    remove: (deviceId: string) => action.start('remove', deviceId),
    confirm: action.confirm,
    cancel: action.cancel,
    /** Throws the restored name away: the same as Cancel, which drops the draft. */
    discardDraft: action.cancel,
  };
}
