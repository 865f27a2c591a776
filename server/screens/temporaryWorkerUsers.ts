// The stand-in's temporary workers and their portal accounts (docs/screens/temporaryWorkerUsers.md):
// the workers of the reader's agency folders, narrowed to the selection the list sends; invite an
// unregistered one, resend an invited one's invitation, deactivate a registered account, reactivate a
// deactivated one. The changes last until the stack's reset; the internal dashboard counts from here.
import { temporaryWorkerUsersCalls } from '../../contract/screens/temporaryWorkerUsers.ts';
import { route, type Route } from '../api/router.ts';
import type { DemoAccount } from '../demo-data.ts';
import { HttpError } from '../http-utils.ts';
import type { StackState } from '../state.ts';
import { todayIso } from './clientsDesk.ts';
import { listQuery, page } from './lists.ts';
import { temporaryWorkers, world, type TemporaryWorker, type WorkerAccountStatus } from './world.ts';

const FILTERS = ['unregistered', 'invited', 'registered', 'unsubscribed', 'deactivated', 'all'] as const;
const INTERNAL_ROLES = ['agencyAssistant', 'agencySales', 'agencyDirector', 'administrator', 'support'];
const AGENCY_ROLES = ['agencyAssistant', 'agencySales', 'agencyDirector'];

/** This run's workers, built from the world of the week the stack started (or was reset) in. */
export function workersOf(state: StackState): TemporaryWorker[] {
  return state.screenData('temporaryWorkers', (tenant) =>
    temporaryWorkers(
      world(tenant, Date.now()),
      (login) => {
        const profile = state.account(login)?.profile;
        return [profile?.firstName || login, profile?.lastName || login];
      },
      (login) => state.account(login)?.info.email ?? `${login}@mail.example`,
    ),
  );
}

/**
 * The workers `account` sees: those of their agency folders, narrowed to `folders` (ids joined by
 * commas) when given. Anyone but the agency, the administrator and support: 403.
 */
export function visibleWorkers(state: StackState, account: DemoAccount, folders: string | null = null): TemporaryWorker[] {
  if (account.info.userType !== 'internalUser' || !account.info.roles.some((role) => INTERNAL_ROLES.includes(role)))
    throw new HttpError(403, 'Les intérimaires ne sont pas accessibles à ce compte.');
  const own = new Set(account.agencyFolders.map((folder) => folder.id));
  const chosen = folders ? new Set(folders.split(',').filter((id) => own.has(id))) : own;
  return workersOf(state).filter((worker) => chosen.has(worker.folderId));
}

function view(account: DemoAccount, worker: TemporaryWorker) {
  return {
    id: worker.id,
    firstName: worker.firstName,
    lastName: worker.lastName,
    email: worker.email,
    folderId: worker.folderId,
    folderName: account.agencyFolders.find((folder) => folder.id === worker.folderId)?.name ?? worker.folderId,
    status: worker.status,
    invitedOn: worker.invitedOn,
    changedOn: worker.changedOn,
  };
}

const byName = (a: TemporaryWorker, b: TemporaryWorker) =>
  a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr');

/** The worker an agency user may act on, in `from` (403 to others, 404 outside their folders, 409 in another status). */
function actionable(state: StackState, reader: DemoAccount, workerId: string, from: WorkerAccountStatus, refusal: string) {
  if (!reader.info.roles.some((role) => AGENCY_ROLES.includes(role)))
    throw new HttpError(403, 'Seule l’agence gère les comptes de ses intérimaires.');
  const found = visibleWorkers(state, reader).find((worker) => worker.id === workerId);
  if (!found) throw new HttpError(404, 'Cet intérimaire n’existe pas, ou plus.');
  if (found.status !== from) throw new HttpError(409, refusal);
  return found;
}

export const temporaryWorkerUsersRoutes: Route[] = [
  route(temporaryWorkerUsersCalls.getTemporaryWorkerUsers, ({ query, state, account }) => {
    const list = listQuery(query, FILTERS);
    const shown = visibleWorkers(state, account, query.get('folders'))
      .filter((worker) => list.filter === null || list.filter === 'all' || worker.status === list.filter)
      .sort(byName)
      .map((worker) => view(account, worker));
    return { status: 200, body: page(shown, list) };
  }),
  route(temporaryWorkerUsersCalls.inviteTemporaryWorker, ({ params, state, account }) => {
    const found = actionable(state, account, params.workerId, 'unregistered', 'Cet intérimaire a déjà été invité.');
    found.status = 'invited';
    found.invitedOn = todayIso();
    return { status: 200, body: view(account, found) };
  }),
  route(temporaryWorkerUsersCalls.resendTemporaryWorkerInvitation, ({ params, state, account }) => {
    const found = actionable(state, account, params.workerId, 'invited', 'Seule une invitation en attente peut être renvoyée.');
    found.invitedOn = todayIso();
    return { status: 200, body: view(account, found) };
  }),
  route(temporaryWorkerUsersCalls.deactivateTemporaryWorker, ({ params, state, account }) => {
    const found = actionable(state, account, params.workerId, 'registered', 'Seul un compte inscrit peut être désactivé.');
    found.status = 'deactivated';
    found.changedOn = todayIso();
    return { status: 200, body: view(account, found) };
  }),
  route(temporaryWorkerUsersCalls.reactivateTemporaryWorker, ({ params, state, account }) => {
    const found = actionable(state, account, params.workerId, 'deactivated', 'Seul un compte désactivé peut être réactivé.');
    found.status = 'registered';
    found.changedOn = todayIso();
    return { status: 200, body: view(account, found) };
  }),
];
