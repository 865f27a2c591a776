// The profile form rules (docs/decisions.md "Profile approval and the profile screens"): the
// profile fields, the PUT body, the days-off dates, and who gets the welcome modal; the three
// profiles of My profile (docs/decisions.md "The three profiles").
import { describe, expect, it } from 'vitest';
import {
  isProfileValid,
  profileChange,
  profileFieldProblem,
  profileFieldsFrom,
  profileProblems,
  shownProfileChange,
} from '../../../machines/domain/profileForm';
import { PROFILE_VARIANT_FIELDS, profileFacts, profileVariantOf } from '../../../machines/domain/profileVariants';
import { daysOffProblems, isCalendarDate } from '../../../machines/domain/daysOff';
import { needsProfileApproval } from '../../../machines/domain/profileApproval';
import type { AccessUser } from '../../../machines/domain/types';

describe('profile fields', () => {
  it.each([
    ['firstName', '', 'required'],
    ['firstName', '   ', 'required'],
    ['firstName', 'Léa', null],
    ['email', 'lea@alpha.example', null],
    ['email', 'lea@alpha', 'emailShape'],
    ['email', 'lea alpha@x.fr', 'emailShape'],
    ['email', '', 'required'],
    ['mobilePhone', '', null],
    ['mobilePhone', '+33 6 12 34 56 78', null],
    ['mobilePhone', '(04) 72.00.00.00', null],
    ['mobilePhone', '12345', 'phoneShape'],
    ['mobilePhone', '06 12 ab', 'phoneShape'],
    ['landlinePhone', '1234567890123456', 'phoneShape'],
    ['function', 'x'.repeat(201), 'tooLong'],
    ['function', '', null],
    // Boundaries and shapes checked whole, not only their start or end.
    ['lastName', '', 'required'],
    ['function', 'x'.repeat(200), null],
    ['email', 'lea@alpha.fr x', 'emailShape'],
    ['mobilePhone', 'tel 0612345678', 'phoneShape'],
    ['mobilePhone', '0612345678 poste', 'phoneShape'],
    ['mobilePhone', '123456', null],
    ['landlinePhone', '123456789012345', null],
  ] as const)('%s %j → %s', (field, value, problem) => {
    expect(profileFieldProblem(field, value)).toBe(problem);
  });

  it('reads null and missing values as empty fields, and sends empty optional fields as null, trimmed', () => {
    const fields = profileFieldsFrom({ firstName: ' Léa ', lastName: 'Bernard', email: 'lea@x.fr', function: null });
    expect(fields).toEqual({
      firstName: ' Léa ',
      lastName: 'Bernard',
      email: 'lea@x.fr',
      function: '',
      landlinePhone: '',
      mobilePhone: '',
    });
    expect(profileChange('u-1', fields)).toEqual({
      id: 'u-1',
      firstName: 'Léa',
      lastName: 'Bernard',
      email: 'lea@x.fr',
      function: null,
      landlinePhone: null,
      mobilePhone: null,
    });
  });
});

describe('days-off dates', () => {
  it('knows real calendar days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-04-31')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('01/09/2025')).toBe(false);
  });

  it('needs both dates, the end on or after the start', () => {
    expect(daysOffProblems({ startDate: '', endDate: '', reason: '' })).toEqual({ startDate: 'required', endDate: 'required' });
    expect(daysOffProblems({ startDate: '2025-09-02', endDate: '2025-09-01', reason: '' })).toEqual({ endDate: 'endBeforeStart' });
    expect(daysOffProblems({ startDate: '2025-09-01', endDate: '2025-09-01', reason: 'x'.repeat(501) })).toEqual({ reason: 'tooLong' });
    expect(daysOffProblems({ startDate: '2025-09-01', endDate: '2025-09-01', reason: '' })).toEqual({});
  });
});

