// Job place visits as cards (docs/screens/clientJobPlaceVisits.md, establishmentVisits.md): the date
// in the reader's language, the status in words, the workplace, the reason, who comes; a card may
// carry its actions (the establishment's cancel).
import type { ReactNode } from 'react';
import type { ScreenItem } from '../../../machines/families/screen';
import { useScreenTexts, type ScreenTexts } from '../screens/texts';
import { formatDay } from './deskFormat';
import './desk.css';

export interface JobPlaceVisitItem extends ScreenItem {
  clientId: string;
  clientName: string;
  establishmentId: string;
  establishmentName: string;
  date: string;
  reason: string;
  status: 'requested' | 'planned' | 'done' | 'cancelled';
  visitor: string | null;
}

export const texts = {
  fr: {
    visits: 'Visites de poste',
    visitOn: 'Visite du {{date}}',
    status: { requested: 'Demandée', planned: 'Planifiée', done: 'Effectuée', cancelled: 'Annulée' },
    client: 'Client',
    establishment: 'Établissement',
    reason: 'Motif',
    visitor: 'Intervenant',
    noVisitor: 'À désigner par l’agence',
  },
  en: {
    visits: 'Job place visits',
    visitOn: 'Visit on {{date}}',
    status: { requested: 'Requested', planned: 'Planned', done: 'Done', cancelled: 'Cancelled' },
    client: 'Client',
    establishment: 'Establishment',
    reason: 'Reason',
    visitor: 'Visitor',
    noVisitor: 'To be named by the agency',
  },
} satisfies ScreenTexts;

const BADGE = {
  requested: 'desk-badge',
  planned: 'desk-badge',
  done: 'desk-badge desk-badge--done',
  cancelled: 'desk-badge desk-badge--muted',
} as const;

export function JobPlaceVisitCards({
  visits,
  showClient,
  actions,
}: {
  visits: JobPlaceVisitItem[];
  showClient: boolean;
  actions?: (visit: JobPlaceVisitItem) => ReactNode;
}) {
  const { t, i18n } = useScreenTexts('jobPlaceVisitCards', texts);
  return (
    <ul className="desk-list" aria-label={t('visits')}>
      {visits.map((visit) => (
        <li key={visit.id} data-item={visit.id} data-status={visit.status} className="desk-card">
          <h2 className="desk-card__head">
            <span className="desk-card__title">{t('visitOn', { date: formatDay(i18n.language, visit.date) })}</span>
            <span className={BADGE[visit.status]}>{t(`status.${visit.status}`)}</span>
          </h2>
          <dl className="desk-facts">
            {showClient && (
              <>
                <dt>{t('client')}</dt>
                <dd>{visit.clientName}</dd>
              </>
            )}
            <dt>{t('establishment')}</dt>
            <dd>{visit.establishmentName}</dd>
            <dt>{t('reason')}</dt>
            <dd>{visit.reason}</dd>
            <dt>{t('visitor')}</dt>
            <dd>{visit.visitor ?? t('noVisitor')}</dd>
          </dl>
          {actions?.(visit)}
        </li>
      ))}
    </ul>
  );
}
