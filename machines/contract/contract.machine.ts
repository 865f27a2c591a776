// A contract of the worker (docs/screens/contract.md; spec section 2, contracts, flag `contracts`):
// what it says (agency, client, site, position, dates, hourly rate, weekly hours), its PDF through the
// document preview, and signing it. Signing opens the signature provider's page, whose address the
// backend gives for this contract; the person signs there and comes back to the contract, which
// shows "signing" until the provider's confirmation reaches the backend and the hub pushes it
// (docs/decisions-domain.md "Contracts"). The read follows the detail family (docs/screens/README.md
// › Detail): 404 and 403 are states of the page, another failure the shared error dialog with Retry.
//
//   loading ─→ shown.idle ─SIGN (to sign)→ shown.starting ─→ shown.leaving (the provider's page)
//      ├404→ notFound  ├403→ forbidden          └error→ idle + the error dialog (SIGN.RETRY) │ 409→ refreshing
//      └other→ loadFailed ─LOAD.RETRY→ loading
//   shown.idle ─push of contracts or documents→ shown.refreshing ─→ shown.idle
//   any ─ROUTE.CHANGED to another contract→ loading
import { assign, sendParent, setup } from 'xstate';
import { errorStatus } from '../domain/errors';
import { failureRaisedBy, type FailureParams } from '../domain/failures';
import type { AppNotification } from '../domain/types';
import { isSameView, SCREEN_ACTOR_ID, type ScreenHostEvent, type ScreenInput, type ScreenRoute } from '../families/screen';
import { placeholderAction, placeholderActor } from '../placeholders';

/** A contract as the portal reads it (contract/screens/contracts.ts ContractSchema). */
export interface Contract {
  id: string;
  reference: string;
  kind: 'mission' | 'provision';
  status: 'toSign' | 'signing' | 'inProgress' | 'ended';
  agency: { name: string; address: string; phone: string };
  client: { name: string };
  site: { name: string; address: string };
  worker: { name: string };
  position: string;
  startDate: string;
  endDate: string;
  hourlyRate: number;
  weeklyHours: number;
  signBy: string | null;
  signedAt: string | null;
  documentId: string;
}

/** The categories of pushed notifications after which the contract is read again (a new one to sign, a signed copy). */
export const CONTRACT_REFRESH_CATEGORIES = ['contracts', 'documents'] as const;

export interface ContractContext {
  route: ScreenRoute;
  contract: Contract | null;
}

export type ContractEvent = ScreenHostEvent | { type: 'LOAD.RETRY' } | { type: 'SIGN' } | { type: 'SIGN.RETRY' };

const cite = '(screens/contract.md › States)';
const NOT_FOUND = 404;
const FORBIDDEN = 403;
const CONFLICT = 409;

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const pushOf = ({ event }: { event: { notification: AppNotification } }) => ({ notification: event.notification });

