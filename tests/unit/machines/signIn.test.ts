// Sign-in and user info (spec sections 4 and 8), as the app machine and the views see it: states
// (loading modal, failed-connection modal, error modal, device and password modals), the calls
// made with their parameters, the logged warnings and the output handed to the app.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { deviceRegistrationMachine } from '../../../machines/deviceRegistration/deviceRegistration.machine';
import { passwordChangeMachine } from '../../../machines/passwordChange/passwordChange.machine';
import type { RegisteredDevice, UserInfo } from '../../../machines/domain/types';
import { signInMachine, type AuthCheck, type SignInCallback, type SignInInput } from '../../../machines/signIn/signIn.machine';
import { controlledActor, settle } from './deferred';
import { userInfo as workerInfo } from '../../support/fixtures';

/** A client user with nothing pending (the flows under test are mostly a client's). */
const userInfo = (extra: Partial<UserInfo> = {}): UserInfo => workerInfo({ userType: 'client', roles: ['clientUser'], ...extra });

const NOW = 1_800_000_000_000;

function start(input: Partial<SignInInput> = {}) {
  const checkAuth = controlledActor<AuthCheck>();
  const completeSignIn = controlledActor<SignInCallback>();
  const fetchUserInfo = controlledActor<unknown>();
  const checkDevice = controlledActor<{ registered: boolean }, { deviceId: string }>();
  const saveDevice = controlledActor<void, { deviceId: string; name: string }>();
  const savePassword = controlledActor<void, { newPassword: string }>();
  const startLogin = vi.fn();
  const logWarning = vi.fn();
  const persistDeviceQuestionDeclined = vi.fn();
  const machine = signInMachine.provide({
    actors: {
      checkAuth: checkAuth.logic,
      completeSignIn: completeSignIn.logic,
      fetchUserInfo: fetchUserInfo.logic,
      checkDevice: checkDevice.logic,
      deviceRegistration: deviceRegistrationMachine.provide({
        actors: { saveDevice: saveDevice.logic, readDraft: fromPromise<RegisteredDevice | null>(async () => null) },
        actions: { keepDraft: () => {}, dropDraft: () => {} },
      }),
      passwordChange: passwordChangeMachine.provide({ actors: { savePassword: savePassword.logic } }),
    },
    actions: {
      startLogin: (_, params) => startLogin(params),
      logWarning: (_, params) => logWarning(params.message),
      persistDeviceQuestionDeclined: () => persistDeviceQuestionDeclined(),
    },
  });
  const actor = createActor(machine, {
    input: {
      mode: 'ensure',
      requestedUrl: '/contracts?page=2',
      hasUserData: false,
      cachedUserInfo: null,
      maxIatOffsetSeconds: 300,
      deviceId: 'device-1',
      suggestedDeviceName: 'Chromium on Linux',
      deviceQuestionDeclined: false,
      ...input,
    },
  });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  const signedInAs = async (info: UserInfo) => {
    checkAuth.last.resolve({ authenticated: true });
    await settle();
    fetchUserInfo.last.resolve(info);
    await settle();
  };
  return {
    actor,
    snapshot,
    checkAuth,
    completeSignIn,
    fetchUserInfo,
    checkDevice,
    saveDevice,
    savePassword,
    startLogin,
    logWarning,
    persistDeviceQuestionDeclined,
    signedInAs,
  };
}

type Started = ReturnType<typeof start>;
const deviceModal = (s: Started) => s.snapshot().children.deviceRegistration as ActorRefFrom<typeof deviceRegistrationMachine>;
const passwordModal = (s: Started) => s.snapshot().children.passwordChange as ActorRefFrom<typeof passwordChangeMachine>;

