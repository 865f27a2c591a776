// The stand-in's time sheets (docs/screens/workerTimeSheets.md "Stand-in data"), kept in the stack's
// state so that the worker's screen and the client's approval act on the same records: one per
// mission and week of the world (world.ts), from the mission's first week up to this week. The
// client's side answers a submitted week with `answerTimeSheet` (the client's screen, or the control
// API `POST /__control/time-sheets/answer`), which pushes the answer to the worker through the hub.
//
// The stand-in keeps its own rules (it shares the wire contract, not the portal's machines): a day is
// all null, or `HH:MM` times with the end after the start and a break shorter than the time between.
import type { InferOutput } from 'valibot';
import type { TimeSheetDaySchema, TimeSheetSchema } from '../../contract/screens/workerTimeSheets.ts';
import type { StoredNotification } from '../demo-data.ts';
import { HttpError } from '../http-utils.ts';
import type { NotificationHub } from '../hub/hub.ts';
import type { StackState } from '../state.ts';
import type { TenantId } from '../tenants.ts';
import { addDays, placeOf, world, type Mission, type World } from './world.ts';

export type TimeSheet = InferOutput<typeof TimeSheetSchema>;
export type TimeSheetDay = InferOutput<typeof TimeSheetDaySchema>;

/** A time sheet as the stand-in keeps it: whose it is, for which client. */
export interface TimeSheetRecord extends TimeSheet {
  worker: string;
  clientId: string;
  establishmentId: string;
}

