// The back office's publishing screens (news, FAQs, banners: spec section 2, their lists all, draft,
// enabled, disabled) on the action family, configured once: the publication lifecycle
// (machines/domain/publicationLifecycle.ts) decides which item offers which action, the back office's
// roles take them. A screen gives its calls and its form; it gets:
// - `create`: the form, saved as a draft (the family keeps what is typed as a draft, so it survives
//   a failed save, a re-login or the maintenance page);
// - `edit`: the same form over an item, in any status;
// - `enable` (publish) a draft or a disabled item, `disable` an enabled one, each after a
//   confirmation.
import { hasOneRole } from '../domain/accountLifecycle';
import { offersPublicationAction, PUBLISHERS, type PublicationAction } from '../domain/publicationLifecycle';
import type { ActionSpec, ActionSpecs, FormSpec } from './action';

export interface PublicationCalls {
  create: string;
  update: string;
  enable: string;
  disable: string;
}

const offeredToPublishers = (roles: readonly string[]) => hasOneRole(roles, PUBLISHERS);

const onItem = (action: PublicationAction, call: string, rest: Partial<ActionSpec>): ActionSpec => ({
  call,
  on: 'item',
  allowedFor: (item) => offersPublicationAction(item.status, action),
  offeredTo: offeredToPublishers,
  effect: 'store',
  ...rest,
});

/** The actions of a publishing screen: its calls, and the form that writes an item. */
export function publicationActions(calls: PublicationCalls, form: FormSpec): ActionSpecs {
  return {
    create: { call: calls.create, on: 'new', offeredTo: offeredToPublishers, form, effect: 'store' },
    edit: onItem('edit', calls.update, { form }),
    enable: onItem('enable', calls.enable, { confirm: true }),
    disable: onItem('disable', calls.disable, { confirm: true }),
  };
}
