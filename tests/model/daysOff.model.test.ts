// Model-based tests of daysOff (spec section 2 "Worker profile": list, create, edit, details; issue
// 10): per-state oracles written from the spec and docs/decisions.md check the list shown, the calls
// with their params (POST for a new request, PUT with its id for a pending one), that only a pending
// request is edited, and the failures raised with the event that repeats the same call. Drafts:
// each change is kept with the request it edits, a kept draft reopens its form after the
// list when that request may still be edited, and a stored request or Back drops it.
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import type { AnyEventObject } from 'xstate';
import {
  createModel,
  expectEffect,
  expectNoEffect,
  expectNotSent,
  expectSent,
  type IgnoredEvents,
  type Oracle,
  type OracleCheck,
} from './harness';
import { publishJourneys } from './journeys';
import { daysOffMachine } from '../../machines/daysOff/daysOff.machine';
import type { DaysOffRequest } from '../../machines/domain/types';
import { httpFailure } from './notificationFixtures';

const ACCEPTED: DaysOffRequest = { id: 'd-1', startDate: '2025-07-14', endDate: '2025-07-18', reason: 'Été', status: 'accepted' };
const PENDING: DaysOffRequest = { id: 'd-2', startDate: '2025-08-11', endDate: '2025-08-11', reason: 'Médecin', status: 'pending' };
const CREATED: DaysOffRequest = { id: 'd-3', startDate: '2025-09-01', endDate: '2025-09-02', reason: '', status: 'pending' };
const LIST = [ACCEPTED, PENDING];
const READ_ERROR = httpFailure(500, 'Liste indisponible');
/** Forms left unsent: a new request, a change of the pending one, and one for the accepted request (no longer editable). */
const KEPT_NEW = { id: null, draft: { startDate: '2025-10-06', endDate: '2025-10-10', reason: 'Vacances' } };
const KEPT_PENDING = { id: 'd-2', draft: { startDate: '2025-08-11', endDate: '2025-08-12', reason: 'Médecin puis repos' } };
const KEPT_ACCEPTED = { id: 'd-1', draft: { startDate: '2025-07-14', endDate: '2025-07-20', reason: 'Été' } };
const SEND_ERROR = httpFailure(500, 'Envoi impossible');

type Check = OracleCheck<typeof daysOffMachine>;
type Snapshot = Check['snapshot'];
const before = (check: Check) => check.path.steps[check.index - 1]?.state as Snapshot | undefined;
const timesEntered = (check: Check, value: string) =>
  check.path.steps.slice(0, check.index + 1).filter((s) => s.state.value === value).length;
const calls = (check: Check, src: string) => check.invocations.filter((i) => i.src === src);
const failureOf = (call: string, message: string, retry: AnyEventObject) => ({
  type: 'FAILURE.RAISED',
  // The screen's child hears the Retry of its failures (docs/screens/README.md "What a screen hears and says").
  failure: { source: 'screen', call, message, retry },
});

