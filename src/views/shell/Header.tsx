// Header of the authorised layout: logo by user type (worker, client, other) linking to /home, the
// main navigation filtered by role, tenant and disabled features, and the profile menu.
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { mainNavigation } from '../../../machines/domain/access';
import { profileMenu } from '../../../machines/domain/navigation';
import type { UserInfo } from '../../../machines/domain/types';
import { tenantLogoUrl, type LogoVariant } from '../shared/assets';

const logoVariant = (user: UserInfo): LogoVariant =>
  user.userType === 'worker' ? 'worker' : user.userType === 'client' ? 'client' : 'default';

export function Header({ user, tenant, onLogout }: { user: UserInfo; tenant: string; onLogout: () => void }) {
  const { t } = useTranslation();
  const entries = mainNavigation(user, tenant);
  const profile = profileMenu(user);
  return (
    <header className="site-header">
      <Link to="/home" className="site-header__logo" data-testid="header-logo">
        <img src={tenantLogoUrl(tenant, logoVariant(user))} alt={t('shell.home', { tenant: t('tenant.name') })} />
      </Link>
      <nav className="main-nav" aria-label={t('shell.mainNavigation')}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              <NavLink to={entry.path} data-nav={entry.id}>{t(`nav.${entry.id}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav className="profile-nav" aria-label={t('shell.profileMenu')}>
        <ul>
          {profile.map((entry) => (
            <li key={entry.id}>
              {entry.id === 'logout'
                ? <button type="button" className="link-button" data-nav="logout" onClick={onLogout}>{t('nav.logout')}</button>
                : <NavLink to={entry.path} data-nav={entry.id}>{t(`nav.${entry.id}`)}</NavLink>}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
