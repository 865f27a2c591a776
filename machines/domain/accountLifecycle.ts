// The portal account of a client's establishment or user, as a machine (spec section 2: the status
// lists of the clients hub: establishments notInvited, invited, registered; users invited,
// registered; docs/screens/clientEstablishments.md, clientUsers.md). Which action a person may take
// on an account is which event its status accepts: invite a not-invited one, resend the invitation
// of an invited one; a registered account offers nothing (the invitee registering is their own act,
// not an action of the hub).
//
//   notInvited ─INVITE→ invited ─RESEND→ invited ─REGISTERED→ registered
import { setup } from 'xstate';

export const ACCOUNT_STATUSES = ['notInvited', 'invited', 'registered'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The hub's actions on an account, by the event each sends to the lifecycle. */
export const ACCOUNT_ACTIONS = { invite: 'INVITE', resend: 'RESEND' } as const;
export type AccountAction = keyof typeof ACCOUNT_ACTIONS;

export const accountLifecycle = setup({
  types: { events: {} as { type: 'INVITE' } | { type: 'RESEND' } | { type: 'REGISTERED' } },
}).createMachine({
  id: 'accountLifecycle',
  initial: 'notInvited',
  states: {
    notInvited: { on: { INVITE: 'invited' } },
    invited: { on: { RESEND: 'invited', REGISTERED: 'registered' } },
    registered: {},
  },
});

const isStatus = (value: unknown): value is AccountStatus => (ACCOUNT_STATUSES as readonly unknown[]).includes(value);

/** Whether an account in `status` offers `action` (an unknown status offers nothing). */
export function offersAccountAction(status: unknown, action: AccountAction): boolean {
  if (!isStatus(status)) return false;
  return accountLifecycle.resolveState({ value: status }).can({ type: ACCOUNT_ACTIONS[action] });
}

// Who acts on the accounts of the hub, by role: spec section 6 leaves permissions beyond the routes
// unsaid (docs/decisions-domain.md "Clients hub"). The agency invites its clients' establishments and
// reminds them; a client user invites a colleague of their company; both remind an invited user.
// Administrator and support read.
const AGENCY_ROLES = ['agencyAssistant', 'agencySales', 'agencyDirector'] as const;
export const ESTABLISHMENT_INVITERS: readonly string[] = AGENCY_ROLES;
export const COLLEAGUE_INVITERS: readonly string[] = ['clientUser'];
export const USER_REMINDERS: readonly string[] = ['clientUser', ...AGENCY_ROLES];

/** Whether one of `roles` is among `allowed`. */
export const hasOneRole = (roles: readonly string[], allowed: readonly string[]) => roles.some((role) => allowed.includes(role));
