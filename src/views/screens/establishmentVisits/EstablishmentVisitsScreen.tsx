// My establishment › job place visits (docs/screens/establishmentVisits.md): the safety visits of the
// workplace, to come first, then past; ask for one (a date and a reason, kept as a draft through a
// failure, a re-login or the maintenance page), cancel one asked for or planned after a confirmation.
import { useId, type FormEvent } from 'react';
import { visitProblems, VISIT_REASON_MAX } from '../../../../machines/establishmentVisits/establishmentVisits.machine';
import { formatDay } from '../../shared/deskFormat';
import '../../shared/desk.css';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { FormField } from '../../shared/FormField';
import { JobPlaceVisitCards, type JobPlaceVisitItem } from '../../shared/JobPlaceVisitCards';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useCanStart, useOffered } from '../families/offered';
import { useScreenTexts, type ScreenTexts } from '../texts';

export const texts = {
  fr: {
    empty: 'Aucune visite de poste pour votre établissement.',
    failed: 'Les visites n’ont pas pu être chargées.',
    request: 'Demander une visite',
    formTitle: 'Demander une visite de poste',
    formHint: 'L’agence confirme la date ou vous en propose une autre.',
    date: 'Date souhaitée',
    reason: 'Motif',
    reasonHint: '{{max}} caractères au plus.',
    send: 'Envoyer la demande',
    sending: 'Envoi…',
    cancel: 'Annuler',
    failedSend: 'La demande n’a pas pu être envoyée. Vos saisies sont conservées.',
    requested: 'Visite du {{date}} demandée.',
    cancelVisit: 'Annuler la visite',
    cancelVisitLabel: 'Annuler la visite du {{date}}',
    confirmCancel: 'Annuler la visite du {{date}} ?',
    keep: 'Garder la visite',
    confirm: 'Confirmer l’annulation',
    cancelling: 'Annulation…',
    cancelled: 'Visite du {{date}} annulée.',
    problem: {
      required: 'Ce champ est obligatoire.',
      date: 'Saisissez une date valide.',
      tooLong: '{{max}} caractères au plus.',
    },
  },
  en: {
    empty: 'No job place visit for your establishment.',
    failed: 'The visits could not be loaded.',
    request: 'Ask for a visit',
    formTitle: 'Ask for a job place visit',
    formHint: 'The agency confirms the date or offers another one.',
    date: 'Preferred date',
    reason: 'Reason',
    reasonHint: 'At most {{max}} characters.',
    send: 'Send the request',
    sending: 'Sending…',
    cancel: 'Cancel',
    failedSend: 'The request could not be sent. What you typed is kept.',
    requested: 'Visit on {{date}} requested.',
    cancelVisit: 'Cancel the visit',
    cancelVisitLabel: 'Cancel the visit on {{date}}',
    confirmCancel: 'Cancel the visit on {{date}}?',
    keep: 'Keep the visit',
    confirm: 'Confirm the cancellation',
    cancelling: 'Cancelling…',
    cancelled: 'Visit on {{date}} cancelled.',
    problem: {
      required: 'This field is required.',
      date: 'Type a valid date.',
      tooLong: 'At most {{max}} characters.',
    },
  },
} satisfies ScreenTexts;

/** Today as YYYY-MM-DD in the browser's zone: the date field's earliest choice (the server refuses a past date). */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export default function EstablishmentVisitsScreen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('establishmentVisits', texts);
  const list = useList<JobPlaceVisitItem>(actorRef);
  const { action } = list;
  const offered = useOffered(
    actorRef,
    list.items.map((item) => item.id),
    ['cancel'] as const,
  );
  const canRequest = useCanStart(actorRef, 'request');
  const reasonId = useId();
  const reasonHintId = useId();
  const reasonProblemId = useId();
  const under = action.underWay;
  const requesting = action.formOpen && under?.name === 'request';
  const busy = action.phase === 'pending';
  const problems = under?.showProblems && under.draft ? visitProblems(under.draft) : {};
  const day = (date: string) => formatDay(i18n.language, date);
  const done = action.outcome;
  const doneVisit = done ? list.items.find((item) => item.id === (done.targetId ?? list.items[0]?.id)) : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    action.submit();
  };
  return (
    <div className="establishment-visits">
      <div className="desk-toolbar">
        {doneVisit && !requesting && (
          <p className="desk-outcome" role="status">
            {t(done!.action === 'request' ? 'requested' : 'cancelled', { date: day(doneVisit.date) })}
          </p>
        )}
        {canRequest && (
          <button type="button" className="button button--primary" onClick={() => action.start('request')}>
            {t('request')}
          </button>
        )}
      </div>
      {requesting && under?.draft && (
        <form className="desk-form" onSubmit={onSubmit} noValidate aria-labelledby="request-visit-title" aria-busy={busy || undefined}>
          <h2 id="request-visit-title">{t('formTitle')}</h2>
          <p className="form-hint">{t('formHint')}</p>
          {under.draftRestored && <DraftRestoredNotice onDiscard={action.cancel} disabled={busy} />}
          {action.phase === 'failed' && (
            <p className="form-error" role="alert">
              {t('failedSend')}
            </p>
          )}
          <FormField
            label={t('date')}
            name="date"
            type="date"
            min={today()}
            value={under.draft.date ?? ''}
            readOnly={busy}
            data-autofocus
            problem={problems.date && t(`problem.${problems.date}`)}
            onChange={(event) => action.change('date', event.target.value)}
          />
          <div className="form-field">
            <label htmlFor={reasonId}>{t('reason')}</label>
            <textarea
              id={reasonId}
              name="reason"
              value={under.draft.reason ?? ''}
              readOnly={busy}
              aria-invalid={problems.reason ? true : undefined}
              aria-describedby={`${reasonHintId} ${reasonProblemId}`}
              onChange={(event) => action.change('reason', event.target.value)}
            />
            <p id={reasonHintId} className="form-hint">
              {t('reasonHint', { max: VISIT_REASON_MAX })}
            </p>
            <div id={reasonProblemId} className="form-error" aria-live="polite">
              {problems.reason && t(`problem.${problems.reason}`, { max: VISIT_REASON_MAX })}
            </div>
          </div>
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
      <ListView list={list} empty={t('empty')} failed={t('failed')}>
        {(visits) => (
          <JobPlaceVisitCards
            visits={visits}
            showClient={false}
            actions={(visit) => {
              const asked = under?.name === 'cancel' && under.targetId === visit.id && (action.phase === 'confirming' || busy);
              if (asked) {
                return (
                  <div
                    className="desk-confirm"
                    role="group"
                    aria-label={t('confirmCancel', { date: day(visit.date) })}
                    aria-busy={busy || undefined}
                  >
                    <p>{t('confirmCancel', { date: day(visit.date) })}</p>
                    <button type="button" className="button" onClick={action.cancel} aria-disabled={busy || undefined} data-autofocus>
                      {t('keep')}
                    </button>
                    <button type="button" className="button button--danger" onClick={action.confirm} aria-disabled={busy || undefined}>
                      {busy ? t('cancelling') : t('confirm')}
                    </button>
                  </div>
                );
              }
              return (offered[visit.id] ?? []).length > 0 ? (
                <p className="desk-actions">
                  <button
                    type="button"
                    className="button"
                    onClick={() => action.start('cancel', visit.id)}
                    aria-label={t('cancelVisitLabel', { date: day(visit.date) })}
                  >
                    {t('cancelVisit')}
                  </button>
                </p>
              ) : null;
            }}
          />
        )}
      </ListView>
    </div>
  );
}
