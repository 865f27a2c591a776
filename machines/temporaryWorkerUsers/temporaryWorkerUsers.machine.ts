// Temporary workers › users (docs/screens/temporaryWorkerUsers.md; spec section 2, its status list
// unregistered, invited, registered, unsubscribed, deactivated, all): the workers the agency manages
// and where their portal account stands. The list family, following the header's agency-folder
// selection (spec section 5), with the worker account lifecycle's four actions
// (machines/domain/workerAccountLifecycle.ts): invite an unregistered worker, resend an invited one's
// invitation, deactivate a registered account, reactivate a deactivated one; each after a
// confirmation, offered to the agency's roles. A failure goes to the shared error dialog, whose Retry
// repeats it.
import { hasOneRole } from '../domain/accountLifecycle';
import { offersWorkerAction, WORKER_ACCOUNT_MANAGERS, type WorkerAccountAction } from '../domain/workerAccountLifecycle';
import type { ActionSpec, ActionSpecs } from '../families/action';
import { createListMachine } from '../families/list';

const lifecycleAction = (action: WorkerAccountAction, call: string): ActionSpec => ({
  call,
  on: 'item',
  confirm: true,
  allowedFor: (item) => offersWorkerAction(item.status, action),
  offeredTo: (roles) => hasOneRole(roles, WORKER_ACCOUNT_MANAGERS),
  effect: 'store',
});

export const WORKER_USER_ACTIONS: ActionSpecs = {
  invite: lifecycleAction('invite', 'inviteTemporaryWorker'),
  resend: lifecycleAction('resend', 'resendTemporaryWorkerInvitation'),
  deactivate: lifecycleAction('deactivate', 'deactivateTemporaryWorker'),
  reactivate: lifecycleAction('reactivate', 'reactivateTemporaryWorker'),
};

export const temporaryWorkerUsersMachine = createListMachine({
  id: 'temporaryWorkerUsers',
  contract: 'docs/screens/temporaryWorkerUsers.md',
  description: 'Temporary workers › users: their accounts; invite, resend, deactivate, reactivate',
  load: 'getTemporaryWorkerUsers',
  pageSize: 20,
  followsAgencyFolders: true,
  actions: WORKER_USER_ACTIONS,
});
