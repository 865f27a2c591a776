// /evaluate (spec section 2, a route outside the layout; docs/screens/evaluate.md): the client's
// contact answers an evaluation request from its link, without signing in: the worker and the
// mission, a rating 1 to 5 and a comment, sent once. Every server text is rendered as text.
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { EVALUATION_COMMENT_MAX_LENGTH, EVALUATION_RATING_MAX } from '../../../../contract/screens/evaluations';
import { dataState } from '../../../../machines/domain/statePaths';
import { useTenant } from '../../app/useApp';
import { tenantLogoUrl } from '../../shared/assets';
import { formatDay } from '../../shared/deskFormat';
import { Footer } from '../../shared/Footer';
import { useScreenTexts, type ScreenTexts } from '../../screens/texts';
import { useEvaluate, useEvaluateActor, type EvaluateActor } from './useEvaluate';
import './EvaluatePage.css';

export const texts = {
  fr: {
    title: 'Évaluation d’une mission',
    loading: 'Chargement…',
    heading: 'Évaluez la mission de {{worker}}',
    position: 'Poste',
    client: 'Entreprise',
    dates: 'Du {{start}} au {{end}}',
    rating: 'Votre note',
    ratings: {
      '1': '1 – Pas satisfait',
      '2': '2 – Peu satisfait',
      '3': '3 – Satisfait',
      '4': '4 – Très bien',
      '5': '5 – Très satisfait',
    },
    comment: 'Votre commentaire (facultatif)',
    count: '{{count}} / {{max}} caractères',
    send: 'Envoyer mon évaluation',
    sending: 'Envoi…',
    failedSend: 'Votre évaluation n’a pas pu être envoyée. Vos saisies sont conservées ; réessayez.',
    problem: { rating: 'Choisissez une note de 1 à 5.', comment: '{{max}} caractères au plus.' },
    thanked: 'Merci, votre évaluation a bien été enregistrée.',
    alreadyAnswered: 'Cette évaluation a déjà été faite le {{date}}. Merci.',
    alreadyAnsweredUndated: 'Cette évaluation a déjà été faite. Merci.',
    invalid: 'Ce lien d’évaluation n’est pas valide.',
    invalidHint: 'Vérifiez que vous avez ouvert le lien complet reçu par e-mail.',
    expired: 'Ce lien d’évaluation a expiré. Demandez à votre agence de vous l’envoyer à nouveau.',
    loadFailed: 'L’évaluation n’a pas pu être chargée.',
    retry: 'Réessayer',
    unavailable: 'Cette page n’a pas pu être chargée. Rechargez la page.',
  },
  en: {
    title: 'Mission evaluation',
    loading: 'Loading…',
    heading: 'Evaluate the mission of {{worker}}',
    position: 'Position',
    client: 'Company',
    dates: 'From {{start}} to {{end}}',
    rating: 'Your rating',
    ratings: {
      '1': '1 – Not satisfied',
      '2': '2 – Somewhat satisfied',
      '3': '3 – Satisfied',
      '4': '4 – Very good',
      '5': '5 – Very satisfied',
    },
    comment: 'Your comment (optional)',
    count: '{{count}} / {{max}} characters',
    send: 'Send my evaluation',
    sending: 'Sending…',
    failedSend: 'Your evaluation could not be sent. What you entered is kept; try again.',
    problem: { rating: 'Choose a rating from 1 to 5.', comment: 'At most {{max}} characters.' },
    thanked: 'Thank you, your evaluation has been recorded.',
    alreadyAnswered: 'This evaluation was already made on {{date}}. Thank you.',
    alreadyAnsweredUndated: 'This evaluation was already made. Thank you.',
    invalid: 'This evaluation link is not valid.',
    invalidHint: 'Check that you opened the whole link you received by e-mail.',
    expired: 'This evaluation link has expired. Ask your agency to send it to you again.',
    loadFailed: 'The evaluation could not be loaded.',
    retry: 'Try again',
    unavailable: 'This page could not be loaded. Reload the page.',
  },
} satisfies ScreenTexts;

const RATINGS = Array.from({ length: EVALUATION_RATING_MAX }, (_, index) => index + 1);

