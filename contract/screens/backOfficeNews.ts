// Back office › news (docs/screens/backOfficeNews.md), proposed: the spec names the screen and its
// lists (section 2: all, draft, enabled, disabled), not its calls. The texts and audience are the
// shape news.ts declares for what the back office writes, so readers and writers agree.
import { array, description, examples, maxLength, nullable, object, picklist, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { ErrorBodySchema, listQuery, nonBlank, pageOf, ROLES } from '../wire.ts';
import { NEWS_STATUSES, NewsArticleSchema, NewsDraftSchema } from './news.ts';

export const BackOfficeNewsItemSchema = pipe(
  object({
    id: pipe(
      nonBlank(),
      description('The article’s id: the actions’ `{newsId}` and the readers’ `/news/{newsId}`.'),
      examples(['news-01']),
    ),
    ...NewsDraftSchema.entries,
    status: pipe(
      picklist(NEWS_STATUSES),
      description(
        'Where it stands, and the action offered: `draft` (Publish), `enabled` (readers see it: Withdraw), `disabled` (withdrawn: Publish again).',
      ),
      examples(['enabled']),
    ),
    publishedAt: pipe(
      nullable(NewsArticleSchema.entries.publishedAt),
      description('When it was first published (UTC, `YYYY-MM-DDTHH:MM:SSZ`); null for a draft never published.'),
      examples(['2026-11-25T08:30:00Z', null]),
    ),
  }),
  description('An article as the back office keeps it.'),
);

/** The longest title, summary and text an article takes (the form says so before sending). */
export const NEWS_TITLE_MAX = 120;
export const NEWS_SUMMARY_MAX = 300;
export const NEWS_BODY_MAX = 2000;

/** What the back office's form sends, to create an article (a draft) or to change one. */
export const BackOfficeNewsBodySchema = pipe(
  object({
    title: pipe(
      string(),
      nonBlank(),
      maxLength(NEWS_TITLE_MAX, `at most ${NEWS_TITLE_MAX} characters`),
      description(`Its title, plain text, trimmed, 1 to ${NEWS_TITLE_MAX} characters.`),
      examples(['Nouvelle mutuelle au 1er janvier']),
    ),
    summary: pipe(
      string(),
      maxLength(NEWS_SUMMARY_MAX, `at most ${NEWS_SUMMARY_MAX} characters`),
      description(`One or two sentences, plain text, trimmed, at most ${NEWS_SUMMARY_MAX} characters (may be empty).`),
      examples(['Ce qui change pour vous et vos proches.']),
    ),
    body: pipe(
      string(),
      maxLength(NEWS_BODY_MAX, `at most ${NEWS_BODY_MAX} characters`),
      description(
        `The article, plain text (never HTML), trimmed, at most ${NEWS_BODY_MAX} characters; paragraphs separated by a blank line.`,
      ),
      examples(['À partir du 1er janvier, la mutuelle change.\n\nPour toute question, contactez votre agence.']),
    ),
    audience: pipe(
      array(picklist(ROLES, 'a known role')),
      description('The roles that read it, each once; empty: every role.'),
      examples([['worker', 'selfRegistered']]),
    ),
  }),
  description('An article as the back office’s form writes it.'),
);

const NEWS_ID = { newsId: { description: 'The article’s `id`, as the back office list answered it.', example: 'news-01' } };
const actionAnswers = { 200: BackOfficeNewsItemSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

const writeAnswers = { 400: ErrorBodySchema, 403: ErrorBodySchema };

export const backOfficeNewsCalls = {
  getBackOfficeNews: call({
    method: 'GET',
    path: '/v1/back-office/news',
    query: listQuery(['all', 'draft', 'enabled', 'disabled']),
    answers: { 200: pageOf(BackOfficeNewsItemSchema), 403: ErrorBodySchema },
    proposed: true,
    summary:
      'One page of the tenant’s articles as the back office keeps them (one status or all): drafts first, then newest published first. 403 outside the back office’s roles.',
  }),
  createBackOfficeNews: call({
    method: 'POST',
    path: '/v1/back-office/news',
    body: BackOfficeNewsBodySchema,
    answers: { 201: BackOfficeNewsItemSchema, ...writeAnswers },
    proposed: true,
    summary:
      'Writes a new article, a draft: nobody reads it until it is published (enable). Answers the article. 400 when a text is missing or too long.',
  }),
  updateBackOfficeNews: call({
    method: 'PUT',
    path: '/v1/back-office/news/{newsId}',
    parameters: NEWS_ID,
    body: BackOfficeNewsBodySchema,
    answers: { 200: BackOfficeNewsItemSchema, ...writeAnswers, 404: ErrorBodySchema },
    proposed: true,
    summary:
      'Changes an article’s texts and readers, whatever its status; a published one shows changed to its readers at once, without a new notification. Answers the article.',
  }),
  enableBackOfficeNews: call({
    method: 'POST',
    path: '/v1/back-office/news/{newsId}/enable',
    parameters: NEWS_ID,
    answers: actionAnswers,
    proposed: true,
    summary:
      'Publishes a draft or a withdrawn article: its readers see it, and each user it targets is pushed `newsPublished` (the first publication dates it). Answers the article, enabled. 409 when already enabled.',
  }),
  disableBackOfficeNews: call({
    method: 'POST',
    path: '/v1/back-office/news/{newsId}/disable',
    parameters: NEWS_ID,
    answers: actionAnswers,
    proposed: true,
    summary:
      'Withdraws an enabled article: readers no longer see it; nothing is deleted. Answers the article, disabled. 409 unless enabled.',
  }),
};
