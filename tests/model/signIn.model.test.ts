// Model-based tests of the signIn machine: every state and transition, from the graph. Its
// children (deviceRegistration, passwordChange) have their own models; here they are fakes whose
// completion is an input.
import { afterAll, describe, expect, it } from 'vitest';
import { signInMachine, type SignInInput } from '../../machines/signIn/signIn.machine';
import type { UserInfo } from '../../machines/domain/types';
import {
  assertJointCoverage,
  createModel,
  expectEffect,
  expectNoEffect,
  expectOutput,
  type Oracle,
  type OracleCheck,
} from './harness';

const user = (overrides: Partial<UserInfo>): UserInfo => ({
  userType: 'worker', roles: ['worker'], disabledFeatures: [], workerType: null, hasValidCdii: false,
  isFirstConnection: false, hasToChangePassword: false, requireProfileApproval: false,
  function: null, landlinePhone: null, mobilePhone: null, ...overrides,
});

const NOW = 1_800_000_000_000;
const input = (mode: SignInInput['mode']): SignInInput => ({
  mode, requestedUrl: '/contracts', hasUserData: false, maxIatOffsetSeconds: 300,
  deviceId: 'device-1', suggestedDeviceName: 'Chrome · Linux',
});

const userInfoOutcomes = {
  'xstate.done.actor.fetchUserInfo': [
    { output: user({ userType: 'internalUser', roles: ['administrator'] }) },
    { output: user({ userType: 'client', roles: ['clientUser'], isFirstConnection: true }) },
    { output: user({ hasToChangePassword: true }) },
    { output: user({}) },
  ],
  'xstate.error.actor.fetchUserInfo': [
    { error: { status: 403, message: 'Forbidden' } },
    { error: { status: 503, message: 'Unavailable' } },
    { error: { status: 500, serverMessage: 'Compte verrouillé', message: 'HTTP 500' } },
  ],
  'xstate.done.actor.checkDevice': [{ output: { registered: true } }, { output: { registered: false } }],
  'xstate.error.actor.checkDevice': [{ error: new Error('offline') }],
  'xstate.done.actor.deviceRegistration': [{ output: { saved: true } }],
  'xstate.done.actor.passwordChange': [{ output: { changed: true } }],
} as const;

type Check = OracleCheck<typeof signInMachine>;

const eventsSoFar = (check: Check) => check.path.steps.slice(0, check.index + 1).map((s) => s.event);
/** The user info the path's last fetch answered. */
const fetchedUser = (check: Check) =>
  eventsSoFar(check).filter((e) => e.type === 'xstate.done.actor.fetchUserInfo').at(-1)?.output as UserInfo | undefined;
const happened = (check: Check, type: string) => eventsSoFar(check).some((e) => e.type === type);

