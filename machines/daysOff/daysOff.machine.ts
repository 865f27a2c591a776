// Days-off requests of a worker (spec section 2 "Worker profile": list, create, edit and details,
// behind the daysOff flag, which section 5 turns off for self-registered workers and CDII holders).
// Invoked by the app machine while the route is /my-profile/days-off, with child id `daysOff`.
// Create, edit and details are states of this screen (they are hidden sub-items of its menu). Only
// a pending request can be edited. A failed read or send goes to the shared error dialog, whose
// Retry repeats the same call with the same data; the form keeps what was typed.
//
// Unsaved input survives leaving the page (a 401 re-logs in through the provider, a 503
// sends to maintenance; both unload this machine): every change of the form is kept as a draft
// with the request it edits (`keepDraft`), the draft read back after the list opens that form
// again and says so (`draftRestored`) when the request can still be edited, and a stored request
// or Back drops it. docs/decisions.md "Drafts across a re-login or maintenance".
import { SCREEN_ACTOR_ID } from '../families/screen';
import { assign, sendParent, setup } from 'xstate';
import { daysOffBody, EMPTY_DAYS_OFF_DRAFT, isDaysOffDraftValid, type DaysOffDraft, type DaysOffField } from '../domain/daysOff';
import { failureRaisedBy } from '../domain/failures';
import type { DaysOffRequest } from '../domain/types';
import { placeholderAction, placeholderActor } from '../placeholders';
import { loadFailedState, loadingState, readingDraftState } from '../shared/loadThenReadDraft';

/** The failures of this screen name the screen's child, which hears their Retry. */
export const DAYS_OFF_SYSTEM_ID = SCREEN_ACTOR_ID;

/** What a send carries: a new request (id null) or the change of a pending one. */
export interface DaysOffSubmission {
  id: string | null;
  request: DaysOffDraft;
}

/** A form left unsent: the request it edits (null: a new one) and what was typed. */
export interface DaysOffKeptDraft {
  id: string | null;
  draft: DaysOffDraft;
}

export interface DaysOffContext {
  requests: DaysOffRequest[];
  /** The request whose details or edit form shows. */
  selectedId: string | null;
  draft: DaysOffDraft;
  showProblems: boolean;
  submitted: DaysOffSubmission | null;
  /** The form holds a draft kept before the page was left (the view says so, with a way to discard it). */
  draftRestored: boolean;
}

export type DaysOffRetryEvent = { type: 'LOAD.RETRY' } | { type: 'SUBMIT.RETRY'; submission: DaysOffSubmission };

export type DaysOffEvent =
  | { type: 'CREATE' }
  | { type: 'DETAILS'; id: string }
  | { type: 'EDIT'; id: string }
  | { type: 'BACK' }
  | { type: 'DRAFT.CHANGE'; field: DaysOffField; value: string }
  | { type: 'SUBMIT' }
  | DaysOffRetryEvent;

