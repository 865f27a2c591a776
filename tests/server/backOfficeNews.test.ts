// The stand-in's back office › news (docs/screens/backOfficeNews.md) on both tenants: the back
// office's roles read every article by status; publishing a draft makes it the readers' newest
// article and tells each user it targets (their notifications), not the others; withdrawing takes it
// off their list; a new article is a draft nobody reads until published, kept as written (trimmed);
// changing one changes what its readers see, without telling them again; the lifecycle refuses what its status does not offer; other roles are refused.
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

  it('writes a draft nobody reads, changes it, publishes it to the roles it names', async () => {
    const body = { title: '  Vestiaires <b>rénovés</b> ', summary: 'Dès lundi.', body: 'Texte.', audience: ['worker', 'worker'] };
    const created = await api(stack(), await as('communication'), 'POST', '/v1/back-office/news', body);
    expect(created.status).toBe(201);
    expect(answerProblems(backOfficeNewsCalls.createBackOfficeNews, 201, created.json())).toEqual([]);
    const article = created.json<Article>();
    expect(article).toMatchObject({ status: 'draft', title: 'Vestiaires <b>rénovés</b>', audience: ['worker'], publishedAt: null });
    expect((await list('communication', 'draft'))[0].id).toBe(article.id);
    expect(await readerTitles('worker')).not.toContain(article.title);

    const changed = await api(stack(), await as('communication'), 'PUT', `/v1/back-office/news/${article.id}`, {
      ...body,
      title: 'Vestiaires rénovés',
      audience: ['clientUser'],
    });
    expect(changed.status).toBe(200);
    expect(answerProblems(backOfficeNewsCalls.updateBackOfficeNews, 200, changed.json())).toEqual([]);
    expect(changed.json<Article>()).toMatchObject({
      id: article.id,
      status: 'draft',
      title: 'Vestiaires rénovés',
      audience: ['clientUser'],
    });

    expect((await act('communication', article.id, 'enable')).status).toBe(200);
    expect(await readerTitles('client')).toContain('Vestiaires rénovés');
    expect(await readerTitles('worker')).not.toContain('Vestiaires rénovés');
    expect(await newsNotes('client', article.id)).toHaveLength(1);
    // A published article changed: its readers see the change, nobody is told again.
    await api(stack(), await as('communication'), 'PUT', `/v1/back-office/news/${article.id}`, {
      ...body,
      title: 'Vestiaires ouverts',
      audience: [],
    });
    expect(await readerTitles('worker')).toContain('Vestiaires ouverts');
    expect(await newsNotes('client', article.id)).toHaveLength(1);
  });

  it('refuses a blank or too long title, an unknown role, an unknown article and other roles’ writes', async () => {
    const write = async (login: string, body: unknown, id?: string) =>
      (await api(stack(), await as(login), id ? 'PUT' : 'POST', `/v1/back-office/news${id ? `/${id}` : ''}`, body)).status;
    const ok = { title: 'Titre', summary: '', body: '', audience: [] };
    expect(await write('moa', ok)).toBe(201);
    expect(await write('moa', { ...ok, title: '   ' })).toBe(400);
    expect(await write('moa', { ...ok, title: 'x'.repeat(121) })).toBe(400);
    expect(await write('moa', { ...ok, title: 'x'.repeat(120) })).toBe(201);
    expect(await write('moa', { ...ok, body: 'x'.repeat(2001) })).toBe(400);
    expect(await write('moa', { ...ok, audience: ['king'] })).toBe(400);
    expect(await write('moa', ok, 'news-none')).toBe(404);
    for (const login of ['worker', 'director']) expect(await write(login, ok), login).toBe(403);
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
