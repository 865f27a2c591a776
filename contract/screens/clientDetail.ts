// A client's detail: infos and contacts (docs/screens/clientDetail.md), proposed.
import { array, description, examples, object, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { ErrorBodySchema, nonBlank } from '../wire.ts';

export const ClientContactSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The contact’s id.'), examples(['cc-118'])),
    name: pipe(nonBlank(), description('Full name, shown as text.'), examples(['Marc Lefèvre'])),
    function: pipe(string(), description('Job title; empty when unknown.'), examples(['Directeur de site'])),
    email: pipe(
      string(),
      description('E-mail address, shown as a mailto link; empty when unknown.'),
      examples(['marc.lefevre@logirhone.fr']),
    ),
    phone: pipe(
      string(),
      description('Phone number as written, shown as a tel link; empty when unknown.'),
      examples(['+33 4 78 00 11 22']),
    ),
  }),
  description('A contact person at the client.'),
);

export const ClientSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The client’s id: the `{clientId}` of the path.'), examples(['cl-logirhone'])),
    name: pipe(nonBlank(), description('The company’s name.'), examples(['Logistique Rhône'])),
    legalId: pipe(
      string(),
      description('Its registration number (SIRET in France, enterprise number in Belgium), as written; empty when unknown.'),
      examples(['812 345 678 00021']),
    ),
    sector: pipe(string(), description('Its line of business, as text.'), examples(['Logistique'])),
    address: pipe(string(), description('Head office address, one line.'), examples(['12 rue des Entrepôts, 69960 Corbas'])),
    phone: pipe(string(), description('Switchboard phone, as written.'), examples(['+33 4 78 00 00 00'])),
    /** The agency folder that manages the client: its label (code - name). */
    agencyFolder: pipe(
      string(),
      description('The agency folder that manages the client, as its label « code – name ».'),
      examples(['LYO1 – Lyon Part-Dieu']),
    ),
    establishments: pipe(
      array(
        object({
          id: pipe(nonBlank(), description('The establishment’s id.'), examples(['est-corbas'])),
          name: pipe(nonBlank(), description('Its name.'), examples(['Entrepôt de Corbas'])),
          address: pipe(string(), description('Its address, one line.'), examples(['12 rue des Entrepôts, 69960 Corbas'])),
        }),
      ),
      description('The client’s establishments (workplaces), in the order shown.'),
    ),
    contacts: pipe(array(ClientContactSchema), description('The client’s contact people, in the order shown.')),
  }),
  description('A client company, as its detail screen shows it.'),
);

export const clientDetailCalls = {
  getClient: call({
    method: 'GET',
    path: '/v1/clients/{clientId}',
    parameters: {
      clientId: {
        description: 'The client’s `id`, from the clients list or a link (the URL of the detail screen).',
        example: 'cl-logirhone',
      },
    },
    answers: { 200: ClientSchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
    proposed: true,
    summary:
      'A client’s details, its establishments and its contacts. 403 for a client outside the reader’s folders (another company, for a client user); 404 for no such client.',
  }),
};
