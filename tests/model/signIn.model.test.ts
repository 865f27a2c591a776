// Model-based tests of the signIn machine: every state and transition, from the graph. Its
// children (deviceRegistration, passwordChange) have their own models; here they are fakes whose
// completion is an input.
import { afterAll, describe, it } from 'vitest';
import { signInMachine, type SignInInput } from '../../machines/signIn/signIn.machine';
import type { UserInfo } from '../../machines/domain/types';
import { assertJointCoverage, createModel } from './harness';
import { publishJourneys } from './journeys';

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

/** A route that needs a session: the authentication check first. */
const ensureModel = createModel(signInMachine, {
  input: input('ensure'),
  events: {
    ...userInfoOutcomes,
    'xstate.done.actor.checkAuth': [{ output: { authenticated: true } }, { output: { authenticated: false } }],
    'xstate.error.actor.checkAuth': [{ error: new Error('storage refused') }],
  },
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
});

describe('signIn model: ensure mode', () => {
  for (const path of ensureModel.paths()) it(path.description, () => ensureModel.replay(path));
});

describe('signIn model: callback mode', () => {
  for (const path of callbackModel.paths()) it(path.description, () => callbackModel.replay(path));
});

afterAll(() => assertJointCoverage([ensureModel, callbackModel]));

publishJourneys('signIn', { ensure: ensureModel, callback: callbackModel });
