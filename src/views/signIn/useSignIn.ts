// The sign-in under way as views see it: the signIn child of the app machine, which modal it shows
// (loading, user-info error, failed connection, or its device and password children) and named
// commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { dataState } from '../../../machines/domain/statePaths';
import { isLoadingModalShown, type signInMachine } from '../../../machines/signIn/signIn.machine';
import { useAppActor } from '../app/appActorContext';

export type SignInRef = ActorRefFrom<typeof signInMachine>;

export type SignInModalKind = 'loading' | 'userInfoFailed' | 'failedConnection' | 'registeringDevice' | 'changingPassword';

/** The running signIn child, when a sign-in is under way. */
export function useSignInRef(): SignInRef | undefined {
  return useSelector(useAppActor(), (snapshot) => snapshot.children.signIn);
}

export function useSignIn(signIn: SignInRef) {
  const state = useSelector(signIn, (snapshot) => dataState(snapshot.value));
  const modal = useSelector(signIn, (snapshot): SignInModalKind | null => {
    if (isLoadingModalShown(snapshot)) return 'loading';
    if (snapshot.matches('userInfoFailed')) return 'userInfoFailed';
    if (snapshot.matches('failedConnection') || snapshot.matches('loggingInAgain')) return 'failedConnection';
    if (snapshot.matches('registeringDevice')) return 'registeringDevice';
    if (snapshot.matches('changingPassword')) return 'changingPassword';
    return null;
  });
  const loggingInAgain = useSelector(signIn, (snapshot) => snapshot.matches('loggingInAgain'));
  const errorMessage = useSelector(signIn, (snapshot) => snapshot.context.errorMessage);
  const children = useSelector(signIn, (snapshot) => snapshot.children);
  return {
    state,
    modal,
    loggingInAgain,
    errorMessage,
    deviceRegistration: children.deviceRegistration,
    passwordChange: children.passwordChange,
    retry: () => signIn.send({ type: 'RETRY' }),
    loginAgain: () => signIn.send({ type: 'LOGIN_AGAIN' }),
  };
}
