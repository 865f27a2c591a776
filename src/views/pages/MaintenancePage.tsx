// Spec section 2 "maintenance": full-screen background, tenant logo, heading and two lines, footer.
// The 30-second reload is the app machine's (ready.maintenance region, or bootMaintenance when the
// 503 came during the boot). Its texts are built in, so it shows even without translation files.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../app/useApp';
import { Footer } from '../shared/Footer';
import { backgroundUrl, randomBackgroundIndex, tenantLogoUrl } from '../shared/assets';

export default function MaintenancePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  // A purely visual choice, kept per mount: one of the 26 pictures as the full-screen background.
  const [picture] = useState(randomBackgroundIndex);
  return (
    <div
      className="full-screen maintenance-page"
      data-page="maintenance"
      data-picture={picture}
      style={{ backgroundImage: `url("${backgroundUrl(picture)}")` }}
    >
      <main className="full-screen__card">
        {tenant && (
          <img
            className="tenant-logo"
            src={tenantLogoUrl(tenant)}
            alt={t('tenant.logoAlt', { tenant: t('tenant.name', { defaultValue: tenant }) })}
          />
        )}
        <h1>{t('maintenance.heading')}</h1>
        {/* Before the settings are known (a 503 at boot) there is no tenant to name. */}
        <p>{tenant ? t('maintenance.line1', { tenant: t('tenant.name', { defaultValue: tenant }) }) : t('maintenance.line1Generic')}</p>
        <p>{t('maintenance.line2')}</p>
      </main>
      <Footer />
    </div>
  );
}
