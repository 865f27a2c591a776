// My offers (docs/screens/myOffers.md): the job offers of the tab (all, favourites, candidates),
// each with its company, place, dates and pay, its detail opening in place; a favourite kept or
// dropped at once (put back, with the error dialog's message, if the call fails); an application
// after a confirmation, then its status on the offer. Server texts are rendered as text.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobOfferItem } from '../../../../machines/myOffers/myOffers.machine';
import { localeOf } from '../../notifications/notificationText';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useScreenTexts, type ScreenTexts } from '../texts';

export const texts = {
  fr: {
    empty: {
      all: 'Aucune offre près de vos missions pour le moment.',
      favorites: 'Aucune offre favorite : choisissez « Favori » sur une offre pour la retrouver ici.',
      candidates: 'Vous n’avez postulé à aucune offre pour le moment.',
    },
    failed: 'Les offres n’ont pas pu être chargées.',
    offers: 'Offres',
    anonymous: 'Nom de l’entreprise communiqué par votre agence',
    dates: 'Du {{start}} au {{end}}',
    pay: '{{rate}} brut de l’heure · {{hours}} h par semaine',
    published: 'Publiée le {{date}}',
    detail: 'Voir le détail',
    detailTitle: 'Détail de l’offre',
    favorite: 'Favori',
    favoriteOf: 'Favori : {{position}}',
    apply: 'Postuler',
    applyTo: 'Postuler : {{position}}',
    confirmApply: 'Postuler à « {{position}} » chez {{company}} ? Votre agence reçoit votre candidature.',
    confirm: 'Confirmer ma candidature',
    cancel: 'Annuler',
    applying: 'Envoi de la candidature…',
    applied: 'Votre candidature est envoyée.',
    application: {
      applied: 'Candidature envoyée le {{date}}',
      underReview: 'Candidature en cours d’examen (envoyée le {{date}})',
      accepted: 'Candidature retenue (envoyée le {{date}})',
      notRetained: 'Candidature non retenue (envoyée le {{date}})',
    },
  },
  en: {
    empty: {
      all: 'No job offer near your missions for now.',
      favorites: 'No favourite offer: choose “Favourite” on an offer to find it here.',
      candidates: 'You have not applied to any offer yet.',
    },
    failed: 'The job offers could not be loaded.',
    offers: 'Job offers',
    anonymous: 'Company name given by your agency',
    dates: 'From {{start}} to {{end}}',
    pay: '{{rate}} gross an hour · {{hours}} h a week',
    published: 'Published on {{date}}',
    detail: 'See the details',
    detailTitle: 'The offer in detail',
    favorite: 'Favourite',
    favoriteOf: 'Favourite: {{position}}',
    apply: 'Apply',
    applyTo: 'Apply: {{position}}',
    confirmApply: 'Apply for “{{position}}” at {{company}}? Your agency receives your application.',
    confirm: 'Confirm my application',
    cancel: 'Cancel',
    applying: 'Sending the application…',
    applied: 'Your application is sent.',
    application: {
      applied: 'Application sent on {{date}}',
      underReview: 'Application under review (sent on {{date}})',
      accepted: 'Application accepted (sent on {{date}})',
      notRetained: 'Application not retained (sent on {{date}})',
    },
  },
} satisfies ScreenTexts;

const dayText = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

export default function MyOffersScreen({ actorRef }: { actorRef: ListRef }) {
  const { t } = useScreenTexts('myOffers', texts);
  const list = useList<JobOfferItem>(actorRef);
  const tab = (list.tab ?? 'all') as keyof typeof texts.fr.empty;
  return (
    <ListView list={list} empty={t(`empty.${tab}`)} failed={t('failed')}>
      {(offers) => (
        <ul className="offers" aria-label={t('offers')}>
          {offers.map((offer) => (
            <Offer key={offer.id} offer={offer} action={list.action} />
          ))}
        </ul>
      )}
    </ListView>
  );
}

