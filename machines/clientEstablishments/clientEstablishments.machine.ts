// Clients hub › establishments (docs/screens/clientEstablishments.md; spec section 2, its status list
// notInvited, invited, registered, all): the establishments the reader sees with where their portal
// account stands. The list family, following the header's agency-folder selection (spec section 5),
// with the account lifecycle's two actions (machines/domain/accountLifecycle.ts): invite a
// not-invited establishment, resend an invited one's invitation, each after a confirmation, offered
// to the agency's roles. A failure goes to the shared error dialog, whose Retry repeats it.
import { ESTABLISHMENT_INVITERS, hasOneRole, offersAccountAction } from '../domain/accountLifecycle';
import type { ActionSpecs } from '../families/action';
import { createListMachine } from '../families/list';

export const ESTABLISHMENT_ACTIONS: ActionSpecs = {
  invite: {
    call: 'inviteEstablishment',
    on: 'item',
    confirm: true,
    allowedFor: (item) => offersAccountAction(item.status, 'invite'),
    offeredTo: (roles) => hasOneRole(roles, ESTABLISHMENT_INVITERS),
    effect: 'store',
  },
  resend: {
    call: 'resendEstablishmentInvitation',
    on: 'item',
    confirm: true,
    allowedFor: (item) => offersAccountAction(item.status, 'resend'),
    offeredTo: (roles) => hasOneRole(roles, ESTABLISHMENT_INVITERS),
    effect: 'store',
  },
};

export const clientEstablishmentsMachine = createListMachine({
  id: 'clientEstablishments',
  contract: 'docs/screens/clientEstablishments.md',
  description: 'Clients hub › establishments: their accounts; invite, resend',
  load: 'getClientEstablishments',
  pageSize: 20,
  followsAgencyFolders: true,
  actions: ESTABLISHMENT_ACTIONS,
});
