// The evaluation landing page (docs/screens/evaluate.md; spec section 2, "Routes outside the
// layout": evaluate; section 4: no sign-in check there). The client's contact opens the link of an
// evaluation request, sees the worker and the mission, rates it 1 to 5 with an optional comment,
// and sends it once. A link answered already, unknown or expired says so; a read that fails offers
// Retry on the page (the shared error dialog is the layout's, and this page is outside it).
//
//   checking ─token→ loading ─open→ form.editing ─SUBMIT valid→ form.sending ─→ thanked
//       └─none→ invalid     ├answered→ alreadyAnswered          ├409→ alreadyAnswered ├410→ expired
//                           ├404→ unknown ├410→ expired          ├404→ unknown └other→ form.failed
//                           └other→ loadFailed ─RETRY→ loading
import { assign, setup } from 'xstate';
import { EVALUATION_COMMENT_MAX_LENGTH, EVALUATION_RATING_MAX, EVALUATION_TOKEN_SHAPE } from '../../contract/screens/evaluations';
import { errorStatus } from '../domain/errors';
import { placeholderAction, placeholderActor } from '../placeholders';

/** The request as the landing page reads it (contract/screens/evaluations.ts EvaluationFormSchema). */
export interface EvaluationForm {
  workerName: string;
  position: string;
  clientName: string;
  establishmentName: string;
  startDate: string;
  endDate: string;
  status: 'open' | 'answered';
  answeredOn: string | null;
}

export interface EvaluateInput {
  /** The URL's `token` parameter, null when it has none. */
  token: string | null;
}

export interface EvaluateContext {
  /** Kept under a key the inspector's redaction hides (machines/inspector/redact.ts). */
  token: string | null;
  form: EvaluationForm | null;
  rating: number | null;
  comment: string;
  /** The problems show once the person sent the form with some. */
  showProblems: boolean;
}

export type EvaluateEvent =
  { type: 'RATING.CHOSEN'; rating: number } | { type: 'COMMENT.CHANGED'; text: string } | { type: 'SUBMIT' } | { type: 'RETRY' };

export type EvaluationProblem = 'required' | 'tooLong';

/** A rating of the scale: a whole number from 1 to 5. */
export function isRating(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= EVALUATION_RATING_MAX;
}

/** The form's problems: a rating is required (1 to 5); the comment, trimmed, takes at most 1,000 characters. */
export function evaluationProblems({ rating, comment }: Pick<EvaluateContext, 'rating' | 'comment'>): {
  rating?: EvaluationProblem;
  comment?: EvaluationProblem;
} {
  const problems: { rating?: EvaluationProblem; comment?: EvaluationProblem } = {};
  if (!isRating(rating)) problems.rating = 'required';
  if (comment.trim().length > EVALUATION_COMMENT_MAX_LENGTH) problems.comment = 'tooLong';
  return problems;
}

const cite = '(screens/evaluate.md › States)';
const NOT_FOUND = 404;
const CONFLICT = 409;
const GONE = 410;

