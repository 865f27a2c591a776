// The clients hub's establishments and their portal accounts (docs/screens/clientEstablishments.md), proposed.
import { description, examples, nullable, object, picklist, pipe } from 'valibot';
import { call } from '../calls.ts';
import { date, nonBlank, pageOf, ErrorBodySchema } from '../wire.ts';
import { ACCOUNT_STATUSES, deskListQuery } from './clientsDesk.ts';

const ESTABLISHMENT_ID = { description: 'The establishment’s `id`, as the establishments list answered it.', example: 'est-corbas' };

export const EstablishmentAccountSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The establishment’s id: the invitation calls’ `{establishmentId}`.'), examples(['est-corbas'])),
    name: pipe(nonBlank(), description('Its name; the list is sorted by client, then by it.'), examples(['Entrepôt de Corbas'])),
    address: pipe(nonBlank(), description('Its address, one line.'), examples(['12 rue des Entrepôts, 69960 Corbas'])),
    clientId: pipe(nonBlank(), description('Its client’s id.'), examples(['cl-logirhone'])),
    clientName: pipe(nonBlank(), description('Its client’s name.'), examples(['Logistique Rhône'])),
    /** The establishment's contact, who receives the invitation. */
    email: pipe(
      nonBlank(),
      description('The establishment’s contact address, who receives the invitation.'),
      examples(['accueil.corbas@logirhone.fr']),
    ),
    status: pipe(
      picklist(ACCOUNT_STATUSES),
      description('Where its portal account stands: `notInvited` (the Invite action), `invited` (Resend), `registered` (nothing to do).'),
      examples(['notInvited']),
    ),
    invitedOn: pipe(
      nullable(date()),
      description('When the invitation was last sent, `YYYY-MM-DD`; null while not invited.'),
      examples([null, '2026-11-24']),
    ),
  }),
  description('An establishment and where its portal account stands.'),
);

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
    parameters: { establishmentId: ESTABLISHMENT_ID },
    answers: { 200: EstablishmentAccountSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary:
      'Sends the establishment’s contact an invitation to the portal; answers the establishment, now invited. 409 when it is not in “not invited” any more.',
  }),
  resendEstablishmentInvitation: call({
    method: 'POST',
    path: '/v1/clients/establishments/{establishmentId}/invitation/resend',
    parameters: { establishmentId: ESTABLISHMENT_ID },
    answers: { 200: EstablishmentAccountSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary: 'Sends the invitation again (a new link); answers the establishment with the new date. 409 unless it is invited.',
  }),
};
