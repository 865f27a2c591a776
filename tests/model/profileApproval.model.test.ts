// Model-based tests of profileApproval (spec sections 4, 7, 8): paths from its graph, replayed on a
// live actor; after every step an oracle written from the spec checks the state, the call made with
// its parameters (read, approve with the user's id, save with the edited fields plus id) and the
// messages to the app (settled; a failure with the event that repeats the same call). Drafts: each
// change is kept, a kept draft comes back in the modal with the notice, discarding it puts
// the approval's data back, settling drops it.
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import {
  createModel,
  expectEffect,
  expectNoEffect,
  expectNotSent,
  expectSent,
  type IgnoredEvents,
  type Oracle,
  type OracleCheck,
} from './harness';
import { publishJourneys } from './journeys';
import { profileApprovalMachine, type ProfileApprovalRetryEvent } from '../../machines/profileApproval/profileApproval.machine';
import type { ProfileFields } from '../../machines/domain/profileForm';
import type { ProfileApproval } from '../../machines/domain/types';
import { httpFailure } from './notificationFixtures';

const PENDING: ProfileApproval = {
  id: 'u-client-approval',
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille.durand@example.fr',
  function: 'Responsable RH',
  landlinePhone: null,
  mobilePhone: '06 12 34 56 78',
  pendingApproval: true,
};
const NOT_PENDING: ProfileApproval = { ...PENDING, pendingApproval: false };
const NEW_EMAIL = 'camille.d@example.fr';
const BAD_EMAIL = 'camille-at-example';
/** The body the spec's PUT gets: the edited fields plus id, empty optional fields as null. */
const bodyWith = (email: string) => ({
  id: PENDING.id,
  firstName: 'Camille',
  lastName: 'Durand',
  email,
  function: 'Responsable RH',
  landlinePhone: null,
  mobilePhone: '06 12 34 56 78',
});
/** The same rule for any fields: trimmed, an empty optional field as null (docs/decisions.md). */
const bodyFrom = (fields: Record<string, string>) => ({
  id: PENDING.id,
  firstName: fields.firstName!.trim(),
  lastName: fields.lastName!.trim(),
  email: fields.email!.trim(),
  function: fields.function!.trim() || null,
  landlinePhone: fields.landlinePhone!.trim() || null,
  mobilePhone: fields.mobilePhone!.trim() || null,
});
const READ_ERROR = httpFailure(500, 'Lecture impossible');
const APPROVE_ERROR = httpFailure(500, 'Approbation impossible');
const SAVE_ERROR = httpFailure(500, 'Enregistrement impossible');

type Check = OracleCheck<typeof profileApprovalMachine>;
type Snapshot = Check['snapshot'];

const FIELDS_READ = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: PENDING.email,
  function: 'Responsable RH',
  landlinePhone: '',
  mobilePhone: '06 12 34 56 78',
};
/** What the person had typed when the page was left. */
const DRAFT = { ...FIELDS_READ, email: 'camille.durand@client.example', mobilePhone: '07 11 22 33 44' };
const failureOf = (call: string, message: string, retry: AnyEventObject) => ({
  type: 'FAILURE.RAISED',
  failure: { source: 'profileApproval', call, message, retry },
});
const before = (check: Check) => (check.index > 0 ? (check.path.steps[check.index - 1].state as Snapshot) : null);
const lastCall = (check: Check, src: string) => check.invocations.filter((i) => i.src === src).at(-1);

/** How many steps of this path so far ended in that state: each is one call, no more. */
const timesEntered = (check: Check, value: string) =>
  check.path.steps.slice(0, check.index + 1).filter((s) => s.state.value === value).length;

