// One sub-menu of a screen (spec section 2 "Sub-menus per screen"): a labelled navigation of
// NavLinks carrying data-nav; the profile menu's logout entry is a button. Entries arrive already
// filtered by role, tenant, disabled features and screen size (machines/domain/screenNavigation).
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { SubNavigationEntry } from '../../../machines/domain/screenNavigation';

export function SubNav({ menuId, entries, onLogout }: { menuId: string; entries: SubNavigationEntry[]; onLogout?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="sub-nav" aria-label={t(`subnav.menus.${menuId}`)} data-menu={menuId}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.action === 'logout' ? (
              <button type="button" className="sub-nav__button" data-nav={entry.id} onClick={onLogout}>
                {t(`subnav.${menuId}.${entry.id}`)}
              </button>
            ) : (
              <NavLink to={entry.path} data-nav={entry.id}>
                {t(`subnav.${menuId}.${entry.id}`)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
