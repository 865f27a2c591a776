// The stand-in's back office › news (docs/screens/backOfficeNews.md) on both tenants: the back
// office's roles read every article by status; publishing a draft makes it the readers' newest
// article and tells each user it targets (their notifications), not the others; withdrawing takes it
// off their list; the lifecycle refuses what its status does not offer; other roles are refused.
import { beforeEach, describe, expect, it } from 'vitest';
import { answerProblems } from '../../contract/check.ts';
import { backOfficeNewsCalls } from '../../contract/screens/backOfficeNews.ts';
import { signIn } from './helpers/sign-in.ts';
import { api, control, useStack } from './helpers/stack-fixture.ts';

type Article = { id: string; status: string; title: string; audience: string[]; publishedAt: string | null };
type Page<T> = { items: T[]; total: number };
type Note = { type: string; data: { newsId?: string } };

describe.each(['alpha', 'beta'] as const)('the back office’s news on tenant %s', (tenant) => {
  const stack = useStack({ tenant });
  const tokens = new Map<string, string>();
  const as = async (login: string) => {
    if (!tokens.has(login)) tokens.set(login, (await signIn(stack(), login)).access_token);
    return tokens.get(login)!;
  };
  const list = async (login: string, filter: string) => {
    const got = await api(stack(), await as(login), 'GET', `/v1/back-office/news?filter=${filter}&skip=0&take=100`);
    expect(got.status).toBe(200);
    expect(answerProblems(backOfficeNewsCalls.getBackOfficeNews, 200, got.json())).toEqual([]);
    return got.json<Page<Article>>().items;
  };
  const act = async (login: string, id: string, action: 'enable' | 'disable') =>
    api(stack(), await as(login), 'POST', `/v1/back-office/news/${id}/${action}`);
  const readerTitles = async (login: string) =>
    (await api(stack(), await as(login), 'GET', '/v1/news?skip=0&take=100'))
      .json<Page<{ title: string }>>()
      .items.map((item) => item.title);
  const newsNotes = async (login: string, id: string) =>
    (await api(stack(), await as(login), 'GET', '/v1/notifications?skip=0&take=100'))
      .json<Page<Note>>()
      .items.filter((note) => note.type === 'newsPublished' && note.data.newsId === id);

  beforeEach(async () => {
    await control(stack(), '/reset');
  });

  it('shows each back-office role every article, one status per tab, drafts first', async () => {
    for (const login of ['admin', 'support', 'communication', 'moa']) {
      const all = await list(login, 'all');
      expect(new Set(all.map((article) => article.status)), login).toEqual(new Set(['draft', 'enabled', 'disabled']));
      expect(all[0].status, login).toBe('draft');
      for (const status of ['draft', 'enabled', 'disabled'])
        expect(new Set((await list(login, status)).map((article) => article.status)), login).toEqual(new Set([status]));
    }
  });

  it('publishes a draft to the readers it targets, who are told; withdraws it again', async () => {
    const draft = (await list('communication', 'draft'))[0];
    expect(await readerTitles('worker')).not.toContain(draft.title);
    // Targets workers only, so the client is the case that is not told.
    const targeted = (await list('communication', 'all')).find(
      (article) => article.status === 'disabled' && article.audience.join() === 'worker,selfRegistered',
    )!;
    const published = await act('communication', targeted.id, 'enable');
    expect(published.status).toBe(200);
    expect(published.json<Article>().status).toBe('enabled');
    expect(await readerTitles('worker')).toContain(targeted.title);
    expect(await newsNotes('worker', targeted.id)).toHaveLength(1);
    expect(await readerTitles('client')).not.toContain(targeted.title);
    expect(await newsNotes('client', targeted.id)).toHaveLength(0);

    const first = await act('communication', draft.id, 'enable');
    expect(first.json<Article>().publishedAt).not.toBeNull();
    expect((await readerTitles('worker'))[0]).toBe(draft.title);
    expect((await readerTitles('client'))[0]).toBe(draft.title);
    expect(await newsNotes('client', draft.id)).toHaveLength(1);

    expect((await act('communication', draft.id, 'disable')).json<Article>().status).toBe('disabled');
    expect(await readerTitles('worker')).not.toContain(draft.title);
  });

  it('refuses what the status does not offer, an unknown article, and the roles outside the back office', async () => {
    const [draft] = await list('moa', 'draft');
    const [live] = await list('moa', 'enabled');
    expect((await act('moa', draft.id, 'disable')).status).toBe(409);
    expect((await act('moa', live.id, 'enable')).status).toBe(409);
    expect((await act('moa', 'news-none', 'enable')).status).toBe(404);
    for (const login of ['worker', 'client', 'director']) {
      expect((await api(stack(), await as(login), 'GET', '/v1/back-office/news?filter=all&skip=0&take=10')).status, login).toBe(403);
      expect((await act(login, draft.id, 'enable')).status, login).toBe(403);
    }
  });
});
