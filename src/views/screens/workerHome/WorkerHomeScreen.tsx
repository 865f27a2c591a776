// The worker's dashboard (docs/screens/workerHome.md): what waits for the worker, their missions and
// the latest news, each card a link to the screen that holds it. Which cards show is the domain's
// (machines/domain/workerDashboard.ts); server texts are rendered as text.
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import {
  MISSIONS_PATH,
  missionCards,
  waitingCards,
  type WaitingCard,
  type WorkerDashboard,
} from '../../../../machines/domain/workerDashboard';
import type { UserInfo } from '../../../../machines/domain/types';
import { useAppActor } from '../../app/appActorContext';
import { localeOf } from '../../notifications/notificationText';
import { formatDay } from '../../shared/paperFormat';
import { HomeBanners } from '../../shared/HomeBanners';
import { DetailView } from '../families/DetailView';
import { useDetail, type DetailRef } from '../families/useDetail';
import { useScreenTexts, type ScreenTexts } from '../texts';
import './workerHome.css';

export const texts = {
  fr: {
    greeting: 'Bonjour {{name}}',
    waiting: 'Ce qui vous attend',
    nothingWaiting: 'Rien ne vous attend pour le moment.',
    contractsToSign_one: '{{count}} contrat à signer',
    contractsToSign_other: '{{count}} contrats à signer',
    timeSheetsDisputed_one: '{{count}} semaine contestée à corriger',
    timeSheetsDisputed_other: '{{count}} semaines contestées à corriger',
    timeSheetsToFill_one: '{{count}} relevé d’heures à remplir',
    timeSheetsToFill_other: '{{count}} relevés d’heures à remplir',
    newDocuments_one: '{{count}} nouveau document',
    newDocuments_other: '{{count}} nouveaux documents',
    depositPaid: 'Votre acompte de {{amount}} a été versé le {{day}}.',
    depositRefused: 'Votre demande d’acompte de {{amount}} a été refusée le {{day}}.',
    missions: 'Mes missions',
    noMission: 'Aucune mission en cours ni à venir.',
    current: 'En cours',
    next: 'À venir',
    until: 'jusqu’au {{day}}',
    from: 'à partir du {{day}}',
    news: 'Dernières actualités',
    noNews: 'Aucune actualité pour le moment.',
    allNews: 'Toutes les actualités',
    failed: 'Votre tableau de bord n’a pas pu être chargé.',
    notFound: 'Votre tableau de bord est introuvable.',
    forbidden: 'Ce tableau de bord ne vous est pas accessible.',
  },
  en: {
    greeting: 'Hello {{name}}',
    waiting: 'What waits for you',
    nothingWaiting: 'Nothing waits for you right now.',
    contractsToSign_one: '{{count}} contract to sign',
    contractsToSign_other: '{{count}} contracts to sign',
    timeSheetsDisputed_one: '{{count}} disputed week to correct',
    timeSheetsDisputed_other: '{{count}} disputed weeks to correct',
    timeSheetsToFill_one: '{{count}} time sheet to fill in',
    timeSheetsToFill_other: '{{count}} time sheets to fill in',
    newDocuments_one: '{{count}} new document',
    newDocuments_other: '{{count}} new documents',
    depositPaid: 'Your pay advance of {{amount}} was paid on {{day}}.',
    depositRefused: 'Your pay advance request of {{amount}} was refused on {{day}}.',
    missions: 'My missions',
    noMission: 'No mission under way or coming.',
    current: 'Under way',
    next: 'Coming',
    until: 'until {{day}}',
    from: 'from {{day}}',
    news: 'Latest news',
    noNews: 'No news yet.',
    allNews: 'All the news',
    failed: 'Your dashboard could not be loaded.',
    notFound: 'Your dashboard could not be found.',
    forbidden: 'This dashboard is not yours to see.',
  },
} satisfies ScreenTexts;

type Texts = ReturnType<typeof useScreenTexts>;

export default function WorkerHomeScreen({ actorRef }: { actorRef: DetailRef }) {
  const { t, i18n } = useScreenTexts('workerHome', texts);
  const user = useSelector(useAppActor(), (snapshot) => snapshot.context.userInfo);
  const detail = useDetail<WorkerDashboard>(actorRef);
  return (
    <DetailView detail={detail} failed={t('failed')} notFound={t('notFound')} forbidden={t('forbidden')}>
      {(dashboard) => user && <Dashboard dashboard={dashboard} user={user} t={t} language={i18n.language} />}
    </DetailView>
  );
}

function Dashboard({ dashboard, user, t, language }: { dashboard: WorkerDashboard; user: UserInfo; t: Texts['t']; language: string }) {
  const waiting = waitingCards(dashboard, user);
  const missions = missionCards(dashboard, user);
  const day = (date: string) => formatDay(date, language);
  return (
    <div className="worker-home">
      <p className="worker-home__greeting">{t('greeting', { name: user.firstName })}</p>
      <HomeBanners banners={dashboard.banners} />
      <section aria-labelledby="worker-home-waiting">
        <h2 id="worker-home-waiting">{t('waiting')}</h2>
        {waiting.length === 0 ? (
          <p>{t('nothingWaiting')}</p>
        ) : (
          <ul className="worker-home__cards">
            {waiting.map((card) => (
              <li key={card.id} data-card={card.id}>
                <Link className="worker-home__card" to={card.path}>
                  {waitingText(card, t, language)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="worker-home-missions">
        <h2 id="worker-home-missions">{t('missions')}</h2>
        {missions.length === 0 ? (
          <p>{t('noMission')}</p>
        ) : (
          <ul className="worker-home__cards">
            {missions.map(({ id, mission }) => (
              <li key={id} data-card={id}>
                <Link className="worker-home__card worker-home__mission" to={MISSIONS_PATH}>
                  <span className="worker-home__label">{t(id)}</span>
                  <strong>{mission.position}</strong>
                  <span>
                    {mission.client}, {mission.place}
                  </span>
                  <span>{id === 'current' ? t('until', { day: day(mission.endDate) }) : t('from', { day: day(mission.startDate) })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="worker-home-news">
        <h2 id="worker-home-news">{t('news')}</h2>
        {dashboard.latestNews.length === 0 ? (
          <p>{t('noNews')}</p>
        ) : (
          <ul className="worker-home__news">
            {dashboard.latestNews.map((item) => (
              <li key={item.id} data-card="news">
                <Link to={`/news/${encodeURIComponent(item.id)}`}>{item.title}</Link>{' '}
                <time dateTime={item.publishedAt}>{day(item.publishedAt.slice(0, 10))}</time>
              </li>
            ))}
          </ul>
        )}
        <Link to="/news">{t('allNews')}</Link>
      </section>
    </div>
  );
}

function waitingText(card: WaitingCard, t: Texts['t'], language: string): string {
  if (card.id !== 'depositAnswer') return t(card.id, { count: card.count });
  const amount = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: card.answer.currency }).format(
    card.answer.amountCents / 100,
  );
  const day = formatDay(card.answer.answeredOn, language);
  return t(card.answer.status === 'paid' ? 'depositPaid' : 'depositRefused', { amount, day });
}
