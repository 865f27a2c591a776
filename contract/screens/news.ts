// The news screen's call (docs/screens/news.md), proposed: the spec names the screen ("all roles
// including communication") and its back office (news: all, draft, enabled, disabled), not their
// calls. The shapes the back office will write are here too, so its calls and the
// readers' agree.
import { array, description, examples, isoTimestamp, object, picklist, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { nonBlank, pageOf, PageQuerySchema, ROLES } from '../wire.ts';

/** Where an article stands in the back office (its lists: all, draft, enabled, disabled); readers see enabled ones once published. */
export const NEWS_STATUSES = ['draft', 'enabled', 'disabled'] as const;

const timestamp = () => pipe(string(), isoTimestamp('a date and time written YYYY-MM-DDTHH:MM:SSZ'));

/** An article as a list shows it. */
export const NewsSummarySchema = pipe(
  object({
    id: pipe(nonBlank(), description('The article’s id: the article page’s `{newsId}`.'), examples(['news-2026-118'])),
    /** When it was published: the list is newest first. */
    publishedAt: pipe(
      timestamp(),
      description(
        'When it was published, an ISO 8601 date-time in UTC, `YYYY-MM-DDTHH:MM:SSZ` (fraction allowed): the list is newest first and shows the date in the reader’s language.',
      ),
      examples(['2026-11-25T08:00:00Z']),
    ),
    title: pipe(nonBlank(), description('Its title, plain text.'), examples(['Nouvelle mutuelle au 1er janvier'])),
    /** One or two sentences, plain text. */
    summary: pipe(
      string(),
      description('One or two sentences, plain text (may be empty: not shown).'),
      examples(['Ce qui change pour vous et vos proches.']),
    ),
  }),
  description('An article as the news list shows it.'),
);

/** An article as its page shows it. */
export const NewsArticleSchema = pipe(
  object({
    ...NewsSummarySchema.entries,
    /** Plain text; paragraphs separated by a blank line. */
    body: pipe(
      string(),
      description('The article, plain text (never HTML); paragraphs separated by a blank line.'),
      examples(['À partir du 1er janvier, la mutuelle change.\n\nPour toute question, contactez votre agence.']),
    ),
  }),
  description('An article as its page shows it.'),
);

/**
 * What the back office writes (create, edit): the texts and whom it targets. `audience` lists the
 * roles that read it; empty, every role does. Publishing sets `publishedAt`, makes it `enabled` and
 * pushes `newsPublished` to the users it targets.
 */
export const NewsDraftSchema = pipe(
  object({
    title: pipe(nonBlank(), description('Its title, plain text.'), examples(['Nouvelle mutuelle au 1er janvier'])),
    summary: pipe(string(), description('One or two sentences, plain text.'), examples(['Ce qui change pour vous et vos proches.'])),
    body: pipe(
      string(),
      description('The article, plain text; paragraphs separated by a blank line.'),
      examples(['À partir du 1er janvier, la mutuelle change.']),
    ),
    audience: pipe(
      array(picklist(ROLES, 'a known role')),
      description('The roles that read it; empty: every role.'),
      examples([['worker']]),
    ),
  }),
  description('An article as the back office writes it.'),
);

export const newsCalls = {
  getNews: call({
    method: 'GET',
    path: '/v1/news',
    query: PageQuerySchema,
    answers: { 200: pageOf(NewsSummarySchema) },
    proposed: true,
    summary:
      'One page of the tenant’s published articles that target one of the caller’s roles (an article without roles targets everyone), newest first.',
  }),
};
