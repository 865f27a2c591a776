// Model-based tests of daysOff (spec section 2 "Worker profile": list, create, edit, details; issue
// 10): per-state oracles written from the spec and docs/decisions.md check the list shown, the calls
// with their params (POST for a new request, PUT with its id for a pending one), that only a pending
// request is edited, and the failures raised with the event that repeats the same call.
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { createModel, expectNotSent, expectSent, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import { daysOffMachine } from '../../machines/daysOff/daysOff.machine';
import type { DaysOffRequest } from '../../machines/domain/types';
import { httpFailure } from './notificationFixtures';

const ACCEPTED: DaysOffRequest = { id: 'd-1', startDate: '2025-07-14', endDate: '2025-07-18', reason: 'Été', status: 'accepted' };
const PENDING: DaysOffRequest = { id: 'd-2', startDate: '2025-08-11', endDate: '2025-08-11', reason: 'Médecin', status: 'pending' };
const CREATED: DaysOffRequest = { id: 'd-3', startDate: '2025-09-01', endDate: '2025-09-02', reason: '', status: 'pending' };
const LIST = [ACCEPTED, PENDING];
const READ_ERROR = httpFailure(500, 'Liste indisponible');
const SEND_ERROR = httpFailure(500, 'Envoi impossible');

type Check = OracleCheck<typeof daysOffMachine>;
type Snapshot = Check['snapshot'];
const before = (check: Check) => check.path.steps[check.index - 1]?.state as Snapshot | undefined;
const timesEntered = (check: Check, value: string) => check.path.steps.slice(0, check.index + 1).filter((s) => s.state.value === value).length;
const calls = (check: Check, src: string) => check.invocations.filter((i) => i.src === src);
const failureOf = (call: string, message: string, retry: AnyEventObject) => ({ type: 'FAILURE.RAISED', failure: { source: 'daysOff', call, message, retry } });

const oracle: Oracle<typeof daysOffMachine> = {
  'daysOff.loading': (check) => {
    expect(calls(check, 'readRequests')).toHaveLength(timesEntered(check, 'loading'));
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
      expect(requests).toEqual(old.some((r) => r.id === event.output.id)
        ? old.map((r) => (r.id === event.output.id ? event.output : r)) : [event.output, ...old]);
    } else expect(requests).toEqual(before(check)!.context.requests);
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
    } else if (event.type === 'EDIT') {
      // Only a pending request opens in the form, with its own values.
      const request = before(check)!.context.requests.find((r) => r.id === event.id)!;
      expect(request.status).toBe('pending');
      expect(draft).toEqual({ startDate: request.startDate, endDate: request.endDate, reason: request.reason });
      expect(selectedId).toBe(event.id);
    } else if (event.type === 'DRAFT.CHANGE') {
      expect(draft).toEqual({ ...before(check)!.context.draft, [event.field]: event.value });
    } else expect(draft).toEqual(before(check)!.context.draft);
  },
  'daysOff.form.editing': (check) => {
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

const model = createModel(daysOffMachine, {
  oracle,
  events: {
    'xstate.done.actor.readRequests': [{ output: LIST }],
    'xstate.error.actor.readRequests': [{ error: READ_ERROR }],
    DETAILS: [{ id: 'd-2' }, { id: 'unknown' }],
    EDIT: [{ id: 'd-2' }, { id: 'd-1' }],
    'DRAFT.CHANGE': [{ field: 'startDate', value: '2025-09-01' }, { field: 'endDate', value: '2025-09-02' }, { field: 'endDate', value: '2025-08-01' }],
    'SUBMIT.RETRY': [{ submission: { id: null, request: { startDate: '2025-09-01', endDate: '2025-09-02', reason: '' } } }],
    'xstate.done.actor.submitRequest': [{ output: CREATED }, { output: { ...PENDING, reason: 'Dentiste' } }],
    'xstate.error.actor.submitRequest': [{ error: SEND_ERROR }],
  },
  serializeState: (snapshot) => JSON.stringify({
    value: snapshot.value, ids: snapshot.context.requests.map((r) => `${r.id}:${r.reason}`), selectedId: snapshot.context.selectedId,
    draft: snapshot.context.draft, showProblems: snapshot.context.showProblems,
  }),
});

describe('daysOff model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

publishJourneys('daysOff', { model });

// The coverage gate as the file's last test rather than an afterAll hook: StrykerJS counts failing
// tests, not hook errors, so a mutant that leaves a state, transition or action unreached is killed.
it('gate: every state, transition and named action reached under its oracle', () => model.assertCoverage());
