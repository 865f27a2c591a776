// Roles and disabled features read from user info as the server sent it (spec sections 5 and 6):
// malformed user info gives no role and no extra right, never a crash.
import { describe, expect, it } from 'vitest';
import { effectiveDisabledFeatures, rolesOf } from '../../../machines/domain/features';
import type { AccessUser } from '../../../machines/domain/types';

const malformed = (value: unknown) => value as AccessUser;

describe('rolesOf', () => {
  it('reads the roles list', () => {
    expect(rolesOf(malformed({ roles: ['clientUser'] }))).toEqual(['clientUser']);
  });

  it.each([
    ['no user', null],
    ['no roles', {}],
    ['roles that are not a list', { roles: 'administrator' }],
  ])('%s: no role', (_, user) => {
    expect(rolesOf(malformed(user))).toEqual([]);
  });
});

describe('effectiveDisabledFeatures with malformed user info', () => {
  it('no user: nothing disabled, no crash', () => {
    expect(effectiveDisabledFeatures(malformed(null))).toEqual([]);
    expect(effectiveDisabledFeatures(malformed(undefined))).toEqual([]);
  });

  it('a disabledFeatures that is not a list counts as empty', () => {
    expect(effectiveDisabledFeatures(malformed({ userType: 'client', roles: ['clientUser'], disabledFeatures: 'contracts' }))).toEqual([]);
    expect(effectiveDisabledFeatures(malformed({ userType: 'client', roles: ['clientUser'] }))).toEqual([]);
  });

  it('keeps only the text entries of disabledFeatures', () => {
    expect(
      effectiveDisabledFeatures(
        malformed({
          userType: 'client',
          roles: ['clientUser'],
          disabledFeatures: ['contracts', 42, null, { f: 'invoices' }, 'invoices'],
        }),
      ),
    ).toEqual(['contracts', 'invoices']);
  });
});
