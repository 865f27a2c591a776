// Evaluation requests (docs/screens/evaluations.md) and the landing page that answers one
// (docs/screens/evaluate.md), proposed. The landing page's calls carry no bearer token: the link's
// token is what lets its holder answer, sent as a query parameter or in the body, never in a path.
import {
  description,
  examples,
  integer,
  maxLength,
  maxValue,
  minValue,
  nullable,
  number,
  object,
  picklist,
  pipe,
  regex,
  string,
} from 'valibot';
import { call } from '../calls.ts';
import { date, nonBlank, pageOf, ErrorBodySchema, PageQuerySchema } from '../wire.ts';

/** The longest comment an evaluation takes. */
export const EVALUATION_COMMENT_MAX_LENGTH = 1000;
/** The rating's scale: 1 (not satisfied) to 5 (very satisfied). */
export const EVALUATION_RATING_MAX = 5;
/** What a link's token looks like: what the portal checks before asking the server. */
export const EVALUATION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

const TOKEN_EXAMPLE = 'Zq4L0v-7pT2mXw9bK1rD';

const rating = () =>
  pipe(number(), integer('a whole number'), minValue(1, 'at least 1'), maxValue(EVALUATION_RATING_MAX, `at most ${EVALUATION_RATING_MAX}`));

export const EvaluationRequestSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The request’s id: the send call’s `{evaluationId}`.'), examples(['ev-88412'])),
    workerName: pipe(nonBlank(), description('The worker evaluated, first and last name, shown as text.'), examples(['Camille Perrin'])),
    position: pipe(nonBlank(), description('The mission’s position, shown as text.'), examples(['Magasinière'])),
    clientName: pipe(nonBlank(), description('The client company asked, shown as text.'), examples(['Transports Vercors'])),
    establishmentName: pipe(nonBlank(), description('The establishment of the mission, shown as text.'), examples(['Dépôt de Voreppe'])),
    startDate: pipe(date(), description('The mission’s first day, `YYYY-MM-DD`.'), examples(['2026-09-07'])),
    endDate: pipe(
      date(),
      description('The mission’s last day, `YYYY-MM-DD`; the list is sorted by it, newest first.'),
      examples(['2026-10-16']),
    ),
    contactName: pipe(nonBlank(), description('The client’s contact the request goes to, shown as text.'), examples(['Hélène Masson'])),
    contactEmail: pipe(
      nonBlank(),
      description('The contact’s e-mail address: the request (and its link) goes there.'),
      examples(['h.masson@transports-vercors.example']),
    ),
    status: pipe(
      picklist(['toSend', 'sent', 'expired', 'answered']),
      description(
        '`toSend` (the mission ended, no request yet: it may be sent), `sent` (its link works until `expiresOn`: it may be sent again), `expired` (the link was not used in time: it may be sent again), `answered` (the client answered: final).',
      ),
      examples(['sent']),
    ),
    sentOn: pipe(
      nullable(date()),
      description('When the request was last sent, `YYYY-MM-DD`; null while `toSend`.'),
      examples(['2026-10-19']),
    ),
    expiresOn: pipe(
      nullable(date()),
      description('The link’s last valid day, `YYYY-MM-DD`; null while `toSend`.'),
      examples(['2026-11-02']),
    ),
    answeredOn: pipe(
      nullable(date()),
      description('When the client answered, `YYYY-MM-DD`; null unless `answered`.'),
      examples(['2026-10-21']),
    ),
    rating: pipe(nullable(rating()), description('The client’s rating, 1 to 5; null unless `answered`.'), examples([4])),
    comment: pipe(
      nullable(string()),
      description('The client’s comment, plain text (rendered as text), possibly empty; null unless `answered`.'),
      examples(['Ponctuelle et rigoureuse.']),
    ),
  }),
  description('A request asking a client to evaluate a worker after a mission.'),
);

