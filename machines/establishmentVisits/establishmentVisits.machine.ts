// My establishment › job place visits (docs/screens/establishmentVisits.md; spec section 2, flag
// jobPlaceVisit): the safety visits of the client user's workplace, to come and past. The list
// family with two actions: ask for a visit (a form: a date and a reason, kept as a draft), cancel
// one asked for or planned after a confirmation.
import { VISIT_REASON_MAX } from '../../contract/screens/clientsDesk';
import type { ActionSpecs, FormDraft } from '../families/action';
import { createListMachine } from '../families/list';

export { VISIT_REASON_MAX };

export type VisitProblem = 'required' | 'date' | 'tooLong';

// A calendar date written YYYY-MM-DD (what a date field gives), checked field by field.
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return month >= 1 && month <= 12 && day >= 1 && day <= days[month - 1];
}

/** The date is required and a real date; the reason required, at most VISIT_REASON_MAX characters. */
export function visitProblems(draft: FormDraft): Readonly<Record<string, VisitProblem>> {
  const problems: Record<string, VisitProblem> = {};
  const date = draft.date ?? '';
  if (date === '') problems.date = 'required';
  else if (!isCalendarDate(date)) problems.date = 'date';
  const reason = (draft.reason ?? '').trim();
  if (reason === '') problems.reason = 'required';
  else if (reason.length > VISIT_REASON_MAX) problems.reason = 'tooLong';
  return problems;
}

/** A visit asked for or planned can be cancelled; a done or cancelled one cannot. */
export const isCancellable = (status: unknown) => status === 'requested' || status === 'planned';

export const VISIT_ACTIONS: ActionSpecs = {
  request: {
    call: 'requestJobPlaceVisit',
    on: 'new',
    form: {
      initial: () => ({ date: '', reason: '' }),
      problems: visitProblems,
      body: (draft) => ({ date: draft.date, reason: draft.reason.trim() }),
    },
    effect: 'store',
  },
  cancel: { call: 'cancelJobPlaceVisit', on: 'item', confirm: true, allowedFor: (item) => isCancellable(item.status), effect: 'store' },
};

export const establishmentVisitsMachine = createListMachine({
  id: 'establishmentVisits',
  contract: 'docs/screens/establishmentVisits.md',
  description: 'My establishment › safety visits: ask for one, cancel one',
  load: 'getEstablishmentVisits',
  pageSize: 20,
  oneView: true,
  actions: VISIT_ACTIONS,
});
