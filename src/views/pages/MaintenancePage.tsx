// Spec section 2 "maintenance": full-screen background, tenant logo, heading and two lines, footer.
// The 30-second reload of the front URL is the app machine's (ready.maintenance region).
import { useTranslation } from 'react-i18next';
import { useTenant } from '../app/useApp';
import { Footer } from '../shared/Footer';
import { tenantLogoUrl } from '../shared/assets';

export default function MaintenancePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <div className="full-screen maintenance-page" data-page="maintenance">
      <main className="full-screen__card">
        <img className="tenant-logo" src={tenantLogoUrl(tenant)} alt={t('tenant.logoAlt', { tenant: t('tenant.name') })} />
        <h1>{t('maintenance.heading')}</h1>
        <p>{t('maintenance.line1', { tenant: t('tenant.name') })}</p>
        <p>{t('maintenance.line2')}</p>
      </main>
      <Footer />
    </div>
  );
}
