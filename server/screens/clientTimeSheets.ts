// The stand-in's answers to the client's time sheets (docs/screens/clientTimeSheets.md): the weeks
// the workers placed at the signed-in client's establishments sent, by tab; an approval of one or
// several weeks (all or none); a dispute with a reason. The records are the worker's
// (timeSheetRecords.ts): an answer changes the worker's week and pushes it to them through the hub.
import {
  APPROVAL_MAX_WEEKS,
  CLIENT_TIME_SHEET_FILTERS,
  clientTimeSheetsCalls,
  DISPUTE_REASON_MAX,
  DISPUTE_REASON_MIN,
} from '../../contract/screens/clientTimeSheets.ts';
import type { DemoAccount } from '../demo-data.ts';
import { HttpError } from '../http-utils.ts';
import { route, type Route } from '../api/router.ts';
import type { StackState } from '../state.ts';
import { listQuery, page } from './lists.ts';
import { answerTimeSheet, timeSheetStore, wireSheet, type TimeSheetRecord } from './timeSheetRecords.ts';

/** The client company whose establishments the signed-in client user works for (world.ts `logins`); 403 for anyone else. */
function clientIdOf(state: StackState, account: DemoAccount): string {
  if (account.info.userType !== 'client') throw new HttpError(403, 'Réservé aux utilisateurs des entreprises clientes.');
  if (account.info.disabledFeatures.includes('clientTimeSheet'))
    throw new HttpError(403, 'Les relevés d’heures ne sont pas ouverts à ce compte.');
  const client = timeSheetStore(state).world.clients.find((candidate) => candidate.logins.includes(account.login));
  if (!client) throw new HttpError(403, 'Ce compte n’est rattaché à aucune entreprise cliente.');
  return client.id;
}

/** The weeks of the client's workers that were sent: drafts are the workers' own. */
function sentSheets(state: StackState, account: DemoAccount): TimeSheetRecord[] {
  const clientId = clientIdOf(state, account);
  return timeSheetStore(state).sheets.filter((sheet) => sheet.clientId === clientId && sheet.status !== 'draft');
}

function view(state: StackState, record: TimeSheetRecord) {
  const info = state.account(record.worker)?.info;
  return { ...wireSheet(record), workerName: info ? `${info.firstName} ${info.lastName}` : record.worker };
}

const newestFirst = (a: TimeSheetRecord, b: TimeSheetRecord) => b.weekStart.localeCompare(a.weekStart) || a.id.localeCompare(b.id);
/** To approve: the week waiting longest first. */
const longestWaitingFirst = (a: TimeSheetRecord, b: TimeSheetRecord) =>
  (a.submittedAt ?? '').localeCompare(b.submittedAt ?? '') || a.weekStart.localeCompare(b.weekStart) || a.id.localeCompare(b.id);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The client's sheet `id`, or a 404 (another client's week is not theirs to see). */
function clientsSheet(state: StackState, account: DemoAccount, id: string): TimeSheetRecord {
  const record = sentSheets(state, account).find((sheet) => sheet.id === id);
  if (!record) throw new HttpError(404, 'Ce relevé d’heures n’existe pas.');
  return record;
}

const notWaiting = () => new HttpError(409, 'Cette semaine n’attend plus votre réponse : elle a été corrigée ou déjà traitée.');

export const clientTimeSheetsRoutes: Route[] = [
  route(clientTimeSheetsCalls.getClientTimeSheets, ({ account, query, state }) => {
    const list = listQuery(query, CLIENT_TIME_SHEET_FILTERS);
    const mine = sentSheets(state, account);
    const chosen =
      list.filter === 'toApprove'
        ? mine.filter((sheet) => sheet.status === 'submitted').sort(longestWaitingFirst)
        : list.filter === 'approved' || list.filter === 'disputed'
          ? mine.filter((sheet) => sheet.status === list.filter).sort(newestFirst)
          : [...mine].sort(newestFirst);
    return {
      status: 200,
      body: page(
        chosen.map((record) => view(state, record)),
        list,
      ),
    };
  }),
  route(clientTimeSheetsCalls.approveClientTimeSheets, ({ account, body, state, hub }) => {
    if (!isRecord(body) || !Array.isArray(body.ids) || body.ids.some((id) => typeof id !== 'string'))
      throw new HttpError(400, 'The body must be {"ids": ["…"]}');
    const ids = [...new Set(body.ids as string[])];
    if (ids.length === 0 || ids.length > APPROVAL_MAX_WEEKS) throw new HttpError(400, `ids must hold 1 to ${APPROVAL_MAX_WEEKS} weeks`);
    // All or none: every week is checked before any is approved.
    const records = ids.map((id) => clientsSheet(state, account, id));
    if (records.some((record) => record.status !== 'submitted')) throw notWaiting();
    const now = new Date();
    const approved = records.map((record) => answerTimeSheet(state, hub, record.id, { approve: true }, now).record);
    return { status: 200, body: { items: approved.map((record) => view(state, record)) } };
  }),
  route(clientTimeSheetsCalls.disputeClientTimeSheet, ({ account, params, body, state, hub }) => {
    const record = clientsSheet(state, account, params.id);
    const reason = isRecord(body) && typeof body.reason === 'string' ? body.reason.trim() : null;
    const length = reason === null ? 0 : [...reason].length;
    if (reason === null || length < DISPUTE_REASON_MIN || length > DISPUTE_REASON_MAX)
      throw new HttpError(400, `Le motif doit compter de ${DISPUTE_REASON_MIN} à ${DISPUTE_REASON_MAX} caractères.`);
    if (record.status !== 'submitted') throw notWaiting();
    return { status: 200, body: view(state, answerTimeSheet(state, hub, record.id, { approve: false, reason }).record) };
  }),
];
