// A screen of the authorised layout whose content the spec does not show: its title and an honest
// empty state, in the variant of the user's type where the route has variants. No invented data.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { findLayoutRoute, routeVariant } from '../../../machines/domain/routes';
import { useSession } from '../app/useSession';

/** `/temporary-workers` → `temporaryWorkers`, `/my-profile/my-notifications` → `myProfile.myNotifications`. */
export function screenKey(path: string): string {
  return path.split('/').filter(Boolean)
    .map((segment) => segment.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()))
    .join('.');
}

export default function ScreenPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { user } = useSession();
  const route = findLayoutRoute(location.pathname);
  const key = route ? screenKey(route.path) : 'unknown';
  const variant = route && user ? routeVariant(route.path, user.userType) : undefined;
  return (
    <section className="screen" data-screen={key} data-variant={variant} aria-labelledby="screen-title">
      <h1 id="screen-title">{t(`screens.${key}${variant ? `.${variant}` : ''}.title`, { defaultValue: t(`screens.${key}.title`) })}</h1>
      <div className="empty-state" role="note">
        <p>{t('screens.notShown')}</p>
      </div>
    </section>
  );
}
