// The stand-in's alerts (docs/screens/backOfficeAlerts.md): one store per run, written by the back
// office and read by the slider (`sliderAlerts`, answered at `GET /alerts-api/v1/alerts`), so an alert
// enabled here reaches the slider at its next read. The slider's demo alerts (server/demo-data.ts)
// start in it, enabled since two days without an end; the back office also sees one disabled, one
// scheduled later and one whose schedule has ended. Changes last until the reset.
import type { InferOutput } from 'valibot';
import type { Alert } from '../../contract/wire.ts';
import { backOfficeAlertsCalls, type BackOfficeAlertSchema } from '../../contract/screens/backOfficeAlerts.ts';
import { HttpError } from '../http-utils.ts';
import { route, type Route } from '../api/router.ts';
import type { StackState } from '../state.ts';
import type { TenantId } from '../tenants.ts';
import { listQuery, page } from './lists.ts';
import { addDays, isoDay } from './world.ts';

type BackOfficeAlert = InferOutput<typeof BackOfficeAlertSchema>;
type AlertInput = Pick<BackOfficeAlert, 'message' | 'level' | 'from' | 'until'>;

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

interface AlertStore {
  alerts: BackOfficeAlert[];
  next: number;
}

/** The run's alerts: the slider's demo ones, enabled since two days, then the others. */
function storeOf(state: StackState): AlertStore {
  return state.screenData('backOfficeAlerts', (tenant) => {
    const today = isoDay(Date.now());
    const shown: BackOfficeAlert[] = state.alerts.map((alert) => ({
      id: String(alert.id),
      message: alert.message,
      level: alert.level ?? 'info',
      from: addDays(today, -2),
      until: null,
      enabled: true,
    }));
    return { alerts: [...shown, ...otherAlertsData(tenant)], next: 1 };
  });
}

/** What the slider's read answers: the enabled alerts whose schedule holds today (both days included). */
export function sliderAlerts(state: StackState, now = Date.now()): Alert[] {
  const today = isoDay(now);
  return storeOf(state)
    .alerts.filter((alert) => alert.enabled && (alert.from ?? today) <= today && today <= (alert.until ?? today))
    .map(({ id, message, level }) => ({ id, message, level }));
}

// The back office's roles (spec section 2) read and write the alerts.
const BACK_OFFICE = ['administrator', 'support', 'communication', 'moa'];

function backOffice(roles: readonly string[]) {
  if (!roles.some((role) => BACK_OFFICE.includes(role))) throw new HttpError(403, 'Ce compte n’a pas accès aux alertes du back-office.');
}

function written(body: unknown): AlertInput {
  const input = body as AlertInput;
  if (input.from !== null && input.until !== null && input.until < input.from)
    throw new HttpError(400, 'La fin de l’alerte précède son début.');
  return { message: input.message.trim(), level: input.level, from: input.from, until: input.until };
}

function found(state: StackState, id: string): BackOfficeAlert {
  const alert = storeOf(state).alerts.find((candidate) => candidate.id === id);
  if (!alert) throw new HttpError(404, 'Cette alerte n’existe pas, ou plus.');
  return alert;
}

function switched(state: StackState, id: string, enabled: boolean): BackOfficeAlert {
  const alert = found(state, id);
  if (alert.enabled === enabled) throw new HttpError(409, enabled ? 'Cette alerte est déjà activée.' : 'Cette alerte est déjà désactivée.');
  alert.enabled = enabled;
  return alert;
}

export const backOfficeAlertsRoutes: Route[] = [
  route(backOfficeAlertsCalls.getBackOfficeAlerts, ({ query, state, account }) => {
    backOffice(account.info.roles);
    const list = listQuery(query, ['all']);
    // The latest `from` first, those without `from` first of all, the newest written first among equals.
    const sorted = [...storeOf(state).alerts].sort((a, b) => (b.from ?? '9999-12-31').localeCompare(a.from ?? '9999-12-31'));
    return { status: 200, body: page(sorted, list) };
  }),
  route(backOfficeAlertsCalls.createBackOfficeAlert, ({ body, state, account }) => {
    backOffice(account.info.roles);
    const store = storeOf(state);
    const alert: BackOfficeAlert = { id: `al-new-${store.next++}`, ...written(body), enabled: false };
    store.alerts.unshift(alert);
    return { status: 201, body: alert };
  }),
  route(backOfficeAlertsCalls.updateBackOfficeAlert, ({ params, body, state, account }) => {
    backOffice(account.info.roles);
    const alert = found(state, params.alertId);
    Object.assign(alert, written(body));
    return { status: 200, body: alert };
  }),
  route(backOfficeAlertsCalls.enableBackOfficeAlert, ({ params, state, account }) => {
    backOffice(account.info.roles);
    return { status: 200, body: switched(state, params.alertId, true) };
  }),
  route(backOfficeAlertsCalls.disableBackOfficeAlert, ({ params, state, account }) => {
    backOffice(account.info.roles);
    return { status: 200, body: switched(state, params.alertId, false) };
  }),
];
