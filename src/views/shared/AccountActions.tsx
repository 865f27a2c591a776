// The account lifecycle's actions on one card of the clients hub (docs/screens/clientEstablishments.md,
// clientUsers.md): the buttons the account offers, its question with Confirm and Cancel, the action
// under way, and the line that says it is done. Which actions a card offers is the machine's
// (`can`): its status and the reader's roles.
import { useScreenTexts, type ScreenTexts } from '../screens/texts';
import type { useAction } from '../screens/families/useAction';

export const texts = {
  fr: {
    invite: 'Inviter',
    resend: 'Renvoyer l’invitation',
    inviteLabel: 'Inviter {{name}}',
    resendLabel: 'Renvoyer l’invitation de {{name}}',
    confirmInvite: 'Envoyer une invitation au portail à {{email}} ({{name}}) ?',
    confirmResend: 'Renvoyer l’invitation à {{email}} ({{name}}) ? Le lien précédent ne fonctionnera plus.',
    confirm: 'Confirmer',
    cancel: 'Annuler',
    sending: 'Envoi…',
    doneInvite: 'Invitation envoyée à {{email}}.',
    doneResend: 'Invitation renvoyée à {{email}}.',
  },
  en: {
    invite: 'Invite',
    resend: 'Resend the invitation',
    inviteLabel: 'Invite {{name}}',
    resendLabel: 'Resend the invitation of {{name}}',
    confirmInvite: 'Send {{email}} ({{name}}) an invitation to the portal?',
    confirmResend: 'Resend the invitation to {{email}} ({{name}})? The previous link will stop working.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    sending: 'Sending…',
    doneInvite: 'Invitation sent to {{email}}.',
    doneResend: 'Invitation sent again to {{email}}.',
  },
} satisfies ScreenTexts;

type Action = ReturnType<typeof useAction>;

export interface AccountActionsProps {
  id: string;
  name: string;
  email: string;
  action: Action;
  /** The lifecycle actions this card offers, in order (already filtered by the machine's rules). */
  offered: readonly ('invite' | 'resend')[];
}

export function AccountActions({ id, name, email, action, offered }: AccountActionsProps) {
  const { t } = useScreenTexts('accountActions', texts);
  const under = action.underWay;
  const mine = under !== null && under.targetId === id;
  if (mine && (action.phase === 'confirming' || action.phase === 'pending')) {
    const which = under.name === 'invite' ? 'Invite' : 'Resend';
    const busy = action.phase === 'pending';
    return (
      <div className="desk-confirm" role="group" aria-label={t(`confirm${which}`, { name, email })} aria-busy={busy || undefined}>
        <p>{t(`confirm${which}`, { name, email })}</p>
        <button type="button" className="button" onClick={action.cancel} aria-disabled={busy || undefined} data-autofocus>
          {t('cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={action.confirm} aria-disabled={busy || undefined}>
          {busy ? t('sending') : t('confirm')}
        </button>
      </div>
    );
  }
  const done = action.outcome?.targetId === id ? action.outcome.action : null;
  return (
    <>
      {done && (
        <p className="desk-outcome" role="status">
          {t(done === 'invite' ? 'doneInvite' : 'doneResend', { email })}
        </p>
      )}
      {offered.length > 0 && (
        <p className="desk-actions">
          {offered.map((name_) => (
            <button
              key={name_}
              type="button"
              className="button"
              onClick={() => action.start(name_, id)}
              aria-disabled={action.phase !== 'idle' || undefined}
              aria-label={t(`${name_}Label`, { name })}
            >
              {t(name_)}
            </button>
          ))}
        </p>
      )}
    </>
  );
}
