// The contracts screens' shapes and list call (docs/screens/contracts.md), proposed: the spec names
// the screen and its flag, not its calls. A contract is the worker's contract of mission; the
// client's contract of provision is the same shape with `kind: 'provision'` and reads the
// same fields (agency, client, site, worker, position, dates, rate, hours), so it adds no field.
import { description, examples, maxLength, number, object, picklist, pipe, minValue, nullish, string } from 'valibot';
import { call } from '../calls.ts';
import { date, listQuery, nonBlank, pageOf } from '../wire.ts';

/** The contracts tabs (docs/decisions-domain.md "Contracts"): what waits for a signature, what runs or is to come, what ended. */
export const CONTRACT_TABS = ['toSign', 'inProgress', 'ended'] as const;
/**
 * Where a contract stands: to sign; signing (signed on the provider's page, its confirmation awaited:
 * still under "to sign", without the Sign button); in progress (signed, under way or to come); ended.
 */
export const CONTRACT_STATUSES = ['toSign', 'signing', 'inProgress', 'ended'] as const;
/** `mission`: the agency and the worker (this screen); `provision`: the agency and the client. */
export const CONTRACT_KINDS = ['mission', 'provision'] as const;

const text = () => pipe(nonBlank(), maxLength(200, 'a text of at most 200 characters'));

export const ContractSchema = pipe(
  object({
    id: pipe(
      nonBlank(),
      description('The contract’s id: the `{contractId}` of its detail and signature calls.'),
      examples(['ct-2026-0412']),
    ),
    /** The agency's reference, printed on the contract. */
    reference: pipe(
      text(),
      description('The agency’s reference printed on the contract, 1 to 200 characters.'),
      examples(['CT-2026-0412']),
    ),
    kind: pipe(
      picklist(CONTRACT_KINDS),
      description(
        '`mission`: between the agency and the worker (the worker’s contracts); `provision`: between the agency and the client (the client’s contracts).',
      ),
      examples(['mission']),
    ),
    status: pipe(
      picklist(CONTRACT_STATUSES),
      description(
        '`toSign` (the Sign button shows), `signing` (signed on the provider’s page, its confirmation awaited: still under “to sign”, without the button), `inProgress` (signed, under way or to come), `ended`.',
      ),
      examples(['toSign']),
    ),
    agency: pipe(
      object({
        name: pipe(text(), description('The agency’s name.'), examples(['Intérim Lyon Part-Dieu'])),
        address: pipe(text(), description('Its address, one line.'), examples(['5 place Charles-Béraudier, 69003 Lyon'])),
        phone: pipe(text(), description('Its phone, as written.'), examples(['+33 4 72 00 12 34'])),
      }),
      description('The employing agency.'),
    ),
    client: pipe(
      object({ name: pipe(text(), description('The client company’s name.'), examples(['Logistique Rhône'])) }),
      description('The client the work is for.'),
    ),
    /** The establishment where the work is done. */
    site: pipe(
      object({
        name: pipe(text(), description('The establishment’s name.'), examples(['Entrepôt de Corbas'])),
        address: pipe(text(), description('Its address, one line.'), examples(['12 rue des Entrepôts, 69960 Corbas'])),
      }),
      description('The establishment where the work is done.'),
    ),
    worker: pipe(
      object({ name: pipe(text(), description('The worker’s full name.'), examples(['Camille Martin'])) }),
      description('The temporary worker.'),
    ),
    position: pipe(text(), description('The job, as printed on the contract.'), examples(['Préparateur de commandes'])),
    /** YYYY-MM-DD, both included. */
    startDate: pipe(date(), description('First day, `YYYY-MM-DD` (included).'), examples(['2026-12-01'])),
    endDate: pipe(date(), description('Last day, `YYYY-MM-DD` (included).'), examples(['2026-12-19'])),
    /** Gross, in euros. */
    hourlyRate: pipe(
      number(),
      minValue(0, 'a rate ≥ 0'),
      description('Gross hourly rate in euros, a decimal number (not cents).'),
      examples([12.5]),
    ),
    weeklyHours: pipe(number(), minValue(0, 'hours ≥ 0'), description('Hours per week, a decimal number.'), examples([35])),
    /** The day by which it is to be signed (to sign only). */
    signBy: pipe(
      nullish(date(), null),
      description('The day by which it is to be signed, `YYYY-MM-DD`, for a contract to sign; absent or null otherwise.'),
      examples(['2026-11-30', null]),
    ),
    /** When it was signed (ISO 8601 date-time), once signed. */
    signedAt: pipe(
      nullish(string(), null),
      description('When it was signed, an ISO 8601 date-time in UTC (`Z`), once signed; absent or null before.'),
      examples([null, '2026-11-28T09:41:00Z']),
    ),
    /** Its PDF, read through the document preview (contract/screens/documentPreview.ts). */
    documentId: pipe(
      nonBlank(),
      description('The id of its PDF: the document preview reads it (GET /v1/documents/{documentId}/content).'),
      examples(['doc-ct-2026-0412']),
    ),
  }),
  description('A contract: of mission (agency and worker) or of provision (agency and client).'),
);

export const contractsCalls = {
  getContracts: call({
    method: 'GET',
    path: '/v1/contracts',
    query: listQuery([...CONTRACT_TABS]),
    answers: { 200: pageOf(ContractSchema) },
    proposed: true,
    summary:
      'One page of the signed-in worker’s contracts of one tab: to sign (and signing), in progress (signed, under way or to come), ended; the soonest to act on first.',
  }),
};