/** What the modal keeps on screen: the data read, then each field as typed (spec section 4). */
function expectFieldsKept(check: Check) {
  const event = check.event as AnyEventObject;
  const { fields, draftRestored } = check.snapshot.context;
  if (event.type === 'xstate.done.actor.readApproval') expect(fields).toEqual(FIELDS_READ);
  else if (event.type === 'xstate.done.actor.readDraft' && event.output !== null) {
    // The modal opens again on what was typed, and says so.
    expect(fields).toEqual(DRAFT);
    expect(draftRestored).toBe(true);
  } else if (event.type === 'DRAFT.DISCARD' && before(check)!.context.draftRestored) {
    // Discarded: the approval's data come back, the draft goes.
    expect(fields).toEqual(FIELDS_READ);
    expect(draftRestored).toBe(false);
    expect(check.snapshot.context.showProblems).toBe(false);
    expectEffect(check, 'dropDraft');
  } else if (event.type === 'FIELD.CHANGE') {
    expect(fields).toEqual({ ...before(check)!.context.fields, [event.field]: event.value });
    // Every change is kept at once, with the whole form as it now is.
    expectEffect(check, 'keepDraft', { fields: { ...before(check)!.context.fields, [event.field]: event.value } });
  } else expect(fields).toEqual(before(check)!.context.fields);
  if (event.type !== 'FIELD.CHANGE') expectNoEffect(check, 'keepDraft');
  // A discard without a restored draft does nothing (the view offers none).
  if (event.type !== 'DRAFT.DISCARD' || !before(check)!.context.draftRestored) expectNoEffect(check, 'dropDraft');
  if (event.type === 'xstate.done.actor.readDraft' && event.output === null) expect(draftRestored).toBe(false);
}

/** Spec sections 4 (profile approval), 7 (its three calls), 8 (failures to the shared handler with retry). */
const oracle: Oracle<typeof profileApprovalMachine> = {
  'profileApproval.loading': (check) => {
    // At start, and again on the error dialog's Retry: the pending approval is read.
    expect(['xstate.init', 'LOAD.RETRY']).toContain(check.event.type);
    expect(check.invocations.at(-1)).toMatchObject({ src: 'readApproval' });
    expect(check.invocations.filter((i) => i.src === 'readApproval')).toHaveLength(timesEntered(check, 'loading'));
  },
  'profileApproval.readingDraft': (check) => {
    // A pending approval arrived: its data, and the kept draft read once per arrival.
    expect((check.event as AnyEventObject).output).toEqual(PENDING);
    expect(check.snapshot.context.fields).toEqual(FIELDS_READ);
    expect(check.invocations.filter((i) => i.src === 'readDraft')).toHaveLength(timesEntered(check, 'readingDraft'));
  },
  'profileApproval.loadFailed': (check) => {
    expectSent(check, 'parent', failureOf('getProfileApproval', 'Lecture impossible', { type: 'LOAD.RETRY' }));
  },
  'profileApproval.form': (check) => {
    // The welcome modal: the returned data in its fields, nothing typed is ever lost.
    expectFieldsKept(check);
    expect(check.snapshot.context.id).toBe(PENDING.id);
  },
  'profileApproval.form.editing': (check) => {
    if (check.event.type === 'SAVE') {
      // A refused Save: nothing sent, every field's problem shows.
      expect(before(check)!.context.fields.email).toBe(BAD_EMAIL);
      expect(check.snapshot.context.showProblems).toBe(true);
      expect(check.invocations.filter((i) => i.src === 'saveProfile')).toHaveLength(timesEntered(check, 'saving'));
    }
    expectNotSent(check, 'parent');
  },
  'profileApproval.form.saveFailed': (check) => {
    // Retry will repeat the same PUT with the same body.
    const body = (lastCall(check, 'saveProfile')!.input as { profile: unknown }).profile;
    expect(body).toEqual(check.snapshot.context.submitted);
    expectSent(check, 'parent', failureOf('updateProfile', 'Enregistrement impossible', { type: 'SAVE.RETRY', profile: body as never }));
  },
  'profileApproval.form.approveFailed': (check) => {
    expectSent(check, 'parent', failureOf('approveProfile', 'Approbation impossible', { type: 'APPROVE.RETRY', id: PENDING.id }));
  },
  'profileApproval.saving': (check) => {
    const event = check.event as AnyEventObject;
    // Save sends the edited fields plus id; Retry sends the body its failure carried.
    const expected = event.type === 'SAVE.RETRY' ? event.profile : bodyFrom(before(check)!.context.fields);
    expect(before(check)!.context.fields.email).not.toBe(BAD_EMAIL);
    expect(check.invocations.at(-1)).toEqual({ id: 'saveProfile', src: 'saveProfile', input: { profile: expected } });
    expect(check.invocations.filter((i) => i.src === 'saveProfile')).toHaveLength(timesEntered(check, 'saving'));
    expectNotSent(check, 'parent');
  },
  'profileApproval.approving': (check) => {
    // Cancel approves: PATCH with the user's id (Retry: the id its failure carried).
    const event = check.event as AnyEventObject;
    expect(['CANCEL', 'APPROVE.RETRY']).toContain(event.type);
    expect(check.invocations.at(-1)).toEqual({
      id: 'approveProfile',
      src: 'approveProfile',
      input: { id: event.type === 'APPROVE.RETRY' ? event.id : PENDING.id },
    });
  },
  'profileApproval.settled': (check) => {
    // After either, the app is told (it refreshes the user info: the store action).
    const outcome = check.event.type === 'xstate.done.actor.saveProfile' ? 'saved' : 'approved';
    expect(['xstate.done.actor.saveProfile', 'xstate.done.actor.approveProfile']).toContain(check.event.type);
    expectSent(check, 'parent', { type: 'PROFILE.APPROVAL_SETTLED', outcome });
    // Settled: nothing typed remains to be kept.
    expectEffect(check, 'dropDraft');
    expect(check.snapshot.status).toBe('done');
  },
  'profileApproval.notPending': (check) => {
    // Nothing pending: no modal, nothing to settle.
    expect((check.event as AnyEventObject).output).toEqual(NOT_PENDING);
    expectNotSent(check, 'parent', 'PROFILE.APPROVAL_SETTLED');
    expect(check.snapshot.status).toBe('done');
  },
};

