// The news screen's call (docs/screens/news.md), proposed: the spec names the screen ("all roles
// including communication") and its back office (news: all, draft, enabled, disabled), not their
// calls. The shapes the back office will write are here too, so its calls and the
// readers' agree.
import { array, isoTimestamp, object, picklist, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { nonBlank, pageOf, PageQuerySchema, ROLES } from '../wire.ts';

/** Where an article stands in the back office (its lists: all, draft, enabled, disabled); readers see enabled ones once published. */
export const NEWS_STATUSES = ['draft', 'enabled', 'disabled'] as const;

const timestamp = () => pipe(string(), isoTimestamp('a date and time written YYYY-MM-DDTHH:MM:SSZ'));

/** An article as a list shows it. */
export const NewsSummarySchema = object({
  id: nonBlank(),
  /** When it was published: the list is newest first. */
  publishedAt: timestamp(),
  title: nonBlank(),
  /** One or two sentences, plain text. */
  summary: string(),
});

/** An article as its page shows it. */
export const NewsArticleSchema = object({
  ...NewsSummarySchema.entries,
  /** Plain text; paragraphs separated by a blank line. */
  body: string(),
});

/**
 * What the back office writes (create, edit): the texts and whom it targets. `audience` lists the
 * roles that read it; empty, every role does. Publishing sets `publishedAt`, makes it `enabled` and
 * pushes `newsPublished` to the users it targets.
 */
export const NewsDraftSchema = object({
  title: nonBlank(),
  summary: string(),
  body: string(),
  audience: array(picklist(ROLES, 'a known role')),
});

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