export interface TimeSheetStore {
  world: World;
  sheets: TimeSheetRecord[];
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** A mission's usual working day: Monday to Friday, from 08:00 (07:30 on beta), a 30-minute break. */
export function usualDay(world: World, mission: Mission): { start: number; end: number; breakMinutes: number } {
  const start = world.tenant === 'beta' ? 7 * 60 + 30 : 8 * 60;
  const breakMinutes = 30;
  return { start, end: start + Math.round((mission.weeklyHours * 60) / 5) + breakMinutes, breakMinutes };
}

/** What a week of a worker looks like, by how many weeks ago it was (0: this week). */
type Shape = 'empty' | 'started' | 'filled' | 'submitted' | 'disputed' | 'approved';

/** Every worker's weeks: this week to fill, last week sent, older ones approved; some differ. */
const SHAPES: Record<string, Partial<Record<number, Shape>>> = {
  // A week disputed by the client to correct, one waiting for the client.
  worker: { 0: 'empty', 1: 'disputed', 2: 'submitted' },
  // This week started (a draft with two days saved).
  selfregistered: { 0: 'started', 1: 'submitted' },
  // Last week filled but never sent.
  'worker-cdii': { 0: 'empty', 1: 'filled', 2: 'submitted' },
  'worker-limited': { 0: 'empty', 1: 'disputed' },
  'worker-password': { 0: 'empty', 1: 'submitted' },
};
const shapeOf = (worker: string, weeksAgo: number): Shape => SHAPES[worker]?.[weeksAgo] ?? (weeksAgo === 0 ? 'empty' : 'approved');

const DISPUTE_REASON = (usualEnd: string, written: string) =>
  `Vendredi : départ à ${usualEnd.replace(':', ' h ')}, pas à ${written.replace(':', ' h ')}. Merci de corriger.`;

function sheetOf(world: World, mission: Mission, weekStart: string): TimeSheetRecord {
  const weeksAgo = Math.round((new Date(world.thisWeek).getTime() - new Date(weekStart).getTime()) / (7 * 86_400_000));
  const shape = shapeOf(mission.worker, weeksAgo);
  const usual = usualDay(world, mission);
  const dates = Array.from({ length: 7 }, (_, index) => addDays(weekStart, index)).filter(
    (date) => mission.startDate <= date && date <= mission.endDate,
  );
  const disputedEnd = usual.end + 90;
  const days = dates.map((date, index): TimeSheetDay => {
    const worked = index < 5 && shape !== 'empty' && (shape !== 'started' || index < 2);
    if (!worked) return { date, start: null, end: null, breakMinutes: null };
    // Wednesdays run a quarter of an hour later; a disputed week's Friday as the worker wrote it.
    const end = shape === 'disputed' && index === 4 ? disputedEnd : usual.end + (index === 2 ? 15 : 0);
    return { date, start: clock(usual.start), end: clock(end), breakMinutes: usual.breakMinutes };
  });
  const { client, establishment } = placeOf(world, mission);
  const weekEnd = addDays(weekStart, 6);
  const sent = ['submitted', 'disputed', 'approved'].includes(shape);
  const answered = shape === 'disputed' || shape === 'approved';
  return {
    id: `ts-${mission.id}-${weekStart}`,
    missionId: mission.id,
    weekStart,
    weekEnd,
    clientName: client.name,
    establishmentName: establishment.name,
    position: mission.position,
    plannedHours: mission.weeklyHours,
    status: shape === 'submitted' || shape === 'disputed' || shape === 'approved' ? shape : 'draft',
    days,
    disputeReason: shape === 'disputed' ? DISPUTE_REASON(clock(usual.end), clock(disputedEnd)) : null,
    submittedAt: sent ? `${addDays(weekEnd, 1)}T09:12:00Z` : null,
    answeredAt: answered ? `${addDays(weekEnd, 2)}T14:05:00Z` : null,
    worker: mission.worker,
    clientId: mission.clientId,
    establishmentId: mission.establishmentId,
  };
}

/** The time sheets of a tenant's world: each mission's weeks, from its first to this one. */
export function timeSheetData(tenant: TenantId, now = Date.now()): TimeSheetStore {
  const current = world(tenant, now);
  const sheets = current.missions.flatMap((mission) => {
    const weeks: TimeSheetRecord[] = [];
    for (let week = mission.startDate; week <= current.thisWeek && week <= mission.endDate; week = addDays(week, 7)) {
      weeks.push(sheetOf(current, mission, week));
    }
    return weeks;
  });
  return { world: current, sheets };
}

/** The run's time sheets, built on first use and dropped on reset (the control API's `/reset`). */
export const timeSheetStore = (state: StackState) => state.screenData('timeSheets', (tenant) => timeSheetData(tenant));

/** A record as the wire carries it. */
export function wireSheet(record: TimeSheetRecord): TimeSheet {
  const { worker: _worker, clientId: _clientId, establishmentId: _establishmentId, ...sheet } = record;
  return structuredClone(sheet);
}

/** Minutes worked on a sheet's days. */
export const workedMinutes = (days: readonly TimeSheetDay[]) =>
  days.reduce((sum, day) => (day.start && day.end ? sum + minutesOf(day.end) - minutesOf(day.start) - (day.breakMinutes ?? 0) : sum), 0);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** The days of a save, checked against the sheet: its dates in order, each day all null or a valid day. */
export function checkedDays(record: TimeSheetRecord, body: unknown): TimeSheetDay[] {
  if (!isRecord(body) || !Array.isArray(body.days)) throw new HttpError(400, 'The body must be {"days": [...]}');
  const dates = record.days.map((day) => day.date);
  if (body.days.length !== dates.length) throw new HttpError(400, `days must hold the sheet's ${dates.length} days, in order`);
  return body.days.map((value, index): TimeSheetDay => {
    if (!isRecord(value) || value.date !== dates[index]) throw new HttpError(400, `days[${index}] must be the day ${dates[index]}`);
    const { start, end, breakMinutes } = value;
    if (start === null && end === null && (breakMinutes === null || breakMinutes === 0)) {
      return { date: dates[index], start: null, end: null, breakMinutes: null };
    }
    if (typeof start !== 'string' || !TIME.test(start) || start === '24:00') throw new HttpError(400, `days[${index}].start is not a time`);
    if (typeof end !== 'string' || !TIME.test(end)) throw new HttpError(400, `days[${index}].end is not a time`);
    const span = minutesOf(end) - minutesOf(start);
    if (span <= 0) throw new HttpError(400, `days[${index}] ends before it starts`);
    const pause = breakMinutes ?? 0;
    if (typeof pause !== 'number' || !Number.isInteger(pause) || pause < 0 || pause >= span) {
      throw new HttpError(400, `days[${index}].breakMinutes must be whole minutes, shorter than the day`);
    }
    return { date: dates[index], start, end, breakMinutes: pause };
  });
}

/** The worker's sheet `id`, or a 404 (another worker's sheet is not theirs to see). */
export function workersSheet(state: StackState, login: string, id: string): TimeSheetRecord {
  const record = timeSheetStore(state).sheets.find((sheet) => sheet.id === id && sheet.worker === login);
  if (!record) throw new HttpError(404, 'Ce relevé d’heures n’existe pas.');
  return record;
}

export const isChangeable = (record: TimeSheetRecord) => record.status === 'draft' || record.status === 'disputed';

let pushCounter = 0;

/**
 * The client's answer to a submitted week: approved, or disputed with a reason. The worker hears it
 * at once: a `timeSheetApproved` or `timeSheetDisputed` notification (category timeSheets; data
 * `reference`, `label`, `timeSheetId`, `status`, and `reason` for a dispute) is stored in their list
 * and pushed through the hub, and their time sheets read again. Answers the record and how many of
 * the worker's hub connections received the push.
 */
export function answerTimeSheet(
  state: StackState,
  hub: NotificationHub,
  id: string,
  answer: { approve: true } | { approve: false; reason: string },
  now = new Date(),
): { record: TimeSheetRecord; delivered: number } {
  const record = timeSheetStore(state).sheets.find((sheet) => sheet.id === id);
  if (!record) throw new HttpError(404, `No time sheet '${id}'`);
  if (record.status !== 'submitted') throw new HttpError(409, `The time sheet '${id}' is ${record.status}, not submitted`);
  if (!answer.approve && answer.reason.trim() === '') throw new HttpError(400, 'A dispute needs a reason');
  record.status = answer.approve ? 'approved' : 'disputed';
  record.disputeReason = answer.approve ? null : answer.reason.trim();
  record.answeredAt = now.toISOString();
  return { record, delivered: tellWorker(state, hub, record, now) };
}

/** Stores the client's answer in the worker's notifications and pushes it; answers how many connections received it. */
function tellWorker(state: StackState, hub: NotificationHub, record: TimeSheetRecord, now: Date): number {
  const account = state.account(record.worker);
  if (!account) return 0;
  pushCounter += 1;
  const week = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(record.weekStart));
  const notification: StoredNotification = {
    id: `n-ts-${now.getTime()}-${pushCounter}`,
    type: record.status === 'approved' ? 'timeSheetApproved' : 'timeSheetDisputed',
    category: 'timeSheets',
    data: {
      reference: record.id,
      label: `semaine du ${week}, ${record.clientName}`,
      timeSheetId: record.id,
      status: record.status,
      ...(record.disputeReason === null ? {} : { reason: record.disputeReason }),
    },
    createdAt: now.toISOString(),
    processed: false,
  };
  account.notifications = [notification, ...account.notifications];
  const { processed: _processed, ...sent } = notification;
  return hub.send(record.worker, 'SendNotification', [sent]);
}