describe('sign-in: authentication check (ensure mode)', () => {
  it('an unauthenticated user is sent to the login with the requested URL and no forced prompt', async () => {
    const s = start();
    expect(s.snapshot().value).toBe('checkingAuth');
    s.checkAuth.last.resolve({ authenticated: false });
    await settle();
    expect(s.snapshot().value).toBe('redirectingToLogin');
    expect(s.startLogin).toHaveBeenCalledExactlyOnceWith({ returnUrl: '/contracts?page=2', prompt: undefined });
    expect(s.fetchUserInfo.calls).toHaveLength(0);
  });

  it('a failed check shows the failed-connection modal, logs why, and LOGIN_AGAIN forces a fresh login', async () => {
    const s = start();
    s.checkAuth.last.reject(new Error('provider unreachable'));
    await settle();
    expect(s.snapshot().value).toBe('failedConnection');
    expect(s.logWarning).toHaveBeenCalledExactlyOnceWith('Authentication check failed: provider unreachable');
    expect(s.startLogin).not.toHaveBeenCalled();
    s.actor.send({ type: 'LOGIN_AGAIN' });
    expect(s.snapshot().value).toBe('loggingInAgain');
    expect(s.startLogin).toHaveBeenCalledExactlyOnceWith({ returnUrl: null, prompt: 'login' });
  });

  it('an internal user goes straight in: signed in with the user info, no device check', async () => {
    const s = start();
    const info = userInfo({ userType: 'internalUser', roles: ['agencySales'], isFirstConnection: true, hasToChangePassword: true });
    await s.signedInAs(info);
    expect(s.snapshot().status).toBe('done');
    expect(s.snapshot().output).toEqual({ result: 'signedIn', userInfo: info, returnUrl: null, deviceQuestionDeclined: false });
    expect(s.checkDevice.calls).toHaveLength(0);
    expect(s.snapshot().children.deviceRegistration).toBeUndefined();
  });
});

describe('sign-in: login callback', () => {
  it('checks the id token issue time, then fetches the user info and returns to the saved URL', async () => {
    const s = start({ mode: 'callback' });
    expect(s.snapshot().value).toBe('completingLogin');
    expect(s.checkAuth.calls).toHaveLength(0);
    s.completeSignIn.last.resolve({ returnUrl: '/missions', idTokenIssuedAt: NOW / 1000 - 300, now: NOW });
    await settle();
    expect(s.snapshot().matches('fetchingUserInfo')).toBe(true);
    s.fetchUserInfo.last.resolve(userInfo({ userType: 'internalUser', roles: ['support'] }));
    await settle();
    expect(s.snapshot().output).toMatchObject({ result: 'signedIn', returnUrl: '/missions' });
  });

  it('an unsafe return URL is dropped', async () => {
    const s = start({ mode: 'callback' });
    s.completeSignIn.last.resolve({ returnUrl: '//evil.example/x', idTokenIssuedAt: null, now: NOW });
    await settle();
    s.fetchUserInfo.last.resolve(userInfo({ userType: 'internalUser', roles: ['support'] }));
    await settle();
    expect(s.snapshot().output).toMatchObject({ result: 'signedIn', returnUrl: null });
  });

  it('an id token issued too far from the device clock is a failed connection', async () => {
    const s = start({ mode: 'callback' });
    s.completeSignIn.last.resolve({ returnUrl: '/missions', idTokenIssuedAt: NOW / 1000 - 301, now: NOW });
    await settle();
    expect(s.snapshot().value).toBe('failedConnection');
    expect(s.fetchUserInfo.calls).toHaveLength(0);
  });

  it('a failed callback is a failed connection, logged', async () => {
    const s = start({ mode: 'callback' });
    s.completeSignIn.last.reject(new Error('state mismatch'));
    await settle();
    expect(s.snapshot().value).toBe('failedConnection');
    expect(s.logWarning).toHaveBeenCalledExactlyOnceWith('Login callback failed: state mismatch');
  });
});

describe('sign-in: user info errors (spec section 8)', () => {
  it('403 ends forbidden', async () => {
    const s = start();
    s.checkAuth.last.resolve({ authenticated: true });
    await settle();
    s.fetchUserInfo.last.reject({ status: 403, message: 'Forbidden' });
    await settle();
    expect(s.snapshot().value).toBe('forbidden');
    expect(s.snapshot().output).toEqual({ result: 'forbidden' });
  });

  it.each([401, 503])('%i is handled by the global HTTP rule: halted, no error modal', async (status) => {
    const s = start();
    s.checkAuth.last.resolve({ authenticated: true });
    await settle();
    s.fetchUserInfo.last.reject({ status, message: 'HTTP error' });
    await settle();
    expect(s.snapshot().value).toBe('halted');
    expect(s.snapshot().output).toEqual({ result: 'halted' });
    expect(s.snapshot().context.errorMessage).toBeNull();
  });

  it("other errors show the server's Message; RETRY fetches again and success clears it", async () => {
    const s = start();
    s.checkAuth.last.resolve({ authenticated: true });
    await settle();
    s.fetchUserInfo.last.reject({ status: 500, serverMessage: 'Base indisponible', message: 'HTTP 500' });
    await settle();
    expect(s.snapshot().value).toBe('userInfoFailed');
    expect(s.snapshot().context.errorMessage).toBe('Base indisponible');
    s.actor.send({ type: 'RETRY' });
    expect(s.snapshot().matches('fetchingUserInfo')).toBe(true);
    expect(s.fetchUserInfo.calls).toHaveLength(2);
    s.fetchUserInfo.last.resolve(userInfo({ userType: 'internalUser', roles: ['support'] }));
    await settle();
    expect(s.snapshot().status).toBe('done');
    expect(s.snapshot().context.errorMessage).toBeNull();
  });
});