export const contractMachine = setup({
  types: {
    context: {} as ContractContext,
    events: {} as ContractEvent,
    input: {} as ScreenInput,
  },
  actors: {
    /** Reads the contract the route names. */
    loadContract: placeholderActor<Contract, { contractId: string }>('loadContract'),
    /** Opens a signature at the provider: the address of its page for this person and contract. */
    startSignature: placeholderActor<{ signingUrl: string }, { contractId: string }>('startSignature'),
  },
  actions: {
    assignRoute: assign({ route: (_, params: { route: ScreenRoute }) => params.route }),
    assignContract: assign({ contract: (_, params: { contract: Contract }) => params.contract }),
    forgetContract: assign({ contract: null }),
    /** The page goes to the provider's (a full navigation: the portal is left, and comes back on the contract). */
    openSigningPage: placeholderAction<{ signingUrl: string }>('openSigningPage'),
    /** A read nobody asked for that fails keeps what shows; logged (docs/screens/README.md). */
    logRefreshFailed: placeholderAction<{ error: unknown }>('logRefreshFailed'),
    raiseFailure: sendParent(failureRaisedBy<string, FailureParams['retry']>(SCREEN_ACTOR_ID)),
  },
  guards: {
    isOtherContract: ({ context }, params: { route: ScreenRoute }) => !isSameView(context.route, params.route),
    isNotFound: (_, params: { error: unknown }) => errorStatus(params.error) === NOT_FOUND,
    isForbidden: (_, params: { error: unknown }) => errorStatus(params.error) === FORBIDDEN,
    isConflict: (_, params: { error: unknown }) => errorStatus(params.error) === CONFLICT,
    isToSign: ({ context }) => context.contract?.status === 'toSign',
    refreshesOn: (_, params: { notification: AppNotification }) =>
      (CONTRACT_REFRESH_CATEGORIES as readonly string[]).includes(params.notification.category),
  },
}).createMachine({
  id: 'contract',
  description: `One contract: what it says, its PDF, and signing it on the provider’s page (§2 Authorised layout, screens/contract.md › Who)`,
  context: ({ input }) => ({ route: input.route, contract: null }),
  initial: 'loading',
  on: {
    'ROUTE.CHANGED': [
      {
        guard: { type: 'isOtherContract', params: ({ event }) => ({ route: event.route }) },
        target: '.loading',
        actions: [{ type: 'assignRoute', params: ({ event }) => ({ route: event.route }) }, 'forgetContract'],
        description: `The person opens another contract: it is read ${cite}`,
      },
      {
        actions: { type: 'assignRoute', params: ({ event }) => ({ route: event.route }) },
        description: `The same contract under another spelling of its URL: nothing to read ${cite}`,
      },
    ],
  },
  states: {
    loading: {
      description: `Reads the contract ${cite}`,
      invoke: {
        id: 'loadContract',
        src: 'loadContract',
        input: ({ context }) => ({ contractId: context.route.params.contractId ?? '' }),
        onDone: {
          target: 'shown',
          actions: { type: 'assignContract', params: ({ event }) => ({ contract: event.output }) },
          description: `The contract shows ${cite}`,
        },
        onError: [
          { guard: { type: 'isNotFound', params: errorOf }, target: 'notFound', description: `No such contract (404) ${cite}` },
          { guard: { type: 'isForbidden', params: errorOf }, target: 'forbidden', description: `Not this person’s contract (403) ${cite}` },
          {
            target: 'loadFailed',
            actions: {
              type: 'raiseFailure',
              params: ({ event }) => ({ call: 'getContract', error: event.error, retry: { type: 'LOAD.RETRY' } }),
            },
            description: 'The read fails: the shared error dialog, with Retry (§8)',
          },
        ],
      },
      on: {
        'NOTIFICATION.RECEIVED': {
          guard: { type: 'refreshesOn', params: pushOf },
          target: 'loading',
          reenter: true,
          description: `A push of its kind while it reads: read again, so the answer is not older than the push ${cite}`,
        },
      },
    },
    loadFailed: {
      description: 'Waits for the error dialog’s Retry (§8)',
      on: { 'LOAD.RETRY': { target: 'loading', description: 'Retry: read the contract again (§8)' } },
    },
    notFound: { description: `The contract does not exist, or no longer: a link back to the contracts ${cite}` },
    forbidden: { description: `The contract is not this person’s to see: a link back to the contracts ${cite}` },
    shown: {
      description: `The contract, its PDF, and Sign while it is to sign ${cite}`,
      initial: 'idle',
      states: {
        idle: {
          description: `The contract shows; Sign while it is to sign ${cite}`,
          on: {
            SIGN: { guard: 'isToSign', target: 'starting', description: `The person signs: a signature is opened at the provider ${cite}` },
            'SIGN.RETRY': {
              guard: 'isToSign',
              target: 'starting',
              description: 'Retry from the error dialog: open the signature again (§8)',
            },
            'NOTIFICATION.RECEIVED': {
              guard: { type: 'refreshesOn', params: pushOf },
              target: 'refreshing',
              description: `A contract or a signed copy is pushed: the contract is read again, its status with it ${cite}`,
            },
          },
        },
        starting: {
          description: `Asks the backend for the provider’s page; Sign is busy ${cite}`,
          invoke: {
            id: 'startSignature',
            src: 'startSignature',
            input: ({ context }) => ({ contractId: context.contract!.id }),
            onDone: {
              target: 'leaving',
              actions: { type: 'openSigningPage', params: ({ event }) => ({ signingUrl: event.output.signingUrl }) },
              description: `The provider’s page opens ${cite}`,
            },
            onError: [
              {
                guard: { type: 'isConflict', params: errorOf },
                target: 'refreshing',
                description: `No longer to sign (signed meanwhile, elsewhere): the contract is read again ${cite}`,
              },
              {
                target: 'idle',
                actions: {
                  type: 'raiseFailure',
                  params: ({ event }) => ({ call: 'startContractSignature', error: event.error, retry: { type: 'SIGN.RETRY' } }),
                },
                description: 'The signature cannot be opened: the shared error dialog, with Retry (§8)',
              },
            ],
          },
        },
        leaving: { description: `The page goes to the provider’s; nothing more happens here ${cite}` },
        refreshing: {
          description: `Reads the contract again; it stays on screen meanwhile ${cite}`,
          on: {
            'NOTIFICATION.RECEIVED': {
              guard: { type: 'refreshesOn', params: pushOf },
              target: 'refreshing',
              reenter: true,
              description: `A push of its kind while it reads: read again, so the answer is not older than the push ${cite}`,
            },
          },
          invoke: {
            id: 'loadContract',
            src: 'loadContract',
            input: ({ context }) => ({ contractId: context.route.params.contractId ?? '' }),
            onDone: {
              target: 'idle',
              actions: { type: 'assignContract', params: ({ event }) => ({ contract: event.output }) },
              description: `The contract shows as read, its new status with it ${cite}`,
            },
            onError: [
              {
                guard: { type: 'isNotFound', params: errorOf },
                target: '#contract.notFound',
                actions: 'forgetContract',
                description: `The contract is gone (404) ${cite}`,
              },
              {
                target: 'idle',
                actions: { type: 'logRefreshFailed', params: errorOf },
                description: `The read fails: the contract stays as it was, the failure logged ${cite}`,
              },
            ],
          },
        },
      },
    },
  },
});

export type ContractMachine = typeof contractMachine;