/** Every event of the modal. */
const ALL = ['FIELD.CHANGE', 'DRAFT.DISCARD', 'SAVE', 'CANCEL', 'LOAD.RETRY', 'APPROVE.RETRY', 'SAVE.RETRY'] as const;

/**
 * The events each state ignores (spec section 4 "Profile approval", decisions.md "Profile approval
 * and the profile screens" and "Drafts"): the modal acts once the approval data and any draft are
 * read; while the approval or the save runs, Save and Cancel are ignored (a double click sends one
 * request); each Retry of the error dialog belongs to the call that failed.
 */
const ignores: IgnoredEvents<typeof profileApprovalMachine> = {
  'profileApproval.loading': ALL,
  'profileApproval.readingDraft': ALL,
  'profileApproval.loadFailed': ['FIELD.CHANGE', 'DRAFT.DISCARD', 'SAVE', 'CANCEL', 'APPROVE.RETRY', 'SAVE.RETRY'],
  'profileApproval.form': ['LOAD.RETRY'],
  'profileApproval.form.editing': ['APPROVE.RETRY', 'SAVE.RETRY'],
  'profileApproval.form.approveFailed': ['SAVE.RETRY'],
  'profileApproval.form.saveFailed': ['APPROVE.RETRY'],
  'profileApproval.approving': ALL,
  'profileApproval.saving': ALL,
};

