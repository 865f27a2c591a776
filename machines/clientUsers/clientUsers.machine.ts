// Clients hub › users (docs/screens/clientUsers.md; spec section 2, its status list invited,
// registered, all): the client users the reader sees. The list family, following the header's
// agency-folder selection (spec section 5), with the account lifecycle's actions
// (machines/domain/accountLifecycle.ts): a client user invites a colleague (a form: first name, last
// name, e-mail, kept as a draft), an invited user's invitation is sent again after a confirmation.
import { COLLEAGUE_INVITERS, hasOneRole, offersAccountAction, USER_REMINDERS } from '../domain/accountLifecycle';
import type { ActionSpecs, FormDraft } from '../families/action';
import { createListMachine } from '../families/list';

/** The longest name and address the invitation takes (contract/screens/clientUsers.ts). */
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
// One @, something on each side, a dot in the domain, no spaces: what a person can fix by looking.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ColleagueProblem = 'required' | 'tooLong' | 'email';

/** Each field's problem: required, too long, or (the address) not an e-mail address. */
export function colleagueProblems(draft: FormDraft): Readonly<Record<string, ColleagueProblem>> {
  const problems: Record<string, ColleagueProblem> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = (draft[field] ?? '').trim();
    if (value === '') problems[field] = 'required';
    else if (value.length > NAME_MAX_LENGTH) problems[field] = 'tooLong';
  }
  const email = (draft.email ?? '').trim();
  if (email === '') problems.email = 'required';
  else if (email.length > EMAIL_MAX_LENGTH) problems.email = 'tooLong';
  else if (!EMAIL_SHAPE.test(email)) problems.email = 'email';
  return problems;
}

export const CLIENT_USER_ACTIONS: ActionSpecs = {
  inviteColleague: {
    call: 'inviteClientUser',
    on: 'new',
    offeredTo: (roles) => hasOneRole(roles, COLLEAGUE_INVITERS),
    form: {
      initial: () => ({ firstName: '', lastName: '', email: '' }),
      problems: colleagueProblems,
      // Sent trimmed, as typed otherwise.
      body: (draft) => ({ firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), email: draft.email.trim() }),
    },
    effect: 'store',
  },
  resend: {
    call: 'resendClientUserInvitation',
    on: 'item',
    confirm: true,
    allowedFor: (item) => offersAccountAction(item.status, 'resend'),
    offeredTo: (roles) => hasOneRole(roles, USER_REMINDERS),
    effect: 'store',
  },
};

export const clientUsersMachine = createListMachine({
  id: 'clientUsers',
  contract: 'docs/screens/clientUsers.md',
  description: 'Clients hub › users: invite a colleague, resend',
  load: 'getClientUsers',
  pageSize: 20,
  followsAgencyFolders: true,
  actions: CLIENT_USER_ACTIONS,
});
