// The one reading of a user-info answer (`GET {backApi}/v1/users/me/info`, spec section 3): the
// server's JSON and the tab's cached copy both come through here. The rule is the contract's schema
// (contract/wire.ts, UserInfoSchema): missing or null optional fields take the spec's defaults; an
// answer the access rules cannot trust (unknown user type, roles that are not a list of known roles,
// a field of the wrong type) is refused with a reason naming the field, never half-used.
import { check } from '../../contract/check';
import { UserInfoSchema } from '../../contract/wire';
import type { UserInfo } from './types';

export type UserInfoReading = { valid: true; userInfo: UserInfo } | { valid: false; problem: string };

export function readUserInfo(raw: unknown): UserInfoReading {
  const checked = check(UserInfoSchema, raw);
  if (!checked.ok) return { valid: false, problem: checked.problems[0] };
  // Display helpers that were not texts are left out, not kept as undefined.
  const userInfo: UserInfo = { ...checked.value };
  for (const field of ['id', 'firstName', 'lastName', 'email'] as const) if (userInfo[field] === undefined) delete userInfo[field];
  return { valid: true, userInfo };
}

/** The message of the user-info error modal for a refused answer. */
export function malformedUserInfoMessage(problem: string): string {
  return `The user information sent by the server cannot be used: ${problem}.`;
}
