// Who gets the welcome confirmation modal (spec section 4): a client user whose user info carries
// the pending-approval flag (requireProfileApproval, default false).
import type { UserInfo } from './types';

export function needsProfileApproval(user: Pick<UserInfo, 'userType' | 'requireProfileApproval'> | null): boolean {
  return user !== null && user.userType === 'client' && user.requireProfileApproval === true;
}
