// The one reading of a user-info answer (`GET {backApi}/v1/users/me/info`, spec section 3): the
// server's JSON and the tab's cached copy both come through here. Missing optional fields take the
// spec's defaults; an answer the access rules cannot trust (unknown user type, roles that are not a
// list of known roles, a field of the wrong type) is refused with a reason, never half-used.
import { ROLES, USER_TYPES, type Role, type UserInfo, type UserType } from './types';

export type UserInfoReading = { valid: true; userInfo: UserInfo } | { valid: false; problem: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (value: unknown): string => {
  if (value === undefined) return 'missing';
  try {
    return JSON.stringify(value).slice(0, 60);
  } catch {
    return typeof value;
  }
};

class Malformed extends Error {}

function flag(record: Record<string, unknown>, field: string): boolean {
  const value = record[field];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw new Malformed(`${field} is ${shown(value)}, not true or false`);
  return value;
}

function text(record: Record<string, unknown>, field: string): string | null {
  const value = record[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new Malformed(`${field} is ${shown(value)}, not a text`);
  return value;
}

/** Display helpers the local stack sends and a real back end may not: kept only when they are texts. */
function optionalText(record: Record<string, unknown>, field: string): Record<string, string> {
  const value = record[field];
  return typeof value === 'string' ? { [field]: value } : {};
}

export function readUserInfo(raw: unknown): UserInfoReading {
  if (!isRecord(raw)) return { valid: false, problem: `the answer is ${shown(raw)}, not an object` };
  try {
    if (!(USER_TYPES as readonly unknown[]).includes(raw.userType)) {
      throw new Malformed(`userType is ${shown(raw.userType)}, not one of ${USER_TYPES.join(', ')}`);
    }
    if (!Array.isArray(raw.roles)) throw new Malformed(`roles is ${shown(raw.roles)}, not a list`);
    const unknownRole = raw.roles.find((role) => !(ROLES as readonly unknown[]).includes(role));
    if (unknownRole !== undefined) throw new Malformed(`roles holds ${shown(unknownRole)}, which is not a known role`);
    const disabledFeatures = raw.disabledFeatures ?? [];
    if (!Array.isArray(disabledFeatures) || disabledFeatures.some((feature) => typeof feature !== 'string')) {
      throw new Malformed(`disabledFeatures is ${shown(raw.disabledFeatures)}, not a list of names`);
    }
    const userInfo: UserInfo = {
      userType: raw.userType as UserType,
      roles: raw.roles as Role[],
      disabledFeatures: disabledFeatures as string[],
      workerType: text(raw, 'workerType'),
      hasValidCdii: flag(raw, 'hasValidCdii'),
      isFirstConnection: flag(raw, 'isFirstConnection'),
      hasToChangePassword: flag(raw, 'hasToChangePassword'),
      // Spec section 3 defaults: false and null.
      requireProfileApproval: flag(raw, 'requireProfileApproval'),
      function: text(raw, 'function'),
      landlinePhone: text(raw, 'landlinePhone'),
      mobilePhone: text(raw, 'mobilePhone'),
      ...optionalText(raw, 'id'),
      ...optionalText(raw, 'firstName'),
      ...optionalText(raw, 'lastName'),
      ...optionalText(raw, 'email'),
    };
    return { valid: true, userInfo };
  } catch (error) {
    if (error instanceof Malformed) return { valid: false, problem: error.message };
    throw error;
  }
}

/** The message of the user-info error modal for a refused answer. */
export function malformedUserInfoMessage(problem: string): string {
  return `The user information sent by the server cannot be used: ${problem}.`;
}
