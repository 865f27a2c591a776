// The internal dashboard (docs/screens/internalHome.md): for the agency folders chosen in the header,
// the invitations waiting and the workers without an account (each a link to its tab of the temporary
// workers' users), the weeks clients disputed and the missions ending this week (listed: the agency
// has no screen of them yet). The four cards keep their places while the dashboard is read, so
// nothing moves when it arrives. Which card leads where is the domain's
// (machines/domain/internalDashboard.ts); server texts are rendered as text.
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { internalCards, type InternalCard, type InternalDashboard } from '../../../../machines/domain/internalDashboard';
import { useAppActor } from '../../app/appActorContext';
import { formatDay } from '../../shared/paperFormat';
import { useDetail, type DetailRef } from '../families/useDetail';
import { HomeBanners } from '../../shared/HomeBanners';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { useTranslation } from 'react-i18next';
import '../workerHome/workerHome.css';
import './internalHome.css';

export const texts = {
  fr: {
    greeting: 'Bonjour {{name}}',
    folders: 'Agences : {{names}}',
    allFolders: 'Agences : toutes vos agences',
    cards: 'Ce qui attend l’agence',
    invitationsWaiting_one: '{{count}} invitation en attente',
    invitationsWaiting_other: '{{count}} invitations en attente',
    workersWithoutAccount_one: '{{count}} intérimaire sans compte',
    workersWithoutAccount_other: '{{count}} intérimaires sans compte',
    timeSheetsDisputed_one: '{{count}} relevé d’heures contesté',
    timeSheetsDisputed_other: '{{count}} relevés d’heures contestés',
    missionsEndingThisWeek_one: '{{count}} mission se terminant cette semaine',
    missionsEndingThisWeek_other: '{{count}} missions se terminant cette semaine',
    hint: {
      invitationsWaiting: 'Invités, ils n’ont pas encore créé leur compte.',
      workersWithoutAccount: 'Jamais invités sur le portail.',
      timeSheetsDisputed: 'Semaines contestées par le client, à corriger par l’intérimaire.',
      missionsEndingThisWeek: 'Dernier jour entre lundi et dimanche.',
    },
    nothing: 'Rien en attente',
    open: 'Voir la liste',
    week: '{{worker}}, {{client}}, semaine du {{day}}',
    ending: '{{worker}}, {{position}}, {{client}} ({{establishment}}), jusqu’au {{day}}',
    more_one: 'et {{count}} autre',
    more_other: 'et {{count}} autres',
    loadingCount: 'Chargement…',
    failed: 'Votre tableau de bord n’a pas pu être chargé.',
    forbidden: 'Le tableau de bord de l’agence n’est pas accessible à votre compte.',
  },
  en: {
    greeting: 'Hello {{name}}',
    folders: 'Agencies: {{names}}',
    allFolders: 'Agencies: all of yours',
    cards: 'What waits for the agency',
    invitationsWaiting_one: '{{count}} invitation waiting',
    invitationsWaiting_other: '{{count}} invitations waiting',
    workersWithoutAccount_one: '{{count}} temporary worker without an account',
    workersWithoutAccount_other: '{{count}} temporary workers without an account',
    timeSheetsDisputed_one: '{{count}} time sheet disputed',
    timeSheetsDisputed_other: '{{count}} time sheets disputed',
    missionsEndingThisWeek_one: '{{count}} mission ending this week',
    missionsEndingThisWeek_other: '{{count}} missions ending this week',
    hint: {
      invitationsWaiting: 'Invited, they have not created their account yet.',
      workersWithoutAccount: 'Never invited to the portal.',
      timeSheetsDisputed: 'Weeks the client disputed, for the worker to correct.',
      missionsEndingThisWeek: 'Last day between Monday and Sunday.',
    },
    nothing: 'Nothing waiting',
    open: 'See the list',
    week: '{{worker}}, {{client}}, week of {{day}}',
    ending: '{{worker}}, {{position}}, {{client}} ({{establishment}}), until {{day}}',
    more_one: 'and {{count}} more',
    more_other: 'and {{count}} more',
    loadingCount: 'Loading…',
    failed: 'Your dashboard could not be loaded.',
    forbidden: 'The agency’s dashboard is not available to your account.',
  },
} satisfies ScreenTexts;

