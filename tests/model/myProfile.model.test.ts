// Model-based tests of myProfile (issue 10, spec sections 3, 7, 8): paths from its graph, replayed on
// a live actor; per-state oracles written from the spec check what shows, the calls with their
// params (the read; PUT with the edited fields plus id) and the failures raised to the app with the
// event that repeats the same call.
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { createModel, expectNotSent, expectSent, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import { myProfileMachine } from '../../machines/myProfile/myProfile.machine';
import type { UserProfile } from '../../machines/domain/types';
import { httpFailure } from './notificationFixtures';

const PROFILE: UserProfile = {
  id: 'u-worker', firstName: 'Camille', lastName: 'Martin', email: 'camille@alpha.example',
  function: null, landlinePhone: null, mobilePhone: '+33 6 12 34 10 00',
};
const NEW_PHONE = '06 99 88 77 66';
const BAD_PHONE = '12';
const bodyWith = (mobilePhone: string) => ({ ...PROFILE, mobilePhone });
const READ_ERROR = httpFailure(500, 'Profil indisponible');
const SAVE_ERROR = httpFailure(500, 'Enregistrement impossible');

type Check = OracleCheck<typeof myProfileMachine>;
type Snapshot = Check['snapshot'];
const before = (check: Check) => check.path.steps[check.index - 1]?.state as Snapshot | undefined;
const timesEntered = (check: Check, value: string) => check.path.steps.slice(0, check.index + 1).filter((s) => s.state.value === value).length;
const calls = (check: Check, src: string) => check.invocations.filter((i) => i.src === src);
const failureOf = (call: string, message: string, retry: AnyEventObject) =>
  ({ type: 'FAILURE.RAISED', failure: { source: 'myProfile', call, message, retry } });

const oracle: Oracle<typeof myProfileMachine> = {
  'myProfile.loading': (check) => {
    expect(['xstate.init', 'LOAD.RETRY']).toContain(check.event.type);
    expect(calls(check, 'readProfile')).toHaveLength(timesEntered(check, 'loading'));
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
    expectNotSent(check, 'parent');
  },
  'myProfile.form': (check) => {
    const event = check.event as AnyEventObject;
    const { fields } = check.snapshot.context;
    if (event.type === 'EDIT') {
      // The form opens on the saved profile, without problems shown.
      const saved = check.snapshot.context.profile!;
      expect(fields).toEqual({ ...saved, id: undefined, function: saved.function ?? '', landlinePhone: saved.landlinePhone ?? '', mobilePhone: saved.mobilePhone ?? '' } as never);
      expect(check.snapshot.context.showProblems).toBe(false);
    } else if (event.type === 'FIELD.CHANGE') {
      expect(fields).toEqual({ ...before(check)!.context.fields, [event.field]: event.value });
    } else {
      expect(fields).toEqual(before(check)!.context.fields);
    }
  },
  'myProfile.form.editing': (check) => {
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
    const expected = event.type === 'SAVE.RETRY' ? event.profile : bodyWith(before(check)!.context.fields.mobilePhone);
    expect(calls(check, 'saveProfile').at(-1)!.input).toEqual({ profile: expected });
    expect(calls(check, 'saveProfile')).toHaveLength(timesEntered(check, 'saving'));
  },
};

const model = createModel(myProfileMachine, {
  oracle,
  events: {
    'xstate.done.actor.readProfile': [{ output: PROFILE }],
    'xstate.error.actor.readProfile': [{ error: READ_ERROR }],
    'FIELD.CHANGE': [{ field: 'mobilePhone', value: NEW_PHONE }, { field: 'mobilePhone', value: BAD_PHONE }],
    'SAVE.RETRY': [{ profile: bodyWith(NEW_PHONE) }, { profile: bodyWith(PROFILE.mobilePhone!) }],
    'xstate.done.actor.saveProfile': [{ output: undefined }],
    'xstate.error.actor.saveProfile': [{ error: SAVE_ERROR }],
  },
  // The saved profile varies along paths; what guards read (the fields) stays in.
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, fields: snapshot.context.fields, showProblems: snapshot.context.showProblems, phone: snapshot.context.profile?.mobilePhone }),
});

describe('myProfile model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

publishJourneys('myProfile', { model });

// The coverage gate as the file's last test rather than an afterAll hook: StrykerJS counts failing
// tests, not hook errors, so a mutant that leaves a state, transition or action unreached is killed.
it('gate: every state, transition and named action reached under its oracle', () => model.assertCoverage());
