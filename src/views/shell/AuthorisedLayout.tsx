// The authorised layout (spec section 2): header with the logo of the user's type, main navigation
// tabs, profile menu with logout, routed content and footer. It renders only once the app machine
// says the session is signed in and the route allowed; until then a neutral waiting screen (the
// sign-in modals show on top).
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useSession } from '../app/useSession';
import { Footer } from '../shared/Footer';
import { Header } from './Header';

export default function AuthorisedLayout() {
  const session = useSession();
  const { t } = useTranslation();
  if (session.phase !== 'signedIn' || !session.user) {
    return (
      <div className="layout-pending" data-machine="app" data-state={session.sessionState} aria-busy="true">
        <p className="visually-hidden" role="status">{t('boot.loading')}</p>
      </div>
    );
  }
  return (
    <div className="layout" data-machine="app" data-state={session.sessionState} data-user-type={session.user.userType}>
      <a className="skip-link" href="#main-content">{t('shell.skipToContent')}</a>
      <Header user={session.user} tenant={session.tenant} onLogout={session.logout} />
      <main id="main-content" className="layout__content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
