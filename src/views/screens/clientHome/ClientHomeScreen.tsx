// The client's dashboard (docs/screens/clientHome.md): what waits for the client (contracts to sign,
// weeks to approve, unpaid invoices) and the temporary workers on site this week, each card a link to
// the screen that holds it. Which cards show is the domain's (machines/domain/clientDashboard.ts);
// server texts are rendered as text.
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import {
  clientWaitingCards,
  ON_SITE_PATH,
  onSiteCard,
  type ClientDashboard,
  type ClientWaitingCard,
} from '../../../../machines/domain/clientDashboard';
import type { UserInfo } from '../../../../machines/domain/types';
import { useAppActor } from '../../app/appActorContext';
import { formatDay, formatEuros } from '../../shared/paperFormat';
import { HomeBanners } from '../../shared/HomeBanners';
import { DetailView } from '../families/DetailView';
import { useDetail, type DetailRef } from '../families/useDetail';
import { useScreenTexts, type ScreenTexts } from '../texts';
import '../workerHome/workerHome.css';

export const texts = {
  fr: {
    greeting: 'Bonjour {{name}}',
    waiting: 'Ce qui vous attend',
    nothingWaiting: 'Rien ne vous attend pour le moment.',
    contractsToSign_one: '{{count}} contrat de mise à disposition à signer',
    contractsToSign_other: '{{count}} contrats de mise à disposition à signer',
    timeSheetsToApprove_one: '{{count}} relevé d’heures à approuver',
    timeSheetsToApprove_other: '{{count}} relevés d’heures à approuver',
    unpaidInvoices_one: '{{count}} facture à régler, {{amount}}',
    unpaidInvoices_other: '{{count}} factures à régler, {{amount}} au total',
    overdue_one: 'dont {{count}} en retard',
    overdue_other: 'dont {{count}} en retard',
    onSite: 'Intérimaires sur site cette semaine',
    noneOnSite: 'Aucun intérimaire sur vos sites cette semaine.',
    until: '{{position}}, {{establishment}}, jusqu’au {{day}}',
    more_one: 'et {{count}} autre',
    more_other: 'et {{count}} autres',
    allMissions: 'Toutes les missions',
    failed: 'Votre tableau de bord n’a pas pu être chargé.',
    notFound: 'Votre tableau de bord est introuvable.',
    forbidden: 'Ce tableau de bord ne vous est pas accessible.',
  },
  en: {
    greeting: 'Hello {{name}}',
    waiting: 'What waits for you',
    nothingWaiting: 'Nothing waits for you right now.',
    contractsToSign_one: '{{count}} contract of provision to sign',
    contractsToSign_other: '{{count}} contracts of provision to sign',
    timeSheetsToApprove_one: '{{count}} time sheet to approve',
    timeSheetsToApprove_other: '{{count}} time sheets to approve',
    unpaidInvoices_one: '{{count}} invoice to pay, {{amount}}',
    unpaidInvoices_other: '{{count}} invoices to pay, {{amount}} in all',
    overdue_one: '{{count}} of them overdue',
    overdue_other: '{{count}} of them overdue',
    onSite: 'Temporary workers on site this week',
    noneOnSite: 'No temporary worker on your sites this week.',
    until: '{{position}}, {{establishment}}, until {{day}}',
    more_one: 'and {{count}} more',
    more_other: 'and {{count}} more',
    allMissions: 'All the missions',
    failed: 'Your dashboard could not be loaded.',
    notFound: 'Your dashboard could not be found.',
    forbidden: 'This dashboard is not yours to see.',
  },
} satisfies ScreenTexts;

type Texts = ReturnType<typeof useScreenTexts>;

export default function ClientHomeScreen({ actorRef }: { actorRef: DetailRef }) {
  const { t, i18n } = useScreenTexts('clientHome', texts);
  const user = useSelector(useAppActor(), (snapshot) => snapshot.context.userInfo);
  const detail = useDetail<ClientDashboard>(actorRef);
  return (
    <div className="client-home">
      <DetailView detail={detail} failed={t('failed')} notFound={t('notFound')} forbidden={t('forbidden')}>
        {(dashboard) => user && <Dashboard dashboard={dashboard} user={user} t={t} language={i18n.language} />}
      </DetailView>
    </div>
  );
}

function Dashboard({ dashboard, user, t, language }: { dashboard: ClientDashboard; user: UserInfo; t: Texts['t']; language: string }) {
  const waiting = clientWaitingCards(dashboard, user);
  const onSite = onSiteCard(dashboard, user);
  return (
    <div className="worker-home">
      <p className="worker-home__greeting">{t('greeting', { name: user.firstName })}</p>
      <HomeBanners banners={dashboard.banners} />
      <section aria-labelledby="client-home-waiting">
        <h2 id="client-home-waiting">{t('waiting')}</h2>
        {waiting.length === 0 ? (
          <p>{t('nothingWaiting')}</p>
        ) : (
          <ul className="worker-home__cards">
            {waiting.map((card) => (
              <li key={card.id} data-card={card.id}>
                <Link className="worker-home__card" to={card.path}>
                  {waitingText(card, dashboard, t, language)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {onSite && (
        <section aria-labelledby="client-home-on-site">
          <h2 id="client-home-on-site">{t('onSite')}</h2>
          {onSite.count === 0 ? (
            <p>{t('noneOnSite')}</p>
          ) : (
            <>
              <ul className="worker-home__cards">
                {onSite.workers.map((worker) => (
                  <li key={worker.id} data-card="onSite">
                    <Link className="worker-home__card worker-home__mission" to={ON_SITE_PATH}>
                      <strong>{worker.worker}</strong>
                      <span>
                        {t('until', {
                          position: worker.position,
                          establishment: worker.establishment,
                          day: formatDay(worker.endDate, language),
                        })}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              {onSite.more > 0 && <p>{t('more', { count: onSite.more })}</p>}
            </>
          )}
          <Link to={ON_SITE_PATH}>{t('allMissions')}</Link>
        </section>
      )}
    </div>
  );
}

function waitingText(card: ClientWaitingCard, dashboard: ClientDashboard, t: Texts['t'], language: string): string {
  if (card.id !== 'unpaidInvoices') return t(card.id, { count: card.count });
  const text = t('unpaidInvoices', { count: card.count, amount: formatEuros(dashboard.unpaidAmount, language) });
  return dashboard.overdueInvoices > 0 ? `${text} (${t('overdue', { count: dashboard.overdueInvoices })})` : text;
}
