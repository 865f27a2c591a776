// The filters of spec section 5 on the sub-menus of spec section 2 ("Navigation items are dropped
// when the tenant does not match, the feature is in disabledFeatures, or the role is lacking"). The
// menus themselves are data in menus.ts.
//
// Decisions where the spec is silent (also in docs/decisions-domain.md):
// - Besides its own filters, a link entry shows only when canEnter allows its path, so a sub-menu
//   never offers a screen its user would be refused (parameters: every role that may enter
//   /my-profile; referential: the back-office roles; see routes.ts).
// - Hidden entries (worker profile create, edit, details) are left out unless `includeHidden`.
import type { AccessUser } from './types';
import { canEnter } from './access';
import { effectiveDisabledFeatures } from './features';
import { MENUS, type MenuId } from './menus';
import { tenantConditionHolds } from './routes';

export { MENUS, MENU_IDS, type MenuEntry, type MenuId } from './menus';

export interface SubMenuOptions {
  /** Small screen: entries marked hiddenOnMobile are dropped. */
  mobile?: boolean;
  /** Keep the hidden sub-items (for breadcrumbs or the active-tab match); default false. */
  includeHidden?: boolean;
}

/**
 * The entries of one sub-menu the user sees, in order. An entry is dropped when it is hidden (unless
 * includeHidden), hidden on mobile and `mobile` is set, its tenant condition fails, its feature is in
 * effectiveDisabledFeatures(user), the user lacks all of its roles, or (link entries) canEnter
 * refuses its path. An unknown menu id gives [].
 */
export function subMenu(menuId: MenuId, user: AccessUser, tenant: string, options: SubMenuOptions = {}): { id: string; path: string }[] {
  if (!Object.hasOwn(MENUS, menuId)) return [];
  const disabled = effectiveDisabledFeatures(user);
  const roles: readonly string[] = Array.isArray(user?.roles) ? user.roles : [];
  return MENUS[menuId]
    .filter((entry) => {
      if (entry.hidden && !options.includeHidden) return false;
      if (entry.hiddenOnMobile && options.mobile) return false;
      if (!tenantConditionHolds(entry.tenant, tenant)) return false;
      if (entry.feature && disabled.includes(entry.feature)) return false;
      if (entry.roles && !entry.roles.some((role) => roles.includes(role))) return false;
      return entry.action !== undefined || canEnter(entry.path, user);
    })
    .map(({ id, path }) => ({ id, path }));
}

/**
 * The profile dropdown: myInformations, notifications (client and agency roles, to
 * /my-profile/my-notifications) and logout. No entry has a tenant condition.
 */
export function profileMenu(user: AccessUser): { id: string; path: string }[] {
  return subMenu('profile', user, '');
}
