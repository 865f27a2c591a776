// Back office › news (docs/screens/backOfficeNews.md; spec section 2, its lists all, draft, enabled,
// disabled): the tenant's articles as the back office keeps them. The list family with the
// publication lifecycle's two actions (machines/domain/publicationLifecycle.ts): enable (publish) a
// draft or a disabled article, disable an enabled one; each after a confirmation, offered to the back
// office's roles. A failure goes to the shared error dialog, whose Retry repeats it.
import { hasOneRole } from '../domain/accountLifecycle';
import { offersPublicationAction, PUBLISHERS, type PublicationAction } from '../domain/publicationLifecycle';
import type { ActionSpec, ActionSpecs } from '../families/action';
import { createListMachine } from '../families/list';

const lifecycleAction = (action: PublicationAction, call: string): ActionSpec => ({
  call,
  on: 'item',
  confirm: true,
  allowedFor: (item) => offersPublicationAction(item.status, action),
  offeredTo: (roles) => hasOneRole(roles, PUBLISHERS),
  effect: 'store',
});

export const BACK_OFFICE_NEWS_ACTIONS: ActionSpecs = {
  enable: lifecycleAction('enable', 'enableBackOfficeNews'),
  disable: lifecycleAction('disable', 'disableBackOfficeNews'),
};

export const backOfficeNewsMachine = createListMachine({
  id: 'backOfficeNews',
  contract: 'docs/screens/backOfficeNews.md',
  description: 'Back office › news: the articles; publish, withdraw',
  load: 'getBackOfficeNews',
  pageSize: 20,
  actions: BACK_OFFICE_NEWS_ACTIONS,
});