export const EvaluationFormSchema = pipe(
  object({
    workerName: pipe(nonBlank(), description('The worker to evaluate, first and last name, shown as text.'), examples(['Camille Perrin'])),
    position: pipe(nonBlank(), description('The mission’s position, shown as text.'), examples(['Magasinière'])),
    clientName: pipe(nonBlank(), description('The client company, shown as text.'), examples(['Transports Vercors'])),
    establishmentName: pipe(nonBlank(), description('The establishment of the mission, shown as text.'), examples(['Dépôt de Voreppe'])),
    startDate: pipe(date(), description('The mission’s first day, `YYYY-MM-DD`.'), examples(['2026-09-07'])),
    endDate: pipe(date(), description('The mission’s last day, `YYYY-MM-DD`.'), examples(['2026-10-16'])),
    status: pipe(
      picklist(['open', 'answered']),
      description('`open` (the form is shown) or `answered` (the page says it was already answered, on `answeredOn`).'),
      examples(['open']),
    ),
    answeredOn: pipe(nullable(date()), description('When it was answered, `YYYY-MM-DD`; null while open.'), examples(['2026-10-21'])),
  }),
  description('What the landing page shows of a request: the mission, and whether it is still to answer.'),
);

export const EvaluationAnswerSchema = pipe(
  object({
    token: pipe(
      string(),
      regex(EVALUATION_TOKEN_SHAPE, 'a link token'),
      description(
        'The token of the request’s link (`/evaluate?token=…`): 16 to 128 letters, digits, `-` or `_`, unguessable. Not a sign-in secret, but the only thing that lets its holder answer: keep it out of logs.',
      ),
      examples([TOKEN_EXAMPLE]),
    ),
    rating: pipe(rating(), description('The rating chosen, 1 (not satisfied) to 5 (very satisfied).'), examples([4])),
    comment: pipe(
      string(),
      maxLength(EVALUATION_COMMENT_MAX_LENGTH, `at most ${EVALUATION_COMMENT_MAX_LENGTH} characters`),
      description(`The comment, trimmed, plain text, at most ${EVALUATION_COMMENT_MAX_LENGTH} characters; empty when none was written.`),
      examples(['Ponctuelle et rigoureuse.']),
    ),
  }),
  description('The client’s answer to a request.'),
);

const EVALUATION_ID = { description: 'The request’s `id`, as the list answered it.', example: 'ev-88412' };

export const evaluationsCalls = {
  getEvaluations: call({
    method: 'GET',
    path: '/v1/back-office/evaluations',
    query: PageQuerySchema,
    answers: { 200: pageOf(EvaluationRequestSchema), 403: ErrorBodySchema },
    proposed: true,
    summary:
      'One page of the tenant’s evaluation requests, one per ended mission, newest mission end first; for the administrator and support (403 for any other role).',
  }),
  sendEvaluation: call({
    method: 'POST',
    path: '/v1/back-office/evaluations/{evaluationId}/send',
    parameters: { evaluationId: EVALUATION_ID },
    answers: { 200: EvaluationRequestSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary:
      'Sends the request to the client’s contact, or sends it again (the same link, valid 14 days from today); answers the request, `sent`. 409 when answered; 403 for any role but the administrator.',
  }),
  getEvaluationForm: call({
    method: 'GET',
    path: '/v1/evaluation-forms',
    bearer: false,
    query: pipe(
      object({
        token: pipe(
          string(),
          regex(EVALUATION_TOKEN_SHAPE, 'a link token'),
          description(
            'The token of the request’s link (`/evaluate?token=…`): 16 to 128 letters, digits, `-` or `_`, unguessable. Not a sign-in secret, but the only thing that lets its holder answer: keep it out of logs.',
          ),
          examples([TOKEN_EXAMPLE]),
        ),
      }),
      description('The link’s token, as the landing page’s URL carries it.'),
    ),
    answers: { 200: EvaluationFormSchema, 404: ErrorBodySchema, 410: ErrorBodySchema },
    proposed: true,
    summary:
      'The request a link names, without sign-in: the mission, and whether it is still to answer. 404 when the token is unknown, 410 when the link has expired.',
  }),
  answerEvaluation: call({
    method: 'POST',
    path: '/v1/evaluation-forms/answer',
    bearer: false,
    body: EvaluationAnswerSchema,
    answers: { 200: EvaluationFormSchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 410: ErrorBodySchema },
    proposed: true,
    summary:
      'The client answers the request a link names, once, without sign-in; answers the form, `answered`. 409 when already answered, 410 when expired, 404 when unknown.',
  }),
};
