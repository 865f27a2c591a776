// Spec section 2 "forbidden": catchphrase, error and contact messages, a button to /autologin with
// forceLogin true, and one of the 26 pictures at random (a purely visual choice, kept per mount).
// "Use another account" ends the provider session first: forceLogin alone would be
// answered at once by the live provider session, landing here again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../app/useSession';
import { backgroundUrl, randomBackgroundIndex } from '../shared/assets';
import { Footer } from '../shared/Footer';

export default function ForbiddenPage() {
  const { t } = useTranslation();
  const [picture] = useState(randomBackgroundIndex);
  const session = useSession();
  const switching = session.phase === 'signingOut';
  return (
    <div
      className="full-screen forbidden-page"
      data-page="forbidden"
      data-picture={picture}
      data-machine="app"
      data-state={session.state}
      style={{ backgroundImage: `url("${backgroundUrl(picture)}")` }}
    >
      <main className="full-screen__card">
        <p className="catchphrase">{t('forbidden.catchphrase')}</p>
        <h1>{t('forbidden.error')}</h1>
        <p>{t('forbidden.contact')}</p>
        <Link className="button button--primary" to="/autologin" state={{ forceLogin: true }} data-testid="forbidden-login">
          {t('forbidden.login')}
        </Link>
        <button
          type="button"
          className="button"
          onClick={switching ? undefined : session.switchAccount}
          aria-disabled={switching || undefined}
          data-testid="forbidden-switch-account"
        >
          {t('forbidden.switchAccount')}
        </button>
      </main>
      <Footer />
    </div>
  );
}
