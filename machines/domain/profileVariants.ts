// The three profiles of `/my-profile` (spec section 2: "shows a worker profile, a client profile or
// a generic profile by user type") and what each shows. The spec lists the user info fields
// (section 3) but not which profile shows which: docs/decisions.md "The three profiles".
//
// | profile (user type)     | fields shown and edited                                  | read from user info |
// |-------------------------|----------------------------------------------------------|---------------------|
// | worker (worker)         | first name, last name, e-mail, mobile phone              | status, CDII        |
// | client (client)         | the welcome modal's six: + function, landline phone      | none                |
// | generic (internalUser)  | first name, last name, e-mail, function, landline phone  | roles               |
import { isSelfRegisteredWorker, rolesOf } from './features';
import { PROFILE_FIELDS, type ProfileField } from './profileForm';
import { routeVariant } from './routes';
import type { AccessUser, Role, UserType } from './types';

export type ProfileVariant = 'worker' | 'client' | 'generic';

/** The fields each profile shows and edits, in order; the others are sent back as the server has them. */
export const PROFILE_VARIANT_FIELDS: Readonly<Record<ProfileVariant, readonly ProfileField[]>> = {
  // A worker's job is each mission's, and a worker is reached on the mobile phone.
  worker: ['firstName', 'lastName', 'email', 'mobilePhone'],
  // What a client confirms in the welcome modal.
  client: PROFILE_FIELDS,
  // Agency and back-office staff: their function and the agency's line.
  generic: ['firstName', 'lastName', 'email', 'function', 'landlinePhone'],
};

/** What a profile shows, read only, from the user info (the profile API does not carry it). */
export type ProfileFact =
  | { id: 'workerStatus'; value: 'temporaryWorker' | 'selfRegistered' }
  | { id: 'cdii'; value: boolean }
  | { id: 'roles'; value: readonly Role[] };

/** The profile a user type gets: the variant the `/my-profile` route shows (routes.ts). */
export function profileVariantOf(userType: UserType): ProfileVariant {
  const variant = routeVariant('/my-profile', userType);
  return variant === 'worker' || variant === 'client' ? variant : 'generic';
}

/** A worker sees how they work with the agency; agency and back-office staff see their roles. */
export function profileFacts(user: AccessUser): ProfileFact[] {
  const variant = profileVariantOf(user.userType);
  if (variant === 'worker') {
    return [
      { id: 'workerStatus', value: isSelfRegisteredWorker(user) ? 'selfRegistered' : 'temporaryWorker' },
      { id: 'cdii', value: user.hasValidCdii === true },
    ];
  }
  if (variant === 'generic') return [{ id: 'roles', value: [...rolesOf(user)] as Role[] }];
  return [];
}
