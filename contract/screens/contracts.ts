// The contracts screens' shapes and list call (docs/screens/contracts.md), proposed: the spec names
// the screen and its flag, not its calls. A contract is the worker's contract of mission; the
// client's contract of provision is the same shape with `kind: 'provision'` and reads the
// same fields (agency, client, site, worker, position, dates, rate, hours), so it adds no field.
import { maxLength, number, object, picklist, pipe, minValue, nullish, string } from 'valibot';
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

export const ContractSchema = object({
  id: nonBlank(),
  /** The agency's reference, printed on the contract. */
  reference: text(),
  kind: picklist(CONTRACT_KINDS),
  status: picklist(CONTRACT_STATUSES),
  agency: object({ name: text(), address: text(), phone: text() }),
  client: object({ name: text() }),
  /** The establishment where the work is done. */
  site: object({ name: text(), address: text() }),
  worker: object({ name: text() }),
  position: text(),
  /** YYYY-MM-DD, both included. */
  startDate: date(),
  endDate: date(),
  /** Gross, in euros. */
  hourlyRate: pipe(number(), minValue(0, 'a rate ≥ 0')),
  weeklyHours: pipe(number(), minValue(0, 'hours ≥ 0')),
  /** The day by which it is to be signed (to sign only). */
  signBy: nullish(date(), null),
  /** When it was signed (ISO 8601 date-time), once signed. */
  signedAt: nullish(string(), null),
  /** Its PDF, read through the document preview (contract/screens/documentPreview.ts). */
  documentId: nonBlank(),
});

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
