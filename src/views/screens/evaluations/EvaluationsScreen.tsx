// Back office › evaluations (docs/screens/evaluations.md): the requests asking a client to evaluate
// a worker after a mission, each with its status; the administrator sends one to send, and sends
// again one sent or expired after a confirmation. An answer's comment is the client's text,
// rendered as text.
import type { ScreenItem } from '../../../../machines/families/screen';
import { formatDay } from '../../shared/deskFormat';
import '../../shared/desk.css';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useOffered } from '../families/offered';
import { useScreenTexts, type ScreenTexts } from '../texts';

type Status = 'toSend' | 'sent' | 'expired' | 'answered';

interface EvaluationItem extends ScreenItem {
  workerName: string;
  position: string;
  clientName: string;
  establishmentName: string;
  startDate: string;
  endDate: string;
  contactName: string;
  contactEmail: string;
  status: Status;
  sentOn: string | null;
  expiresOn: string | null;
  answeredOn: string | null;
  rating: number | null;
  comment: string | null;
}

export const texts = {
  fr: {
    requests: 'Demandes d’évaluation',
    intro: 'Après une mission, le client est invité à évaluer l’intérimaire par un lien valable 14 jours.',
    empty: 'Aucune demande d’évaluation pour le moment.',
    failed: 'Les demandes d’évaluation n’ont pas pu être chargées.',
    status: { toSend: 'À envoyer', sent: 'Envoyée', expired: 'Expirée', answered: 'Répondue' },
    mission: 'Mission',
    missionDates: '{{position}}, du {{start}} au {{end}}',
    client: 'Client',
    contact: 'Destinataire',
    where: 'Suivi',
    toSendSince: 'Mission terminée le {{date}}, demande pas encore envoyée',
    sentOn: 'Envoyée le {{sent}}, valable jusqu’au {{until}}',
    expiredOn: 'Envoyée le {{sent}}, expirée le {{until}}',
    answeredOn: 'Répondue le {{date}}',
    rating: 'Note',
    ratingValue: '{{rating}} / 5',
    comment: 'Commentaire',
    noComment: 'Pas de commentaire.',
    send: 'Envoyer la demande',
    resend: 'Renvoyer',
    sendLabel: 'Envoyer la demande d’évaluation de {{name}}',
    resendLabel: 'Renvoyer la demande d’évaluation de {{name}}',
    confirmResend: 'Renvoyer la demande à {{contact}} ? Le lien reste le même et vaut 14 jours de plus.',
    confirm: 'Renvoyer',
    cancel: 'Annuler',
    sending: 'Envoi…',
    doneSend: 'Demande envoyée à {{contact}}.',
    doneResend: 'Demande renvoyée à {{contact}}.',
  },
  en: {
    requests: 'Evaluation requests',
    intro: 'After a mission, the client is asked to evaluate the temporary worker through a link valid 14 days.',
    empty: 'No evaluation request yet.',
    failed: 'The evaluation requests could not be loaded.',
    status: { toSend: 'To send', sent: 'Sent', expired: 'Expired', answered: 'Answered' },
    mission: 'Mission',
    missionDates: '{{position}}, from {{start}} to {{end}}',
    client: 'Client',
    contact: 'Recipient',
    where: 'Follow-up',
    toSendSince: 'Mission ended on {{date}}, request not sent yet',
    sentOn: 'Sent on {{sent}}, valid until {{until}}',
    expiredOn: 'Sent on {{sent}}, expired on {{until}}',
    answeredOn: 'Answered on {{date}}',
    rating: 'Rating',
    ratingValue: '{{rating}} / 5',
    comment: 'Comment',
    noComment: 'No comment.',
    send: 'Send the request',
    resend: 'Resend',
    sendLabel: 'Send the evaluation request for {{name}}',
    resendLabel: 'Resend the evaluation request for {{name}}',
    confirmResend: 'Resend the request to {{contact}}? The link stays the same and works 14 more days.',
    confirm: 'Resend',
    cancel: 'Cancel',
    sending: 'Sending…',
    doneSend: 'Request sent to {{contact}}.',
    doneResend: 'Request sent again to {{contact}}.',
  },
} satisfies ScreenTexts;

