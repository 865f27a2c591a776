// Model-based tests of the signIn machine: every state and transition, from the graph. Its
// children (deviceRegistration, passwordChange) have their own models; here they are fakes whose
// completion is an input.
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { createActor, fromPromise } from 'xstate';
import { isLoadingModalShown, signInMachine, type AuthCheck, type SignInInput } from '../../machines/signIn/signIn.machine';
import { deviceRegistrationMachine } from '../../machines/deviceRegistration/deviceRegistration.machine';
import { passwordChangeMachine } from '../../machines/passwordChange/passwordChange.machine';
import type { UserInfo } from '../../machines/domain/types';
import {
  assertJointCoverage,
  createModel,
  expectEffect,
  expectNoEffect,
  expectOutput,
  type IgnoredEvents,
  type Oracle,
  type OracleCheck,
} from './harness';
import { publishJourneys } from './journeys';
import { userInfo as user } from '../support/fixtures';

const NOW = 1_800_000_000_000;
const input = (mode: SignInInput['mode']): SignInInput => ({
  mode,
  requestedUrl: '/contracts',
  hasUserData: false,
  cachedUserInfo: null,
  maxIatOffsetSeconds: 300,
  deviceId: 'device-1',
  suggestedDeviceName: 'Chrome · Linux',
  deviceQuestionDeclined: false,
});

// The user-info answer is read in one place. What the spec (section 3) and the
// issue say each answer must give: signed in with the defaults applied, or refused for a reason
// (the user-info error modal, not a half session).
const SPEC_DEFAULTS = {
  disabledFeatures: [],
  workerType: null,
  hasValidCdii: false,
  isFirstConnection: false,
  hasToChangePassword: false,
  requireProfileApproval: false,
  function: null,
  landlinePhone: null,
  mobilePhone: null,
};
const userInfoAnswers: ReadonlyArray<{ answer: unknown; signedInAs?: UserInfo; refusedFor?: RegExp }> = [
  {
    answer: { userType: 'worker', roles: ['worker'] },
    signedInAs: { ...SPEC_DEFAULTS, userType: 'worker', roles: ['worker'] },
  },
  {
    answer: {
      userType: 'internalUser',
      roles: ['administrator'],
      disabledFeatures: ['invoices'],
      requireProfileApproval: true,
      function: 'Directrice',
      mobilePhone: '0600000000',
    },
    signedInAs: {
      ...SPEC_DEFAULTS,
      userType: 'internalUser',
      roles: ['administrator'],
      disabledFeatures: ['invoices'],
      requireProfileApproval: true,
      function: 'Directrice',
      mobilePhone: '0600000000',
    },
  },
  { answer: { userType: 'admin', roles: ['administrator'] }, refusedFor: /userType/ },
  { answer: { userType: 'worker', roles: ['superuser'] }, refusedFor: /roles/ },
  { answer: { userType: 'worker', roles: 'worker' }, refusedFor: /roles/ },
  { answer: { userType: 'client', roles: ['clientUser'], requireProfileApproval: 'yes' }, refusedFor: /requireProfileApproval/ },
  { answer: [], refusedFor: /the answer is \[\], expected Object/ },
];
/** The case of an answer listed above (fixtures of the other models are complete, usable answers). */
const answerCase = (output: unknown) => userInfoAnswers.find((c) => JSON.stringify(c.answer) === JSON.stringify(output));

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
const fetchedUser = (check: Check): UserInfo | undefined => {
  const answer = eventsSoFar(check)
    .filter((e) => e.type === 'xstate.done.actor.fetchUserInfo')
    .at(-1)?.output;
  return answerCase(answer)?.signedInAs ?? (answer as UserInfo | undefined);
};
/** "Not now" answered earlier in this tab's session (the model's input). */
const declinedEarlier = (check: Check) => check.path.steps[0].state.context.deviceQuestionDeclined;
/** "Not now" answered in this path (the fake child's output, or the real child's button). */
const declinedNow = (check: Check) =>
  eventsSoFar(check).some(
    (e) => (e.type === 'xstate.done.actor.deviceRegistration' && (e.output as { saved: boolean }).saved === false) || e.type === 'NOT_NOW',
  );
