// Back-office alerts (docs/screens/backOfficeAlerts.md; spec section 2, the back office's alerts):
// every alert of the tenant, the list family, with the alert's actions: write a new one (a form:
// message, level, from, until, kept as a draft through a failure, a re-login or the maintenance
// page), edit one, enable a disabled one, disable an enabled one (machines/domain/alertLifecycle.ts).
// Whoever reaches the back office writes alerts (decisions-domain.md "Back-office alerts").
import { offersAlertAction } from '../domain/alertLifecycle';
import type { ActionSpecs, FormDraft } from '../families/action';
import { createListMachine } from '../families/list';
import type { ScreenItem } from '../families/screen';

/** The longest message the slider shows (contract/screens/backOfficeAlerts.ts). */
export const ALERT_MESSAGE_MAX_LENGTH = 300;
export const ALERT_LEVEL_CHOICES = ['info', 'warning', 'critical'] as const;

export type AlertProblem = 'required' | 'tooLong' | 'date' | 'beforeFrom';

/** A calendar day `YYYY-MM-DD` that exists: read at midnight UTC, it writes itself back the same
 *  (31 November reads as 1 December; another shape does not read, or not back the same). */
export function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Each field's problem: a message required and at most 300 characters, a level of the three,
 *  days that exist, and an end not before the start (the same day is one day's alert). */
export function alertProblems(draft: FormDraft): Readonly<Record<string, AlertProblem>> {
  const problems: Record<string, AlertProblem> = {};
  const message = draft.message.trim();
  if (message === '') problems.message = 'required';
  else if (message.length > ALERT_MESSAGE_MAX_LENGTH) problems.message = 'tooLong';
  if (!(ALERT_LEVEL_CHOICES as readonly string[]).includes(draft.level)) problems.level = 'required';
  const { from, until } = draft;
  if (from !== '' && !isCalendarDay(from)) problems.from = 'date';
  if (until !== '' && !isCalendarDay(until)) problems.until = 'date';
  // An empty start sorts before any day: only a start that is a day can be after the end.
  else if (!problems.from && until !== '' && until < from) problems.until = 'beforeFrom';
  return problems;
}

/** The request's body: the message trimmed, an empty day sent as null. */
export const alertBody = (draft: FormDraft) => ({
  message: draft.message.trim(),
  level: draft.level,
  from: draft.from === '' ? null : draft.from,
  until: draft.until === '' ? null : draft.until,
});

const draftOf = (item: ScreenItem | null): FormDraft =>
  item
    ? {
        message: String(item.message ?? ''),
        level: String(item.level ?? 'info'),
        from: String(item.from ?? ''),
        until: String(item.until ?? ''),
      }
    : { message: '', level: 'info', from: '', until: '' };

export const BACK_OFFICE_ALERT_ACTIONS: ActionSpecs = {
  createAlert: {
    call: 'createBackOfficeAlert',
    on: 'new',
    form: { initial: () => draftOf(null), problems: alertProblems, body: alertBody },
    effect: 'store',
  },
  editAlert: {
    call: 'updateBackOfficeAlert',
    on: 'item',
    allowedFor: (item) => offersAlertAction(item.enabled, 'edit'),
    form: { initial: draftOf, problems: alertProblems, body: alertBody },
    effect: 'store',
  },
  enable: {
    call: 'enableBackOfficeAlert',
    on: 'item',
    allowedFor: (item) => offersAlertAction(item.enabled, 'enable'),
    effect: 'store',
  },
  disable: {
    call: 'disableBackOfficeAlert',
    on: 'item',
    allowedFor: (item) => offersAlertAction(item.enabled, 'disable'),
    effect: 'store',
  },
};

export const backOfficeAlertsMachine = createListMachine({
  id: 'backOfficeAlerts',
  contract: 'docs/screens/backOfficeAlerts.md',
  description: 'Back office › alerts: write, schedule, enable, disable',
  load: 'getBackOfficeAlerts',
  pageSize: 20,
  actions: BACK_OFFICE_ALERT_ACTIONS,
});
