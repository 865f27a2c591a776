// The stand-in's back office › news (docs/screens/backOfficeNews.md): the same articles the readers'
// news screen reads (news.ts newsOf), every status; write a new one (a draft), change one's texts and
// readers; publish a draft or a withdrawn article (its
// readers see it, and each demo user it targets is pushed `newsPublished`), withdraw an enabled one.
// The changes last until the stack's reset.
import { backOfficeNewsCalls } from '../../contract/screens/backOfficeNews.ts';
import { route, type Route } from '../api/router.ts';
import { DEMO_LOGINS, type DemoAccount, type StoredNotification } from '../demo-data.ts';
import { HttpError } from '../http-utils.ts';
import type { NotificationHub } from '../hub/hub.ts';
import type { StackState } from '../state.ts';
import { listQuery, page } from './lists.ts';
import { newsOf, targets, type NewsRecord } from './news.ts';

const FILTERS = ['all', 'draft', 'enabled', 'disabled'] as const;
/** The back office's roles (spec sections 2 and 6). */
const PUBLISHERS = ['administrator', 'support', 'communication', 'moa'];

function publisher(account: DemoAccount) {
  if (!account.info.roles.some((role) => PUBLISHERS.includes(role)))
    throw new HttpError(403, 'Le back office des actualités n’est pas accessible à ce compte.');
}

const view = (record: NewsRecord) => structuredClone(record);

// Drafts first (they wait for someone), then the newest published.
const order = (a: NewsRecord, b: NewsRecord) =>
  a.publishedAt === null ? (b.publishedAt === null ? 0 : -1) : b.publishedAt === null ? 1 : b.publishedAt.localeCompare(a.publishedAt);

function found(state: StackState, newsId: string): NewsRecord {
  const record = newsOf(state).find((candidate) => candidate.id === newsId);
  if (!record) throw new HttpError(404, 'Cette actualité n’existe pas, ou plus.');
  return record;
}

let pushCounter = 0;
let createdCounter = 0;

type Written = Pick<NewsRecord, 'title' | 'summary' | 'body' | 'audience'>;

/** The form's texts as kept: trimmed (the contract has checked their lengths), each role once. */
const written = (body: unknown): Written => {
  const sent = body as Written;
  return {
    title: sent.title.trim(),
    summary: sent.summary.trim(),
    body: sent.body.trim(),
    audience: [...new Set(sent.audience)],
  };
};

/** Stores `newsPublished` in the notifications of every demo user the article targets and pushes it; answers how many connections received it. */
export function tellReaders(state: StackState, hub: NotificationHub, record: NewsRecord, now = new Date()): number {
  let delivered = 0;
  for (const login of DEMO_LOGINS) {
    const account = state.account(login);
    if (!account || !targets(record, account.info.roles)) continue;
    pushCounter += 1;
    const notification: StoredNotification = {
      id: `n-news-${now.getTime()}-${pushCounter}`,
      type: 'newsPublished',
      category: 'news',
      data: { reference: record.id, label: record.title, newsId: record.id },
      createdAt: now.toISOString(),
      processed: false,
    };
    account.notifications = [notification, ...account.notifications];
    const { processed: _processed, ...sent } = notification;
    delivered += hub.send(login, 'SendNotification', [sent]);
  }
  return delivered;
}

export const backOfficeNewsRoutes: Route[] = [
  route(backOfficeNewsCalls.getBackOfficeNews, ({ query, state, account }) => {
    publisher(account);
    const list = listQuery(query, FILTERS);
    const shown = newsOf(state)
      .filter((record) => list.filter === null || list.filter === 'all' || record.status === list.filter)
      .sort(order)
      .map(view);
    return { status: 200, body: page(shown, list) };
  }),
  route(backOfficeNewsCalls.createBackOfficeNews, ({ body, state, account }) => {
    publisher(account);
    createdCounter += 1;
    const record: NewsRecord = { id: `news-new-${Date.now()}-${createdCounter}`, status: 'draft', publishedAt: null, ...written(body) };
    if (record.title === '') throw new HttpError(400, 'Le titre est obligatoire.');
    // First among the drafts: the newest written is the one being worked on.
    newsOf(state).unshift(record);
    return { status: 201, body: view(record) };
  }),
  route(backOfficeNewsCalls.updateBackOfficeNews, ({ params, body, state, account }) => {
    publisher(account);
    const record = found(state, params.newsId);
    const texts = written(body);
    if (texts.title === '') throw new HttpError(400, 'Le titre est obligatoire.');
    Object.assign(record, texts);
    return { status: 200, body: view(record) };
  }),
  route(backOfficeNewsCalls.enableBackOfficeNews, ({ params, state, account, hub }) => {
    publisher(account);
    const record = found(state, params.newsId);
    if (record.status === 'enabled') throw new HttpError(409, 'Cette actualité est déjà publiée.');
    const now = new Date();
    record.status = 'enabled';
    record.publishedAt ??= now.toISOString();
    tellReaders(state, hub, record, now);
    return { status: 200, body: view(record) };
  }),
  route(backOfficeNewsCalls.disableBackOfficeNews, ({ params, state, account }) => {
    publisher(account);
    const record = found(state, params.newsId);
    if (record.status !== 'enabled') throw new HttpError(409, 'Seule une actualité publiée peut être retirée.');
    record.status = 'disabled';
    return { status: 200, body: view(record) };
  }),
];
