// Parameters → devices (spec section 2; decisions.md "Profile calls"): the user's registered
// devices with their names; one can be renamed (same name rule as the save-device modal) or
// removed after a confirmation. Invoked by the app machine while the route is /parameters/devices,
// child id `devices`. Failed calls go to the shared error dialog; Retry repeats the same call with
// the same data.
//
// A typed name survives leaving the page (a 401 re-logs in through the provider, a 503
// sends to maintenance; both unload this machine): each change is kept as a draft with its device
// (`keepDraft`), read back after the list, where it opens the rename form again with a notice
// (`draftRestored`) if the device is still there; a stored rename or Cancel drops it.
import { SCREEN_ACTOR_ID } from '../families/screen';
import { assign, sendParent, setup } from 'xstate';
import { deviceNameProblem } from '../deviceRegistration/deviceRegistration.machine';
import { failureRaisedBy } from '../domain/failures';
import type { RegisteredDevice } from '../domain/types';
import { placeholderAction, placeholderActor } from '../placeholders';
import { loadFailedState, loadingState, readingDraftState } from '../shared/loadThenReadDraft';

/** The failures of this screen name the screen's child, which hears their Retry. */
export const DEVICES_SYSTEM_ID = SCREEN_ACTOR_ID;

export interface DevicesContext {
  devices: RegisteredDevice[];
  /** The device being renamed or removed. */
  selectedId: string | null;
  name: string;
  showProblem: boolean;
  /** The last rename sent (a Retry sends it again). */
  renamed: RegisteredDevice | null;
  /** The rename form holds a draft kept before the page was left (the view says so, with a way to discard it). */
  draftRestored: boolean;
}

export type DevicesRetryEvent =
  { type: 'LOAD.RETRY' } | { type: 'RENAME.RETRY'; device: RegisteredDevice } | { type: 'REMOVE.RETRY'; deviceId: string };

