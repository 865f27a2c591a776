// A client's detail: infos and contacts (docs/screens/clientDetail.md), proposed.
import { array, object, string } from 'valibot';
import { call } from '../calls.ts';
import { ErrorBodySchema, nonBlank } from '../wire.ts';

export const ClientContactSchema = object({ id: nonBlank(), name: nonBlank(), function: string(), email: string(), phone: string() });

export const ClientSchema = object({
  id: nonBlank(),
  name: nonBlank(),
  legalId: string(),
  sector: string(),
  address: string(),
  phone: string(),
  /** The agency folder that manages the client: its label (code - name). */
  agencyFolder: string(),
  establishments: array(object({ id: nonBlank(), name: nonBlank(), address: string() })),
  contacts: array(ClientContactSchema),
});

export const clientDetailCalls = {
  getClient: call({
    method: 'GET',
    path: '/v1/clients/{clientId}',
    answers: { 200: ClientSchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
    proposed: true,
    summary:
      'A client’s details, its establishments and its contacts. 403 for a client outside the reader’s folders (another company, for a client user); 404 for no such client.',
  }),
};
