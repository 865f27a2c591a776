// Header of the authorised layout: logo by user type (worker, client, other) linking to /home, the
// main navigation filtered by role, tenant and disabled features (tabs, or a burger menu on small
// screens), the agency-folder dropdown (internal users), the bell and the profile menu.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mainNavigation } from '../../../machines/domain/access';
import { profileMenu } from '../../../machines/domain/navigation';
import type { UserInfo } from '../../../machines/domain/types';
import { tenantLogoUrl, type LogoVariant } from '../shared/assets';
import { useSmallScreen } from '../shared/useSmallScreen';
import { AgencyFolderPicker } from './AgencyFolderPicker';
import { ConnectionHint } from './ConnectionHint';
import { BurgerMenu, MainTabs } from './MainNav';
import { NotificationBell } from './NotificationBell';
import { ProfileMenu } from './ProfileMenu';

export const logoVariant = (user: UserInfo): LogoVariant =>
  user.userType === 'worker' ? 'worker' : user.userType === 'client' ? 'client' : 'default';

export function Header({ user, tenant, onLogout }: { user: UserInfo; tenant: string; onLogout: () => void }) {
  const { t } = useTranslation();
  const small = useSmallScreen();
  const entries = mainNavigation(user, tenant);
  const internalUser = user.userType === 'internalUser';
  return (
    <header className="site-header" data-layout={small ? 'small' : 'wide'}>
      {small && <BurgerMenu entries={entries} />}
      <Link to="/home" className="site-header__logo" data-testid="header-logo" data-logo={logoVariant(user)}>
        <img src={tenantLogoUrl(tenant, logoVariant(user))} alt={t('shell.home', { tenant: t('tenant.name') })} />
      </Link>
      {!small && <MainTabs entries={entries} />}
      {internalUser && <AgencyFolderPicker />}
      <div className="site-header__tools">
        <ConnectionHint />
        <NotificationBell internalUser={internalUser} />
        <ProfileMenu user={user} entries={profileMenu(user)} onLogout={onLogout} />
      </div>
    </header>
  );
}
