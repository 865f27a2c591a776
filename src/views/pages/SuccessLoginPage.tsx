// The login callback (/success-login): the app machine completes the sign-in; the sign-in modals
// show its progress.
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/useSession';

export default function SuccessLoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <main className="full-screen" data-page="success-login" data-machine="app" data-state={session.state}>
      <div className="full-screen__card" aria-busy="true">
        <p role="status">{t('signIn.completing')}</p>
      </div>
    </main>
  );
}
