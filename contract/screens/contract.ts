// A contract's detail and its signature (docs/screens/contract.md), proposed: the spec names the
// contracts screen, not its calls. Signing happens on the signature provider's page, whose address
// the backend gives for this person and this contract; the provider tells the backend when it is
// signed, and the hub pushes it (docs/decisions-domain.md "Contracts").
import { description, examples, object, pipe, regex, string, url } from 'valibot';
import { call } from '../calls.ts';
import { ErrorBodySchema } from '../wire.ts';
import { ContractSchema } from './contracts.ts';

export const SignatureSessionSchema = pipe(
  object({
    /** The provider’s page for this signature: an http(s) address the portal sends the person to (no regex flags: JSON Schema has none). */
    signingUrl: pipe(
      string(),
      url('an address'),
      regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\//, 'an http(s) address'),
      description(
        'The signature provider’s page for this person and this contract, an absolute http(s) URL: the portal sends the browser there; the provider brings it back to the contract’s page.',
      ),
      examples(['https://sign.example/s/7f3a9c?return=https%3A%2F%2Fportal.example%2Fcontracts%2Fct-2026-0412']),
    ),
  }),
  description('A signature opened at the provider.'),
);

const CONTRACT_ID = {
  description: 'The contract’s `id`, from the contracts list (the URL of the detail screen).',
  example: 'ct-2026-0412',
};

export const contractCalls = {
  getContract: call({
    method: 'GET',
    path: '/v1/contracts/{contractId}',
    parameters: { contractId: CONTRACT_ID },
    answers: { 200: ContractSchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
    proposed: true,
    summary: 'One contract of the signed-in worker: agency, client, site, position, dates, hourly rate, weekly hours, status.',
  }),
  startContractSignature: call({
    method: 'POST',
    path: '/v1/contracts/{contractId}/signature',
    parameters: { contractId: CONTRACT_ID },
    answers: { 201: SignatureSessionSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary:
      'Opens a signature of a contract to sign at the signature provider, for the signed-in worker, coming back to the contract’s page: the address of the provider’s page. 409: the contract is no longer to sign.',
    portal: {
      201: 'the person goes to the provider’s page; back on the contract, it shows “signing” until the hub pushes the confirmation.',
      409: 'the contract is read again: it is no longer to sign (signed meanwhile, on another device).',
    },
  }),
};
