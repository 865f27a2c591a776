// Back office › news (docs/screens/backOfficeNews.md), proposed: the spec names the screen and its
// lists (section 2: all, draft, enabled, disabled), not its calls. The texts and audience are the
// shape news.ts declares for what the back office writes, so readers and writers agree.
import { description, examples, nullable, object, picklist, pipe } from 'valibot';
import { call } from '../calls.ts';
import { ErrorBodySchema, listQuery, nonBlank, pageOf } from '../wire.ts';
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

const NEWS_ID = { newsId: { description: 'The article’s `id`, as the back office list answered it.', example: 'news-01' } };
const actionAnswers = { 200: BackOfficeNewsItemSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

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
