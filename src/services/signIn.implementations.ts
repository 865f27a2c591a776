// The browser side of the signIn machine and the two machines it invokes: the authentication check
// and login callback (oidc-client-ts through Auth), the user-info and device calls (with the
// save-device question's draft), the login redirect and the warning log.
//
//   signInMachine.provide(createSignInImplementations({ api, auth, logger, currentUrl }))
import { fromPromise } from 'xstate';
import { STORAGE_KEYS } from '../../machines/domain/constants';
import { deviceRegistrationMachine } from '../../machines/deviceRegistration/deviceRegistration.machine';
import { passwordChangeMachine } from '../../machines/passwordChange/passwordChange.machine';
import type { AuthCheck, SignInCallback } from '../../machines/signIn/signIn.machine';
import type { Api } from './api';
import type { Auth } from './auth';
import { createDeviceRegistrationImplementations } from './deviceRegistration.implementations';
import type { Logger } from './logger';
import { createPasswordChangeImplementations } from './passwordChange.implementations';
import { writeLocal, writeSession } from './storage';

export interface SignInDeps {
  api: Pick<Api, 'getUserInfo' | 'getDeviceStatus' | 'registerDevice' | 'changePassword'>;
  auth: Pick<Auth, 'checkAuth' | 'completeSignIn' | 'startLogin' | 'currentUser'>;
  logger: Pick<Logger, 'log' | 'error'>;
  /** The current URL, for the login callback. */
  currentUrl: () => string;
}

/** The `startLogin` action, shared by the signIn and app machines: a failed redirect is logged. */
export function createStartLogin(deps: Pick<SignInDeps, 'auth' | 'logger'>) {
  return (_: unknown, params: { returnUrl: string | null; prompt: 'login' | undefined }) => {
    deps.auth.startLogin(params).catch((error: unknown) => deps.logger.error('Could not start the login redirect', error));
  };
}

export function createSignInImplementations(deps: SignInDeps) {
  const { api, auth, logger } = deps;
  return {
    actors: {
      checkAuth: fromPromise<AuthCheck>(() => auth.checkAuth()),
      completeSignIn: fromPromise<SignInCallback>(async () => {
        const result = await auth.completeSignIn(deps.currentUrl());
        // A fresh login counts as activity: an old stored click must not log the new session out.
        writeLocal(STORAGE_KEYS.lastClick, String(result.now));
        return result;
      }),
      fetchUserInfo: fromPromise<unknown>(({ signal }) => api.getUserInfo(signal)),
      checkDevice: fromPromise<{ registered: boolean }, { deviceId: string }>(({ input }) => api.getDeviceStatus(input.deviceId)),
      deviceRegistration: deviceRegistrationMachine.provide(
        createDeviceRegistrationImplementations({
          api,
          drafts: { currentUser: () => auth.currentUser(), logger },
        }),
      ),
      passwordChange: passwordChangeMachine.provide(createPasswordChangeImplementations({ api })),
    },
    actions: {
      startLogin: createStartLogin(deps),
      logWarning: (_: unknown, params: { message: string }) => logger.log('warn', params.message),
      logError: (_: unknown, params: { message: string }) => logger.log('error', params.message),
      persistDeviceQuestionDeclined: () => writeSession(STORAGE_KEYS.deviceQuestionDeclined, 'true'),
    },
  };
}
