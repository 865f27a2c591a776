// The client's time sheets (their list family machine, docs/screens/clientTimeSheets.md) as the view
// sees them: the weeks of the tab, the weeks ticked for approval, the week being disputed with its
// reason and problems, and named commands.
import { sheetMinutes } from '../../../../machines/domain/timeSheets';
import {
  approvalProblems,
  awaitsAnswer,
  disputeProblems,
  reasonLength,
  TICKED,
  tickedWeeks,
  type ClientTimeSheetItem,
} from '../../../../machines/clientTimeSheets/clientTimeSheets.machine';
import { useList, type ListRef } from '../families/useList';

export type ClientTimeSheetsRef = ListRef;

export function useClientTimeSheets(actorRef: ClientTimeSheetsRef) {
  const list = useList<ClientTimeSheetItem>(actorRef);
  const { action } = list;
  const under = action.underWay;
  const approving = action.formOpen && under?.name === 'approve';
  const disputing = action.formOpen && under?.name === 'dispute' ? under.targetId : null;
  const draft = under?.draft ?? {};
  const ticked = approving ? tickedWeeks(draft) : [];
  const reason = disputing ? (draft.reason ?? '') : '';
  // A reason too long shows as the person types; a missing or short one once the sending is refused.
  const reasonProblem = disputing ? disputeProblems(draft).reason : undefined;
  return {
    list,
    /** The weeks (or a kept form) are being read. */
    loading: list.phase === 'loading' || action.phase === 'waiting' || action.phase === 'restoring',
    busy: action.phase === 'pending',
    /** No action under way: each week waiting offers its own. */
    idle: action.phase === 'idle',
    /** The approval is open: the weeks ticked, what the approval asks, its problem once refused. */
    approving,
    ticked,
    isTicked: (id: string) => ticked.includes(id),
    confirmingApproval: approving && (action.phase === 'confirming' || action.phase === 'pending'),
    approvalProblem: approving && under?.showProblems ? approvalProblems(draft).selection : undefined,
    /** The minutes of the weeks ticked, among those shown. */
    tickedMinutes: list.items.filter((item) => ticked.includes(item.id)).reduce((sum, item) => sum + sheetMinutes(item.days), 0),
    /** The week whose dispute form shows (also while it is sent, or failed). */
    disputing,
    reason,
    reasonLength: reasonLength(reason),
    reasonProblem: reasonProblem && (under?.showProblems || reasonProblem === 'tooLong') ? reasonProblem : undefined,
    /** The form holds what was typed before the page was left. */
    draftRestored: under?.draftRestored ?? false,
    outcome: action.outcome,
    canAnswer: (sheet: ClientTimeSheetItem) => awaitsAnswer(sheet),
    minutesOf: (sheet: ClientTimeSheetItem) => sheetMinutes(sheet.days),
    /**
     * Ticks or unticks a week: the first tick opens the approval on it, then is a change like the
     * others, so that the selection is kept as a draft from its first week on.
     */
    tick: (id: string, checked: boolean) => {
      if (!approving && checked) action.start('approve', id);
      if (approving || checked) action.change(id, checked ? TICKED : '');
    },
    approve: action.submit,
    dispute: (id: string) => action.start('dispute', id),
    typeReason: (text: string) => action.change('reason', text),
    sendDispute: action.submit,
    confirm: action.confirm,
    cancel: action.cancel,
  };
}
