// Time sheets, the worker's variant (docs/screens/workerTimeSheets.md; spec section 2, route
// time-sheets, worker variant, flag workerTimeSheet): the worker's weeks, one per mission and week,
// by tab (to fill, sent, approved). The list family with two actions (docs/screens/README.md "List",
// "Action"); this machine names them and the week's rules (machines/domain/timeSheets.ts):
// - `fill`: the week's form (start, end and break of each day), saved as a draft; only a draft or a
//   disputed week offers it; what is typed is kept as the family's draft, so it survives a failure,
//   a re-login or the maintenance page;
// - `submit`: sends the saved week to the client, after a confirmation; only a changeable week with
//   hours saved offers it; the week answered is read-only.
// A push of the time-sheets category (the client approved or disputed a week) reads the tab again.
import type { ActionSpecs } from '../families/action';
import { createListMachine } from '../families/list';
import type { ScreenItem } from '../families/screen';
import { isChangeable, isSendable, weekBody, weekDraft, weekProblems, type TimeSheet } from '../domain/timeSheets';

/** A time sheet as the list holds it. */
export type TimeSheetItem = ScreenItem & TimeSheet;

/** Weeks read at a time; "show more" reads the next ones. */
export const TIME_SHEETS_PAGE_SIZE = 10;

/** The notification category whose pushes read the tab again (the client answered a week). */
export const TIME_SHEETS_CATEGORY = 'timeSheets';

const sheet = (item: ScreenItem) => item as TimeSheetItem;

export const WORKER_TIME_SHEET_ACTIONS: ActionSpecs = {
  fill: {
    call: 'saveWorkerTimeSheet',
    on: 'item',
    allowedFor: (item) => isChangeable(sheet(item)),
    form: {
      initial: (item) => weekDraft(sheet(item!).days),
      problems: (draft) => weekProblems(draft),
      body: (draft) => weekBody(draft),
    },
    effect: 'store',
  },
  submit: {
    call: 'submitWorkerTimeSheet',
    on: 'item',
    confirm: true,
    allowedFor: (item) => isSendable(sheet(item)),
    effect: 'store',
  },
};

export const workerTimeSheetsMachine = createListMachine({
  id: 'workerTimeSheets',
  contract: 'docs/screens/workerTimeSheets.md',
  description: 'The worker’s weeks of hours, filled in, saved as a draft, then sent to the client',
  load: 'getWorkerTimeSheets',
  pageSize: TIME_SHEETS_PAGE_SIZE,
  refreshOn: [TIME_SHEETS_CATEGORY],
  actions: WORKER_TIME_SHEET_ACTIONS,
});