export type DevicesEvent =
  | { type: 'RENAME'; deviceId: string }
  | { type: 'NAME.CHANGE'; name: string }
  | { type: 'SAVE' }
  | { type: 'REMOVE'; deviceId: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | DevicesRetryEvent;

export const devicesMachine = setup({
  types: {
    context: {} as DevicesContext,
    events: {} as DevicesEvent,
  },
  actors: {
    readDevices: placeholderActor<RegisteredDevice[]>('readDevices'),
    renameDevice: placeholderActor<void, RegisteredDevice>('renameDevice'),
    removeDevice: placeholderActor<void, { deviceId: string }>('removeDevice'),
    /** The unsaved rename kept for this user (the device and the name typed), or null. */
    readDraft: placeholderActor<RegisteredDevice | null>('readDraft'),
  },
  actions: {
    assignDevices: assign({ devices: (_, params: { loaded: RegisteredDevice[] }) => params.loaded }),
    startRenaming: assign(({ context }, params: { deviceId: string }) => ({
      selectedId: params.deviceId,
      name: context.devices.find((d) => d.deviceId === params.deviceId)!.name,
      showProblem: false,
      draftRestored: false,
    })),
    restoreDraft: assign((_, params: { kept: RegisteredDevice }) => ({
      selectedId: params.kept.deviceId,
      name: params.kept.name,
      showProblem: false,
      draftRestored: true,
    })),
    /** Keeps the typed name with its device for this user until saved or cancelled (session storage). */
    keepDraft: placeholderAction<RegisteredDevice>('keepDraft'),
    dropDraft: placeholderAction('dropDraft'),
    select: assign({ selectedId: (_, params: { deviceId: string }) => params.deviceId }),
    assignName: assign({ name: (_, params: { name: string }) => params.name }),
    showProblem: assign({ showProblem: true }),
    assignRenamed: assign({ renamed: (_, params: { device: RegisteredDevice }) => params.device }),
    storeRenamed: assign({
      devices: ({ context }) => context.devices.map((d) => (d.deviceId === context.renamed!.deviceId ? { ...context.renamed! } : d)),
    }),
    dropDevice: assign({
      devices: ({ context }, params: { deviceId: string }) => context.devices.filter((d) => d.deviceId !== params.deviceId),
      selectedId: null,
    }),
    raiseFailure: sendParent(failureRaisedBy<'getDevices' | 'renameDevice' | 'removeDevice', DevicesRetryEvent>(DEVICES_SYSTEM_ID)),
  },
  guards: {
    isKnownDevice: ({ context }, params: { deviceId: string }) => context.devices.some((d) => d.deviceId === params.deviceId),
    isNameValid: ({ context }) => deviceNameProblem(context.name) === null,
    /** A kept rename whose device is still registered. */
    isRestorableDraft: ({ context }, params: { kept: RegisteredDevice | null }) =>
      params.kept !== null && context.devices.some((d) => d.deviceId === params.kept!.deviceId),
  },
}).createMachine({
  id: 'devices',
  description: 'Parameters › devices: the user’s saved devices, renamed or removed after a confirmation (§2 Sub-menus per screen)',
  context: { devices: [], selectedId: null, name: '', showProblem: false, renamed: null, draftRestored: false },
  initial: 'loading',
  states: {
    loading: loadingState({
      load: 'readDevices',
      call: 'getDevices',
      assign: 'assignDevices',
      descriptions: {
        state: 'Reads the saved devices (decisions.md › Profile approval and the profile screens)',
        loaded: 'The devices arrive (§2 Sub-menus per screen)',
        failed: 'The read fails: the shared error dialog, with Retry (§8)',
      },
    }),
    loadFailed: loadFailedState({
      descriptions: {
        state: 'Waits for the error dialog’s Retry (§8)',
        retry: 'Retry: read the devices again (§8)',
      },
    }),
    // A rename left when the page was taken away (re-login, maintenance) opens its form again.
    readingDraft: readingDraftState({
      guard: 'isRestorableDraft',
      restore: 'restoreDraft',
      form: 'renaming',
      none: 'list',
      descriptions: {
        state: 'Reads a rename kept before the page was left (decisions.md › Drafts across a re-login or the maintenance page)',
        restored:
          'A kept rename of a listed device: it opens again and says so (decisions.md › Drafts across a re-login or the maintenance page)',
        none: 'No rename to restore: the list shows (§2 Sub-menus per screen)',
        failed: 'The kept rename cannot be read: the list shows (decisions.md › Drafts across a re-login or the maintenance page)',
      },
    }),
    list: {
      description: 'The list of saved devices (§2 Sub-menus per screen)',
      on: {
        RENAME: {
          guard: { type: 'isKnownDevice', params: ({ event }) => ({ deviceId: event.deviceId }) },
          target: 'renaming',
          actions: { type: 'startRenaming', params: ({ event }) => ({ deviceId: event.deviceId }) },
          description: 'The user renames a device (decisions.md › Profile approval and the profile screens)',
        },
        REMOVE: {
          guard: { type: 'isKnownDevice', params: ({ event }) => ({ deviceId: event.deviceId }) },
          target: 'confirmingRemoval',
          actions: { type: 'select', params: ({ event }) => ({ deviceId: event.deviceId }) },
          description: 'The user removes a device: confirm first (decisions.md › Profile approval and the profile screens)',
        },
        // The error dialog's Retry of a removal the user had confirmed.
        'REMOVE.RETRY': {
          target: 'removing',
          actions: { type: 'select', params: ({ event }) => ({ deviceId: event.deviceId }) },
          description: 'Retry from the error dialog: remove the confirmed device again (§8)',
        },
      },
    },
    renaming: {
      description: 'The rename form, under the save-device modal’s name rule (decisions.md › Profile approval and the profile screens)',
      initial: 'editing',
      on: {
        'NAME.CHANGE': {
          target: '.editing',
          actions: [
            { type: 'assignName', params: ({ event }) => ({ name: event.name }) },
            // Kept at each change: any call's 401 or 503 takes the page away, not only the save's.
            { type: 'keepDraft', params: ({ context }) => ({ deviceId: context.selectedId!, name: context.name }) },
          ],
          description: 'The user types a name; it is kept as a draft (decisions.md › Drafts across a re-login or the maintenance page)',
        },
        SAVE: [
          {
            guard: 'isNameValid',
            target: 'savingName',
            actions: {
              type: 'assignRenamed',
              params: ({ context }) => ({ device: { deviceId: context.selectedId!, name: context.name.trim() } }),
            },
            description: 'Save, the name valid (decisions.md › Profile approval and the profile screens)',
          },
          {
            target: '.editing',
            actions: 'showProblem',
            description: 'Save refused: the name’s problem shows (decisions.md › Profile approval and the profile screens)',
          },
        ],
        CANCEL: {
          target: 'list',
          actions: 'dropDraft',
          description: 'Cancel: back to the list, the draft dropped (decisions.md › Drafts across a re-login or the maintenance page)',
        },
      },
      states: {
        editing: { description: 'The user edits the name (decisions.md › Profile approval and the profile screens)' },
        failed: {
          description: 'The rename failed; the name stays while the error dialog shows (§8)',
          on: {
            'RENAME.RETRY': {
              target: '#devices.savingName',
              actions: { type: 'assignRenamed', params: ({ event }) => ({ device: event.device }) },
              description: 'Retry from the error dialog: rename again (§8)',
            },
          },
        },
      },
    },
    savingName: {
      description: 'Saves the new name (decisions.md › Profile approval and the profile screens)',
      invoke: {
        id: 'renameDevice',
        src: 'renameDevice',
        input: ({ context }) => context.renamed!,
        onDone: {
          target: 'list',
          actions: ['storeRenamed', 'dropDraft'],
          description: 'Renamed: the list shows the new name (decisions.md › Profile approval and the profile screens)',
        },
        onError: {
          target: 'renaming.failed',
          actions: {
            type: 'raiseFailure',
            params: ({ context, event }) => ({
              call: 'renameDevice' as const,
              error: event.error,
              retry: { type: 'RENAME.RETRY' as const, device: context.renamed! },
            }),
          },
          description: 'The rename fails: the shared error dialog, with Retry (§8)',
        },
      },
    },
    confirmingRemoval: {
      description: 'The inline confirmation of a removal (decisions.md › Profile approval and the profile screens)',
      on: {
        CONFIRM: {
          target: 'removing',
          description: 'The user confirms the removal (decisions.md › Profile approval and the profile screens)',
        },
        CANCEL: { target: 'list', description: 'The user keeps the device (decisions.md › Profile approval and the profile screens)' },
      },
    },
    removing: {
      description: 'Removes the device (decisions.md › Profile approval and the profile screens)',
      invoke: {
        id: 'removeDevice',
        src: 'removeDevice',
        input: ({ context }) => ({ deviceId: context.selectedId! }),
        onDone: {
          target: 'list',
          actions: { type: 'dropDevice', params: ({ context }) => ({ deviceId: context.selectedId! }) },
          description: 'Removed: the list no longer shows it (decisions.md › Profile approval and the profile screens)',
        },
        onError: {
          target: 'list',
          actions: {
            type: 'raiseFailure',
            params: ({ context, event }) => ({
              call: 'removeDevice' as const,
              error: event.error,
              retry: { type: 'REMOVE.RETRY' as const, deviceId: context.selectedId! },
            }),
          },
          description: 'The removal fails: the device stays listed; the shared error dialog, with Retry (§8)',
        },
      },
    },
  },
});
