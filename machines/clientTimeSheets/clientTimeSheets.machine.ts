// Time sheets, the client's variant (docs/screens/clientTimeSheets.md; spec section 2, route
// time-sheets, client variant, flag clientTimeSheet): the weeks the workers placed at the client's
// establishments sent for approval, by tab (to approve, disputed, approved, all). The list family
// with two actions (docs/screens/README.md "List", "Action"), whose lifecycle is the family's
// (pending, done, failed with Retry, the form kept as a draft across a failure, a re-login or the
// maintenance page):
// - `approve`: the selection of weeks to approve, one or several at once. Ticking a week waiting for
//   an answer opens it on that week; each other week ticked or unticked is a change of the form (a
//   field per week); sent after a confirmation, the whole selection in one request;
// - `dispute`: one week waiting for an answer, with the client's reason (required, its length
//   bounded by TIME_SHEET_DISPUTE_REASON_MIN_LENGTH and _MAX_LENGTH).
// Either answer takes the weeks out of "to approve": the tab reads again. A push of the time-sheets
// category (a worker sent or corrected a week) reads it again too.
import { TIME_SHEET_DISPUTE_REASON_MAX_LENGTH, TIME_SHEET_DISPUTE_REASON_MIN_LENGTH, TIME_SHEETS_APPROVAL_MAX } from '../domain/constants';
import type { TimeSheet } from '../domain/timeSheets';
import type { ActionSpecs, FormDraft } from '../families/action';
import { createListMachine } from '../families/list';
import type { ScreenItem } from '../families/screen';

/** A worker's week as the client's list holds it. */
export type ClientTimeSheetItem = ScreenItem & TimeSheet & { workerName: string };

/** Weeks read at a time; "show more" reads the next ones. */
export const CLIENT_TIME_SHEETS_PAGE_SIZE = 20;

/** The notification category whose pushes read the tab again. */
export const CLIENT_TIME_SHEETS_CATEGORY = 'timeSheets';

/** The value of a week's field in the approval's form when it is ticked. */
export const TICKED = 'ticked';

/** Only a week sent and not answered yet can be approved or disputed (docs/screens/clientTimeSheets.md). */
export const awaitsAnswer = (item: ScreenItem) => item.status === 'submitted';

/** The weeks the approval holds, in the order they were ticked. */
export const tickedWeeks = (draft: FormDraft) => Object.keys(draft).filter((id) => draft[id] === TICKED);

export type ApprovalProblem = 'noneTicked' | 'tooMany';
export type ReasonProblem = 'required' | 'tooShort' | 'tooLong';

/** The approval's problem: no week ticked, or more than one request carries. */
export function approvalProblems(draft: FormDraft): Readonly<Record<string, ApprovalProblem>> {
  const count = tickedWeeks(draft).length;
  if (count === 0) return { selection: 'noneTicked' };
  return count > TIME_SHEETS_APPROVAL_MAX ? { selection: 'tooMany' } : {};
}

/** A reason's length in characters (an accent or an emoji counts one), blanks around it aside. */
export const reasonLength = (reason: string) => [...reason.trim()].length;

/** The dispute's problem: no reason, or one too short or too long to be a reason. */
export function disputeProblems(draft: FormDraft): Readonly<Record<string, ReasonProblem>> {
  const length = reasonLength(draft.reason ?? '');
  if (length === 0) return { reason: 'required' };
  if (length < TIME_SHEET_DISPUTE_REASON_MIN_LENGTH) return { reason: 'tooShort' };
  return length > TIME_SHEET_DISPUTE_REASON_MAX_LENGTH ? { reason: 'tooLong' } : {};
}

export const CLIENT_TIME_SHEET_ACTIONS: ActionSpecs = {
  approve: {
    call: 'approveClientTimeSheets',
    on: 'item',
    confirm: true,
    allowedFor: awaitsAnswer,
    form: {
      initial: (item) => ({ [item!.id]: TICKED }),
      problems: approvalProblems,
      body: (draft) => ({ ids: tickedWeeks(draft) }),
    },
    effect: 'reload',
  },
  dispute: {
    call: 'disputeClientTimeSheet',
    on: 'item',
    allowedFor: awaitsAnswer,
    form: {
      initial: () => ({ reason: '' }),
      problems: disputeProblems,
      // Sent trimmed, as typed otherwise.
      body: (draft) => ({ reason: draft.reason.trim() }),
    },
    effect: 'reload',
  },
};

export const clientTimeSheetsMachine = createListMachine({
  id: 'clientTimeSheets',
  contract: 'docs/screens/clientTimeSheets.md',
  description: 'The weeks my workers sent: approved one or several at once, or disputed with a reason',
  load: 'getClientTimeSheets',
  pageSize: CLIENT_TIME_SHEETS_PAGE_SIZE,
  refreshOn: [CLIENT_TIME_SHEETS_CATEGORY],
  actions: CLIENT_TIME_SHEET_ACTIONS,
});
