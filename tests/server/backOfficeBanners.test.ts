// The stand-in's back office › banners (docs/screens/backOfficeBanners.md) on both tenants: the back
// office's roles read every banner by status; a new banner is a draft no home shows until published;
// published, it is first on the home of the roles it targets (three at most) and on no other; a
// disabled one leaves; a link to another site is refused; other roles are refused.
import { beforeEach, describe, expect, it } from 'vitest';
import { answerProblems } from '../../contract/check.ts';
import { backOfficeBannersCalls } from '../../contract/screens/backOfficeBanners.ts';
import { signIn } from './helpers/sign-in.ts';
import { api, control, useStack } from './helpers/stack-fixture.ts';

type Banner = { id: string; status: string; title: string; link: string | null };
type Page<T> = { items: T[]; total: number };

const HOMES: Record<string, string> = {
  worker: '/v1/users/me/dashboard',
  selfregistered: '/v1/users/me/dashboard',
  client: '/v1/clients/me/dashboard',
  director: '/v1/agency/dashboard',
  admin: '/v1/agency/dashboard',
};

describe.each(['alpha', 'beta'] as const)('the back office’s banners on tenant %s', (tenant) => {
  const stack = useStack({ tenant });
  const tokens = new Map<string, string>();
  const as = async (login: string) => {
    if (!tokens.has(login)) tokens.set(login, (await signIn(stack(), login)).access_token);
    return tokens.get(login)!;
  };
  const list = async (login: string, filter: string) => {
    const got = await api(stack(), await as(login), 'GET', `/v1/back-office/banners?filter=${filter}&skip=0&take=100`);
    expect(got.status).toBe(200);
    expect(answerProblems(backOfficeBannersCalls.getBackOfficeBanners, 200, got.json())).toEqual([]);
    return got.json<Page<Banner>>().items;
  };
  const home = async (login: string) => {
    const got = await api(stack(), await as(login), 'GET', HOMES[login]);
    expect(got.status).toBe(200);
    return got.json<{ banners: Banner[] }>().banners.map((banner) => banner.title);
  };
  const write = async (login: string, body: unknown) => api(stack(), await as(login), 'POST', '/v1/back-office/banners', body);
  const act = async (login: string, id: string, action: 'enable' | 'disable') =>
    api(stack(), await as(login), 'POST', `/v1/back-office/banners/${id}/${action}`);

  beforeEach(async () => {
    await control(stack(), '/reset');
  });

  it('shows each back-office role every banner, one status per tab, drafts first; others are refused', async () => {
    for (const login of ['admin', 'support', 'communication', 'moa']) {
      const all = await list(login, 'all');
      expect(all.map((banner) => banner.status)).toEqual(['draft', 'enabled', 'enabled', 'enabled', 'disabled']);
      for (const status of ['draft', 'enabled', 'disabled'])
        expect((await list(login, status)).map((banner) => banner.id)).toEqual(
          all.filter((banner) => banner.status === status).map((banner) => banner.id),
        );
    }
    for (const login of ['worker', 'client', 'director'])
      expect((await api(stack(), await as(login), 'GET', '/v1/back-office/banners?filter=all&skip=0&take=20')).status).toBe(403);
  });

  it('shows each home the enabled banners for its roles, latest first; a published one comes first for its roles only; a disabled one leaves', async () => {
    const before = Object.fromEntries(await Promise.all(Object.keys(HOMES).map(async (login) => [login, await home(login)])));
    // Workers and clients each have theirs and everyone's; staff only everyone's.
    expect(before.worker).toHaveLength(2);
    expect(before.client).toHaveLength(2);
    expect(before.director).toHaveLength(1);
    expect(before.worker[1]).toBe(before.director[0]);
    expect(before.client).not.toContain(before.worker[0]);

    const written = await write('communication', {
      title: '  Le <b>pass</b> carburant  ',
      text: '',
      link: '/advantages',
      audience: ['worker'],
    });
    expect(written.status).toBe(201);
    const created = written.json<Banner>();
    expect(created).toMatchObject({ status: 'draft', title: 'Le <b>pass</b> carburant' });
    expect(await home('worker')).toEqual(before.worker);

    expect((await act('communication', created.id, 'enable')).status).toBe(200);
    expect(await home('worker')).toEqual(['Le <b>pass</b> carburant', ...before.worker]);
    expect(await home('selfregistered')).toEqual(before.selfregistered);
    expect(await home('client')).toEqual(before.client);

    expect((await act('admin', created.id, 'disable')).status).toBe(200);
    expect(await home('worker')).toEqual(before.worker);
  });

  it('shows three at most', async () => {
    for (const n of [1, 2, 3]) {
      const { id } = (await write('admin', { title: `Bannière ${n}`, text: '', link: null, audience: [] })).json<Banner>();
      await act('admin', id, 'enable');
    }
    expect(await home('worker')).toEqual(['Bannière 3', 'Bannière 2', 'Bannière 1']);
  });

  it('refuses a link to another site and the lifecycle’s impossible moves', async () => {
    for (const link of ['https://partner.example', '//partner.example', '/\\partner.example', 'javascript:alert(1)'])
      expect((await write('admin', { title: 'T', text: '', link, audience: [] })).status, link).toBe(400);
    expect((await act('admin', 'bn-01', 'enable')).status).toBe(409);
    expect((await act('admin', 'bn-04', 'disable')).status).toBe(409);
  });
});