export const daysOffMachine = setup({
  types: {
    context: {} as DaysOffContext,
    events: {} as DaysOffEvent,
  },
  actors: {
    readRequests: placeholderActor<DaysOffRequest[]>('readRequests'),
    /** POST a new request, or PUT the change of a pending one; answers the request as stored. */
    submitRequest: placeholderActor<DaysOffRequest, DaysOffSubmission>('submitRequest'),
    /** The unsent form kept for this user, or null (none, malformed or another user's). */
    readDraft: placeholderActor<DaysOffKeptDraft | null>('readDraft'),
  },
  actions: {
    assignRequests: assign({ requests: (_, params: { loaded: DaysOffRequest[] }) => params.loaded }),
    select: assign({ selectedId: (_, params: { id: string }) => params.id }),
    startCreating: assign({ selectedId: null, draft: { ...EMPTY_DAYS_OFF_DRAFT }, showProblems: false, draftRestored: false }),
    startEditing: assign(({ context }, params: { id: string }) => {
      const request = context.requests.find((r) => r.id === params.id)!;
      return {
        selectedId: params.id,
        draft: { startDate: request.startDate, endDate: request.endDate, reason: request.reason },
        showProblems: false,
        draftRestored: false,
      };
    }),
    restoreDraft: assign((_, params: { kept: DaysOffKeptDraft }) => ({
      selectedId: params.kept.id,
      draft: params.kept.draft,
      showProblems: false,
      draftRestored: true,
    })),
    /** Keeps the form for this user until sent or left with Back (session storage). */
    keepDraft: placeholderAction<DaysOffKeptDraft>('keepDraft'),
    dropDraft: placeholderAction('dropDraft'),
    assignDraftField: assign({
      draft: ({ context }, params: { field: DaysOffField; value: string }) => ({ ...context.draft, [params.field]: params.value }),
    }),
    showProblems: assign({ showProblems: true }),
    assignSubmitted: assign({ submitted: (_, params: { submission: DaysOffSubmission }) => params.submission }),
    /** The stored request replaces its old version, or comes first when new. */
    storeRequest: assign({
      requests: ({ context }, params: { request: DaysOffRequest }) =>
        context.requests.some((r) => r.id === params.request.id)
          ? context.requests.map((r) => (r.id === params.request.id ? params.request : r))
          : [params.request, ...context.requests],
    }),
    raiseFailure: sendParent(failureRaisedBy<'getDaysOff' | 'submitDaysOff', DaysOffRetryEvent>(DAYS_OFF_SYSTEM_ID)),
  },
  guards: {
    isKnownRequest: ({ context }, params: { id: string }) => context.requests.some((r) => r.id === params.id),
    isPendingRequest: ({ context }, params: { id: string }) => context.requests.some((r) => r.id === params.id && r.status === 'pending'),
    isDraftValid: ({ context }) => isDaysOffDraftValid(context.draft),
    /** A kept draft for a new request, or for a request still pending (only those can be edited). */
    isRestorableDraft: ({ context }, params: { kept: DaysOffKeptDraft | null }) =>
      params.kept !== null && (params.kept.id === null || context.requests.some((r) => r.id === params.kept!.id && r.status === 'pending')),
  },
}).createMachine({
  id: 'daysOff',
  description: 'Days-off requests of a worker: the list, create, edit a pending one, details (§2 Sub-menus per screen, §5)',
  context: {
    requests: [],
    selectedId: null,
    draft: { ...EMPTY_DAYS_OFF_DRAFT },
    showProblems: false,
    submitted: null,
    draftRestored: false,
  },
  initial: 'loading',
  states: {
    loading: loadingState({
      load: 'readRequests',
      call: 'getDaysOff',
      assign: 'assignRequests',
      descriptions: {
        state: 'Reads the days-off requests (decisions.md › Profile approval and the profile screens)',
        loaded: 'The requests arrive (§2 Sub-menus per screen)',
        failed: 'The read fails: the shared error dialog, with Retry (§8)',
      },
    }),
    loadFailed: loadFailedState({
      descriptions: {
        state: 'Waits for the error dialog’s Retry (§8)',
        retry: 'Retry: read the requests again (§8)',
      },
    }),
    // A draft left when the page was taken away (re-login, maintenance) opens its form again.
    readingDraft: readingDraftState({
      guard: 'isRestorableDraft',
      restore: 'restoreDraft',
      form: 'form',
      none: 'list',
      descriptions: {
        state: 'Reads the form kept before the page was left (decisions.md › Drafts across a re-login or the maintenance page)',
        restored:
          'A kept form for a request still editable: it opens again and says so (decisions.md › Drafts across a re-login or the maintenance page)',
        none: 'No form to restore: the list shows (§2 Sub-menus per screen)',
        failed: 'The kept form cannot be read: the list shows (decisions.md › Drafts across a re-login or the maintenance page)',
      },
    }),
    list: {
      description: 'The list of days-off requests (§2 Sub-menus per screen)',
      on: {
        CREATE: { target: 'form', actions: 'startCreating', description: 'The user creates a request (§2 Sub-menus per screen)' },
        DETAILS: {
          guard: { type: 'isKnownRequest', params: ({ event }) => ({ id: event.id }) },
          target: 'details',
          actions: { type: 'select', params: ({ event }) => ({ id: event.id }) },
          description: 'The user opens a request’s details (§2 Sub-menus per screen)',
        },
        EDIT: {
          guard: { type: 'isPendingRequest', params: ({ event }) => ({ id: event.id }) },
          target: 'form',
          actions: { type: 'startEditing', params: ({ event }) => ({ id: event.id }) },
          description:
            'The user edits a pending request (§2 Sub-menus per screen, decisions.md › Profile approval and the profile screens)',
        },
      },
    },
    details: {
      description: 'One request’s details (§2 Sub-menus per screen)',
      on: {
        BACK: { target: 'list', description: 'Back to the list (§2 Sub-menus per screen)' },
        EDIT: {
          guard: { type: 'isPendingRequest', params: ({ event }) => ({ id: event.id }) },
          target: 'form',
          actions: { type: 'startEditing', params: ({ event }) => ({ id: event.id }) },
          description:
            'The user edits this pending request (§2 Sub-menus per screen, decisions.md › Profile approval and the profile screens)',
        },
      },
    },
    form: {
      description: 'The request form: dates and reason (§2 Sub-menus per screen, decisions.md › Profile approval and the profile screens)',
      initial: 'editing',
      on: {
        'DRAFT.CHANGE': {
          target: '.editing',
          actions: [
            { type: 'assignDraftField', params: ({ event }) => ({ field: event.field, value: event.value }) },
            // Kept at each change, not only when the send leaves: any call's 401 or 503 takes the page away too.
            { type: 'keepDraft', params: ({ context }) => ({ id: context.selectedId, draft: context.draft }) },
          ],
          description:
            'The user edits a field; the form is kept as a draft (decisions.md › Drafts across a re-login or the maintenance page)',
        },
        SUBMIT: [
          {
            guard: 'isDraftValid',
            target: 'submitting',
            actions: {
              type: 'assignSubmitted',
              params: ({ context }) => ({ submission: { id: context.selectedId, request: daysOffBody(context.draft) } }),
            },
            description: 'Send, the form valid (decisions.md › Profile approval and the profile screens)',
          },
          {
            target: '.editing',
            actions: 'showProblems',
            description: 'Send refused: the problems show (decisions.md › Profile approval and the profile screens)',
          },
        ],
        BACK: {
          target: 'list',
          actions: 'dropDraft',
          description: 'Back to the list; the draft is dropped (decisions.md › Drafts across a re-login or the maintenance page)',
        },
      },
      states: {
        editing: { description: 'The user fills in the request (§2 Sub-menus per screen)' },
        submitFailed: {
          description: 'The send failed; the form stays while the error dialog shows (§8)',
          on: {
            'SUBMIT.RETRY': {
              target: '#daysOff.submitting',
              actions: { type: 'assignSubmitted', params: ({ event }) => ({ submission: event.submission }) },
              description: 'Retry from the error dialog: send the same request again (§8)',
            },
          },
        },
      },
    },
    submitting: {
      description: 'Sends the new or changed request (decisions.md › Profile approval and the profile screens)',
      invoke: {
        id: 'submitRequest',
        src: 'submitRequest',
        input: ({ context }) => context.submitted!,
        onDone: {
          target: 'list',
          actions: [{ type: 'storeRequest', params: ({ event }) => ({ request: event.output }) }, 'dropDraft'],
          description: 'Stored: the list shows it (decisions.md › Profile approval and the profile screens)',
        },
        onError: {
          target: 'form.submitFailed',
          actions: {
            type: 'raiseFailure',
            params: ({ context, event }) => ({
              call: 'submitDaysOff' as const,
              error: event.error,
              retry: { type: 'SUBMIT.RETRY' as const, submission: context.submitted! },
            }),
          },
          description: 'The send fails: the shared error dialog, with Retry (§8)',
        },
      },
    },
  },
});
