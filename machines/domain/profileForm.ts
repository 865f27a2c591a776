// The editable profile fields (welcome confirmation modal and My profile) and their validation.
// The spec shows neither the payload's field names nor the form rules; decisions.md fixes the read
// shape ({id, firstName, lastName, email, function, landlinePhone, mobilePhone}) and docs/decisions.md
// the rules below: names and e-mail required, e-mail and phones checked for their shape.

import type { UserProfile } from './types';

export const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'function', 'landlinePhone', 'mobilePhone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFields = Record<ProfileField, string>;

export type ProfileFieldProblem = 'required' | 'emailShape' | 'phoneShape' | 'tooLong';
export type ProfileProblems = Partial<Record<ProfileField, ProfileFieldProblem>>;

/** What PUT /v1/users/profile receives: the edited fields plus id (spec section 7). */
export type ProfileChange = { id: string } & { [K in ProfileField]: K extends 'firstName' | 'lastName' | 'email' ? string : string | null };

export const PROFILE_FIELD_MAX_LENGTH = 200;
const REQUIRED: readonly ProfileField[] = ['firstName', 'lastName', 'email'];
const PHONES: readonly ProfileField[] = ['landlinePhone', 'mobilePhone'];
/** One @, something on both sides, a dot in the domain, no blanks. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with an optional leading +, spaces, dots, dashes and brackets; 6 to 15 digits. */
const PHONE_SHAPE = /^\+?[\d\s.()-]+$/;

/** The form's values from what the server answered (null and missing fields become empty). */
export function profileFieldsFrom(source: Partial<Record<ProfileField, unknown>>): ProfileFields {
  const fields = {} as ProfileFields;
  for (const field of PROFILE_FIELDS) {
    const value = source[field];
    fields[field] = typeof value === 'string' ? value : '';
  }
  return fields;
}

export function profileFieldProblem(field: ProfileField, raw: string): ProfileFieldProblem | null {
  const value = raw.trim();
  if (value.length > PROFILE_FIELD_MAX_LENGTH) return 'tooLong';
  if (value === '') return REQUIRED.includes(field) ? 'required' : null;
  if (field === 'email' && !EMAIL_SHAPE.test(value)) return 'emailShape';
  if (PHONES.includes(field)) {
    const digits = value.replace(/\D/g, '').length;
    if (!PHONE_SHAPE.test(value) || digits < 6 || digits > 15) return 'phoneShape';
  }
  return null;
}

/** The problems of the fields a form shows (all six unless told). */
export function profileProblems(fields: ProfileFields, shown: readonly ProfileField[] = PROFILE_FIELDS): ProfileProblems {
  const problems: ProfileProblems = {};
  for (const field of shown) {
    const problem = profileFieldProblem(field, fields[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

export function isProfileValid(fields: ProfileFields, shown: readonly ProfileField[] = PROFILE_FIELDS): boolean {
  return Object.keys(profileProblems(fields, shown)).length === 0;
}

/** The PUT body: trimmed values, optional fields left empty sent as null. */
export function profileChange(id: string, fields: ProfileFields): ProfileChange {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    id,
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    email: fields.email.trim(),
    function: optional(fields.function),
    landlinePhone: optional(fields.landlinePhone),
    mobilePhone: optional(fields.mobilePhone),
  };
}

/**
 * The PUT body of a form that shows only some fields (My profile's variants): those as edited
 * (profileChange's rules), the others as the server has them, so a save changes nothing it did
 * not show, whatever the server makes of a missing field.
 */
export function shownProfileChange(profile: UserProfile, fields: ProfileFields, shown: readonly ProfileField[]): ProfileChange {
  const change = profileChange(profile.id, fields) as Record<ProfileField, string | null> & { id: string };
  for (const field of PROFILE_FIELDS) if (!shown.includes(field)) change[field] = profile[field];
  return change as ProfileChange;
}
