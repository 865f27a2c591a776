// The clients hub's establishments and their portal accounts (docs/screens/clientEstablishments.md), proposed.
import { nullable, object, picklist } from 'valibot';
import { call } from '../calls.ts';
import { date, nonBlank, pageOf, ErrorBodySchema } from '../wire.ts';
import { ACCOUNT_STATUSES, deskListQuery } from './clientsDesk.ts';

export const EstablishmentAccountSchema = object({
  id: nonBlank(),
  name: nonBlank(),
  address: nonBlank(),
  clientId: nonBlank(),
  clientName: nonBlank(),
  /** The establishment's contact, who receives the invitation. */
  email: nonBlank(),
  status: picklist(ACCOUNT_STATUSES),
  invitedOn: nullable(date()),
});

export const clientEstablishmentsCalls = {
  getClientEstablishments: call({
    method: 'GET',
    path: '/v1/clients/establishments',
    query: deskListQuery(['notInvited', 'invited', 'registered', 'all']),
    answers: { 200: pageOf(EstablishmentAccountSchema) },
    proposed: true,
    summary:
      'One page of the establishments the reader sees, with where their portal account stands (not invited, invited, registered, or all), by client then name; an agency user’s narrowed to the folders in `folders`.',
  }),
  inviteEstablishment: call({
    method: 'POST',
    path: '/v1/clients/establishments/{establishmentId}/invitation',
    answers: { 200: EstablishmentAccountSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary:
      'Sends the establishment’s contact an invitation to the portal; answers the establishment, now invited. 409 when it is not in “not invited” any more.',
  }),
  resendEstablishmentInvitation: call({
    method: 'POST',
    path: '/v1/clients/establishments/{establishmentId}/invitation/resend',
    answers: { 200: EstablishmentAccountSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary: 'Sends the invitation again (a new link); answers the establishment with the new date. 409 unless it is invited.',
  }),
};
