// A screen of the authorised layout: its title, its sub-menus (spec section 2 "Sub-menus per
// screen") and the title of the sub-entry the URL is on, then its body. Bodies whose content the
// spec does not show say so honestly (no invented data); parameters → preference is real.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { findLayoutRoute, routeVariant } from '../../../machines/domain/routes';
import { screenNavigation } from '../../../machines/domain/screenNavigation';
import { useSession } from '../app/useSession';
import { SubNav } from '../shared/SubNav';
import { useSmallScreen } from '../shared/useSmallScreen';
import { PreferencePanel } from './PreferencePanel';
import { DaysOffPanel } from './profile/DaysOffPanel';
import { DevicesPanel } from './profile/DevicesPanel';
import { MyProfilePanel } from './profile/MyProfilePanel';
import { useDaysOffRef } from './profile/useDaysOff';
import { useDevicesRef } from './profile/useDevices';
import { useMyProfileRef } from './profile/useMyProfile';

/** `/temporary-workers` → `temporaryWorkers`, `/my-profile/my-notifications` → `myProfile.myNotifications`. */
export function screenKey(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()))
    .join('.');
}

export default function ScreenPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { user, tenant, logout } = useSession();
  const mobile = useSmallScreen();
  const route = findLayoutRoute(location.pathname);
  const key = route ? screenKey(route.path) : 'unknown';
  const variant = route && user ? routeVariant(route.path, user.userType) : undefined;
  const navigation = user ? screenNavigation(location.pathname, user, tenant, { mobile }) : null;
  const active = navigation?.activeEntry ?? null;
  // The sub-entry gets its own heading unless it is the screen itself (days-off, my-notifications).
  const subTitle =
    active && route && active.path.split('/').filter(Boolean).length > route.path.split('/').filter(Boolean).length
      ? t(`subnav.${active.menuId}.${active.id}`)
      : null;
  const isPreference = active?.menuId === 'parameters' && active.id === 'preference';
  // The profile screens' machines run while their route shows (the app machine invokes them).
  const myProfile = useMyProfileRef();
  const daysOff = useDaysOffRef();
  const devices = useDevicesRef();
  const body = isPreference ? (
    <PreferencePanel />
  ) : myProfile ? (
    <MyProfilePanel actorRef={myProfile} />
  ) : daysOff ? (
    <DaysOffPanel actorRef={daysOff} />
  ) : devices ? (
    <DevicesPanel actorRef={devices} />
  ) : null;
  return (
    <section
      className="screen"
      data-screen={key}
      data-variant={variant}
      data-sub-entry={active ? `${active.menuId}.${active.id}` : undefined}
      aria-labelledby="screen-title"
    >
      <h1 id="screen-title">{t(`screens.${key}${variant ? `.${variant}` : ''}.title`, { defaultValue: t(`screens.${key}.title`) })}</h1>
      {navigation?.menus.map((menu) => (
        <SubNav key={menu.menuId} menuId={menu.menuId} entries={menu.entries} onLogout={logout} />
      ))}
      {subTitle && (
        <h2 className="screen__subtitle" data-testid="sub-entry-title">
          {subTitle}
        </h2>
      )}
      {body ?? (
        <div className="empty-state" role="note">
          <p>{t('screens.notShown')}</p>
        </div>
      )}
      {navigation && navigation.related.length > 0 && (
        <nav className="screen__related" aria-label={t('screens.related')}>
          <ul>
            {navigation.related.map((link) => (
              <li key={link.id}>
                <Link to={link.path} data-nav={link.id}>
                  {t(`nav.${link.id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
