// Temporary workers › users and their portal accounts (docs/screens/temporaryWorkerUsers.md), proposed:
// the spec names the screen and its status list (section 2), not its calls.
import { description, examples, nullable, object, picklist, pipe } from 'valibot';
import { call } from '../calls.ts';
import { date, ErrorBodySchema, nonBlank, pageOf } from '../wire.ts';
import { deskListQuery } from './clientsDesk.ts';

/** Where a worker's portal account stands (spec section 2's temporary workers' status list). */
export const WORKER_ACCOUNT_STATUSES = ['unregistered', 'invited', 'registered', 'unsubscribed', 'deactivated'] as const;

export const TemporaryWorkerUserSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The worker’s id: the actions’ `{workerId}`.'), examples(['tw-5521'])),
    firstName: pipe(nonBlank(), description('First name.'), examples(['Camille'])),
    lastName: pipe(nonBlank(), description('Last name; the list is sorted by it.'), examples(['Martin'])),
    /** Where the invitation goes. */
    email: pipe(nonBlank(), description('Where the invitation goes: the worker’s sign-in.'), examples(['camille.martin@example.fr'])),
    /** The agency folder that manages the worker. */
    folderId: pipe(nonBlank(), description('The agency folder that manages the worker (an AgencyFolder id).'), examples(['af-69-01'])),
    folderName: pipe(nonBlank(), description('That folder’s name.'), examples(['Lyon Part-Dieu'])),
    status: pipe(
      picklist(WORKER_ACCOUNT_STATUSES),
      description(
        'Where the portal account stands, and the action offered: `unregistered` (Invite), `invited` (Resend), `registered` (Deactivate), `unsubscribed` (the worker left the portal: none), `deactivated` (Reactivate).',
      ),
      examples(['invited']),
    ),
    /** The last invitation sent, or null (never invited). */
    invitedOn: pipe(
      nullable(date()),
      description('When the last invitation was sent, `YYYY-MM-DD`; null if never invited.'),
      examples(['2026-11-24', null]),
    ),
    /** The last change of status by the agency or the worker (deactivated, unsubscribed, registered), or null. */
    changedOn: pipe(
      nullable(date()),
      description(
        'The last change of status by the agency or the worker (registered, unsubscribed, deactivated), `YYYY-MM-DD`; null if none.',
      ),
      examples([null, '2026-10-02']),
    ),
  }),
  description('A temporary worker and where their portal account stands.'),
);

const WORKER_ID = { workerId: { description: 'The worker’s `id`, as the temporary workers list answered it.', example: 'tw-5521' } };

const actionAnswers = { 200: TemporaryWorkerUserSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

export const temporaryWorkerUsersCalls = {
  getTemporaryWorkerUsers: call({
    method: 'GET',
    path: '/v1/temporary-workers/users',
    query: deskListQuery(['unregistered', 'invited', 'registered', 'unsubscribed', 'deactivated', 'all']),
    answers: { 200: pageOf(TemporaryWorkerUserSchema), 403: ErrorBodySchema },
    proposed: true,
    summary:
      'One page of the temporary workers the reader’s agency folders manage, with where their portal account stands (one status or all), by last name; narrowed to the folders in `folders`.',
  }),
  inviteTemporaryWorker: call({
    method: 'POST',
    path: '/v1/temporary-workers/users/{workerId}/invitation',
    parameters: WORKER_ID,
    answers: actionAnswers,
    proposed: true,
    summary:
      'Sends the worker an invitation to the portal; answers the worker, now invited. 409 unless unregistered; 403 for a reader who is not of the agency.',
  }),
  resendTemporaryWorkerInvitation: call({
    method: 'POST',
    path: '/v1/temporary-workers/users/{workerId}/invitation/resend',
    parameters: WORKER_ID,
    answers: actionAnswers,
    proposed: true,
    summary:
      'Sends the invitation again (a new link; the previous one stops working); answers the worker with the new date. 409 unless invited.',
  }),
  deactivateTemporaryWorker: call({
    method: 'POST',
    path: '/v1/temporary-workers/users/{workerId}/deactivation',
    parameters: WORKER_ID,
    answers: actionAnswers,
    proposed: true,
    summary:
      'Closes the worker’s portal account (they can no longer sign in; nothing is deleted); answers the worker, deactivated. 409 unless registered.',
  }),
  reactivateTemporaryWorker: call({
    method: 'POST',
    path: '/v1/temporary-workers/users/{workerId}/reactivation',
    parameters: WORKER_ID,
    answers: actionAnswers,
    proposed: true,
    summary: 'Opens a deactivated account again; answers the worker, registered. 409 unless deactivated.',
  }),
};
