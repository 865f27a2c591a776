// Model-based tests of myProfile (issue 10, spec sections 3, 7, 8): paths from its graph, replayed on
// a live actor; per-state oracles written from the spec check what shows, the calls with their
// params (the read; PUT with the edited fields plus id) and the failures raised to the app with the
// event that repeats the same call. Drafts (issue 12): each change is kept for this user, the draft
// read back after the profile reopens the form with it and says so, a save or Cancel drops it.
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { createModel, expectEffect, expectNoEffect, expectNotSent, expectSent, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import { myProfileMachine } from '../../machines/myProfile/myProfile.machine';
import type { UserProfile } from '../../machines/domain/types';
import { httpFailure } from './notificationFixtures';

const PROFILE: UserProfile = {
  id: 'u-worker',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@alpha.example',
  function: null,
  landlinePhone: null,
  mobilePhone: '+33 6 12 34 10 00',
};
const NEW_PHONE = '06 99 88 77 66';
const BAD_PHONE = '12';
const bodyWith = (mobilePhone: string) => ({ ...PROFILE, mobilePhone });
/** Spec 7: the PUT carries the edited fields plus id; decisions: trimmed, an empty optional field as null. */
const bodyFrom = (fields: Record<string, string>) => ({
  id: PROFILE.id,
  firstName: fields.firstName!.trim(),
  lastName: fields.lastName!.trim(),
  email: fields.email!.trim(),
  function: fields.function!.trim() || null,
  landlinePhone: fields.landlinePhone!.trim() || null,
  mobilePhone: fields.mobilePhone!.trim() || null,
});
const READ_ERROR = httpFailure(500, 'Profil indisponible');
/** What the person had typed when the page was left: another mobile and function. */
const DRAFT = {
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@alpha.example',
  function: 'Cheffe d’équipe',
  landlinePhone: '',
  mobilePhone: '07 11 22 33 44',
};
const SAVE_ERROR = httpFailure(500, 'Enregistrement impossible');

type Check = OracleCheck<typeof myProfileMachine>;
type Snapshot = Check['snapshot'];
const before = (check: Check) => check.path.steps[check.index - 1]?.state as Snapshot | undefined;
const timesEntered = (check: Check, value: string) =>
  check.path.steps.slice(0, check.index + 1).filter((s) => s.state.value === value).length;
const calls = (check: Check, src: string) => check.invocations.filter((i) => i.src === src);
const failureOf = (call: string, message: string, retry: AnyEventObject) => ({
  type: 'FAILURE.RAISED',
  failure: { source: 'myProfile', call, message, retry },
});

const oracle: Oracle<typeof myProfileMachine> = {
  'myProfile.loading': (check) => {
    expect(['xstate.init', 'LOAD.RETRY']).toContain(check.event.type);
    expect(calls(check, 'readProfile')).toHaveLength(timesEntered(check, 'loading'));
  },
  'myProfile.readingDraft': (check) => {
    // The profile arrived; the kept draft is read once per arrival, before anything shows.
    expect(check.event.type).toBe('xstate.done.actor.readProfile');
    expect(check.snapshot.context.profile).toEqual(PROFILE);
    expect(calls(check, 'readDraft')).toHaveLength(timesEntered(check, 'readingDraft'));
    expectNoEffect(check, 'keepDraft');
  },
  'myProfile.loadFailed': (check) => {
    expectSent(check, 'parent', failureOf('getMyProfile', 'Profil indisponible', { type: 'LOAD.RETRY' }));
  },
  'myProfile.viewing': (check) => {
    // The profile as the server has it: read, or just saved.
    const event = check.event as AnyEventObject;
    if (event.type === 'xstate.done.actor.readProfile') expect(check.snapshot.context.profile).toEqual(PROFILE);
    if (event.type === 'xstate.done.actor.saveProfile') {
      expect(check.snapshot.context.profile).toEqual((calls(check, 'saveProfile').at(-1)!.input as { profile: unknown }).profile);
    }
    if (event.type === 'CANCEL') expect(check.snapshot.context.profile).toEqual(before(check)!.context.profile);
    // The draft goes once the change is saved, or when the person cancels (the notice's discard too).
    if (event.type === 'xstate.done.actor.saveProfile' || event.type === 'CANCEL') expectEffect(check, 'dropDraft');
    else expectNoEffect(check, 'dropDraft');
    // No draft (or an unreadable one): the profile shows as the server has it.
    if (event.type === 'xstate.done.actor.readDraft') expect(event.output).toBeNull();
    expectNoEffect(check, 'keepDraft');
    expectNotSent(check, 'parent');
  },
  'myProfile.form': (check) => {
    const event = check.event as AnyEventObject;
    const { fields } = check.snapshot.context;
    if (event.type === 'EDIT') {
      // The form opens on the saved profile, without problems shown.
      const saved = check.snapshot.context.profile!;
      expect(fields).toEqual({
        ...saved,
        id: undefined,
        function: saved.function ?? '',
        landlinePhone: saved.landlinePhone ?? '',
        mobilePhone: saved.mobilePhone ?? '',
      } as never);
      expect(check.snapshot.context.showProblems).toBe(false);
      expect(check.snapshot.context.draftRestored).toBe(false);
    } else if (event.type === 'xstate.done.actor.readDraft') {
      // The form opens again on what was typed, and says so.
      expect(fields).toEqual(DRAFT);
      expect(check.snapshot.context.draftRestored).toBe(true);
      expect(check.snapshot.context.showProblems).toBe(false);
    } else if (event.type === 'FIELD.CHANGE') {
      expect(fields).toEqual({ ...before(check)!.context.fields, [event.field]: event.value });
      expect(check.snapshot.context.draftRestored).toBe(before(check)!.context.draftRestored);
      // Every change is kept at once, with the whole form as it now is.
      expectEffect(check, 'keepDraft', { fields: { ...before(check)!.context.fields, [event.field]: event.value } });
    } else {
      expect(fields).toEqual(before(check)!.context.fields);
    }
  },
  'myProfile.form.editing': (check) => {
    if (check.event.type !== 'FIELD.CHANGE') expectNoEffect(check, 'keepDraft');
    expectNoEffect(check, 'dropDraft');
    if (check.event.type === 'SAVE') {
      expect(before(check)!.context.fields.mobilePhone).toBe(BAD_PHONE);
      expect(check.snapshot.context.showProblems).toBe(true);
    }
    expect(calls(check, 'saveProfile')).toHaveLength(timesEntered(check, 'saving'));
  },
  'myProfile.form.saveFailed': (check) => {
    const body = (calls(check, 'saveProfile').at(-1)!.input as { profile: AnyEventObject }).profile;
    expectSent(check, 'parent', failureOf('updateProfile', 'Enregistrement impossible', { type: 'SAVE.RETRY', profile: body }));
  },
  'myProfile.saving': (check) => {
    const event = check.event as AnyEventObject;
    const expected = event.type === 'SAVE.RETRY' ? event.profile : bodyFrom(before(check)!.context.fields);
    expect(calls(check, 'saveProfile').at(-1)!.input).toEqual({ profile: expected });
    expect(calls(check, 'saveProfile')).toHaveLength(timesEntered(check, 'saving'));
  },
};

const model = createModel(myProfileMachine, {
  oracle,
  events: {
    'xstate.done.actor.readProfile': [{ output: PROFILE }],
    'xstate.error.actor.readProfile': [{ error: READ_ERROR }],
    'xstate.done.actor.readDraft': [{ output: DRAFT }, { output: null }],
    'xstate.error.actor.readDraft': [{ error: new Error('storage refused') }],
    'FIELD.CHANGE': [
      { field: 'mobilePhone', value: NEW_PHONE },
      { field: 'mobilePhone', value: BAD_PHONE },
    ],
    'SAVE.RETRY': [{ profile: bodyWith(NEW_PHONE) }, { profile: bodyWith(PROFILE.mobilePhone!) }],
    'xstate.done.actor.saveProfile': [{ output: undefined }],
    'xstate.error.actor.saveProfile': [{ error: SAVE_ERROR }],
  },
  // The saved profile varies along paths; what guards read (the fields) stays in.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      fields: snapshot.context.fields,
      showProblems: snapshot.context.showProblems,
      phone: snapshot.context.profile?.mobilePhone,
      draftRestored: snapshot.context.draftRestored,
    }),
});

describe('myProfile model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

publishJourneys('myProfile', { model });

// The coverage gate as the file's last test rather than an afterAll hook: StrykerJS counts failing
// tests, not hook errors, so a mutant that leaves a state, transition or action unreached is killed.
it('gate: every state, transition and named action reached under its oracle', () => model.assertCoverage());
