// Test helpers: one user per role, built as the demo stack does (worker and selfRegistered →
// worker, clientUser → client, the other roles → internalUser).
import type { AccessUser, Role, UserType } from '../../../machines/domain/types';

export const ALL_ROLES: readonly Role[] = [
  'worker',
  'selfRegistered',
  'clientUser',
  'agencyAssistant',
  'agencySales',
  'agencyDirector',
  'administrator',
  'support',
  'communication',
  'moa',
];

export function userTypeOf(role: Role): UserType {
  if (role === 'worker' || role === 'selfRegistered') return 'worker';
  if (role === 'clientUser') return 'client';
  return 'internalUser';
}

export function userFor(role: Role, extra: Partial<AccessUser> = {}): AccessUser {
  return {
    userType: userTypeOf(role),
    roles: [role],
    disabledFeatures: [],
    workerType: role === 'selfRegistered' ? 'selfRegistered' : null,
    hasValidCdii: false,
    ...extra,
  };
}
