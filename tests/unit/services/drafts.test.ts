// @vitest-environment happy-dom
// Where the form machines' drafts are kept: session storage, one entry per form, stamped
// with the signed-in user; what is read back is checked, and anything else is ignored and logged.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createDeviceRegistrationImplementations } from '../../../src/services/deviceRegistration.implementations';
import { createDaysOffImplementations } from '../../../src/services/screens/daysOff.implementations';
import { createDevicesImplementations } from '../../../src/services/screens/devices.implementations';
import { draftKey } from '../../../src/services/drafts';
import { createMyProfileImplementations } from '../../../src/services/screens/myProfile.implementations';

const FIELDS = {
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@alpha.example',
  function: 'Cheffe',
  landlinePhone: '',
  mobilePhone: '07 11 22 33 44',
};
const DAYS_OFF = { id: null, draft: { startDate: '2025-10-06', endDate: '2025-10-10', reason: 'Vacances <b>' } };

function setUp(user: { current: string | null }) {
  const logs: string[] = [];
  const drafts = { currentUser: () => user.current, logger: { log: (_level: string, message: string) => logs.push(message) } };
  const unused = () => Promise.reject(new Error('no call in these tests'));
  return {
    logs,
    profile: createMyProfileImplementations({ api: { getMyProfile: unused, updateProfile: unused }, drafts }),
    daysOff: createDaysOffImplementations({ api: { getDaysOff: unused, createDaysOff: unused, updateDaysOff: unused }, drafts }),
    devices: createDevicesImplementations({
      api: { getDevices: unused, renameDevice: unused, removeDevice: unused },
      drafts,
      logger: { log: () => {} },
    }),
  };
}
const read = (impl: { actors: { readDraft: Parameters<typeof createActor>[0] } }) => toPromise(createActor(impl.actors.readDraft).start());

afterEach(() => sessionStorage.clear());

describe('drafts', () => {
  it('keeps a form for the signed-in user and gives it back to that user only', async () => {
    const user = { current: 'sub-camille' as string | null };
    const { profile, logs } = setUp(user);
    profile.actions.keepDraft(undefined, { fields: FIELDS } as never);
    expect(JSON.parse(sessionStorage.getItem(draftKey('myProfile'))!)).toEqual({ form: 'myProfile', user: 'sub-camille', values: FIELDS });
    expect(await read(profile)).toEqual(FIELDS);
    // Another person signs in in this tab: the draft is not theirs; it is removed and logged.
    user.current = 'sub-dominique';
    expect(await read(profile)).toBeNull();
    expect(sessionStorage.getItem(draftKey('myProfile'))).toBeNull();
    expect(logs).toEqual(['Ignored the kept draft of myProfile: kept for another user']);
  });

  it('keeps nothing while nobody is signed in', async () => {
    const user = { current: 'sub-camille' as string | null };
    const { daysOff } = setUp(user);
    daysOff.actions.keepDraft(undefined, DAYS_OFF as never);
    expect(await read(daysOff)).toEqual(DAYS_OFF);
    daysOff.actions.dropDraft();
    expect(sessionStorage.getItem(draftKey('daysOff'))).toBeNull();
    user.current = null;
    daysOff.actions.keepDraft(undefined, DAYS_OFF as never);
    expect(sessionStorage.length).toBe(0);
  });

  it.each([
    ['not JSON', '{"form":', 'not JSON'],
    ['another form', JSON.stringify({ form: 'daysOff', user: 'sub-camille', values: FIELDS }), 'malformed'],
    ['no user', JSON.stringify({ form: 'myProfile', values: FIELDS }), 'malformed'],
    [
      'a field missing',
      JSON.stringify({ form: 'myProfile', user: 'sub-camille', values: { ...FIELDS, email: undefined } }),
      'malformed values',
    ],
    [
      'a number for a text',
      JSON.stringify({ form: 'myProfile', user: 'sub-camille', values: { ...FIELDS, mobilePhone: 612 } }),
      'malformed values',
    ],
    [
      'a huge text',
      JSON.stringify({ form: 'myProfile', user: 'sub-camille', values: { ...FIELDS, function: 'x'.repeat(5000) } }),
      'malformed values',
    ],
  ])('ignores, removes and logs a stored profile draft with %s', async (_name, raw, reason) => {
    const { profile, logs } = setUp({ current: 'sub-camille' });
    sessionStorage.setItem(draftKey('myProfile'), raw);
    expect(await read(profile)).toBeNull();
    expect(sessionStorage.getItem(draftKey('myProfile'))).toBeNull();
    expect(logs).toEqual([`Ignored the kept draft of myProfile: ${reason}`]);
  });

  it.each([
    ['an empty id', { id: '', draft: DAYS_OFF.draft }],
    ['no draft', { id: null }],
    ['a date as a number', { id: 'd-2', draft: { ...DAYS_OFF.draft, startDate: 20251006 } }],
  ])('ignores a days-off draft with %s', async (_name, values) => {
    const { daysOff, logs } = setUp({ current: 'sub-camille' });
    sessionStorage.setItem(draftKey('daysOff'), JSON.stringify({ form: 'daysOff', user: 'sub-camille', values }));
    expect(await read(daysOff)).toBeNull();
    expect(logs).toEqual(['Ignored the kept draft of daysOff: malformed values']);
  });

  it('keeps a device rename (an action draft of the list family), and ignores one without its device', async () => {
    const { devices, logs } = setUp({ current: 'sub-camille' });
    const kept = { action: 'rename', targetId: 'phone', draft: { name: 'Téléphone pro' } };
    devices.actions.keepDraft(undefined, kept as never);
    expect(await read(devices)).toEqual(kept);
    sessionStorage.setItem(
      draftKey('devices'),
      JSON.stringify({
        form: 'devices',
        user: 'sub-camille',
        values: { action: 'rename', targetId: '', draft: { name: 'Téléphone pro' } },
      }),
    );
    expect(await read(devices)).toBeNull();
    expect(logs).toEqual(['Ignored the kept draft of devices: malformed values']);
  });

  it("keeps the save-device question's name apart from a rename, with the save beside it", async () => {
    const user = { current: 'sub-camille' as string | null };
    const logs: string[] = [];
    const registerDevice = async () => {};
    const question = createDeviceRegistrationImplementations({
      api: { registerDevice },
      drafts: { currentUser: () => user.current, logger: { log: (_level: string, message: string) => logs.push(message) } },
    });
    expect(Object.keys(question.actors).sort()).toEqual(['readDraft', 'saveDevice']);
    question.actions.keepDraft(undefined, { deviceId: 'device-42', name: 'Poste de la matrice' });
    expect(JSON.parse(sessionStorage.getItem(draftKey('deviceRegistration'))!)).toEqual({
      form: 'deviceRegistration',
      user: 'sub-camille',
      values: { deviceId: 'device-42', name: 'Poste de la matrice' },
    });
    expect(sessionStorage.getItem(draftKey('devices'))).toBeNull();
    expect(await read(question)).toEqual({ deviceId: 'device-42', name: 'Poste de la matrice' });
    question.actions.dropDraft();
    expect(await read(question)).toBeNull();
    expect(logs).toEqual([]);
  });
});