const happened = (check: Check, ...types: string[]) => eventsSoFar(check).some((e) => types.includes(e.type));
const lastInvocation = (check: Check, src: string) => check.invocations.filter((i) => i.src === src).at(-1);
/** The device step ended (its result, or with the real child: saved, or Not now). */
const deviceStepEnded = (check: Check) =>
  happened(check, 'xstate.done.actor.deviceRegistration', 'xstate.done.actor.saveDevice', 'NOT_NOW');
/** The device check's last answer in this path. */
const lastDeviceAnswer = (check: Check) =>
  eventsSoFar(check)
    .filter((e) => e.type === 'xstate.done.actor.checkDevice')
    .at(-1)?.output;
/**
 * A reload whose cached user info says a client or worker past the first connection (and
 * no "Not now" this session) checks the device alongside the user-info fetch.
 */
const earlyCheckExpected = (check: Check) => {
  const { cachedUserInfo = null, deviceQuestionDeclined } = check.path.steps[0].state.context;
  return (
    cachedUserInfo !== null && cachedUserInfo.userType !== 'internalUser' && !cachedUserInfo.isFirstConnection && !deviceQuestionDeclined
  );
};
const passwordChanged = (check: Check) => happened(check, 'xstate.done.actor.passwordChange', 'xstate.done.actor.savePassword');

/** Spec section 4: the loading modal shows until the user-info fetch ends (with the checks before it and the device check after). */
const LOADING_MODAL_STATES = ['checkingAuth', 'completingLogin', 'fetchingUserInfo', 'checkingDevice'] as const;