export default function EvaluatePage() {
  const { t: core } = useTranslation();
  const { t } = useScreenTexts('evaluate', texts);
  const tenant = useTenant();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token');
  const actor = useEvaluateActor(token);
  return (
    <div className="full-screen" data-page="evaluate">
      <main className="full-screen__card evaluate-card">
        <img className="tenant-logo" src={tenantLogoUrl(tenant)} alt={core('tenant.logoAlt', { tenant: core('tenant.name') })} />
        <h1>{t('title')}</h1>
        {actor ? (
          <Evaluation actor={actor} />
        ) : actor === null ? (
          <p role="alert">{t('unavailable')}</p>
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </main>
      <Footer />
    </div>
  );
}

/** The page's content for a running machine (its view test renders it alone). */
export function Evaluation({ actor }: { actor: EvaluateActor }) {
  const { t, i18n } = useScreenTexts('evaluate', texts);
  const view = useEvaluate(actor);
  const commentId = useId();
  const countId = useId();
  const commentProblemId = useId();
  const ratingProblemId = useId();
  const day = (date: string) => formatDay(i18n.language, date);
  const busy = view.phase === 'sending';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) view.submit();
  };
  const message = (() => {
    switch (view.page) {
      case 'checking':
      case 'loading':
        return <p role="status">{t('loading')}</p>;
      case 'invalid':
      case 'unknown':
        return (
          <div role="alert">
            <p className="evaluate-message">{t('invalid')}</p>
            <p>{t('invalidHint')}</p>
          </div>
        );
      case 'expired':
        return (
          <p role="alert" className="evaluate-message">
            {t('expired')}
          </p>
        );
      case 'loadFailed':
        return (
          <div role="alert">
            <p className="evaluate-message">{t('loadFailed')}</p>
            <button type="button" className="button button--primary" onClick={view.retry}>
              {t('retry')}
            </button>
          </div>
        );
      case 'alreadyAnswered':
        return (
          <p role="status" className="evaluate-message">
            {view.form?.answeredOn ? t('alreadyAnswered', { date: day(view.form.answeredOn) }) : t('alreadyAnsweredUndated')}
          </p>
        );
      case 'thanked':
        return (
          <p role="status" className="evaluate-message evaluate-message--done">
            {t('thanked')}
          </p>
        );
      default:
        return null;
    }
  })();
  const form = view.form;
  return (
    <div className="evaluate" data-machine="evaluate" data-state={dataState(view.stateValue)}>
      {message}
      {view.page === 'form' && form && (
        <form className="evaluate-form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
          <h2>{t('heading', { worker: form.workerName, interpolation: { escapeValue: false } })}</h2>
          <dl className="evaluate-facts">
            <dt>{t('position')}</dt>
            <dd>{form.position}</dd>
            <dt>{t('client')}</dt>
            <dd>
              {form.clientName} – {form.establishmentName}
            </dd>
          </dl>
          <p>{t('dates', { start: day(form.startDate), end: day(form.endDate) })}</p>
          {view.phase === 'failed' && (
            <p className="form-error" role="alert">
              {t('failedSend')}
            </p>
          )}
          <fieldset className="evaluate-rating" aria-invalid={view.problems.rating ? true : undefined} aria-describedby={ratingProblemId}>
            <legend>{t('rating')}</legend>
            {RATINGS.map((value) => (
              <label key={value} className="evaluate-rating__choice">
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={view.rating === value}
                  disabled={busy}
                  onChange={() => view.choose(value)}
                />
                {t(`ratings.${value}`)}
              </label>
            ))}
            <div id={ratingProblemId} className="form-error" aria-live="polite">
              {view.problems.rating && t('problem.rating')}
            </div>
          </fieldset>
          <div className="form-field">
            <label htmlFor={commentId}>{t('comment')}</label>
            <textarea
              id={commentId}
              name="comment"
              rows={5}
              value={view.comment}
              readOnly={busy}
              aria-invalid={view.problems.comment ? true : undefined}
              aria-describedby={`${countId} ${commentProblemId}`}
              onChange={(event) => view.write(event.target.value)}
            />
            <p id={countId} className="form-hint">
              {t('count', { count: view.comment.trim().length, max: EVALUATION_COMMENT_MAX_LENGTH })}
            </p>
            <div id={commentProblemId} className="form-error" aria-live="polite">
              {view.problems.comment && t('problem.comment', { max: EVALUATION_COMMENT_MAX_LENGTH })}
            </div>
          </div>
          <p>
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              {busy ? t('sending') : t('send')}
            </button>
          </p>
        </form>
      )}
    </div>
  );
}
