// Which profile screen a location shows, for the app machine's screen region: My
// profile (`/my-profile` itself), the days-off requests (`/my-profile/days-off` and its hidden
// sub-paths), the devices (`/parameters/devices`). Only a user the route admits gets one, so a
// refused route starts no call before its redirect.
import { canEnter } from './access';
import { MY_INFORMATIONS_PATH, normalizePath } from './routes';
import type { AccessUser } from './types';

export type ProfileScreen = 'myProfile' | 'daysOff' | 'devices';

export function profileScreenOf(path: string, user: AccessUser | null): ProfileScreen | null {
  const normalized = normalizePath(path);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent; canEnter refuses a null path or user too (these checks narrow the types)
  if (normalized === null || !user) return null;
  if (!canEnter(normalized, user)) return null;
  // The profile menus' "my informations" entry is My profile too.
  if (normalized === '/my-profile' || normalized === MY_INFORMATIONS_PATH) return 'myProfile';
  if (normalized === '/my-profile/days-off' || normalized.startsWith('/my-profile/days-off/')) return 'daysOff';
  if (normalized === '/parameters/devices') return 'devices';
  return null;
}
