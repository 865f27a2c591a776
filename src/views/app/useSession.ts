// The session as views see it: which phase the app machine's session region is in, the signed-in
// user, and named commands.
import { useSelector } from '@xstate/react';
import { dataState } from '../../../machines/domain/statePaths';
import { useAppActor } from './appActorContext';

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
  const state = useSelector(actor, (snapshot) => dataState(snapshot.value));
  return {
    phase,
    user,
    tenant,
    /** The app machine's state paths (data-state of the screens that project the session). */
    state,
    login: () => actor.send({ type: 'LOGIN' }),
    logout: () => actor.send({ type: 'LOGOUT' }),
    switchAccount: () => actor.send({ type: 'SWITCH_ACCOUNT' }),
  };
}
