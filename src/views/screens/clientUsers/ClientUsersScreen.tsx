// Clients hub › users (docs/screens/clientUsers.md): the client users of the tab (invited,
// registered, all); a client user invites a colleague (first name, last name, e-mail: kept as a draft
// through a failure, a re-login or the maintenance page); an invited user's invitation is sent again
// after a confirmation.
import { type FormEvent } from 'react';
import { colleagueProblems, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../../machines/clientUsers/clientUsers.machine';
import type { ScreenItem } from '../../../../machines/families/screen';
import { AccountActions } from '../../shared/AccountActions';
import { formatDay } from '../../shared/deskFormat';
import '../../shared/desk.css';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { FormField } from '../../shared/FormField';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useCanStart, useOffered } from '../families/offered';
import { useScreenTexts, type ScreenTexts } from '../texts';

interface ClientUserItem extends ScreenItem {
  firstName: string;
  lastName: string;
  email: string;
  clientId: string;
  clientName: string;
  establishmentName: string;
  status: 'invited' | 'registered';
  invitedOn: string;
}

export const texts = {
  fr: {
    users: 'Utilisateurs',
    empty: {
      invited: 'Aucune invitation en attente.',
      registered: 'Aucun utilisateur inscrit pour le moment.',
      all: 'Aucun utilisateur pour ces clients.',
    },
    failed: 'Les utilisateurs n’ont pas pu être chargés.',
    status: { invited: 'Invité', registered: 'Inscrit' },
    client: 'Client',
    establishment: 'Établissement',
    email: 'E-mail',
    invitedOn: 'Invité le',
    inviteColleague: 'Inviter un collègue',
    formTitle: 'Inviter un collègue',
    formHint: 'Il reçoit par e-mail un lien pour créer son compte sur le portail.',
    firstName: 'Prénom',
    lastName: 'Nom',
    emailLabel: 'Adresse e-mail',
    send: 'Envoyer l’invitation',
    sending: 'Envoi…',
    cancel: 'Annuler',
    failedSend: 'L’invitation n’a pas pu être envoyée. Vos saisies sont conservées.',
    invited: 'Invitation envoyée. Votre collègue figure parmi les invités.',
    problem: {
      required: 'Ce champ est obligatoire.',
      tooLong: '{{max}} caractères au plus.',
      email: 'Saisissez une adresse e-mail, par exemple nom@entreprise.fr.',
    },
  },
  en: {
    users: 'Users',
    empty: {
      invited: 'No invitation waiting.',
      registered: 'No registered user yet.',
      all: 'No user for these clients.',
    },
    failed: 'The users could not be loaded.',
    status: { invited: 'Invited', registered: 'Registered' },
    client: 'Client',
    establishment: 'Establishment',
    email: 'E-mail',
    invitedOn: 'Invited on',
    inviteColleague: 'Invite a colleague',
    formTitle: 'Invite a colleague',
    formHint: 'They get a link by e-mail to create their account on the portal.',
    firstName: 'First name',
    lastName: 'Last name',
    emailLabel: 'E-mail address',
    send: 'Send the invitation',
    sending: 'Sending…',
    cancel: 'Cancel',
    failedSend: 'The invitation could not be sent. What you typed is kept.',
    invited: 'Invitation sent. Your colleague is listed among the invited users.',
    problem: {
      required: 'This field is required.',
      tooLong: 'At most {{max}} characters.',
      email: 'Type an e-mail address, for example name@company.com.',
    },
  },
} satisfies ScreenTexts;

const BADGE = { invited: 'desk-badge', registered: 'desk-badge desk-badge--done' } as const;
const TABS = ['invited', 'registered', 'all'] as const;
const FIELDS = [
  ['firstName', 'given-name', NAME_MAX_LENGTH],
  ['lastName', 'family-name', NAME_MAX_LENGTH],
  ['email', 'email', EMAIL_MAX_LENGTH],
] as const;

export default function ClientUsersScreen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('clientUsers', texts);
  const list = useList<ClientUserItem>(actorRef);
  const { action } = list;
  const offered = useOffered(
    actorRef,
    list.items.map((item) => item.id),
    ['resend'] as const,
  );
  const canInvite = useCanStart(actorRef, 'inviteColleague');
  const tab = TABS.find((candidate) => candidate === list.tab) ?? 'all';
  const under = action.underWay;
  const inviting = action.formOpen && under?.name === 'inviteColleague';
  const busy = action.phase === 'pending';
  const problems = under?.showProblems && under.draft ? colleagueProblems(under.draft) : {};
  // Said without the address: the outcome outlives a change of tab or a reload, the item it stored does not.
  const invited = action.outcome?.action === 'inviteColleague';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    action.submit();
  };
  return (
    <div className="client-users">
      <div className="desk-toolbar">
        {invited && !inviting && (
          <p className="desk-outcome" role="status">
            {t('invited')}
          </p>
        )}
        {canInvite && (
          <button type="button" className="button button--primary" onClick={() => action.start('inviteColleague')}>
            {t('inviteColleague')}
          </button>
        )}
      </div>
      {inviting && under?.draft && (
        <form className="desk-form" onSubmit={onSubmit} noValidate aria-labelledby="invite-colleague-title" aria-busy={busy || undefined}>
          <h2 id="invite-colleague-title">{t('formTitle')}</h2>
          <p className="form-hint">{t('formHint')}</p>
          {under.draftRestored && <DraftRestoredNotice onDiscard={action.cancel} disabled={busy} />}
          {action.phase === 'failed' && (
            <p className="form-error" role="alert">
              {t('failedSend')}
            </p>
          )}
          {FIELDS.map(([field, autoComplete, max], index) => (
            <FormField
              key={field}
              label={t(field === 'email' ? 'emailLabel' : field)}
              name={field}
              type={field === 'email' ? 'email' : 'text'}
              autoComplete={autoComplete}
              value={under.draft![field] ?? ''}
              readOnly={busy}
              data-autofocus={index === 0 || undefined}
              problem={problems[field] && t(`problem.${problems[field]}`, { max })}
              onChange={(event) => action.change(field, event.target.value)}
            />
          ))}
          <p className="desk-actions">
            <button type="button" className="button" onClick={action.cancel} aria-disabled={busy || undefined}>
              {t('cancel')}
            </button>
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              {busy ? t('sending') : t('send')}
            </button>
          </p>
        </form>
      )}
      <ListView list={list} empty={t(`empty.${tab}`)} failed={t('failed')}>
        {(users) => (
          <ul className="desk-list" aria-label={t('users')}>
            {users.map((user) => {
              const name = `${user.firstName} ${user.lastName}`;
              return (
                <li key={user.id} data-item={user.id} data-status={user.status} className="desk-card">
                  <h2 className="desk-card__head">
                    <span className="desk-card__title">{name}</span>
                    <span className={BADGE[user.status]}>{t(`status.${user.status}`)}</span>
                  </h2>
                  <dl className="desk-facts">
                    <dt>{t('email')}</dt>
                    <dd>{user.email}</dd>
                    <dt>{t('client')}</dt>
                    <dd>{user.clientName}</dd>
                    <dt>{t('establishment')}</dt>
                    <dd>{user.establishmentName}</dd>
                    <dt>{t('invitedOn')}</dt>
                    <dd>{formatDay(i18n.language, user.invitedOn)}</dd>
                  </dl>
                  <AccountActions id={user.id} name={name} email={user.email} action={action} offered={offered[user.id] ?? []} />
                </li>
              );
            })}
          </ul>
        )}
      </ListView>
    </div>
  );
}
