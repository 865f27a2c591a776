// Model-based tests of the signIn machine: every state and transition, from the graph. Its
// children (deviceRegistration, passwordChange) have their own models; here they are fakes whose
// completion is an input.
import { afterAll, describe, expect, it } from 'vitest';
import { signInMachine, type SignInInput } from '../../machines/signIn/signIn.machine';
import type { UserInfo } from '../../machines/domain/types';
import { assertJointCoverage, createModel } from './harness';

const user = (overrides: Partial<UserInfo>): UserInfo => ({
  userType: 'worker', roles: ['worker'], disabledFeatures: [], workerType: null, hasValidCdii: false,
  isFirstConnection: false, hasToChangePassword: false, requireProfileApproval: false,
  function: null, landlinePhone: null, mobilePhone: null, ...overrides,
});

const NOW = 1_800_000_000_000;
const input = (mode: SignInInput['mode']): SignInInput => ({
  mode, requestedUrl: '/contracts', hasUserData: false, maxIatOffsetSeconds: 300,
  deviceId: 'device-1', suggestedDeviceName: 'Chrome · Linux', deviceQuestionDeclined: false,
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

// Issue 11, item 4: the user-info answer is read in one place. The oracle is the spec's section 3
// (defaults) and the rule (an unusable answer is a user-info error with its modal).
const SPEC_DEFAULTS = {
  disabledFeatures: [], workerType: null, hasValidCdii: false, isFirstConnection: false, hasToChangePassword: false,
  requireProfileApproval: false, function: null, landlinePhone: null, mobilePhone: null,
};
const userInfoAnswers: ReadonlyArray<{ answer: unknown; signedInAs?: Record<string, unknown>; refusedFor?: RegExp }> = [
  {
    answer: { userType: 'worker', roles: ['worker'] },
    signedInAs: { ...SPEC_DEFAULTS, userType: 'worker', roles: ['worker'] },
  },
  {
    answer: { userType: 'internalUser', roles: ['administrator'], disabledFeatures: ['invoices'], requireProfileApproval: true, function: 'Directrice', mobilePhone: '0600000000' },
    signedInAs: {
      ...SPEC_DEFAULTS, userType: 'internalUser', roles: ['administrator'], disabledFeatures: ['invoices'],
      requireProfileApproval: true, function: 'Directrice', mobilePhone: '0600000000',
    },
  },
  { answer: { userType: 'admin', roles: ['administrator'] }, refusedFor: /userType/ },
  { answer: { userType: 'worker', roles: ['superuser'] }, refusedFor: /roles/ },
  { answer: { userType: 'worker', roles: 'worker' }, refusedFor: /roles/ },
  { answer: { userType: 'client', roles: ['clientUser'], requireProfileApproval: 'yes' }, refusedFor: /requireProfileApproval/ },
  { answer: [], refusedFor: /object/ },
];
const answerCase = (output: unknown) => userInfoAnswers.find((c) => JSON.stringify(c.answer) === JSON.stringify(output))!;

const loggedErrors: string[] = [];
const userInfoModel = createModel(signInMachine, {
  input: input('ensure'),
  provide: { actions: { logError: (_: unknown, params: { message: string }) => { loggedErrors.push(params.message); } } },
  events: {
    'xstate.done.actor.checkAuth': [{ output: { authenticated: true } }],
    'xstate.error.actor.checkAuth': [],
    'xstate.done.actor.fetchUserInfo': userInfoAnswers.map((c) => ({ output: c.answer })),
    'xstate.error.actor.fetchUserInfo': [],
    'xstate.done.actor.checkDevice': [{ output: { registered: true } }],
    'xstate.error.actor.checkDevice': [],
    'xstate.done.actor.deviceRegistration': [],
    'xstate.done.actor.passwordChange': [],
  },
});

describe('signIn model: the user-info answer (issue 11)', () => {
  for (const path of userInfoModel.paths()) {
    it(path.description, async () => {
      let answered: (typeof userInfoAnswers)[number] | null = null;
      await userInfoModel.replay(path, {
        onStart: () => { loggedErrors.length = 0; },
        onStep: (snapshot, step) => {
          if (step.event.type === 'xstate.done.actor.fetchUserInfo') {
            answered = answerCase((step.event as { output?: unknown }).output);
            if (answered.refusedFor) {
              // The error modal names what is wrong; no user is kept; the log gets it too.
              expect(snapshot.value).toBe('userInfoFailed');
              expect(snapshot.context.errorMessage).toMatch(answered.refusedFor);
              expect(snapshot.context.userInfo).toBeNull();
              expect(loggedErrors.at(-1)).toMatch(answered.refusedFor);
            } else {
              expect(snapshot.value).not.toBe('userInfoFailed');
              expect(snapshot.context.userInfo).toEqual(answered.signedInAs);
            }
          }
          if (step.event.type === 'RETRY') {
            expect(snapshot.value).toBe('fetchingUserInfo');
          }
          if (snapshot.status === 'done') {
            expect(answered?.signedInAs).toBeDefined();
            expect(snapshot.output).toEqual({ result: 'signedIn', userInfo: answered!.signedInAs, returnUrl: null, deviceQuestionDeclined: false });
          }
        },
      });
    });
  }
});

// Issue 11, item 2: "Not now" on the device modal goes on "for this session only" (decisions.md):
// kept for the tab's session, so the same tab is not asked again; a new session is. The oracle:
// when the question is asked (first connection, unregistered device), that Not now is remembered
// (persisted once, and in the output for the app), and that a tab which declined is not asked.
const deviceCalls: string[] = [];
const deviceQuestionEvents = {
  'xstate.done.actor.checkAuth': [{ output: { authenticated: true } }],
  'xstate.error.actor.checkAuth': [],
  'xstate.done.actor.fetchUserInfo': [
    { output: user({ userType: 'client', roles: ['clientUser'], isFirstConnection: true }) },
    { output: user({}) },
  ],
  'xstate.error.actor.fetchUserInfo': [],
  'xstate.done.actor.checkDevice': [{ output: { registered: false } }, { output: { registered: true } }],
  'xstate.error.actor.checkDevice': [],
  'xstate.done.actor.deviceRegistration': [{ output: { saved: false } }, { output: { saved: true } }],
  'xstate.done.actor.passwordChange': [],
} as const;
const deviceQuestionModel = (declinedEarlier: boolean) => createModel(signInMachine, {
  input: { ...input('ensure'), deviceQuestionDeclined: declinedEarlier },
  provide: { actions: { persistDeviceQuestionDeclined: () => { deviceCalls.push('persistDeviceQuestionDeclined'); } } },
  events: deviceQuestionEvents,
});
const notAskedYetModel = deviceQuestionModel(false);
const declinedEarlierModel = deviceQuestionModel(true);

describe('signIn model: the device question, Not now kept for the session (issue 11)', () => {
  for (const [model, declinedEarlier] of [[notAskedYetModel, false], [declinedEarlierModel, true]] as const) {
    for (const path of model.paths()) {
      it(`${declinedEarlier ? 'declined earlier' : 'not asked yet'}: ${path.description}`, async () => {
        let declinedNow = false;
        await model.replay(path, {
          onStart: () => { deviceCalls.length = 0; },
          onStep: (snapshot, step, { invocations }) => {
            const event = step.event as { type: string; output?: { isFirstConnection?: boolean; registered?: boolean; saved?: boolean } };
            if (event.type === 'xstate.done.actor.fetchUserInfo') {
              if (declinedEarlier) expect(snapshot.value).toBe('done');
              else expect(snapshot.value).toBe(event.output!.isFirstConnection ? 'registeringDevice' : 'checkingDevice');
            }
            if (event.type === 'xstate.done.actor.checkDevice') {
              expect(snapshot.value).toBe(event.output!.registered ? 'done' : 'registeringDevice');
            }
            if (event.type === 'xstate.done.actor.deviceRegistration') {
              declinedNow = event.output!.saved === false;
              expect(snapshot.value).toBe('done');
            }
            // Persisted exactly when Not now was answered in this path, never before.
            expect(deviceCalls).toEqual(declinedNow ? ['persistDeviceQuestionDeclined'] : []);
            if (declinedEarlier) {
              expect(snapshot.value).not.toBe('registeringDevice');
              expect(invocations.map((i) => i.src)).not.toContain('checkDevice');
            }
            if (snapshot.status === 'done') {
              expect(snapshot.output).toMatchObject({ result: 'signedIn', deviceQuestionDeclined: declinedEarlier || declinedNow });
              // Asked or declined, the onboarding redirect is off once the question is behind.
              expect((snapshot.output as { userInfo: UserInfo }).userInfo.isFirstConnection).toBe(false);
            }
          },
        });
      });
    }
  }
});

afterAll(() => assertJointCoverage([ensureModel, callbackModel, userInfoModel, notAskedYetModel, declinedEarlierModel]));
