// Temporary workers › users and their portal accounts (docs/screens/temporaryWorkerUsers.md), proposed:
// the spec names the screen and its status list (section 2), not its calls.
import { nullable, object, picklist } from 'valibot';
import { call } from '../calls.ts';
import { date, ErrorBodySchema, nonBlank, pageOf } from '../wire.ts';
import { deskListQuery } from './clientsDesk.ts';

/** Where a worker's portal account stands (spec section 2's temporary workers' status list). */
export const WORKER_ACCOUNT_STATUSES = ['unregistered', 'invited', 'registered', 'unsubscribed', 'deactivated'] as const;

export const TemporaryWorkerUserSchema = object({
  id: nonBlank(),
  firstName: nonBlank(),
  lastName: nonBlank(),
  /** Where the invitation goes. */
  email: nonBlank(),
  /** The agency folder that manages the worker. */
  folderId: nonBlank(),
  folderName: nonBlank(),
  status: picklist(WORKER_ACCOUNT_STATUSES),
  /** The last invitation sent, or null (never invited). */
  invitedOn: nullable(date()),
  /** The last change of status by the agency or the worker (deactivated, unsubscribed, registered), or null. */
  changedOn: nullable(date()),
});

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
    answers: actionAnswers,
    proposed: true,
    summary:
      'Sends the worker an invitation to the portal; answers the worker, now invited. 409 unless unregistered; 403 for a reader who is not of the agency.',
  }),
  resendTemporaryWorkerInvitation: call({
    method: 'POST',
    path: '/v1/temporary-workers/users/{workerId}/invitation/resend',
    answers: actionAnswers,
    proposed: true,
    summary:
      'Sends the invitation again (a new link; the previous one stops working); answers the worker with the new date. 409 unless invited.',
  }),
  deactivateTemporaryWorker: call({
    method: 'POST',
    path: '/v1/temporary-workers/users/{workerId}/deactivation',
    answers: actionAnswers,
    proposed: true,
    summary:
      'Closes the worker’s portal account (they can no longer sign in; nothing is deleted); answers the worker, deactivated. 409 unless registered.',
  }),
  reactivateTemporaryWorker: call({
    method: 'POST',
    path: '/v1/temporary-workers/users/{workerId}/reactivation',
    answers: actionAnswers,
    proposed: true,
    summary: 'Opens a deactivated account again; answers the worker, registered. 409 unless deactivated.',
  }),
};