function Offer({ offer, action }: { offer: JobOfferItem; action: ReturnType<typeof useList>['action'] }) {
  const { t } = useScreenTexts('myOffers', texts);
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const day = (date: string) => dayText(locale, date);
  const rate = new Intl.NumberFormat(locale, { style: 'currency', currency: offer.currency }).format(offer.hourlyRateCents / 100);
  const under = action.underWay?.targetId === offer.id ? action.underWay : null;
  const confirming = action.phase === 'confirming' && under?.name === 'apply';
  const applying = action.isBusy('apply', offer.id);
  const idle = action.phase === 'idle';
  const titleId = `offer-${offer.id}-title`;
  // Keyboard: the question takes the focus when it opens, and gives it back when it closes.
  const confirmRef = useRef<HTMLButtonElement>(null);
  const applyRef = useRef<HTMLButtonElement>(null);
  const favoriteRef = useRef<HTMLButtonElement>(null);
  const asking = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (asking.current && !applying) (applyRef.current ?? favoriteRef.current)?.focus();
    asking.current = confirming || applying;
  }, [confirming, applying]);
  return (
    <li className="offer" data-item={offer.id} data-favorite={offer.favorite} data-application={offer.application?.status ?? 'none'}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId}>{offer.position}</h3>
        <p className="offer__company">
          {offer.company}
          {offer.anonymous && <span className="offer__anonymous"> · {t('anonymous')}</span>}
        </p>
        <p>{offer.place}</p>
        <p>{t('dates', { start: day(offer.startDate), end: day(offer.endDate) })}</p>
        <p>{t('pay', { rate, hours: new Intl.NumberFormat(locale).format(offer.weeklyHours) })}</p>
        {offer.application && (
          <p className={`badge badge--${offer.application.status}`} data-status={offer.application.status}>
            {t(`application.${offer.application.status}`, { date: day(offer.application.appliedOn) })}
          </p>
        )}
        <details className="offer__detail">
          <summary>{t('detail')}</summary>
          <h4 className="visually-hidden">{t('detailTitle')}</h4>
          {offer.description.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <p>{t('published', { date: day(offer.publishedOn) })}</p>
        </details>
        <div className="offer__actions">
          <button
            ref={favoriteRef}
            type="button"
            className="button offer__favorite"
            aria-pressed={offer.favorite}
            aria-label={t('favoriteOf', { position: offer.position })}
            aria-disabled={!idle || undefined}
            onClick={() => action.start(offer.favorite ? 'unfavorite' : 'favorite', offer.id)}
          >
            <span aria-hidden="true">{offer.favorite ? '★' : '☆'}</span> {t('favorite')}
          </button>
          {offer.application === null && !confirming && !applying && (
            <button
              ref={applyRef}
              type="button"
              className="button button--primary"
              aria-label={t('applyTo', { position: offer.position })}
              aria-disabled={!idle || undefined}
              onClick={() => action.start('apply', offer.id)}
            >
              {t('apply')}
            </button>
          )}
        </div>
        {(confirming || applying) && (
          <div role="group" aria-label={t('confirmApply', { position: offer.position, company: offer.company })} className="offer__confirm">
            <p>{t('confirmApply', { position: offer.position, company: offer.company })}</p>
            <button type="button" className="button" onClick={action.cancel} aria-disabled={applying || undefined}>
              {t('cancel')}
            </button>
            <button
              ref={confirmRef}
              type="button"
              className="button button--primary"
              onClick={action.confirm}
              aria-busy={applying || undefined}
              aria-disabled={applying || undefined}
            >
              {applying ? t('applying') : t('confirm')}
            </button>
          </div>
        )}
        {action.outcome?.action === 'apply' && action.outcome.targetId === offer.id && (
          <p role="status" className="offer__outcome">
            {t('applied')}
          </p>
        )}
      </article>
    </li>
  );
}
