// A screen of the authorised layout: its title, its sub-menus (spec section 2 "Sub-menus per
// screen") and the title of the sub-entry the URL is on, then its body: the view of the declared
// screen the URL shows (machines/screens/), with its machine's actor once the app machine runs it.
// A route no screen is declared for yet says so honestly (no invented data).
import type { AnyActorRef } from 'xstate';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { findLayoutRoute, routeVariant } from '../../../machines/domain/routes';
import { screenNavigation } from '../../../machines/domain/screenNavigation';
import type { ScreenDeclaration } from '../../../machines/screens/declaration';
import { screenAt } from '../../../machines/screens/lookup';
import { useSession } from '../app/useSession';
import { screenView } from '../screens/screenViews';
import { useScreenHost } from '../screens/useScreenHost';
import { SubNav } from '../shared/SubNav';
import { useSmallScreen } from '../shared/useSmallScreen';

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
  const declared = user ? screenAt(location.pathname)?.declaration : undefined;
  const View = declared ? screenView(declared.id) : null;
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
      {declared && View ? (
        // A view whose chunk is still on its way says it loads, inside the layout.
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <DeclaredScreen declaration={declared} View={View} />
        </Suspense>
      ) : (
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

/** A declared screen's view; one whose machine is still loading shows that it loads, or why it cannot. */
function DeclaredScreen({ declaration, View }: { declaration: ScreenDeclaration; View: ComponentType<{ actorRef?: AnyActorRef }> }) {
  const { t } = useTranslation();
  const host = useScreenHost(declaration.id);
  if (!declaration.machine) return <View />;
  if (host.unavailable) {
    return (
      <p role="alert" className="screen__unavailable">
        {t('screens.unavailable')}{' '}
        <button type="button" className="button" onClick={host.retry}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  if (!host.actorRef) return <p role="status">{t('common.loading')}</p>;
  return <View actorRef={host.actorRef} />;
}
