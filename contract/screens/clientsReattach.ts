// Referential › clients reattach (docs/screens/clientsReattach.md), proposed: the tenant's client
// companies with the agency folder that manages each; the administrator moves one to another folder.
import { array, description, examples, object, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { count, nonBlank, pageOf, ErrorBodySchema, PageQuerySchema } from '../wire.ts';

const CLIENT_ID = { description: 'The client company’s `id`, as the list answered it.', example: 'cl-5120' };

const FolderSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The agency folder’s id, as the header’s folder selection knows it.'), examples(['f-tls'])),
    name: pipe(nonBlank(), description('Its label, `code - name`, shown as text.'), examples(['TLS - Toulouse Capitole'])),
  }),
  description('An agency folder of the tenant.'),
);

export const ReattachClientSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The client company’s id: the reattach call’s `{clientId}`.'), examples(['cl-5120'])),
    name: pipe(nonBlank(), description('The company’s name, shown as text; the list is sorted by it.'), examples(['Menuiserie Garonne'])),
    sector: pipe(
      string(),
      description('The referential section it is filed under, as named now; empty when none.'),
      examples(['Bois et ameublement']),
    ),
    folderId: pipe(nonBlank(), description('The agency folder that manages it now.'), examples(['f-bdx'])),
    folderName: pipe(nonBlank(), description('That folder’s label, `code - name`, shown as text.'), examples(['BDX - Bordeaux Lac'])),
    establishments: pipe(count(), description('How many establishments it has: they move with it.'), examples([2])),
    users: pipe(count(), description('How many portal users it has (invited or registered): they move with it.'), examples([3])),
    moveTo: pipe(
      array(FolderSchema),
      description('The tenant’s other agency folders, by label: those the company may be moved to (none: no move is offered).'),
      examples([[{ id: 'f-tls', name: 'TLS - Toulouse Capitole' }]]),
    ),
  }),
  description('A client company of the tenant and the agency folder that manages it.'),
);

export const ReattachSchema = pipe(
  object({
    folderId: pipe(
      nonBlank(),
      description(
        'The folder to move the company to: one of its `moveTo`. 404 when it is not a folder of the tenant; 409 when it is the company’s own.',
      ),
      examples(['f-tls']),
    ),
  }),
  description('The agency folder a client company moves to.'),
);

export const clientsReattachCalls = {
  getReattachClients: call({
    method: 'GET',
    path: '/v1/referential/clients',
    query: PageQuerySchema,
    answers: { 200: pageOf(ReattachClientSchema), 403: ErrorBodySchema },
    proposed: true,
    summary:
      'One page of the tenant’s client companies, by name, each with its agency folder and the folders it may move to, whatever the reader’s folder selection; for the administrator and support (403 for any other role).',
  }),
  reattachClient: call({
    method: 'PUT',
    path: '/v1/referential/clients/{clientId}/agency-folder',
    parameters: { clientId: CLIENT_ID },
    body: ReattachSchema,
    answers: { 200: ReattachClientSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary:
      'Moves the company, its establishments and its users to another agency folder of the tenant: agency users see them under that folder only. Missions, contracts and time sheets keep their history. Answers the company. 403 but for the administrator.',
  }),
};
