// The worker's time sheets (their list family machine, docs/screens/workerTimeSheets.md) as the view
// sees them: the weeks of the tab, which week has its form open or its sending asked, what the form
// holds with its problems and totals (the week's rules, machines/domain/timeSheets.ts), and named
// commands.
import type { DayProblem, TimeSheet } from '../../../../machines/domain/timeSheets';
import { isChangeable, isSendable, readWeek, sheetMinutes, weekMinutes, weekProblems } from '../../../../machines/domain/timeSheets';
import type { TimeSheetItem } from '../../../../machines/workerTimeSheets/workerTimeSheets.machine';
import { useList, type ListRef } from '../families/useList';

export type WorkerTimeSheetsRef = ListRef;

export function useWorkerTimeSheets(actorRef: WorkerTimeSheetsRef) {
  const list = useList<TimeSheetItem>(actorRef);
  const { action } = list;
  const under = action.underWay;
  const on = (name: string) => (under?.name === name ? under.targetId : null);
  const draft = under?.name === 'fill' ? (under.draft ?? {}) : {};
  // A problem shows as the person types; one that only says a time is missing, once a save is refused.
  const problems = Object.fromEntries(
    Object.entries(weekProblems(draft)).filter(([, problem]) => under?.showProblems || problem !== 'missing'),
  ) as Record<string, DayProblem>;
  return {
    list,
    /** The weeks (or a kept form) are being read. */
    loading: list.phase === 'loading' || action.phase === 'waiting' || action.phase === 'restoring',
    /** The week whose form shows (also while it is saved, or failed). */
    filling: action.formOpen ? on('fill') : null,
    /** The week whose sending asks to be confirmed (also while it is sent). */
    confirming: action.phase === 'confirming' || action.phase === 'pending' ? on('submit') : null,
    busy: action.phase === 'pending',
    /** No action under way: each week offers its own. */
    idle: action.phase === 'idle',
    /** The form's values, by field name (`<date>.<field>`). */
    draft,
    problems,
    /** Each day of the form with the minutes it counts, and the week's. */
    days: readWeek(draft).map(({ date, reading }) => ({ date, minutes: reading.minutes })),
    weekMinutes: weekMinutes(draft),
    /** The form holds what was typed before the page was left. */
    draftRestored: under?.draftRestored ?? false,
    outcome: action.outcome,
    canFill: (sheet: TimeSheet) => isChangeable(sheet),
    canSend: (sheet: TimeSheet) => isSendable(sheet),
    minutesOf: (sheet: TimeSheet) => sheetMinutes(sheet.days),
    fill: (id: string) => action.start('fill', id),
    change: (field: string, value: string) => action.change(field, value),
    save: action.submit,
    send: (id: string) => action.start('submit', id),
    confirm: action.confirm,
    cancel: action.cancel,
    /** Throws the restored week away: the same as Cancel, which drops the draft. */
    discardDraft: action.cancel,
  };
}