const oracle: Oracle<typeof daysOffMachine> = {
  'daysOff.loading': (check) => {
    expect(calls(check, 'readRequests')).toHaveLength(timesEntered(check, 'loading'));
  },
  'daysOff.readingDraft': (check) => {
    // The list arrived; the kept draft is read once per arrival, before anything shows.
    expect(check.event.type).toBe('xstate.done.actor.readRequests');
    expect(check.snapshot.context.requests).toEqual(LIST);
    expect(calls(check, 'readDraft')).toHaveLength(timesEntered(check, 'readingDraft'));
  },
  'daysOff.loadFailed': (check) => {
    expectSent(check, 'parent', failureOf('getDaysOff', 'Liste indisponible', { type: 'LOAD.RETRY' }));
  },
  'daysOff.list': (check) => {
    const event = check.event as AnyEventObject;
    const { requests } = check.snapshot.context;
    if (event.type === 'xstate.done.actor.readRequests') expect(requests).toEqual(LIST);
    else if (event.type === 'xstate.done.actor.submitRequest') {
      // A new request comes first; a changed one replaces its old version.
      const old = before(check)!.context.requests;
      expect(requests).toEqual(
        old.some((r) => r.id === event.output.id) ? old.map((r) => (r.id === event.output.id ? event.output : r)) : [event.output, ...old],
      );
    } else expect(requests).toEqual(before(check)!.context.requests);
    // No draft, an unreadable one, or one for a request no longer pending: the list shows.
    if (event.type === 'xstate.done.actor.readDraft') expect([null, KEPT_ACCEPTED]).toContainEqual(event.output);
    // The draft goes once the request is stored, or when the person goes Back (the notice's discard too).
    if (event.type === 'xstate.done.actor.submitRequest' || (event.type === 'BACK' && String(before(check)!.value) !== 'details')) {
      expectEffect(check, 'dropDraft');
    } else expectNoEffect(check, 'dropDraft');
    expectNoEffect(check, 'keepDraft');
    expectNotSent(check, 'parent');
  },
  'daysOff.details': (check) => {
    expect(check.event.type).toBe('DETAILS');
    expect(check.snapshot.context.selectedId).toBe((check.event as AnyEventObject).id);
    // Only a request of the list has details (an unknown id leaves the list shown).
    expect(check.snapshot.context.requests.map((r) => r.id)).toContain(check.snapshot.context.selectedId);
  },
  'daysOff.form': (check) => {
    const event = check.event as AnyEventObject;
    const { draft, selectedId } = check.snapshot.context;
    if (event.type === 'CREATE') {
      expect(draft).toEqual({ startDate: '', endDate: '', reason: '' });
      expect(selectedId).toBeNull();
      expect(check.snapshot.context.draftRestored).toBe(false);
    } else if (event.type === 'xstate.done.actor.readDraft') {
      // The form opens again on what was typed, for the request it was about, and says so.
      expect([KEPT_NEW, KEPT_PENDING]).toContainEqual(event.output);
      expect(draft).toEqual(event.output.draft);
      expect(selectedId).toBe(event.output.id);
      expect(check.snapshot.context.draftRestored).toBe(true);
      // Nothing was refused yet in this page: no problem shows.
      expect(check.snapshot.context.showProblems).toBe(false);
    } else if (event.type === 'EDIT') {
      // Only a pending request opens in the form, with its own values.
      const request = before(check)!.context.requests.find((r) => r.id === event.id)!;
      expect(request.status).toBe('pending');
      expect(draft).toEqual({ startDate: request.startDate, endDate: request.endDate, reason: request.reason });
      expect(selectedId).toBe(event.id);
      expect(check.snapshot.context.draftRestored).toBe(false);
    } else if (event.type === 'DRAFT.CHANGE') {
      expect(draft).toEqual({ ...before(check)!.context.draft, [event.field]: event.value });
      // Every change is kept at once, with the whole form and the request it edits.
      expectEffect(check, 'keepDraft', {
        id: before(check)!.context.selectedId,
        draft: { ...before(check)!.context.draft, [event.field]: event.value },
      });
    } else expect(draft).toEqual(before(check)!.context.draft);
  },
  'daysOff.form.editing': (check) => {
    if (check.event.type !== 'DRAFT.CHANGE') expectNoEffect(check, 'keepDraft');
    expectNoEffect(check, 'dropDraft');
    if (check.event.type === 'SUBMIT') {
      // Refused: a date is missing or the end comes before the start.
      const { draft } = before(check)!.context;
      expect(draft.startDate === '' || draft.endDate === '' || draft.endDate < draft.startDate).toBe(true);
      expect(check.snapshot.context.showProblems).toBe(true);
    }
    expect(calls(check, 'submitRequest')).toHaveLength(timesEntered(check, 'submitting'));
  },
  'daysOff.form.submitFailed': (check) => {
    const submission = calls(check, 'submitRequest').at(-1)!.input as AnyEventObject;
    expectSent(check, 'parent', failureOf('submitDaysOff', 'Envoi impossible', { type: 'SUBMIT.RETRY', submission }));
  },
  'daysOff.submitting': (check) => {
    const event = check.event as AnyEventObject;
    const previous = before(check)!.context;
    const expected = event.type === 'SUBMIT.RETRY' ? event.submission : { id: previous.selectedId, request: previous.draft };
    expect(calls(check, 'submitRequest').at(-1)!.input).toEqual(expected);
    expect(calls(check, 'submitRequest')).toHaveLength(timesEntered(check, 'submitting'));
  },
};