type Texts = ReturnType<typeof useScreenTexts>;

export default function InternalHomeScreen({ actorRef }: { actorRef: DetailRef }) {
  const { t, i18n } = useScreenTexts('internalHome', texts);
  const { t: shell } = useTranslation();
  const user = useSelector(useAppActor(), (snapshot) => snapshot.context.userInfo);
  const detail = useDetail<InternalDashboard>(actorRef);
  const dashboard = detail.phase === 'shown' || detail.phase === 'refreshing' ? detail.item : null;
  const reading = detail.phase === 'loading';
  return (
    <div
      className="screen-detail worker-home internal-home"
      data-machine={detail.machineId}
      data-state={detail.state}
      aria-busy={reading || undefined}
    >
      {user && <p className="worker-home__greeting">{t('greeting', { name: user.firstName })}</p>}
      <p className="internal-home__folders" data-folders="">
        {dashboard ? (dashboard.folders.length > 0 ? t('folders', { names: dashboard.folders.join(', ') }) : t('allFolders')) : '\u00a0'}
      </p>
      {reading && (
        <p role="status" className="internal-home__status">
          {shell('common.loading')}
        </p>
      )}
      {detail.phase === 'loadFailed' && <p role="note">{t('failed')}</p>}
      {(detail.phase === 'forbidden' || detail.phase === 'notFound') && <p role="note">{t('forbidden')}</p>}
      {(reading || dashboard) && (
        <section aria-labelledby="internal-home-cards">
          <h2 id="internal-home-cards">{t('cards')}</h2>
          <ul className="internal-home__cards">
            {dashboard && user
              ? internalCards(dashboard, user).map((card) => (
                  <Card key={card.id} card={card} dashboard={dashboard} t={t} language={i18n.language} />
                ))
              : PLACES.map((id) => (
                  <li key={id} className="internal-home__card" data-card={id} aria-hidden="true">
                    <span className="internal-home__count">…</span>
                  </li>
                ))}
          </ul>
        </section>
      )}
      {/* Below the cards, which are drawn before the read answers: a band arriving above would move them. */}
      {dashboard && <HomeBanners banners={dashboard.banners} />}
    </div>
  );
}

const PLACES = ['invitationsWaiting', 'workersWithoutAccount', 'timeSheetsDisputed', 'missionsEndingThisWeek'] as const;

function Card({ card, dashboard, t, language }: { card: InternalCard; dashboard: InternalDashboard; t: Texts['t']; language: string }) {
  const title = t(card.id, { count: card.count });
  const listed =
    card.id === 'timeSheetsDisputed'
      ? dashboard.disputedTimeSheets.map((week) => ({
          id: week.id,
          text: t('week', { worker: week.worker, client: week.client, day: formatDay(week.weekStart, language) }),
          detail: week.reason,
        }))
      : card.id === 'missionsEndingThisWeek'
        ? dashboard.missionsEnding.map((mission) => ({
            id: mission.id,
            text: t('ending', {
              worker: mission.worker,
              position: mission.position,
              client: mission.client,
              establishment: mission.establishment,
              day: formatDay(mission.endDate, language),
            }),
            detail: null,
          }))
        : [];
  const more = card.count - listed.length;
  return (
    <li className="internal-home__card" data-card={card.id} data-count={card.count}>
      {card.path ? (
        <Link className="internal-home__title" to={card.path}>
          {title}
        </Link>
      ) : (
        <h3 className="internal-home__title">{title}</h3>
      )}
      <p className="internal-home__hint">{card.count === 0 ? t('nothing') : t(`hint.${card.id}`)}</p>
      {listed.length > 0 && (
        <ul className="internal-home__listed">
          {listed.map((entry) => (
            <li key={entry.id} data-listed={entry.id}>
              {entry.text}
              {entry.detail && <span className="internal-home__reason">{entry.detail}</span>}
            </li>
          ))}
        </ul>
      )}
      {listed.length > 0 && more > 0 && <p>{t('more', { count: more })}</p>}
    </li>
  );
}
