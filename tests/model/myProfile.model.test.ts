// Model-based tests of myProfile: paths from its graph, replayed on
// a live actor; per-state oracles written from the spec check what shows, the calls with their
// params (the read; PUT with the edited fields plus id) and the failures raised to the app with the
// event that repeats the same call. Drafts: each change is kept for this user, the draft
// read back after the profile reopens the form with it and says so, a save or Cancel drops it.
// One model per profile (spec section 2: worker, client or generic by user type; docs/decisions.md
// "The three profiles"): the fields it shows and checks, what a save sends, what it shows read only.
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import type { AnyEventObject } from 'xstate';
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
import { myProfileMachine } from '../../machines/myProfile/myProfile.machine';
import type { AccessUser, UserProfile } from '../../machines/domain/types';
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

/** The three profiles, written from docs/decisions.md "The three profiles" (not read from the machine). */
interface Profile {
  name: string;
  user: AccessUser;
  /** What the server has (a hidden field may hold what the form would refuse). */
  profile: UserProfile;
  shown: string[];
  facts: unknown[];
  /** The phone the person can edit on this profile. */
  phone: 'mobilePhone' | 'landlinePhone';
}
const WORKER: Profile = {
  name: 'worker',
  user: { userType: 'worker', roles: ['worker'], disabledFeatures: [], workerType: 'temporary', hasValidCdii: true },
  profile: PROFILE,
  shown: ['firstName', 'lastName', 'email', 'mobilePhone'],
  facts: [
    { id: 'workerStatus', value: 'temporaryWorker' },
    { id: 'cdii', value: true },
  ],
  phone: 'mobilePhone',
};
const CLIENT: Profile = {
  name: 'client',
  user: { userType: 'client', roles: ['clientUser'], disabledFeatures: [] },
  profile: PROFILE,
  shown: ['firstName', 'lastName', 'email', 'function', 'landlinePhone', 'mobilePhone'],
  facts: [],
  phone: 'mobilePhone',
};
const GENERIC: Profile = {
  name: 'generic',
  user: { userType: 'internalUser', roles: ['agencyDirector', 'support'], disabledFeatures: [] },
  // A mobile the form would refuse: the generic profile hides it, so it must not block a save.
  profile: { ...PROFILE, function: 'Directrice', landlinePhone: '04 72 00 00 00', mobilePhone: '12' },
  shown: ['firstName', 'lastName', 'email', 'function', 'landlinePhone'],
  facts: [{ id: 'roles', value: ['agencyDirector', 'support'] }],
  phone: 'landlinePhone',
};
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
  // The screen's child hears the Retry of its failures (docs/screens/README.md "What a screen hears and says").
  failure: { source: 'screen', call, message, retry },
});

/** Spec 7: the PUT carries the fields plus id; decisions: trimmed, an empty optional field as null, a field the profile hides as read. */
const bodyFrom = (who: Profile, fields: Record<string, string>) => {
  const edited = (field: string, optional: boolean) =>
    who.shown.includes(field) ? fields[field]!.trim() || (optional ? null : '') : who.profile[field as keyof UserProfile];
  return {
    id: who.profile.id,
    firstName: edited('firstName', false),
    lastName: edited('lastName', false),
    email: edited('email', false),
    function: edited('function', true),
    landlinePhone: edited('landlinePhone', true),
    mobilePhone: edited('mobilePhone', true),
  };
};
const bodyWith = (who: Profile, phone: string) => ({ ...who.profile, [who.phone]: phone });