/** Every event of the screen. */
const ALL = ['CREATE', 'DETAILS', 'EDIT', 'BACK', 'DRAFT.CHANGE', 'SUBMIT', 'LOAD.RETRY', 'SUBMIT.RETRY'] as const;

/**
 * The events each state ignores (decisions.md "Profile approval and the profile screens" › Days off,
 * and "Drafts"): list, details and the form are the screen's states; the list's entries open details,
 * creation or the edit of a request; details go back or edit; the form is typed in, submitted or
 * left (Back); while the list and any draft are read, or a request is sent, the screen waits; each
 * Retry of the error dialog belongs to the call that failed.
 */
const ignores: IgnoredEvents<typeof daysOffMachine> = {
  'daysOff.loading': ALL,
  'daysOff.readingDraft': ALL,
  'daysOff.loadFailed': ['CREATE', 'DETAILS', 'EDIT', 'BACK', 'DRAFT.CHANGE', 'SUBMIT', 'SUBMIT.RETRY'],
  'daysOff.list': ['BACK', 'DRAFT.CHANGE', 'SUBMIT', 'LOAD.RETRY', 'SUBMIT.RETRY'],
  'daysOff.details': ['CREATE', 'DETAILS', 'DRAFT.CHANGE', 'SUBMIT', 'LOAD.RETRY', 'SUBMIT.RETRY'],
  'daysOff.form': ['CREATE', 'DETAILS', 'EDIT', 'LOAD.RETRY'],
  'daysOff.form.editing': ['SUBMIT.RETRY'],
  'daysOff.submitting': ALL,
};

const model = createModel(daysOffMachine, {
  oracle,
  ignores,
  events: {
    'xstate.done.actor.readRequests': [{ output: LIST }],
    'xstate.error.actor.readRequests': [{ error: READ_ERROR }],
    'xstate.done.actor.readDraft': [{ output: null }, { output: KEPT_NEW }, { output: KEPT_PENDING }, { output: KEPT_ACCEPTED }],
    'xstate.error.actor.readDraft': [{ error: new Error('storage refused') }],
    DETAILS: [{ id: 'd-2' }, { id: 'unknown' }],
    EDIT: [{ id: 'd-2' }, { id: 'd-1' }],
    'DRAFT.CHANGE': [
      { field: 'startDate', value: '2025-09-01' },
      { field: 'endDate', value: '2025-09-02' },
      { field: 'endDate', value: '2025-08-01' },
    ],
    'SUBMIT.RETRY': [{ submission: { id: null, request: { startDate: '2025-09-01', endDate: '2025-09-02', reason: '' } } }],
    'xstate.done.actor.submitRequest': [{ output: CREATED }, { output: { ...PENDING, reason: 'Dentiste' } }],
    'xstate.error.actor.submitRequest': [{ error: SEND_ERROR }],
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      ids: snapshot.context.requests.map((r) => `${r.id}:${r.reason}`),
      selectedId: snapshot.context.selectedId,
      draft: snapshot.context.draft,
      showProblems: snapshot.context.showProblems,
      draftRestored: snapshot.context.draftRestored,
    }),
});

describe('daysOff model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

publishJourneys('daysOff', { model });

// The coverage gate as the file's last test rather than an afterAll hook: StrykerJS counts failing
// tests, not hook errors, so a mutant that leaves a state, transition or action unreached is killed.
it('gate: every state, transition and named action reached under its oracle', () => model.assertCoverage());
