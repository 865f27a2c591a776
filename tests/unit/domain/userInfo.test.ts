// The reading of a user-info answer (spec section 3): defaults for the optional fields, and for an
// answer the access rules cannot trust, the reason the error modal shows.
import { describe, expect, it } from 'vitest';
import { malformedUserInfoMessage, readUserInfo } from '../../../machines/domain/userInfo';

const minimal = { userType: 'worker', roles: ['worker'] };

describe('readUserInfo', () => {
  it('gives the spec defaults to the fields the answer leaves out', () => {
    expect(readUserInfo(minimal)).toEqual({
      valid: true,
      userInfo: {
        userType: 'worker',
        roles: ['worker'],
        disabledFeatures: [],
        workerType: null,
        hasValidCdii: false,
        isFirstConnection: false,
        hasToChangePassword: false,
        requireProfileApproval: false,
        function: null,
        landlinePhone: null,
        mobilePhone: null,
      },
    });
  });

  it('keeps every field it was sent, nulls as defaults, and the display texts only when they are texts', () => {
    const full = {
      userType: 'client',
      roles: ['clientUser'],
      disabledFeatures: ['invoices'],
      workerType: 'selfRegistered',
      hasValidCdii: true,
      isFirstConnection: true,
      hasToChangePassword: true,
      requireProfileApproval: true,
      function: 'Buyer',
      landlinePhone: '0100000000',
      mobilePhone: '0600000000',
      id: 'u-1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
    };
    expect(readUserInfo(full)).toEqual({ valid: true, userInfo: full });
    const withNulls = readUserInfo({ ...minimal, hasValidCdii: null, function: null, firstName: 42, email: null });
    expect(withNulls).toMatchObject({ valid: true, userInfo: { hasValidCdii: false, function: null } });
    expect(withNulls.valid && 'firstName' in withNulls.userInfo).toBe(false);
    expect(withNulls.valid && 'email' in withNulls.userInfo).toBe(false);
  });

  it.each([
    [null, 'the answer is null, expected Object'],
    [undefined, 'the answer is missing'],
    [['worker'], 'the answer is ["worker"], expected Object'],
    ['<html>', 'the answer is "<html>", expected Object'],
    [{ roles: ['worker'] }, 'userType is missing'],
    [{ userType: 'admin', roles: ['worker'] }, 'userType is "admin", expected ("internalUser" | "client" | "worker")'],
    [{ userType: 'worker', roles: 'worker' }, 'roles is "worker", expected Array'],
    [{ userType: 'worker', roles: ['worker', 'root'] }, 'roles.1 is "root", expected a known role'],
    [{ ...minimal, disabledFeatures: 'invoices' }, 'disabledFeatures is "invoices", expected Array'],
    [{ ...minimal, disabledFeatures: ['invoices', 3] }, 'disabledFeatures.1 is 3, expected string'],
    [{ ...minimal, hasToChangePassword: 'yes' }, 'hasToChangePassword is "yes", expected boolean'],
    [{ ...minimal, hasValidCdii: 1 }, 'hasValidCdii is 1, expected boolean'],
    [{ ...minimal, isFirstConnection: 'false' }, 'isFirstConnection is "false", expected boolean'],
    [{ ...minimal, requireProfileApproval: 0 }, 'requireProfileApproval is 0, expected boolean'],
    [{ ...minimal, workerType: 3 }, 'workerType is 3, expected string'],
    [{ ...minimal, function: {} }, 'function is {}, expected string'],
    [{ ...minimal, landlinePhone: 100 }, 'landlinePhone is 100, expected string'],
    [{ ...minimal, mobilePhone: true }, 'mobilePhone is true, expected string'],
  ])('refuses %j: %s', (raw, problem) => {
    expect(readUserInfo(raw)).toEqual({ valid: false, problem });
  });

  it('shows at most 60 characters of a refused value, and the type of one it cannot write', () => {
    const long = 'x'.repeat(100);
    expect(readUserInfo({ userType: long, roles: [] })).toEqual({
      valid: false,
      problem: `userType is "${'x'.repeat(59)}, expected ("internalUser" | "client" | "worker")`,
    });
    expect(readUserInfo({ userType: 10n, roles: [] })).toEqual({
      valid: false,
      problem: 'userType is bigint, expected ("internalUser" | "client" | "worker")',
    });
  });

  it('lets an unexpected failure through rather than calling it a refused answer', () => {
    const hostile = {
      ...minimal,
      get hasValidCdii() {
        throw new TypeError('getter failed');
      },
    };
    expect(() => readUserInfo(hostile)).toThrow(new TypeError('getter failed'));
  });
});

describe('malformedUserInfoMessage', () => {
  it('says the answer cannot be used, and why', () => {
    expect(malformedUserInfoMessage('roles is "worker", not a list')).toBe(
      'The user information sent by the server cannot be used: roles is "worker", not a list.',
    );
  });
});
