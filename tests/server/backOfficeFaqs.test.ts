// The stand-in's back office › FAQs (docs/screens/backOfficeFaqs.md) on both tenants: the back
// office's roles read every entry by status; a new entry is a draft the FAQ screen does not show
// until published; publishing shows it, disabling hides it again; a change shows at once; the
// lifecycle refuses what its status does not offer; other roles are refused.
import { beforeEach, describe, expect, it } from 'vitest';
import { answerProblems } from '../../contract/check.ts';
import { backOfficeFaqsCalls } from '../../contract/screens/backOfficeFaqs.ts';
import { signIn } from './helpers/sign-in.ts';
import { api, control, useStack } from './helpers/stack-fixture.ts';

type Entry = { id: string; status: string; question: string; category: string };
type Page<T> = { items: T[]; total: number };

describe.each(['alpha', 'beta'] as const)('the back office’s FAQs on tenant %s', (tenant) => {
  const stack = useStack({ tenant });
  const tokens = new Map<string, string>();
  const as = async (login: string) => {
    if (!tokens.has(login)) tokens.set(login, (await signIn(stack(), login)).access_token);
    return tokens.get(login)!;
  };
  const list = async (login: string, filter: string) => {
    const got = await api(stack(), await as(login), 'GET', `/v1/back-office/faqs?filter=${filter}&skip=0&take=100`);
    expect(got.status).toBe(200);
    expect(answerProblems(backOfficeFaqsCalls.getBackOfficeFaqs, 200, got.json())).toEqual([]);
    return got.json<Page<Entry>>().items;
  };
  const readerQuestions = async (login: string) =>
    (await api(stack(), await as(login), 'GET', '/v1/faq?filter=all&skip=0&take=100'))
      .json<Page<{ question: string }>>()
      .items.map((item) => item.question);
  const act = async (login: string, id: string, action: 'enable' | 'disable') =>
    api(stack(), await as(login), 'POST', `/v1/back-office/faqs/${id}/${action}`);

  beforeEach(async () => {
    await control(stack(), '/reset');
  });

  it('shows each back-office role every entry, one status per tab, drafts first; readers see the enabled ones', async () => {
    for (const login of ['admin', 'support', 'communication', 'moa']) {
      const all = await list(login, 'all');
      expect(new Set(all.map((entry) => entry.status)), login).toEqual(new Set(['draft', 'enabled', 'disabled']));
      expect(all[0].status, login).toBe('draft');
      for (const status of ['draft', 'enabled', 'disabled'])
        expect(new Set((await list(login, status)).map((entry) => entry.status)), login).toEqual(new Set([status]));
    }
    const enabled = (await list('support', 'enabled')).map((entry) => entry.question);
    expect(new Set(await readerQuestions('worker'))).toEqual(new Set(enabled));
  });

  it('writes a draft readers do not see, changes it, publishes it, disables it', async () => {
    const body = { category: 'workers', question: '  Changer <b>d’agence</b> ? ', answer: 'Demandez-le à votre agence.' };
    const created = await api(stack(), await as('communication'), 'POST', '/v1/back-office/faqs', body);
    expect(created.status).toBe(201);
    expect(answerProblems(backOfficeFaqsCalls.createBackOfficeFaq, 201, created.json())).toEqual([]);
    const entry = created.json<Entry>();
    expect(entry).toMatchObject({ status: 'draft', question: 'Changer <b>d’agence</b> ?', category: 'workers' });
    expect((await list('communication', 'draft'))[0].id).toBe(entry.id);
    expect(await readerQuestions('client')).not.toContain(entry.question);

    const changed = await api(stack(), await as('moa'), 'PUT', `/v1/back-office/faqs/${entry.id}`, {
      ...body,
      question: 'Changer d’agence ?',
    });
    expect(changed.status).toBe(200);
    expect(changed.json<Entry>()).toMatchObject({ id: entry.id, status: 'draft', question: 'Changer d’agence ?' });

    expect((await act('support', entry.id, 'enable')).json<Entry>().status).toBe('enabled');
    expect(await readerQuestions('client')).toContain('Changer d’agence ?');
    expect((await act('support', entry.id, 'disable')).json<Entry>().status).toBe('disabled');
    expect(await readerQuestions('client')).not.toContain('Changer d’agence ?');
  });

  it('refuses a blank or too long text, an unknown category, what the status does not offer, and other roles', async () => {
    const write = async (login: string, body: unknown, id?: string) =>
      (await api(stack(), await as(login), id ? 'PUT' : 'POST', `/v1/back-office/faqs${id ? `/${id}` : ''}`, body)).status;
    const ok = { category: 'other', question: 'Q ?', answer: 'R.' };
    expect(await write('admin', { ...ok, question: 'x'.repeat(200) })).toBe(201);
    expect(await write('admin', { ...ok, question: 'x'.repeat(201) })).toBe(400);
    expect(await write('admin', { ...ok, answer: '  ' })).toBe(400);
    expect(await write('admin', { ...ok, category: 'all' })).toBe(400);
    expect(await write('admin', ok, 'faq-none')).toBe(404);
    const [draft] = await list('admin', 'draft');
    const [live] = await list('admin', 'enabled');
    expect((await act('admin', draft.id, 'disable')).status).toBe(409);
    expect((await act('admin', live.id, 'enable')).status).toBe(409);
    for (const login of ['worker', 'client', 'director']) {
      expect((await api(stack(), await as(login), 'GET', '/v1/back-office/faqs?filter=all&skip=0&take=10')).status, login).toBe(403);
      expect(await write(login, ok), login).toBe(403);
      expect((await act(login, draft.id, 'enable')).status, login).toBe(403);
    }
  });
});
