// The stand-in's answers to the worker's time sheets (docs/screens/workerTimeSheets.md): the signed-in
// worker's weeks by tab, a save of a draft or disputed week, a week sent to the client. The records
// are shared with the client's side (timeSheetRecords.ts).
import { WORKER_TIME_SHEET_FILTERS, workerTimeSheetsCalls } from '../../contract/screens/workerTimeSheets.ts';
import { HttpError } from '../http-utils.ts';
import { route, type Route } from '../api/router.ts';
import { listQuery, page } from './lists.ts';
import {
  checkedDays,
  isChangeable,
  timeSheetStore,
  wireSheet,
  workedMinutes,
  workersSheet,
  type TimeSheetRecord,
} from './timeSheetRecords.ts';

const newestFirst = (a: TimeSheetRecord, b: TimeSheetRecord) => b.weekStart.localeCompare(a.weekStart) || a.id.localeCompare(b.id);
/** To fill: disputed weeks first (the client waits for them), then the oldest week first. */
const toFillOrder = (a: TimeSheetRecord, b: TimeSheetRecord) =>
  Number(b.status === 'disputed') - Number(a.status === 'disputed') || a.weekStart.localeCompare(b.weekStart) || a.id.localeCompare(b.id);

export const workerTimeSheetsRoutes: Route[] = [
  route(workerTimeSheetsCalls.getWorkerTimeSheets, ({ account, query, state }) => {
    const list = listQuery(query, WORKER_TIME_SHEET_FILTERS);
    const mine = timeSheetStore(state).sheets.filter((sheet) => sheet.worker === account.login);
    const chosen =
      list.filter === 'toFill'
        ? mine.filter(isChangeable).sort(toFillOrder)
        : list.filter === null
          ? [...mine].sort(newestFirst)
          : mine.filter((sheet) => sheet.status === list.filter).sort(newestFirst);
    return { status: 200, body: page(chosen.map(wireSheet), list) };
  }),
  route(workerTimeSheetsCalls.saveWorkerTimeSheet, ({ account, params, body, state }) => {
    const record = workersSheet(state, account.login, params.id);
    if (!isChangeable(record)) throw new HttpError(409, 'Cette semaine a déjà été envoyée : elle ne peut plus être modifiée.');
    record.days = checkedDays(record, body);
    return { status: 200, body: wireSheet(record) };
  }),
  route(workerTimeSheetsCalls.submitWorkerTimeSheet, ({ account, params, state }) => {
    const record = workersSheet(state, account.login, params.id);
    if (!isChangeable(record)) throw new HttpError(409, 'Cette semaine a déjà été envoyée.');
    if (workedMinutes(record.days) === 0) throw new HttpError(409, 'Aucune heure enregistrée pour cette semaine.');
    record.status = 'submitted';
    record.disputeReason = null;
    record.submittedAt = new Date().toISOString();
    record.answeredAt = null;
    return { status: 200, body: wireSheet(record) };
  }),
];