const oracleFor = (who: Profile): Oracle<typeof myProfileMachine> => ({
  // The user's type picks the profile: the fields it shows and edits, what it shows read only.
  myProfile: (check) => {
    expect(check.snapshot.context.shown).toEqual(who.shown);
    expect(check.snapshot.context.facts).toEqual(who.facts);
    expect(check.snapshot.context.variant).toBe(who.name);
  },
  'myProfile.loading': (check) => {
    expect(['xstate.init', 'LOAD.RETRY']).toContain(check.event.type);
    expect(calls(check, 'readProfile')).toHaveLength(timesEntered(check, 'loading'));
  },
  'myProfile.readingDraft': (check) => {
    // The profile arrived; the kept draft is read once per arrival, before anything shows.
    expect(check.event.type).toBe('xstate.done.actor.readProfile');
    expect(check.snapshot.context.profile).toEqual(who.profile);
    expect(calls(check, 'readDraft')).toHaveLength(timesEntered(check, 'readingDraft'));
    expectNoEffect(check, 'keepDraft');
  },
  'myProfile.loadFailed': (check) => {
    expectSent(check, 'parent', failureOf('getMyProfile', 'Profil indisponible', { type: 'LOAD.RETRY' }));
  },
  'myProfile.viewing': (check) => {
    // The profile as the server has it: read, or just saved.
    const event = check.event as AnyEventObject;
    if (event.type === 'xstate.done.actor.readProfile') expect(check.snapshot.context.profile).toEqual(who.profile);
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
      // Refused only for a field the profile shows (a hidden one cannot be fixed here).
      expect(before(check)!.context.fields[who.phone]).toBe(BAD_PHONE);
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
    const expected = event.type === 'SAVE.RETRY' ? event.profile : bodyFrom(who, before(check)!.context.fields);
    expect(calls(check, 'saveProfile').at(-1)!.input).toEqual({ profile: expected });
    expect(calls(check, 'saveProfile')).toHaveLength(timesEntered(check, 'saving'));
  },
});

/** Every event of the screen. */
const ALL = ['EDIT', 'FIELD.CHANGE', 'SAVE', 'CANCEL', 'LOAD.RETRY', 'SAVE.RETRY'] as const;

/**
 * The events each state ignores (spec section 2, decisions.md "Profile approval and the profile
 * screens" and "Drafts"): the screen acts once the profile and any draft are read; Edit opens the
 * form from the profile shown, Save and Cancel act in the form, and while the save runs they are
 * ignored (a double click sends one request); each Retry of the error dialog belongs to the call
 * that failed.
 */
const ignores: IgnoredEvents<typeof myProfileMachine> = {
  'myProfile.loading': ALL,
  'myProfile.readingDraft': ALL,
  'myProfile.loadFailed': ['EDIT', 'FIELD.CHANGE', 'SAVE', 'CANCEL', 'SAVE.RETRY'],
  'myProfile.viewing': ['FIELD.CHANGE', 'SAVE', 'CANCEL', 'LOAD.RETRY', 'SAVE.RETRY'],
  'myProfile.form': ['EDIT', 'LOAD.RETRY'],
  'myProfile.form.editing': ['SAVE.RETRY'],
  'myProfile.saving': ALL,
};

const modelOf = (who: Profile) =>
  createModel(myProfileMachine, {
    oracle: oracleFor(who),
    ignores,
    input: { user: who.user },
    events: {
      'xstate.done.actor.readProfile': [{ output: who.profile }],
      'xstate.error.actor.readProfile': [{ error: READ_ERROR }],
      'xstate.done.actor.readDraft': [{ output: DRAFT }, { output: null }],
      'xstate.error.actor.readDraft': [{ error: new Error('storage refused') }],
      'FIELD.CHANGE': [
        { field: who.phone, value: NEW_PHONE },
        { field: who.phone, value: BAD_PHONE },
      ],
      'SAVE.RETRY': [{ profile: bodyWith(who, NEW_PHONE) }, { profile: bodyWith(who, who.profile[who.phone]!) }],
      'xstate.done.actor.saveProfile': [{ output: undefined }],
      'xstate.error.actor.saveProfile': [{ error: SAVE_ERROR }],
    },
    // The saved profile varies along paths; what guards read (the fields) stays in.
    serializeState: (snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        fields: snapshot.context.fields,
        showProblems: snapshot.context.showProblems,
        phone: snapshot.context.profile?.[who.phone],
        draftRestored: snapshot.context.draftRestored,
      }),
  });
const models = { worker: modelOf(WORKER), client: modelOf(CLIENT), generic: modelOf(GENERIC) };

for (const [name, model] of Object.entries(models)) {
  describe(`myProfile model, ${name} profile`, () => {
    for (const path of model.paths()) it(path.description, () => model.replay(path));
  });
}

// The journeys read the same for the three profiles (one graph): the client's are published.
publishJourneys('myProfile', { model: models.client });

// The coverage gates as the file's last tests rather than an afterAll hook: StrykerJS counts failing
// tests, not hook errors, so a mutant that leaves a state, transition or action unreached is killed.
for (const [name, model] of Object.entries(models)) {
  it(`gate (${name} profile): every state, transition and named action reached under its oracle`, () => model.assertCoverage());
}