describe('who gets what', () => {
  it('gives the welcome modal to a client user with requireProfileApproval only', () => {
    expect(needsProfileApproval({ userType: 'client', requireProfileApproval: true })).toBe(true);
    expect(needsProfileApproval({ userType: 'client', requireProfileApproval: false })).toBe(false);
    expect(needsProfileApproval({ userType: 'worker', requireProfileApproval: true })).toBe(false);
    expect(needsProfileApproval(null)).toBe(false);
  });
});

describe('the three profiles', () => {
  const worker: AccessUser = { userType: 'worker', roles: ['worker'], disabledFeatures: [], workerType: 'temporary', hasValidCdii: false };
  const client: AccessUser = { userType: 'client', roles: ['clientUser'], disabledFeatures: [] };
  const staff: AccessUser = { userType: 'internalUser', roles: ['agencyDirector', 'administrator'], disabledFeatures: [] };
  const profile = {
    id: 'u-1',
    firstName: 'Léa',
    lastName: 'Bernard',
    email: 'lea@x.fr',
    function: 'Directrice',
    landlinePhone: '04 72 00 00 00',
    mobilePhone: '12',
  };

  it('gives a worker profile to workers, a client profile to clients, the generic one to internal users', () => {
    expect(profileVariantOf('worker')).toBe('worker');
    expect(profileVariantOf('client')).toBe('client');
    expect(profileVariantOf('internalUser')).toBe('generic');
  });

  it('shows a worker name, e-mail and mobile; a client the welcome modal six; staff their function and landline', () => {
    expect(PROFILE_VARIANT_FIELDS.worker).toEqual(['firstName', 'lastName', 'email', 'mobilePhone']);
    expect(PROFILE_VARIANT_FIELDS.client).toEqual(['firstName', 'lastName', 'email', 'function', 'landlinePhone', 'mobilePhone']);
    expect(PROFILE_VARIANT_FIELDS.generic).toEqual(['firstName', 'lastName', 'email', 'function', 'landlinePhone']);
  });

  it('shows a worker their status and CDII, staff their roles, a client nothing read only', () => {
    expect(profileFacts(worker)).toEqual([
      { id: 'workerStatus', value: 'temporaryWorker' },
      { id: 'cdii', value: false },
    ]);
    expect(profileFacts({ ...worker, hasValidCdii: true })).toEqual([
      { id: 'workerStatus', value: 'temporaryWorker' },
      { id: 'cdii', value: true },
    ]);
    expect(profileFacts({ ...worker, workerType: 'selfRegistered' })[0]).toEqual({ id: 'workerStatus', value: 'selfRegistered' });
    expect(profileFacts({ ...worker, workerType: null, roles: ['selfRegistered'] })[0]).toEqual({
      id: 'workerStatus',
      value: 'selfRegistered',
    });
    expect(profileFacts(staff)).toEqual([{ id: 'roles', value: ['agencyDirector', 'administrator'] }]);
    expect(profileFacts(client)).toEqual([]);
  });

  it('checks only the fields a profile shows, and sends the others back as the server has them', () => {
    const fields = { ...profileFieldsFrom(profile), landlinePhone: ' 04 72 11 11 11 ', function: ' ' };
    // The mobile `12` would be refused, but the generic profile hides it.
    expect(profileProblems(fields)).toEqual({ mobilePhone: 'phoneShape' });
    expect(profileProblems(fields, PROFILE_VARIANT_FIELDS.generic)).toEqual({});
    expect(isProfileValid(fields)).toBe(false);
    expect(isProfileValid(fields, PROFILE_VARIANT_FIELDS.generic)).toBe(true);
    expect(shownProfileChange(profile, { ...fields, mobilePhone: '06 00 00 00 00' }, PROFILE_VARIANT_FIELDS.generic)).toEqual({
      ...profile,
      function: null,
      landlinePhone: '04 72 11 11 11',
    });
    expect(shownProfileChange(profile, { ...fields, function: 'Typed elsewhere' }, PROFILE_VARIANT_FIELDS.worker)).toEqual(profile);
  });
});
