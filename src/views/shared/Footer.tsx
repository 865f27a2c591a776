import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <span>{t('footer.copyright', { year: new Date().getFullYear(), tenant: t('tenant.name', { defaultValue: '' }) })}</span>
      <span>{t('footer.legal')}</span>
    </footer>
  );
}
