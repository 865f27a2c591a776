// Feature flags a user effectively has disabled (spec sections 5 and 6): disabledFeatures plus the
// days-off rule.
import type { AccessUser } from './types';

export function rolesOf(user: AccessUser): readonly string[] {
  return Array.isArray(user?.roles) ? user.roles : [];
}

/** A self-registered worker: workerType `selfRegistered` or role `selfRegistered`. */
export function isSelfRegisteredWorker(user: AccessUser): boolean {
  return user?.workerType === 'selfRegistered' || rolesOf(user).includes('selfRegistered');
}

/**
 * The user's disabledFeatures plus `daysOff` for self-registered workers (workerType
 * `selfRegistered` or role `selfRegistered`) and for holders of a valid CDII (spec section 5).
 * No duplicates; a new array every call.
 */
export function effectiveDisabledFeatures(user: AccessUser): string[] {
  const disabled = Array.isArray(user?.disabledFeatures) ? user.disabledFeatures.filter((f): f is string => typeof f === 'string') : [];
  const result = [...new Set(disabled)];
  if ((isSelfRegisteredWorker(user) || user?.hasValidCdii === true) && !result.includes('daysOff')) result.push('daysOff');
  return result;
}
