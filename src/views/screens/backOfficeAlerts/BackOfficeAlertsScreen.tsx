// Back-office alerts (docs/screens/backOfficeAlerts.md): every alert of the tenant, enabled or not,
// with its level, its schedule and where it stands today (machines/domain/alertSchedule.ts). The
// messages are rendered as text, as the slider renders them.
import type { ScreenItem } from '../../../../machines/families/screen';
import { alertStanding, type AlertSchedule } from '../../../../machines/domain/alertSchedule';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useScreenTexts, type ScreenTexts } from '../texts';

interface BackOfficeAlert extends ScreenItem, AlertSchedule {
  message: string;
  level: 'info' | 'warning' | 'critical';
}

export const texts = {
  fr: {
    empty: 'Aucune alerte pour le moment.',
    failed: 'Les alertes n’ont pas pu être chargées.',
    alerts: 'Alertes',
    level: { info: 'Information', warning: 'Avertissement', critical: 'Critique' },
    standing: { shown: 'Affichée', scheduled: 'Programmée', ended: 'Terminée', disabled: 'Désactivée' },
    fromUntil: 'Du {{from}} au {{until}}',
    fromOnly: 'À partir du {{from}}',
    untilOnly: 'Jusqu’au {{until}}',
    always: 'Sans date de fin',
  },
  en: {
    empty: 'No alert yet.',
    failed: 'The alerts could not be loaded.',
    alerts: 'Alerts',
    level: { info: 'Information', warning: 'Warning', critical: 'Critical' },
    standing: { shown: 'Shown', scheduled: 'Scheduled', ended: 'Ended', disabled: 'Disabled' },
    fromUntil: 'From {{from}} to {{until}}',
    fromOnly: 'From {{from}}',
    untilOnly: 'Until {{until}}',
    always: 'No end date',
  },
} satisfies ScreenTexts;

/** Today in the reader's zone, `YYYY-MM-DD` (the schedule's days are calendar days). */
const todayIso = () => new Date().toLocaleDateString('sv-SE');

export default function BackOfficeAlertsScreen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('backOfficeAlerts', texts);
  const list = useList<BackOfficeAlert>(actorRef);
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  const format = (date: string) => day.format(new Date(date + 'T00:00:00Z'));
  const schedule = ({ from, until }: BackOfficeAlert) =>
    from && until
      ? t('fromUntil', { from: format(from), until: format(until) })
      : from
        ? t('fromOnly', { from: format(from) })
        : until
          ? t('untilOnly', { until: format(until) })
          : t('always');
  const today = todayIso();
  return (
    <ListView list={list} empty={t('empty')} failed={t('failed')}>
      {(items) => (
        <ul aria-label={t('alerts')} className="back-office-alerts">
          {items.map((alert) => {
            const standing = alertStanding(alert, today);
            return (
              <li key={alert.id} data-item={alert.id} data-standing={standing}>
                <p className="back-office-alert-message">{alert.message}</p>
                <p>
                  <span data-level={alert.level}>{t(`level.${alert.level}`)}</span> · <strong>{t(`standing.${standing}`)}</strong> ·{' '}
                  {schedule(alert)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </ListView>
  );
}
