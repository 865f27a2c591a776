// Model-based tests of devices (Parameters → devices; docs/screens/devices.md, docs/decisions.md
// "Profile calls"): the list family with two actions, checked at every step by the families' oracle
// (tests/model/families/screenOracle.ts) with the facts of the screen contract written out here: the
// devices read at once (one page of 100), a rename with the save-device modal's name rule sent
// trimmed and stored as answered, a removal asked first and taking the device off the list. Drafts:
// a typed name is kept with its device, reopens its form after the list when the device is still
// there, and is dropped once saved or cancelled.
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { devicesMachine } from '../../machines/devices/devices.machine';
import { assertJointCoverage, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

const LAPTOP = { id: 'laptop', deviceId: 'laptop', name: 'Ordinateur portable' };
const PHONE = { id: 'phone', deviceId: 'phone', name: 'Téléphone' };
/** Renames left unsaved: one for a listed device, one for a device removed since. */
const KEPT_PHONE = { action: 'rename', targetId: 'phone', draft: { name: 'Téléphone pro' } };
const KEPT_GONE = { action: 'rename', targetId: 'tablet', draft: { name: 'Tablette' } };

// The save-device modal's name rule (docs/decisions.md "The save-device question"): required, 100
// characters at most, saved trimmed.
const nameValid = (draft: Readonly<Record<string, string>>) => {
  const name = (draft.name ?? '').trim();
  return name !== '' && [...name].length <= 100;
};
const FACTS: ScreenFacts = {
  id: 'devices',
  family: 'list',
  load: 'getDevices',
  pageSize: 100,
  onePage: true,
  actions: {
    rename: {
      call: 'renameDevice',
      on: 'item',
      form: { initial: (item) => ({ name: String(item!.name) }), valid: nameValid, body: (draft) => ({ name: draft.name.trim() }) },
      effect: 'store',
    },
    remove: { call: 'removeDevice', on: 'item', confirm: true, effect: 'remove' },
  },
};
const INPUT = { route: { path: '/parameters/devices', params: {}, tab: null }, user: {} as never, tenant: 'alpha' };

const model = createModel(devicesMachine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: { items: [LAPTOP, PHONE], total: 2 } }, { output: { items: [], total: 0 } }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Liste indisponible') }],
    'ROUTE.CHANGED': [{ route: { ...INPUT.route, path: '/parameters/devices/' } }],
    'xstate.done.actor.readDraft': [{ output: null }, { output: KEPT_PHONE }, { output: KEPT_GONE }],
    'xstate.error.actor.readDraft': [{ error: new Error('storage') }],
    'xstate.done.actor.perform': [{ output: { item: { ...PHONE, name: 'Mon téléphone' } } }, { output: undefined }],
    'xstate.error.actor.perform': [{ error: httpFailure(500, 'Appel impossible') }],
    'ACTION.START': [
      { action: 'rename', id: 'phone' },
      { action: 'remove', id: 'laptop' },
      { action: 'rename', id: 'tablet' },
    ],
    'ACTION.CHANGE': [
      { field: 'name', value: '  Mon téléphone  ' },
      { field: 'name', value: '   ' },
      { field: 'name', value: 'x'.repeat(101) },
    ],
    'ACTION.RETRY': [{ request: { action: 'remove', targetId: 'laptop', body: null, params: {} } }],
  },
});

describe('devices model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

describe('devices: what the paths above do not show', () => {
  it('a name of 100 characters is taken, one of 101 is not; the name is sent trimmed', async () => {
    const { actions } = await import('../../machines/devices/devices.machine').then((m) => ({ actions: m.DEVICE_ACTIONS }));
    const form = actions.rename.form!;
    expect(form.problems({ name: ` ${'x'.repeat(100)} ` })).toEqual({});
    expect(form.problems({ name: 'x'.repeat(101) })).toEqual({ name: 'tooLong' });
    expect(form.problems({ name: '  ' })).toEqual({ name: 'required' });
    expect(form.body!({ name: '  Mon téléphone ' })).toEqual({ name: 'Mon téléphone' });
  });
});

publishJourneys('devices', { model });

it('gate: every state, transition, named action and sneak path of devices', () => assertJointCoverage([model]));
