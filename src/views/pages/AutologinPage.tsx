// The sign-in entry (/autologin, and any unknown path): the app machine starts the redirect to the
// identity provider; after an inactivity logout it first shows a one-line notice.
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/useSession';

export default function AutologinPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.phase === 'autologinNotice') {
    return (
      <main className="full-screen" data-page="autologin" data-machine="app" data-state={session.state}>
        <div className="full-screen__card">
          <p role="status" data-testid="inactivity-notice">
            {t('signIn.inactivityNotice')}
          </p>
          <button type="button" className="button button--primary" onClick={session.login} autoFocus>
            {t('signIn.signIn')}
          </button>
        </div>
      </main>
    );
  }
  return (
    <main className="full-screen" data-page="autologin" data-machine="app" data-state={session.state}>
      <div className="full-screen__card" aria-busy="true">
        <div className="spinner" aria-hidden="true" />
        <p role="status">{t('signIn.redirecting')}</p>
      </div>
    </main>
  );
}
