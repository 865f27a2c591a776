// Model-based tests of the detail family (machines/families/detail.ts, docs/screens/README.md
// "Detail" and "Action"): a fixture detail screen (a contract to sign), its paths replayed on a live
// actor, each step checked by the families' oracle (tests/model/families/screenOracle.ts).
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { createDetailMachine } from '../../machines/families/detail';
import { assertJointCoverage, createModel } from './harness';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

const route = (contractId: string) => ({ path: `/contracts/${contractId}`, params: { contractId }, tab: null });
const INPUT = { route: route('ct-1'), user: {} as never, tenant: 'alpha' };
const TO_SIGN = { id: 'ct-1', status: 'toSign', position: 'Cariste' };
const SIGNED = { id: 'ct-1', status: 'signed', position: 'Cariste' };
const OTHER = { id: 'ct-2', status: 'toSign', position: 'Magasinier' };

const machine = createDetailMachine({
  id: 'contract',
  contract: 'docs/screens/README.md',
  description: 'Fixture contract',
  load: 'getContract',
  refreshOn: ['contracts'],
  actions: {
    sign: { call: 'signContract', on: 'item', confirm: true, allowedFor: (item) => item.status === 'toSign', effect: 'reload' },
    remind: { call: 'remindContract', on: 'item', effect: 'store' },
  },
});

const facts: ScreenFacts = {
  id: 'contract',
  family: 'detail',
  load: 'getContract',
  refreshOn: ['contracts'],
  actions: {
    sign: { call: 'signContract', on: 'item', confirm: true, allowedFor: (item) => item.status === 'toSign', effect: 'reload' },
    remind: { call: 'remindContract', on: 'item', effect: 'store' },
  },
};

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(facts, INPUT),
  ignores: screenIgnores(facts),
  events: {
    'xstate.done.actor.loadItem': [{ output: TO_SIGN }, { output: SIGNED }],
    'xstate.error.actor.loadItem': [
      { error: httpFailure(404, 'Contrat introuvable') },
      { error: httpFailure(403, 'Contrat d’un autre client') },
      { error: httpFailure(500, 'Contrats indisponibles') },
    ],
    'ROUTE.CHANGED': [{ route: route('ct-2') }, { route: { ...route('ct-1'), path: '/Contracts/ct-1/' } }],
    'NOTIFICATION.RECEIVED': [
      { notification: { id: 'n-1', type: 'contractToSign', category: 'contracts' } },
      { notification: { id: 'n-2', type: 'newsPublished', category: 'news' } },
    ],
    'xstate.done.actor.perform': [{ output: { item: { ...TO_SIGN, remindedAt: '2026-11-02' } } }, { output: { item: OTHER } }],
    'xstate.error.actor.perform': [{ error: httpFailure(500, 'Signature indisponible') }],
    'xstate.done.actor.readDraft': [],
    'xstate.error.actor.readDraft': [],
    'ACTION.START': [
      { action: 'sign', id: 'ct-1' },
      { action: 'remind', id: 'ct-1' },
      { action: 'sign', id: 'ct-2' },
    ],
    'ACTION.CHANGE': [],
    'ACTION.RETRY': [{ request: { action: 'remind', targetId: 'ct-1', body: null, params: { contractId: 'ct-1' } } }],
    'LOAD.RETRY': [{}],
  },
  // The error dialog's Retry is sent in every state, so that a state that lost its handler fails the
  // oracle (which says what Retry does where) instead of never being sent it.
  alwaysPossible: ['NOTIFICATION.RECEIVED', 'LOAD.RETRY'],
});

// A detail that shows what the agency-folder selection covers (an internal dashboard, spec section
// 5): every read carries the selection in effect, a new selection reads again, the same one does not.
const FOLDERS_INPUT = { ...INPUT, agencyFolders: ['f-lyo'] };
const foldersFacts: ScreenFacts = { id: 'contract', family: 'detail', load: 'getContract', followsAgencyFolders: true };
const foldersMachine = createDetailMachine({
  id: 'contract',
  contract: 'docs/screens/README.md',
  description: 'Fixture dashboard',
  load: 'getContract',
  followsAgencyFolders: true,
});
const foldersModel = createModel(foldersMachine, {
  input: FOLDERS_INPUT,
  oracle: screenOracle(foldersFacts, FOLDERS_INPUT),
  ignores: screenIgnores(foldersFacts),
  events: {
    'xstate.done.actor.loadItem': [{ output: TO_SIGN }],
    'xstate.error.actor.loadItem': [{ error: httpFailure(500, 'Tableau de bord indisponible') }],
    'ROUTE.CHANGED': [{ route: route('ct-2') }],
    'NOTIFICATION.RECEIVED': [],
    'AGENCY_FOLDERS.CHANGED': [{ ids: ['f-par', 'f-lyo'] }, { ids: ['f-lyo'] }],
    'xstate.done.actor.perform': [],
    'xstate.error.actor.perform': [],
    'xstate.done.actor.readDraft': [],
    'xstate.error.actor.readDraft': [],
    'ACTION.START': [],
    'ACTION.CHANGE': [],
    'ACTION.RETRY': [],
    'LOAD.RETRY': [{}],
  },
  alwaysPossible: ['LOAD.RETRY', 'AGENCY_FOLDERS.CHANGED'],
});

describe('detail family model: the agency folders', () => {
  for (const path of foldersModel.paths()) it(path.description, () => foldersModel.replay(path));
});

describe('detail family model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

describe('detail family: what the paths above do not show', () => {
  it('the machine is named for its screen and cites its contract', () => {
    expect(machine.id).toBe('contract');
    expect(machine.root.description).toContain('(screens/README.md › Detail)');
  });
});

it('gate: every state, transition, named action and sneak path of the detail family', () => assertJointCoverage([model]));