/** Spec section 4 "Sign-in and user info", section 8 (error catalogue), decisions.md "Sign-in". */
const oracle: Oracle<typeof signInMachine> = {
  signIn: (check) => {
    // The login redirect happens only where the oracle below says so.
    if (!check.snapshot.matches('redirectingToLogin') && !check.snapshot.matches('loggingInAgain')) expectNoEffect(check, 'startLogin');
  },
  'signIn.checkingAuth': (check) => {
    expect(check.snapshot.context.mode).toBe('ensure');
    expect(check.invocations.at(-1)?.src).toBe('checkAuth');
  },
  'signIn.redirectingToLogin': (check) => {
    // Not authenticated: the login starts, the requested URL saved for after it.
    expect(check.event.output).toEqual({ authenticated: false });
    expectEffect(check, 'startLogin', { returnUrl: '/contracts', prompt: undefined });
  },
  'signIn.completingLogin': (check) => {
    expect(check.snapshot.context.mode).toBe('callback');
    expect(check.invocations.at(-1)?.src).toBe('completeSignIn');
  },
  'signIn.failedConnection': (check) => {
    // A failed authentication check (or a token issued too far from this clock): the modal.
    const { event } = check;
    if (event.type.startsWith('xstate.error.actor.')) {
      expectEffect(check, 'logWarning', (params: unknown) => String((params as { message: string }).message).includes(String(event.error.message)));
    } else {
      expect(event.type).toBe('xstate.done.actor.completeSignIn');
      expect(Math.abs(event.output.now / 1000 - event.output.idTokenIssuedAt)).toBeGreaterThan(300);
    }
  },
  'signIn.loggingInAgain': (check) => {
    expect(check.event.type).toBe('LOGIN_AGAIN');
    expectEffect(check, 'startLogin', { returnUrl: null, prompt: 'login' });
  },
  'signIn.fetchingUserInfo': (check) => {
    // After a successful authentication check, user info is fetched (again on RETRY).
    expect(check.invocations.at(-1)?.src).toBe('fetchUserInfo');
    if (check.event.type === 'xstate.done.actor.checkAuth') expect(check.event.output).toEqual({ authenticated: true });
  },
  'signIn.userInfoFailed': (check) => {
    // Other user-info errors: the error modal with the server's Message.
    if (check.entered) expect(check.snapshot.context.errorMessage).toBe('Compte verrouillé');
  },
  'signIn.registeringDevice': (check) => {
    // Client and worker users on first connection (or an unregistered device) save their device.
    const user = fetchedUser(check)!;
    expect(user.userType).not.toBe('internalUser');
    const firstConnection = user.isFirstConnection;
    if (!firstConnection) expect(check.event.output).toEqual({ registered: false });
    expect(check.invocations.at(-1)).toEqual({
      id: 'deviceRegistration',
      src: 'deviceRegistration',
      input: { deviceId: 'device-1', suggestedName: 'Chrome · Linux', reason: firstConnection ? 'firstConnection' : 'unregisteredDevice' },
    });
  },
  'signIn.checkingDevice': (check) => {
    const user = fetchedUser(check)!;
    expect(user.userType).not.toBe('internalUser');
    expect(user.isFirstConnection).toBe(false);
    expect(check.invocations.at(-1)).toEqual({ id: 'checkDevice', src: 'checkDevice', input: { deviceId: 'device-1' } });
  },
  'signIn.changingPassword': (check) => {
    expect(fetchedUser(check)!.hasToChangePassword).toBe(true);
    expect(check.invocations.at(-1)?.src).toBe('passwordChange');
  },
  'signIn.done': (check) => {
    const user = fetchedUser(check)!;
    // Internal users go straight in: no device step, no password change.
    if (user.userType === 'internalUser') expect(check.invocations.map((i) => i.src)).not.toContain('checkDevice');
    if (check.event.type === 'xstate.error.actor.checkDevice') {
      expectEffect(check, 'logWarning', { message: 'Device check failed: offline' });
    }
    const completed = eventsSoFar(check).find((e) => e.type === 'xstate.done.actor.completeSignIn')?.output as { returnUrl: string } | undefined;
    expectOutput(check, {
      result: 'signedIn',
      userInfo: {
        ...user,
        // Saving the device disables the onboarding redirect; a changed password is no longer due.
        isFirstConnection: happened(check, 'xstate.done.actor.deviceRegistration') ? false : user.isFirstConnection,
        hasToChangePassword: happened(check, 'xstate.done.actor.passwordChange') ? false : user.hasToChangePassword,
      },
      // The requested URL comes back only when it is a same-origin path.
      returnUrl: completed?.returnUrl === '/contracts' ? '/contracts' : null,
    });
  },
  'signIn.forbidden': (check) => {
    expect(check.event.error.status).toBe(403);
    expectOutput(check, { result: 'forbidden' });
  },
  'signIn.halted': (check) => {
    // 503 (and 401) are the HTTP rule's: nothing to show here.
    expect(check.event.error.status).toBe(503);
    expectOutput(check, { result: 'halted' });
  },
};

/** A route that needs a session: the authentication check first. */
const ensureModel = createModel(signInMachine, {
  input: input('ensure'),
  events: {
    ...userInfoOutcomes,
    'xstate.done.actor.checkAuth': [{ output: { authenticated: true } }, { output: { authenticated: false } }],
    'xstate.error.actor.checkAuth': [{ error: new Error('storage refused') }],
  },
  oracle,
});

/** The login callback: the id token's issue time is checked against the clock reading. */
const callbackModel = createModel(signInMachine, {
  input: input('callback'),
  events: {
    ...userInfoOutcomes,
    'xstate.done.actor.completeSignIn': [
      { output: { returnUrl: '/contracts', idTokenIssuedAt: NOW / 1000 - 10, now: NOW } },
      { output: { returnUrl: '//evil.example', idTokenIssuedAt: NOW / 1000 - 10, now: NOW } },
      { output: { returnUrl: '/contracts', idTokenIssuedAt: NOW / 1000 - 3600, now: NOW } },
    ],
    'xstate.error.actor.completeSignIn': [{ error: new Error('No matching state found in storage') }],
  },
  oracle,
});

describe('signIn model: ensure mode', () => {
  for (const path of ensureModel.paths()) it(path.description, () => ensureModel.replay(path));
});

describe('signIn model: callback mode', () => {
  for (const path of callbackModel.paths()) it(path.description, () => callbackModel.replay(path));
});

afterAll(() => assertJointCoverage([ensureModel, callbackModel]));
