// The worker account lifecycle's actions on one card (docs/screens/temporaryWorkerUsers.md): the
// buttons the account offers, its question with Confirm and Cancel, the action under way, and the
// line that says it is done. Which actions a card offers is the machine's (`can`): its status and the
// reader's roles.
import type { useAction } from '../families/useAction';
import { useScreenTexts, type ScreenTexts } from '../texts';

export const WORKER_ACTIONS = ['invite', 'resend', 'deactivate', 'reactivate'] as const;
export type WorkerActionName = (typeof WORKER_ACTIONS)[number];

export const texts = {
  fr: {
    invite: 'Inviter',
    resend: 'Renvoyer l’invitation',
    deactivate: 'Désactiver',
    reactivate: 'Réactiver',
    label: {
      invite: 'Inviter {{name}}',
      resend: 'Renvoyer l’invitation de {{name}}',
      deactivate: 'Désactiver le compte de {{name}}',
      reactivate: 'Réactiver le compte de {{name}}',
    },
    question: {
      invite: 'Envoyer une invitation au portail à {{email}} ({{name}}) ?',
      resend: 'Renvoyer l’invitation à {{email}} ({{name}}) ? Le lien précédent ne fonctionnera plus.',
      deactivate: 'Désactiver le compte de {{name}} ? Cette personne ne pourra plus se connecter au portail ; rien n’est effacé.',
      reactivate: 'Réactiver le compte de {{name}} ? Cette personne pourra de nouveau se connecter au portail.',
    },
    done: {
      invite: 'Invitation envoyée à {{email}}.',
      resend: 'Invitation renvoyée à {{email}}.',
      deactivate: 'Compte de {{name}} désactivé.',
      reactivate: 'Compte de {{name}} réactivé.',
    },
    confirm: 'Confirmer',
    cancel: 'Annuler',
    sending: 'Envoi…',
    working: 'En cours…',
  },
  en: {
    invite: 'Invite',
    resend: 'Resend the invitation',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    label: {
      invite: 'Invite {{name}}',
      resend: 'Resend the invitation of {{name}}',
      deactivate: 'Deactivate the account of {{name}}',
      reactivate: 'Reactivate the account of {{name}}',
    },
    question: {
      invite: 'Send {{email}} ({{name}}) an invitation to the portal?',
      resend: 'Resend the invitation to {{email}} ({{name}})? The previous link will stop working.',
      deactivate: 'Deactivate the account of {{name}}? They will no longer be able to sign in; nothing is deleted.',
      reactivate: 'Reactivate the account of {{name}}? They will be able to sign in again.',
    },
    done: {
      invite: 'Invitation sent to {{email}}.',
      resend: 'Invitation sent again to {{email}}.',
      deactivate: 'Account of {{name}} deactivated.',
      reactivate: 'Account of {{name}} reactivated.',
    },
    confirm: 'Confirm',
    cancel: 'Cancel',
    sending: 'Sending…',
    working: 'Working…',
  },
} satisfies ScreenTexts;

const isWorkerAction = (name: string | null | undefined): name is WorkerActionName =>
  (WORKER_ACTIONS as readonly (string | null | undefined)[]).includes(name);

export interface WorkerAccountActionsProps {
  id: string;
  name: string;
  email: string;
  action: ReturnType<typeof useAction>;
  /** The lifecycle actions this card offers, in order (already filtered by the machine's rules). */
  offered: readonly WorkerActionName[];
}

export function WorkerAccountActions({ id, name, email, action, offered }: WorkerAccountActionsProps) {
  const { t } = useScreenTexts('workerAccountActions', texts);
  const under = action.underWay;
  if (
    under !== null &&
    under.targetId === id &&
    isWorkerAction(under.name) &&
    (action.phase === 'confirming' || action.phase === 'pending')
  ) {
    const busy = action.phase === 'pending';
    const question = t(`question.${under.name}`, { name, email });
    const invitation = under.name === 'invite' || under.name === 'resend';
    return (
      <div className="desk-confirm" role="group" aria-label={question} aria-busy={busy || undefined}>
        <p>{question}</p>
        <button type="button" className="button" onClick={action.cancel} aria-disabled={busy || undefined} data-autofocus>
          {t('cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={action.confirm} aria-disabled={busy || undefined}>
          {busy ? t(invitation ? 'sending' : 'working') : t('confirm')}
        </button>
      </div>
    );
  }
  const done = action.outcome?.targetId === id && isWorkerAction(action.outcome.action) ? action.outcome.action : null;
  return (
    <>
      {done && (
        <p className="desk-outcome" role="status">
          {t(`done.${done}`, { name, email })}
        </p>
      )}
      {offered.length > 0 && (
        <p className="desk-actions">
          {offered.map((which) => (
            <button
              key={which}
              type="button"
              className="button"
              onClick={() => action.start(which, id)}
              aria-disabled={action.phase !== 'idle' || undefined}
              aria-label={t(`label.${which}`, { name })}
            >
              {t(which)}
            </button>
          ))}
        </p>
      )}
    </>
  );
}