const BADGE: Record<Status, string> = {
  toSend: 'desk-badge desk-badge--alert',
  sent: 'desk-badge',
  expired: 'desk-badge desk-badge--muted',
  answered: 'desk-badge desk-badge--done',
};

export default function EvaluationsScreen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('evaluations', texts);
  const list = useList<EvaluationItem>(actorRef);
  const { action } = list;
  const offered = useOffered(
    actorRef,
    list.items.map((item) => item.id),
    ['send', 'resend'] as const,
  );
  // Server texts go in as they are: React renders them as text (i18next must not escape them twice).
  const raw = { interpolation: { escapeValue: false } };
  const day = (date: string | null) => (date ? formatDay(i18n.language, date) : '');
  const under = action.underWay;
  return (
    <div className="evaluations">
      <p className="form-hint">{t('intro')}</p>
      <ListView list={list} empty={t('empty')} failed={t('failed')}>
        {(requests) => (
          <ul className="desk-list" aria-label={t('requests')}>
            {requests.map((request) => {
              const mine = under !== null && under.targetId === request.id;
              const busy = mine && action.phase === 'pending';
              const confirming = mine && action.phase === 'confirming';
              const contact = `${request.contactName} (${request.contactEmail})`;
              const done = action.outcome?.targetId === request.id ? action.outcome.action : null;
              return (
                <li key={request.id} data-item={request.id} data-status={request.status} className="desk-card">
                  <h2 className="desk-card__head">
                    <span className="desk-card__title">{request.workerName}</span>
                    <span className={BADGE[request.status]}>{t(`status.${request.status}`)}</span>
                  </h2>
                  <dl className="desk-facts">
                    <dt>{t('mission')}</dt>
                    <dd>
                      {t('missionDates', { ...raw, position: request.position, start: day(request.startDate), end: day(request.endDate) })}
                    </dd>
                    <dt>{t('client')}</dt>
                    <dd>
                      {request.clientName} – {request.establishmentName}
                    </dd>
                    <dt>{t('contact')}</dt>
                    <dd>{contact}</dd>
                    <dt>{t('where')}</dt>
                    <dd>
                      {request.status === 'toSend'
                        ? t('toSendSince', { date: day(request.endDate) })
                        : request.status === 'answered'
                          ? t('answeredOn', { date: day(request.answeredOn) })
                          : t(request.status === 'sent' ? 'sentOn' : 'expiredOn', {
                              sent: day(request.sentOn),
                              until: day(request.expiresOn),
                            })}
                    </dd>
                    {request.status === 'answered' && (
                      <>
                        <dt>{t('rating')}</dt>
                        <dd>{t('ratingValue', { rating: request.rating })}</dd>
                        <dt>{t('comment')}</dt>
                        <dd className="evaluations__comment">{request.comment ? request.comment : t('noComment')}</dd>
                      </>
                    )}
                  </dl>
                  {done && (
                    <p className="desk-outcome" role="status">
                      {t(done === 'send' ? 'doneSend' : 'doneResend', { ...raw, contact: request.contactName })}
                    </p>
                  )}
                  {confirming && (
                    <div className="desk-confirm" role="group" aria-label={t('confirmResend', { ...raw, contact })}>
                      <p>{t('confirmResend', { ...raw, contact: request.contactName })}</p>
                      <button type="button" className="button" onClick={action.cancel} data-autofocus>
                        {t('cancel')}
                      </button>
                      <button type="button" className="button button--primary" onClick={action.confirm}>
                        {t('confirm')}
                      </button>
                    </div>
                  )}
                  {busy && (
                    <p className="desk-actions" role="status" aria-busy="true">
                      {t('sending')}
                    </p>
                  )}
                  {(offered[request.id] ?? []).length > 0 && (
                    <p className="desk-actions">
                      {(offered[request.id] ?? []).map((name) => (
                        <button
                          key={name}
                          type="button"
                          className={name === 'send' ? 'button button--primary' : 'button'}
                          aria-label={t(name === 'send' ? 'sendLabel' : 'resendLabel', { ...raw, name: request.workerName })}
                          onClick={() => action.start(name, request.id)}
                        >
                          {t(name)}
                        </button>
                      ))}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ListView>
    </div>
  );
}