const model = createModel(profileApprovalMachine, {
  oracle,
  ignores,
  events: {
    'xstate.done.actor.readApproval': [{ output: PENDING }, { output: NOT_PENDING }],
    'xstate.error.actor.readApproval': [{ error: READ_ERROR }],
    'FIELD.CHANGE': [
      { field: 'email', value: NEW_EMAIL },
      { field: 'email', value: BAD_EMAIL },
    ],
    'xstate.done.actor.readDraft': [{ output: DRAFT }, { output: null }],
    'xstate.error.actor.readDraft': [{ error: new Error('storage refused') }],
    // Two bodies: a stale expectation of the retried body cannot pass.
    'SAVE.RETRY': [{ profile: bodyWith(NEW_EMAIL) }, { profile: bodyWith(PENDING.email) }],
    'APPROVE.RETRY': [{ id: PENDING.id }],
    'xstate.done.actor.approveProfile': [{ output: undefined }],
    'xstate.error.actor.approveProfile': [{ error: APPROVE_ERROR }],
    'xstate.done.actor.saveProfile': [{ output: undefined }],
    'xstate.error.actor.saveProfile': [{ error: SAVE_ERROR }],
  },
});

describe('profileApproval model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

describe('profileApproval scenarios', () => {
  function start() {
    const calls: { src: string; input: unknown }[] = [];
    const parent: AnyEventObject[] = [];
    let failSaves = 1;
    const machine = profileApprovalMachine.provide({
      actors: {
        readApproval: fromPromise(async () => PENDING),
        readDraft: fromPromise<ProfileFields | null>(async () => null),
        approveProfile: fromPromise(async ({ input }) => {
          calls.push({ src: 'approveProfile', input });
        }),
        saveProfile: fromPromise(async ({ input }) => {
          calls.push({ src: 'saveProfile', input });
          if (failSaves-- > 0) throw SAVE_ERROR;
        }),
      },
      actions: {
        raiseFailure: (_, params) => {
          parent.push({ type: 'FAILURE.RAISED', retry: params.retry });
        },
        announceSettled: (_, params) => {
          parent.push({ type: 'PROFILE.APPROVAL_SETTLED', outcome: params.outcome });
        },
        keepDraft: () => {},
        dropDraft: () => {},
      },
    });
    const actor = createActor(machine).start();
    return { actor, calls, parent };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a failed save followed by Retry sends the same data again, once, and settles', async () => {
    const { actor, calls, parent } = start();
    await settle();
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: NEW_EMAIL });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'SAVE' }); // a double click
    await settle();
    expect(calls).toEqual([{ src: 'saveProfile', input: { profile: bodyWith(NEW_EMAIL) } }]);
    expect(actor.getSnapshot().value).toEqual({ form: 'saveFailed' });
    expect(actor.getSnapshot().context.fields.email).toBe(NEW_EMAIL);
    const retry = parent[0].retry as ProfileApprovalRetryEvent;
    expect(retry).toEqual({ type: 'SAVE.RETRY', profile: bodyWith(NEW_EMAIL) });
    actor.send(retry);
    actor.send(retry); // Retry clicked twice: the second arrives while saving and is ignored
    await settle();
    expect(calls).toEqual([
      { src: 'saveProfile', input: { profile: bodyWith(NEW_EMAIL) } },
      { src: 'saveProfile', input: { profile: bodyWith(NEW_EMAIL) } },
    ]);
    expect(parent.at(-1)).toEqual({ type: 'PROFILE.APPROVAL_SETTLED', outcome: 'saved' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('Cancel approves once, however many times it is pressed', async () => {
    const { actor, calls, parent } = start();
    await settle();
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'CANCEL' });
    await settle();
    expect(calls).toEqual([{ src: 'approveProfile', input: { id: PENDING.id } }]);
    expect(parent).toEqual([{ type: 'PROFILE.APPROVAL_SETTLED', outcome: 'approved' }]);
  });
});

publishJourneys('profileApproval', { model });

// The coverage gate as the file's last test rather than an afterAll hook: StrykerJS counts failing
// tests, not hook errors, so a mutant that leaves a state, transition or action unreached is killed.
it('gate: every state, transition and named action reached under its oracle', () => model.assertCoverage());