export const evaluateMachine = setup({
  types: {
    context: {} as EvaluateContext,
    events: {} as EvaluateEvent,
    input: {} as EvaluateInput,
  },
  actors: {
    /** Reads the request the link names, without sign-in. */
    loadForm: placeholderActor<EvaluationForm, { token: string }>('loadForm'),
    /** Sends the answer, without sign-in; answers the form, answered. */
    sendAnswer: placeholderActor<EvaluationForm, { token: string; rating: number; comment: string }>('sendAnswer'),
  },
  actions: {
    assignForm: assign({ form: (_, params: { form: EvaluationForm }) => params.form }),
    assignRating: assign({ rating: (_, params: { rating: number }) => params.rating }),
    assignComment: assign({ comment: (_, params: { text: string }) => params.text }),
    showProblems: assign({ showProblems: true }),
    /** A read or an answer that failed otherwise than the link's own answers: logged, the page offers to try again. */
    logFailed: placeholderAction<{ error: unknown }>('logFailed'),
  },
  guards: {
    hasToken: ({ context }) => EVALUATION_TOKEN_SHAPE.test(context.token ?? ''),
    isAnswered: (_, params: { form: EvaluationForm }) => params.form.status === 'answered',
    isValid: ({ context }) => Object.keys(evaluationProblems(context)).length === 0,
    isRating: (_, params: { rating: number }) => isRating(params.rating),
    isNotFound: (_, params: { error: unknown }) => errorStatus(params.error) === NOT_FOUND,
    isConflict: (_, params: { error: unknown }) => errorStatus(params.error) === CONFLICT,
    isGone: (_, params: { error: unknown }) => errorStatus(params.error) === GONE,
  },
}).createMachine({
  id: 'evaluate',
  description: `A client evaluates a worker’s mission from its link, once, without sign-in (§2 Routes outside the layout, screens/evaluate.md › Who)`,
  context: ({ input }) => ({ token: input.token, form: null, rating: null, comment: '', showProblems: false }),
  initial: 'checking',
  states: {
    checking: {
      description: `Reads the URL’s token ${cite}`,
      always: [
        { guard: 'hasToken', target: 'loading', description: `A token of the right shape: the request is read ${cite}` },
        { target: 'invalid', description: `No token, or not one: the link is said not valid, nothing is asked ${cite}` },
      ],
    },
    invalid: { description: `The URL is not an evaluation link ${cite}` },
    loading: {
      description: `Reads the request the link names ${cite}`,
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ token: context.token! }),
        onDone: [
          {
            guard: { type: 'isAnswered', params: ({ event }) => ({ form: event.output }) },
            target: 'alreadyAnswered',
            actions: { type: 'assignForm', params: ({ event }) => ({ form: event.output }) },
            description: `Answered already: said so, with its date; no form ${cite}`,
          },
          {
            target: 'form',
            actions: { type: 'assignForm', params: ({ event }) => ({ form: event.output }) },
            description: `Still to answer: the mission and the form ${cite}`,
          },
        ],
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'unknown',
            description: `The server does not know the link (404) ${cite}`,
          },
          {
            guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            description: `The link is past its date ${cite}`,
          },
          {
            target: 'loadFailed',
            actions: { type: 'logFailed', params: ({ event }) => ({ error: event.error }) },
            description: `The read fails otherwise: Retry on the page ${cite}`,
          },
        ],
      },
    },
    loadFailed: {
      description: `The request could not be read: Retry ${cite}`,
      on: { RETRY: { target: 'loading', description: `The person retries ${cite}` } },
    },
    unknown: { description: `The link is not valid ${cite}` },
    expired: { description: `The link has expired: ask the agency to send it again ${cite}` },
    alreadyAnswered: { description: `The evaluation was made already: thanks, no form ${cite}` },
    form: {
      description: `The worker, the mission, a rating and a comment ${cite}`,
      initial: 'editing',
      states: {
        editing: {
          description: `The person rates and writes; problems show once sent with some ${cite}`,
          on: {
            'RATING.CHOSEN': {
              guard: { type: 'isRating', params: ({ event }) => ({ rating: event.rating }) },
              actions: { type: 'assignRating', params: ({ event }) => ({ rating: event.rating }) },
              description: `A rating of the scale is chosen ${cite}`,
            },
            'COMMENT.CHANGED': {
              actions: { type: 'assignComment', params: ({ event }) => ({ text: event.text }) },
              description: `The comment as typed ${cite}`,
            },
            SUBMIT: [
              { guard: 'isValid', target: 'sending', description: `A rating, a comment not too long: sent ${cite}` },
              { actions: 'showProblems', description: `Problems: each shows beside its field, nothing is sent ${cite}` },
            ],
          },
        },
        sending: {
          description: `The answer is under way; the fields are read-only ${cite}`,
          invoke: {
            id: 'sendAnswer',
            src: 'sendAnswer',
            input: ({ context }) => ({ token: context.token!, rating: context.rating!, comment: context.comment.trim() }),
            onDone: {
              target: '#evaluate.thanked',
              actions: { type: 'assignForm', params: ({ event }) => ({ form: event.output }) },
              description: `Recorded: thanks; the back office shows it answered ${cite}`,
            },
            onError: [
              {
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: '#evaluate.alreadyAnswered',
                description: `Answered meanwhile (409), from another tab or person ${cite}`,
              },
              {
                guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) },
                target: '#evaluate.expired',
                description: `The link expired while the form was open ${cite}`,
              },
              {
                guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                target: '#evaluate.unknown',
                description: `The link is no longer known (404) ${cite}`,
              },
              {
                target: 'failed',
                actions: { type: 'logFailed', params: ({ event }) => ({ error: event.error }) },
                description: `It fails otherwise: the form stays as typed, to send again ${cite}`,
              },
            ],
          },
        },
        failed: {
          description: `Not sent: the form as typed, and a line saying so ${cite}`,
          on: {
            'RATING.CHOSEN': {
              guard: { type: 'isRating', params: ({ event }) => ({ rating: event.rating }) },
              target: 'editing',
              actions: { type: 'assignRating', params: ({ event }) => ({ rating: event.rating }) },
              description: `The person changes the rating ${cite}`,
            },
            'COMMENT.CHANGED': {
              target: 'editing',
              actions: { type: 'assignComment', params: ({ event }) => ({ text: event.text }) },
              description: `The person changes the comment ${cite}`,
            },
            SUBMIT: { target: 'sending', description: `Sent again, as typed ${cite}` },
          },
        },
      },
    },
    thanked: { description: `The evaluation is recorded: thanks ${cite}` },
  },
});

export type EvaluateMachine = typeof evaluateMachine;
