// Back office › FAQs (docs/screens/backOfficeFaqs.md), proposed: the spec names the screen and its
// lists (section 2: all, draft, enabled, disabled), not its calls. An entry is the readers' FAQ entry
// (faq.ts) with where it stands; readers see the enabled ones.
import { description, examples, maxLength, object, picklist, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { ErrorBodySchema, listQuery, nonBlank, pageOf } from '../wire.ts';
import { FAQ_CATEGORIES, FaqEntrySchema } from './faq.ts';
import { NEWS_STATUSES } from './news.ts';

/** The longest question and answer an entry takes (the form says so before sending). */
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 2000;

export const BackOfficeFaqSchema = pipe(
  object({
    ...FaqEntrySchema.entries,
    status: pipe(
      picklist(NEWS_STATUSES),
      description(
        'Where it stands, and the action offered: `draft` (Publish), `enabled` (the FAQ screen shows it: Disable), `disabled` (hidden: Publish again).',
      ),
      examples(['enabled']),
    ),
  }),
  description('A question and its answer as the back office keeps them.'),
);

/** What the back office's form sends, to create an entry (a draft) or to change one. */
export const BackOfficeFaqBodySchema = pipe(
  object({
    category: pipe(picklist(FAQ_CATEGORIES), description('The FAQ category it is listed under.'), examples(['workers'])),
    question: pipe(
      string(),
      nonBlank(),
      maxLength(FAQ_QUESTION_MAX, `at most ${FAQ_QUESTION_MAX} characters`),
      description(`The question, plain text, trimmed, 1 to ${FAQ_QUESTION_MAX} characters.`),
      examples(['Comment modifier mon adresse ?']),
    ),
    answer: pipe(
      string(),
      nonBlank(),
      maxLength(FAQ_ANSWER_MAX, `at most ${FAQ_ANSWER_MAX} characters`),
      description(`The answer, plain text (never HTML), trimmed, 1 to ${FAQ_ANSWER_MAX} characters; paragraphs separated by a blank line.`),
      examples(['Dans Mon profil › Mes informations, modifiez-la puis enregistrez.']),
    ),
  }),
  description('A question and its answer as the back office’s form writes them.'),
);

const FAQ_ID = { faqId: { description: 'The entry’s `id`, as the back office list answered it.', example: 'faq-7' } };
const actionAnswers = { 200: BackOfficeFaqSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

export const backOfficeFaqsCalls = {
  getBackOfficeFaqs: call({
    method: 'GET',
    path: '/v1/back-office/faqs',
    query: listQuery(['all', 'draft', 'enabled', 'disabled']),
    answers: { 200: pageOf(BackOfficeFaqSchema), 403: ErrorBodySchema },
    proposed: true,
    summary:
      'One page of the tenant’s FAQ entries as the back office keeps them (one status or all): drafts first, then in the order the FAQ screen shows them. 403 outside the back office’s roles.',
  }),
  createBackOfficeFaq: call({
    method: 'POST',
    path: '/v1/back-office/faqs',
    body: BackOfficeFaqBodySchema,
    answers: { 201: BackOfficeFaqSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
    proposed: true,
    summary: 'Writes a new entry, a draft: the FAQ screen does not show it until it is published (enable). Answers the entry.',
  }),
  updateBackOfficeFaq: call({
    method: 'PUT',
    path: '/v1/back-office/faqs/{faqId}',
    parameters: FAQ_ID,
    body: BackOfficeFaqBodySchema,
    answers: { 200: BackOfficeFaqSchema, 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
    proposed: true,
    summary:
      'Changes an entry’s category, question and answer, whatever its status; an enabled one shows changed at once. Answers the entry.',
  }),
  enableBackOfficeFaq: call({
    method: 'POST',
    path: '/v1/back-office/faqs/{faqId}/enable',
    parameters: FAQ_ID,
    answers: actionAnswers,
    proposed: true,
    summary: 'Publishes a draft or a disabled entry: the FAQ screen shows it. Answers the entry, enabled. 409 when already enabled.',
  }),
  disableBackOfficeFaq: call({
    method: 'POST',
    path: '/v1/back-office/faqs/{faqId}/disable',
    parameters: FAQ_ID,
    answers: actionAnswers,
    proposed: true,
    summary: 'Hides an enabled entry from the FAQ screen; nothing is deleted. Answers the entry, disabled. 409 unless enabled.',
  }),
};