describe('sign-in: client and worker users', () => {
  it('first connection: asks to save the device first, then signs in with isFirstConnection false', async () => {
    const s = start();
    await s.signedInAs(userInfo({ isFirstConnection: true }));
    expect(s.snapshot().value).toBe('registeringDevice');
    expect(s.checkDevice.calls).toHaveLength(0);
    const modal = deviceModal(s);
    expect(modal.getSnapshot().context).toMatchObject({ deviceId: 'device-1', name: 'Chromium on Linux', reason: 'firstConnection' });
    modal.send({ type: 'SAVE' });
    s.saveDevice.last.resolve();
    await settle();
    expect(s.snapshot().status).toBe('done');
    expect(s.snapshot().output).toMatchObject({ result: 'signedIn', userInfo: { isFirstConnection: false } });
  });

  it('a registered device goes on to the password check', async () => {
    const s = start();
    await s.signedInAs(userInfo({ userType: 'worker', roles: ['worker'] }));
    expect(s.snapshot().value).toBe('checkingDevice');
    expect(s.checkDevice.last.input).toEqual({ deviceId: 'device-1' });
    s.checkDevice.last.resolve({ registered: true });
    await settle();
    expect(s.snapshot().status).toBe('done');
    expect(s.snapshot().children.deviceRegistration).toBeUndefined();
  });

  it('an unregistered device opens the same save-device modal, for an unregistered device', async () => {
    const s = start();
    await s.signedInAs(userInfo());
    s.checkDevice.last.resolve({ registered: false });
    await settle();
    expect(s.snapshot().value).toBe('registeringDevice');
    const modal = deviceModal(s);
    expect(modal.getSnapshot().context.reason).toBe('unregisteredDevice');
    expect(s.persistDeviceQuestionDeclined).not.toHaveBeenCalled();
    modal.send({ type: 'NOT_NOW' });
    await settle();
    expect(s.snapshot().status).toBe('done');
    // "Not now" is kept for the tab's session and handed to the app (decisions.md).
    expect(s.persistDeviceQuestionDeclined).toHaveBeenCalledOnce();
    expect(s.snapshot().output).toMatchObject({ result: 'signedIn', deviceQuestionDeclined: true });
  });

  // On a reload the tab's cached user info says who signs in; the device check of a client
  // or worker then goes out with the user-info fetch, and the dashboard waits one round less.
  it('a reload of a client: the device is checked alongside the user info, and signs in when both answered', async () => {
    const cached = userInfo();
    const s = start({ hasUserData: true, cachedUserInfo: cached });
    s.checkAuth.last.resolve({ authenticated: true });
    await settle();
    // Both calls are in flight at once.
    expect(s.fetchUserInfo.calls).toHaveLength(1);
    expect(s.checkDevice.calls).toHaveLength(1);
    expect(s.checkDevice.last.input).toEqual({ deviceId: 'device-1' });
    s.checkDevice.last.resolve({ registered: true });
    await settle();
    expect(s.snapshot().status).toBe('active');
    s.fetchUserInfo.last.resolve(cached);
    await settle();
    expect(s.snapshot().status).toBe('done');
    expect(s.checkDevice.calls).toHaveLength(1);
    expect(s.snapshot().output).toMatchObject({ result: 'signedIn', userInfo: cached });
  });

  it('without cached user info the device check waits for the answer (it may be a first connection)', async () => {
    const s = start();
    s.checkAuth.last.resolve({ authenticated: true });
    await settle();
    expect(s.fetchUserInfo.calls).toHaveLength(1);
    expect(s.checkDevice.calls).toHaveLength(0);
    s.fetchUserInfo.last.resolve(userInfo());
    await settle();
    expect(s.checkDevice.calls).toHaveLength(1);
  });

  it('a reload: an unregistered device found early opens the save-device modal once the user info is there', async () => {
    const s = start({ hasUserData: true, cachedUserInfo: userInfo({ userType: 'worker', roles: ['worker'] }) });
    s.checkAuth.last.resolve({ authenticated: true });
    await settle();
    s.checkDevice.last.resolve({ registered: false });
    await settle();
    expect(s.snapshot().children.deviceRegistration).toBeUndefined();
    s.fetchUserInfo.last.resolve(userInfo({ userType: 'worker', roles: ['worker'], hasToChangePassword: true }));
    await settle();
    expect(s.snapshot().value).toBe('registeringDevice');
    expect(deviceModal(s).getSnapshot().context.reason).toBe('unregisteredDevice');
    // The password modal still comes after the device question.
    deviceModal(s).send({ type: 'NOT_NOW' });
    await settle();
    expect(s.snapshot().value).toBe('changingPassword');
    expect(s.checkDevice.calls).toHaveLength(1);
  });

  it('a reload: the fresh answer decides; an early check failure is logged only for a user it concerns', async () => {
    const internal = start({ hasUserData: true, cachedUserInfo: userInfo() });
    internal.checkAuth.last.resolve({ authenticated: true });
    await settle();
    internal.checkDevice.last.reject(new Error('HTTP 500'));
    await settle();
    internal.fetchUserInfo.last.resolve(userInfo({ userType: 'internalUser', roles: ['administrator'] }));
    await settle();
    expect(internal.snapshot().status).toBe('done');
    expect(internal.logWarning).not.toHaveBeenCalled();

    const client = start({ hasUserData: true, cachedUserInfo: userInfo() });
    client.checkAuth.last.resolve({ authenticated: true });
    await settle();
    client.checkDevice.last.reject(new Error('HTTP 500'));
    await settle();
    client.fetchUserInfo.last.resolve(userInfo());
    await settle();
    expect(client.snapshot().status).toBe('done');
    expect(client.logWarning).toHaveBeenCalledExactlyOnceWith('Device check failed: HTTP 500');
  });

  it('a reload of an internal user or after "Not now": no device check goes out', async () => {
    for (const input of [
      { hasUserData: true, cachedUserInfo: userInfo({ userType: 'internalUser', roles: ['administrator'] }) },
      { hasUserData: true, cachedUserInfo: userInfo(), deviceQuestionDeclined: true },
      { hasUserData: true, cachedUserInfo: userInfo({ isFirstConnection: true }) },
    ]) {
      const s = start(input);
      s.checkAuth.last.resolve({ authenticated: true });
      await settle();
      expect(s.fetchUserInfo.calls).toHaveLength(1);
      expect(s.checkDevice.calls).toHaveLength(0);
    }
  });

  it('a failed device check does not stop the sign-in; it is logged', async () => {
    const s = start();
    await s.signedInAs(userInfo());
    s.checkDevice.last.reject(new Error('HTTP 500'));
    await settle();
    expect(s.snapshot().status).toBe('done');
    expect(s.logWarning).toHaveBeenCalledExactlyOnceWith('Device check failed: HTTP 500');
  });

  it('hasToChangePassword: the forced password modal comes after the device, then signs in with the flag cleared', async () => {
    const s = start();
    await s.signedInAs(userInfo({ hasToChangePassword: true }));
    s.checkDevice.last.resolve({ registered: true });
    await settle();
    expect(s.snapshot().value).toBe('changingPassword');
    const modal = passwordModal(s);
    modal.send({ type: 'PASSWORD.CHANGE', value: 'abcd1234' });
    modal.send({ type: 'CONFIRMATION.CHANGE', value: 'abcd1234' });
    modal.send({ type: 'SUBMIT' });
    s.savePassword.last.resolve();
    await settle();
    expect(s.snapshot().status).toBe('done');
    expect(s.snapshot().output).toMatchObject({ result: 'signedIn', userInfo: { hasToChangePassword: false } });
  });

  it('the password modal also follows a first-connection device save', async () => {
    const s = start();
    await s.signedInAs(userInfo({ isFirstConnection: true, hasToChangePassword: true }));
    deviceModal(s).send({ type: 'NOT_NOW' });
    await settle();
    expect(s.snapshot().value).toBe('changingPassword');
  });
});