/** Spec section 4 "Sign-in and user info", section 8 (error catalogue), decisions.md "Sign-in". */
const oracle: Oracle<typeof signInMachine> = {
  signIn: (check) => {
    // The loading modal shows in exactly those states, unless user data already exists (a reload).
    expect(isLoadingModalShown(check.snapshot)).toBe(
      !check.snapshot.context.hasUserData && LOADING_MODAL_STATES.some((state) => check.snapshot.matches(state)),
    );
    // The login redirect happens only where the oracle below says so.
    if (!check.snapshot.matches('redirectingToLogin') && !check.snapshot.matches('loggingInAgain')) expectNoEffect(check, 'startLogin');
    // "Not now" is kept for the tab's session, in the step that answers it, once.
    const answersNotNow =
      (check.event.type === 'xstate.done.actor.deviceRegistration' && check.event.output.saved === false) || check.event.type === 'NOT_NOW';
    if (answersNotNow) expectEffect(check, 'persistDeviceQuestionDeclined');
    else expectNoEffect(check, 'persistDeviceQuestionDeclined');
    // A usable answer is never logged as refused.
    if (check.event.type === 'xstate.done.actor.fetchUserInfo' && !answerCase(check.event.output)?.refusedFor)
      expectNoEffect(check, 'logError');
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
      expectEffect(check, 'logWarning', (params: unknown) =>
        String((params as { message: string }).message).includes(String(event.error.message)),
      );
    } else {
      expect(event.type).toBe('xstate.done.actor.completeSignIn');
      expect(Math.abs(event.output.now / 1000 - event.output.idTokenIssuedAt)).toBeGreaterThan(300);
    }
  },
  'signIn.loggingInAgain': (check) => {
    expect(check.event.type).toBe('LOGIN_AGAIN');
    expectEffect(check, 'startLogin', { returnUrl: null, prompt: 'login' });
  },
  'signIn.fetchingUserInfo.userInfo.fetching': (check) => {
    // After a successful authentication check, user info is fetched (again on RETRY).
    if (check.entered) expect(check.invocations.slice(-2).map((i) => i.src)).toContain('fetchUserInfo');
    if (check.event.type === 'xstate.done.actor.checkAuth') expect(check.event.output).toEqual({ authenticated: true });
  },
  'signIn.fetchingUserInfo.userInfo.fetched': (check) => {
    // Only an early device check still out makes a usable answer wait (the modal stays).
    expect(earlyCheckExpected(check)).toBe(true);
    expect(fetchedUser(check)).toBeDefined();
    expect(check.snapshot.matches({ fetchingUserInfo: { earlyDevice: 'checking' } })).toBe(true);
  },
  'signIn.fetchingUserInfo.earlyDevice.checking': (check) => {
    // The device check goes out with the user-info fetch, for this device.
    expect(earlyCheckExpected(check)).toBe(true);
    if (check.entered) {
      expect(lastInvocation(check, 'checkDevice')).toEqual({ id: 'checkDevice', src: 'checkDevice', input: { deviceId: 'device-1' } });
      expect(check.invocations.slice(-2).map((i) => i.src)).toEqual(['fetchUserInfo', 'checkDevice']);
    }
  },
  'signIn.fetchingUserInfo.earlyDevice.checked': (check) => {
    expect(earlyCheckExpected(check)).toBe(true);
    expect(happened(check, 'xstate.done.actor.checkDevice', 'xstate.error.actor.checkDevice')).toBe(true);
    // A failure is logged once the user is known to concern it, not here.
    expectNoEffect(check, 'logWarning');
  },
  'signIn.fetchingUserInfo.earlyDevice.skipped': (check) => {
    // No cached client or worker (or "Not now"): the device waits for the answer (first connection?).
    expect(earlyCheckExpected(check)).toBe(false);
    if (check.entered) expect(check.invocations.at(-1)?.src).toBe('fetchUserInfo');
  },
  'signIn.userInfoFailed': (check) => {
    const refused = check.event.type === 'xstate.done.actor.fetchUserInfo' ? answerCase(check.event.output)?.refusedFor : undefined;
    if (check.entered && check.event.type === 'xstate.done.actor.fetchUserInfo') {
      // An unusable answer is the user-info error modal naming what is wrong, and logged.
      expect(refused, 'only a refused answer ends here').toBeDefined();
      expect(check.snapshot.context.errorMessage).toMatch(refused!);
      expect(check.snapshot.context.userInfo).toBeNull();
      expectEffect(check, 'logError', (params: unknown) => refused!.test((params as { message: string }).message));
    } else if (check.entered) {
      // Other user-info errors: the error modal with the server's Message.
      expect(check.snapshot.context.errorMessage).toBe('Compte verrouillé');
    }
  },
  'signIn.registeringDevice': (check) => {
    // Client and worker users on first connection (or an unregistered device) save their device.
    const user = fetchedUser(check)!;
    expect(user.userType).not.toBe('internalUser');
    // A tab that answered "Not now" is not asked again in its session.
    expect(declinedEarlier(check)).toBe(false);
    const firstConnection = user.isFirstConnection;
    if (!check.entered) return;
    if (!firstConnection) expect(lastDeviceAnswer(check)).toEqual({ registered: false });
    expect(lastInvocation(check, 'deviceRegistration')).toEqual({
      id: 'deviceRegistration',
      src: 'deviceRegistration',
      input: { deviceId: 'device-1', suggestedName: 'Chrome · Linux', reason: firstConnection ? 'firstConnection' : 'unregisteredDevice' },
    });
  },
  'signIn.checkingDevice': (check) => {
    expect(declinedEarlier(check)).toBe(false);
    const user = fetchedUser(check)!;
    expect(user.userType).not.toBe('internalUser');
    expect(user.isFirstConnection).toBe(false);
    expect(check.invocations.at(-1)).toEqual({ id: 'checkDevice', src: 'checkDevice', input: { deviceId: 'device-1' } });
  },
  'signIn.changingPassword': (check) => {
    expect(fetchedUser(check)!.hasToChangePassword).toBe(true);
    if (check.entered) expect(check.invocations.at(-1)?.src).toBe('passwordChange');
  },
  'signIn.done': (check) => {
    const user = fetchedUser(check)!;
    // Internal users go straight in: no device step, no password change. (A reload checks the
    // device early when the cached copy says client or worker; the fresh answer still decides.)
    if (user.userType === 'internalUser' || declinedEarlier(check)) {
      if (!earlyCheckExpected(check)) expect(check.invocations.map((i) => i.src)).not.toContain('checkDevice');
      expect(check.invocations.map((i) => i.src)).not.toContain('deviceRegistration');
    }
    // A failed device check is logged once, for a user it concerns, and the sign-in goes on.
    const deviceWarnings = check.history.filter(
      (e) => e.type === 'logWarning' && String((e.params as { message: string }).message).startsWith('Device check failed'),
    );
    const concerned = user.userType !== 'internalUser' && !user.isFirstConnection && !declinedEarlier(check);
    const lastDeviceEvent = eventsSoFar(check)
      .filter((e) => e.type.endsWith('.actor.checkDevice'))
      .at(-1);
    if (lastDeviceEvent?.type === 'xstate.error.actor.checkDevice' && concerned) {
      expect(deviceWarnings.map((e) => e.params)).toEqual([{ message: 'Device check failed: offline' }]);
    } else {
      expect(deviceWarnings).toEqual([]);
    }
    const completed = eventsSoFar(check).find((e) => e.type === 'xstate.done.actor.completeSignIn')?.output as
      { returnUrl: string } | undefined;
    expectOutput(check, {
      result: 'signedIn',
      userInfo: {
        ...user,
        // Saving the device disables the onboarding redirect; a changed password is no longer due.
        isFirstConnection:
          deviceStepEnded(check) || (declinedEarlier(check) && user.userType !== 'internalUser') ? false : user.isFirstConnection,
        hasToChangePassword: passwordChanged(check) ? false : user.hasToChangePassword,
      },
      // The requested URL comes back only when it is a same-origin path.
      returnUrl: completed?.returnUrl === '/contracts' ? '/contracts' : null,
      // "Not now", earlier or now, goes to the app for the rest of the session.
      deviceQuestionDeclined: declinedEarlier(check) || declinedNow(check),
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

/** The buttons of the two failure modals: Retry (user info failed), log in again (failed connection). */
const MODAL_BUTTONS = ['RETRY', 'LOGIN_AGAIN'] as const;

/**
 * The events each state ignores (spec sections 4 and 8: the error modal of user info, the
 * failed-connection modal): each button belongs to its own modal; no other state shows either.
 */
const ignores: IgnoredEvents<typeof signInMachine> = {
  'signIn.checkingAuth': MODAL_BUTTONS,
  'signIn.redirectingToLogin': MODAL_BUTTONS,
  'signIn.completingLogin': MODAL_BUTTONS,
  'signIn.failedConnection': ['RETRY'],
  'signIn.loggingInAgain': MODAL_BUTTONS,
  'signIn.fetchingUserInfo': MODAL_BUTTONS,
  'signIn.userInfoFailed': ['LOGIN_AGAIN'],
  'signIn.registeringDevice': MODAL_BUTTONS,
  'signIn.checkingDevice': MODAL_BUTTONS,
  'signIn.changingPassword': MODAL_BUTTONS,
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
  ignores,
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
  ignores,
});

/** A reload with the tab's cached user info (a client): the device checked early. */
const reloadModel = createModel(signInMachine, {
  input: { ...input('ensure'), hasUserData: true, cachedUserInfo: user({ userType: 'client', roles: ['clientUser'] }) },
  events: {
    ...userInfoOutcomes,
    'xstate.done.actor.checkAuth': [{ output: { authenticated: true } }],
    'xstate.error.actor.checkAuth': [],
  },
  oracle,
  ignores,
});

/** The user-info answers of the table above. */
const userInfoModel = createModel(signInMachine, {
  input: input('ensure'),
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
  oracle,
  ignores,
});

/** The device question, answered "Not now" now or earlier in the tab's session. */
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
const notAskedYetModel = createModel(signInMachine, { input: input('ensure'), events: deviceQuestionEvents, oracle, ignores });
const declinedEarlierModel = createModel(signInMachine, {
  input: { ...input('ensure'), deviceQuestionDeclined: true },
  events: deviceQuestionEvents,
  oracle,
  ignores,
});

describe('signIn model: the user-info answer', () => {
  for (const path of userInfoModel.paths()) it(path.description, () => userInfoModel.replay(path));
});

describe('signIn model: the device question, Not now kept for the session', () => {
  for (const path of notAskedYetModel.paths()) it(`not asked yet: ${path.description}`, () => notAskedYetModel.replay(path));
  for (const path of declinedEarlierModel.paths()) it(`declined earlier: ${path.description}`, () => declinedEarlierModel.replay(path));
});

describe('signIn model: ensure mode', () => {
  for (const path of ensureModel.paths()) it(path.description, () => ensureModel.replay(path));
});

describe('signIn model: a reload, the device checked alongside the user info', () => {
  for (const path of reloadModel.paths()) it(path.description, () => reloadModel.replay(path));
});

describe('signIn model: callback mode', () => {
  for (const path of callbackModel.paths()) it(path.description, () => callbackModel.replay(path));
});

describe('signIn with its real children (device registration, password change)', () => {
  /** The modals' buttons talk to the child that shows them, as the views do. */
  const toChildren = (
    event: { type: string },
    { actor }: { actor: { getSnapshot(): { children: Record<string, { send(e: unknown): void } | undefined> }; send(e: never): void } },
  ) => {
    const { children } = actor.getSnapshot();
    const child = ['NAME.CHANGE', 'SAVE', 'NOT_NOW'].includes(event.type)
      ? children.deviceRegistration
      : ['PASSWORD.CHANGE', 'CONFIRMATION.CHANGE', 'SUBMIT'].includes(event.type)
        ? children.passwordChange
        : undefined;
    if (child) child.send(event);
    else actor.send(event as never);
  };
  const children = { deviceRegistration: deviceRegistrationMachine, passwordChange: passwordChangeMachine };
  const firstConnectionWithPassword = user({
    userType: 'client',
    roles: ['clientUser'],
    isFirstConnection: true,
    hasToChangePassword: true,
  });

  it("a client's first connection: the device saved, then the password changed; the output reaches the caller", async () => {
    const saved: unknown[] = [];
    const final = await ensureModel.run(
      [
        { type: 'xstate.done.actor.checkAuth', output: { authenticated: true } },
        { type: 'xstate.done.actor.fetchUserInfo', output: firstConnectionWithPassword },
        // The question reads its kept draft first (none in this tab).
        { type: 'xstate.done.actor.readDraft', output: null },
        { type: 'NAME.CHANGE', name: '  Poste accueil  ' },
        { type: 'SAVE' },
        { type: 'xstate.done.actor.saveDevice', output: undefined },
        { type: 'PASSWORD.CHANGE', value: 'Intérim2024' },
        { type: 'CONFIRMATION.CHANGE', value: 'Intérim2024' },
        { type: 'SUBMIT' },
        { type: 'xstate.done.actor.savePassword', output: undefined },
      ],
      {
        children,
        send: toChildren as never,
        onStep: (_snapshot, _step, { invocations }) => {
          saved.push(...invocations.filter((i) => i.src === 'saveDevice' || i.src === 'savePassword').map((i) => i.input));
        },
      },
    );
    expect(final.status).toBe('done');
    expect(new Set(saved.map((s) => JSON.stringify(s)))).toEqual(
      new Set([JSON.stringify({ deviceId: 'device-1', name: 'Poste accueil' }), JSON.stringify({ newPassword: 'Intérim2024' })]),
    );
  });

  it("an unregistered device, 'Not now': the sign-in goes on for this session", async () => {
    const final = await ensureModel.run(
      [
        { type: 'xstate.done.actor.checkAuth', output: { authenticated: true } },
        { type: 'xstate.done.actor.fetchUserInfo', output: user({}) },
        { type: 'xstate.done.actor.checkDevice', output: { registered: false } },
        { type: 'xstate.done.actor.readDraft', output: null },
        { type: 'NOT_NOW' },
      ],
      { children, send: toChildren as never },
    );
    expect(final.output).toMatchObject({ result: 'signedIn' });
  });
});

describe('loading modal with user data already there', () => {
  it("shows while checking without user data, and not at all with the tab's cached user info", () => {
    const pending = signInMachine.provide({ actors: { checkAuth: fromPromise<AuthCheck>(() => new Promise(() => {})) } });
    const fresh = createActor(pending, { input: input('ensure') }).start();
    expect(fresh.getSnapshot().value).toBe('checkingAuth');
    expect(isLoadingModalShown(fresh.getSnapshot())).toBe(true);
    const cached = createActor(pending, { input: { ...input('ensure'), hasUserData: true } }).start();
    expect(cached.getSnapshot().value).toBe('checkingAuth');
    expect(isLoadingModalShown(cached.getSnapshot())).toBe(false);
    fresh.stop();
    cached.stop();
  });
});

it('gate: every state, transition and named action reached under its oracle', () =>
  assertJointCoverage([ensureModel, callbackModel, userInfoModel, notAskedYetModel, declinedEarlierModel, reloadModel]));

publishJourneys('signIn', {
  ensure: ensureModel,
  callback: callbackModel,
  userInfo: userInfoModel,
  notAskedYet: notAskedYetModel,
  declinedEarlier: declinedEarlierModel,
  reload: reloadModel,
});
