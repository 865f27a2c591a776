// Screens outside the layout whose content the spec does not show (account, landing, guest-rh,
// applicant): a branded page that says so honestly.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Footer } from '../shared/Footer';
import { tenantLogoUrl } from '../shared/assets';
import { useTenant } from '../app/useApp';

export function OutsidePage({ page, signInLink }: { page: string; signInLink?: boolean }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <div className="full-screen" data-page={page}>
      <main className="full-screen__card">
        <img className="tenant-logo" src={tenantLogoUrl(tenant)} alt={t('tenant.logoAlt', { tenant: t('tenant.name') })} />
        <h1>{t(`pages.${page}.title`)}</h1>
        <p>{t('pages.notShown')}</p>
        {signInLink && (
          <Link className="button button--primary" to="/autologin">
            {t('signIn.signIn')}
          </Link>
        )}
      </main>
      <Footer />
    </div>
  );
}

export const AccountPage = () => <OutsidePage page="account" signInLink />;
export const LandingPage = () => <OutsidePage page="landing" signInLink />;
export const GuestRhPage = () => <OutsidePage page="guestRh" signInLink />;
export const ApplicantPage = () => <OutsidePage page="applicant" />;
