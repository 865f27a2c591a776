// The stand-in's back-office alerts (docs/screens/backOfficeAlerts.md). The enabled ones are the
// alerts the slider's read answers (server/demo-data.ts), so both screens show the same texts; the
// back office also sees one disabled, one scheduled later and one whose schedule has ended.
import type { InferOutput } from 'valibot';
import { backOfficeAlertsCalls, type BackOfficeAlertSchema } from '../../contract/screens/backOfficeAlerts.ts';
import { route, type Route } from '../api/router.ts';
import type { TenantId } from '../tenants.ts';
import { listQuery, page } from './lists.ts';
import { addDays, isoDay } from './world.ts';

type BackOfficeAlert = InferOutput<typeof BackOfficeAlertSchema>;

const OTHERS: Record<TenantId, [message: string, level: BackOfficeAlert['level']][]> = {
  alpha: [
    ['Fermeture exceptionnelle des agences le 24 décembre à 15 h.', 'info'],
    ['Nouvelle version de l’application mobile disponible.', 'info'],
    ['Retard de paiement des acomptes : régularisation en cours.', 'critical'],
  ],
  beta: [
    ['Fermeture des agences le 24 décembre à 15 h.', 'info'],
    ['Nouvelle version de l’application mobile disponible.', 'info'],
    ['Grève des transports : prévenez votre agence en cas de retard.', 'warning'],
  ],
};

/** The alerts the slider does not show: a scheduled one, a disabled one, an ended one. */
export function otherAlertsData(tenant: TenantId, now = Date.now()): BackOfficeAlert[] {
  const today = isoDay(now);
  const [scheduled, disabled, ended] = OTHERS[tenant];
  return [
    { id: 'a-10', message: scheduled[0], level: scheduled[1], from: addDays(today, 20), until: addDays(today, 27), enabled: true },
    { id: 'a-11', message: disabled[0], level: disabled[1], from: null, until: null, enabled: false },
    { id: 'a-12', message: ended[0], level: ended[1], from: addDays(today, -30), until: addDays(today, -23), enabled: true },
  ];
}

export const backOfficeAlertsRoutes: Route[] = [
  route(backOfficeAlertsCalls.getBackOfficeAlerts, ({ query, state }) => {
    const list = listQuery(query, ['all']);
    const today = isoDay(Date.now());
    // The slider's alerts: enabled, shown since two days, no end set.
    const shown: BackOfficeAlert[] = state.alerts.map((alert) => ({
      id: String(alert.id),
      message: alert.message,
      level: alert.level ?? 'info',
      from: addDays(today, -2),
      until: null,
      enabled: true,
    }));
    const all = [...shown, ...state.screenData('backOfficeAlerts', otherAlertsData)];
    // The latest `from` first, those without `from` first of all (the call's summary).
    const sorted = all.sort((a, b) => (b.from ?? '9999-12-31').localeCompare(a.from ?? '9999-12-31'));
    return { status: 200, body: page(sorted, list) };
  }),
];
