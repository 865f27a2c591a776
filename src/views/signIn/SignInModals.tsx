// The modals of a sign-in under way, projected from the signIn child of the app machine: the
// loading modal (authLoginMessage), the user-info error modal, the failed-connection modal, and
// the device and password modals of its own children; then, signed in, the message of a session
// whose code (the layout's chunk) could not be loaded.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAppActor } from '../app/appActorContext';
import { DeviceRegistrationModal } from '../modals/DeviceRegistrationModal';
import { PasswordChangeModal } from '../modals/PasswordChangeModal';
import { Modal } from '../shared/Modal';
import { useSignIn, useSignInRef, type SignInRef } from './useSignIn';

export function SignInModals() {
  const signIn = useSignInRef();
  return signIn ? <SignInModal signIn={signIn} /> : <ShellUnavailableModal />;
}

/** The layout's chunk, with the session's code, failed to load: a screen's message, with Retry. */
function ShellUnavailableModal() {
  const { t } = useTranslation();
  const actor = useAppActor();
  const unavailable = useSelector(actor, (snapshot) => snapshot.matches({ ready: { session: { authorised: 'shellUnavailable' } } }));
  if (!unavailable) return null;
  return (
    <Modal
      machine="app"
      state="shellUnavailable"
      role="alertdialog"
      title={t('routeError.title')}
      testId="shell-unavailable"
      actions={
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'SCREEN.RETRY' })} data-autofocus>
          {t('common.retry')}
        </button>
      }
    >
      <p>{t('screens.unavailable')}</p>
    </Modal>
  );
}

function SignInModal({ signIn }: { signIn: SignInRef }) {
  const { t } = useTranslation();
  const flow = useSignIn(signIn);
  const state = flow.state;

  if (flow.modal === 'loading') {
    return (
      <Modal machine="signIn" state={state} title={t('signIn.loadingTitle')} busy testId="sign-in-loading">
        <div className="spinner" aria-hidden="true" />
        <p role="status">{t('authLoginMessage')}</p>
      </Modal>
    );
  }
  if (flow.modal === 'userInfoFailed') {
    return (
      <Modal
        machine="signIn"
        state={state}
        role="alertdialog"
        title={t('signIn.errorTitle')}
        testId="sign-in-error"
        actions={
          <button type="button" className="button button--primary" onClick={flow.retry} data-autofocus>
            {t('common.retry')}
          </button>
        }
      >
        {/* The server's Message, rendered as text. */}
        <p data-testid="sign-in-error-message">{flow.errorMessage}</p>
      </Modal>
    );
  }
  if (flow.modal === 'failedConnection') {
    return (
      <Modal
        machine="signIn"
        state={state}
        role="alertdialog"
        title={t('signIn.failedConnectionTitle')}
        testId="sign-in-failed-connection"
        busy={flow.loggingInAgain}
        actions={
          <button type="button" className="button button--primary" onClick={flow.loginAgain} disabled={flow.loggingInAgain} data-autofocus>
            {t('signIn.loginAgain')}
          </button>
        }
      >
        <p>{t('signIn.failedConnectionMessage')}</p>
      </Modal>
    );
  }
  if (flow.modal === 'registeringDevice' && flow.deviceRegistration) {
    return <DeviceRegistrationModal actorRef={flow.deviceRegistration} />;
  }
  if (flow.modal === 'changingPassword' && flow.passwordChange) {
    return <PasswordChangeModal actorRef={flow.passwordChange} />;
  }
  return null;
}
