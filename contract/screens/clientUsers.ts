// The clients hub's users (docs/screens/clientUsers.md), proposed.
import { email, maxLength, object, picklist, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { date, nonBlank, pageOf, ErrorBodySchema } from '../wire.ts';
import { deskListQuery } from './clientsDesk.ts';

export const ClientUserSchema = object({
  id: nonBlank(),
  firstName: nonBlank(),
  lastName: nonBlank(),
  email: nonBlank(),
  clientId: nonBlank(),
  clientName: nonBlank(),
  establishmentName: nonBlank(),
  status: picklist(['invited', 'registered']),
  invitedOn: date(),
});

export const ColleagueInvitationSchema = object({
  firstName: pipe(string(), nonBlank(), maxLength(80, 'at most 80 characters')),
  lastName: pipe(string(), nonBlank(), maxLength(80, 'at most 80 characters')),
  email: pipe(string(), email('an e-mail address'), maxLength(254, 'at most 254 characters')),
});

export const clientUsersCalls = {
  getClientUsers: call({
    method: 'GET',
    path: '/v1/clients/users',
    query: deskListQuery(['invited', 'registered', 'all']),
    answers: { 200: pageOf(ClientUserSchema) },
    proposed: true,
    summary:
      'One page of the client users the reader sees (invited, registered, or all), by client then last name: a client user’s colleagues; an agency user’s clients’ users, narrowed to the folders in `folders`.',
  }),
  inviteClientUser: call({
    method: 'POST',
    path: '/v1/clients/users',
    body: ColleagueInvitationSchema,
    answers: { 201: ClientUserSchema, 403: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary:
      'A client user invites a colleague of their company (first establishment of theirs); answers the new user, invited. 409 when the address already has an account.',
  }),
  resendClientUserInvitation: call({
    method: 'POST',
    path: '/v1/clients/users/{userId}/invitation/resend',
    answers: { 200: ClientUserSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary: 'Sends the user’s invitation again; answers the user with the new date. 409 unless the user is invited.',
  }),
};
