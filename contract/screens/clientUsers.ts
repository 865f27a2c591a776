// The clients hub's users (docs/screens/clientUsers.md), proposed.
import { description, email, examples, maxLength, object, picklist, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { date, nonBlank, pageOf, ErrorBodySchema } from '../wire.ts';
import { deskListQuery } from './clientsDesk.ts';

const USER_ID = { description: 'The client user’s `id`, as the users list answered it.', example: 'cu-2204' };

export const ClientUserSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The user’s id: the resend call’s `{userId}`.'), examples(['cu-2204'])),
    firstName: pipe(nonBlank(), description('First name.'), examples(['Sophie'])),
    lastName: pipe(nonBlank(), description('Last name; the list is sorted by client, then by it.'), examples(['Garnier'])),
    email: pipe(
      nonBlank(),
      description('The address the invitation went to: the user’s sign-in.'),
      examples(['sophie.garnier@logirhone.fr']),
    ),
    clientId: pipe(nonBlank(), description('The user’s company’s id.'), examples(['cl-logirhone'])),
    clientName: pipe(nonBlank(), description('The user’s company, shown as text.'), examples(['Logistique Rhône'])),
    establishmentName: pipe(nonBlank(), description('The establishment the user belongs to.'), examples(['Entrepôt de Corbas'])),
    status: pipe(
      picklist(['invited', 'registered']),
      description('`invited` (the invitation is out, no account yet: it may be sent again) or `registered` (the user signed in).'),
      examples(['invited']),
    ),
    invitedOn: pipe(date(), description('When the invitation was last sent, `YYYY-MM-DD`.'), examples(['2026-11-24'])),
  }),
  description('A client company’s user of the portal.'),
);

export const ColleagueInvitationSchema = pipe(
  object({
    firstName: pipe(
      string(),
      nonBlank(),
      maxLength(80, 'at most 80 characters'),
      description('First name, trimmed, 1 to 80 characters.'),
      examples(['Sophie']),
    ),
    lastName: pipe(
      string(),
      nonBlank(),
      maxLength(80, 'at most 80 characters'),
      description('Last name, trimmed, 1 to 80 characters.'),
      examples(['Garnier']),
    ),
    email: pipe(
      string(),
      email('an e-mail address'),
      maxLength(254, 'at most 254 characters'),
      description(
        'The colleague’s e-mail address, at most 254 characters: the invitation goes there and it becomes their sign-in. An address that already has an account is a 409.',
      ),
      examples(['sophie.garnier@logirhone.fr']),
    ),
  }),
  description('A colleague a client user invites to the portal.'),
);

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
    parameters: { userId: USER_ID },
    answers: { 200: ClientUserSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary: 'Sends the user’s invitation again; answers the user with the new date. 409 unless the user is invited.',
  }),
};
