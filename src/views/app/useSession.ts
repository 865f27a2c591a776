// The session as views see it: which phase the app machine's session region is in, the signed-in
// user, the signIn child (for its modals), and named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { isLoadingModalShown, type signInMachine } from '../../../machines/signIn/signIn.machine';
import { useAppActor } from './appActorContext';

export type SignInRef = ActorRefFrom<typeof signInMachine>;

export type SessionPhase =
  | 'anonymous' // a public screen, or a guest-only screen for a signed-out user
  | 'autologinNotice' // the one-line "signed out after inactivity" notice
  | 'redirecting' // on the way to the identity provider
  | 'signingIn' // authentication check, login callback, user info, device, password
  | 'signedIn' // the layout may render
  | 'checkingRoute' // signed in, a redirect to another route is under way
  | 'signingOut';

export function useSession() {
  const actor = useAppActor();
  const phase = useSelector(actor, (snapshot): SessionPhase => {
    if (snapshot.matches({ ready: { session: { authorised: { signedIn: { route: 'entered' } } } } })) return 'signedIn';
    if (snapshot.matches({ ready: { session: { authorised: 'signedIn' } } })) return 'checkingRoute';
    if (snapshot.matches({ ready: { session: { autologin: 'showingNotice' } } })) return 'autologinNotice';
    if (snapshot.matches({ ready: { session: 'autologin' } })) return 'redirecting';
    if (snapshot.matches({ ready: { session: 'signingOut' } }) || snapshot.matches({ ready: { session: 'signedOut' } }))
      return 'signingOut';
    if (snapshot.matches({ ready: { session: 'anonymous' } })) return 'anonymous';
    return 'signingIn';
  });
  const user = useSelector(actor, (snapshot) => snapshot.context.userInfo);
  const tenant = useSelector(actor, (snapshot) => snapshot.context.settings?.tenantName ?? '');
  const sessionState = useSelector(actor, (snapshot) =>
    snapshot.matches('ready') ? JSON.stringify((snapshot.value as { ready: { session: unknown } }).ready.session) : '',
  );
  return {
    phase,
    user,
    tenant,
    sessionState,
    login: () => actor.send({ type: 'LOGIN' }),
    logout: () => actor.send({ type: 'LOGOUT' }),
    switchAccount: () => actor.send({ type: 'SWITCH_ACCOUNT' }),
  };
}

/** The running signIn child, when a sign-in is under way. */
export function useSignInRef(): SignInRef | undefined {
  return useSelector(useAppActor(), (snapshot) => snapshot.children.signIn);
}

export function useSignIn(signIn: SignInRef) {
  const stateValue = useSelector(signIn, (snapshot) => String(snapshot.value));
  const loadingModalShown = useSelector(signIn, isLoadingModalShown);
  const errorMessage = useSelector(signIn, (snapshot) => snapshot.context.errorMessage);
  const children = useSelector(signIn, (snapshot) => snapshot.children);
  return {
    stateValue,
    loadingModalShown,
    errorMessage,
    deviceRegistration: children.deviceRegistration,
    passwordChange: children.passwordChange,
    retry: () => signIn.send({ type: 'RETRY' }),
    loginAgain: () => signIn.send({ type: 'LOGIN_AGAIN' }),
  };
}
