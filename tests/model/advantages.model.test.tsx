// @vitest-environment happy-dom
// Advantages (docs/screens/advantages.md): the tenant's readable pages. Its machine only decides
// whether the tenant has the tab's page; each path is replayed on both tenants with the contract's
// facts written out here (alpha, the exclusive tenant, has five pages; beta has four, no platform
// benefits), then through its view, where each page shows the tenant's own text and links.
import { afterEach, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { advantagesMachine } from '../../machines/advantages/advantages.machine';
import { advantagesScreen } from '../../machines/screens/advantages.screen';
import AdvantagesScreen from '../../src/views/screens/advantages/AdvantagesScreen';
import { readAdvantagePage } from '../../src/views/screens/advantages/advantagePage';
import { assertJointCoverage, createModel, type Oracle } from './harness';
import { publishJourneys } from './journeys';

// The contract's facts (docs/screens/advantages.md › Stand-in data, Who): the pages each tenant has.
const PAGES: Record<string, readonly string[]> = {
  alpha: ['cet', 'healthMutual', 'fastt', 'collectiveAgreement', 'platformBenefits'],
  beta: ['cet', 'healthMutual', 'fastt', 'collectiveAgreement'],
};
const route = (tab: string) => ({ path: `/advantages/${tab}`, params: {}, tab });
const input = (tenant: string) => ({ route: route('cet'), user: {} as never, tenant });

type Machine = typeof advantagesMachine;
const oracle: Oracle<Machine> = {
  // A tab of the tenant's pages shows; any other (platform benefits on beta, the deposit request
  // typed here, a tab that is no page) is said to be absent. Nothing is called, nothing kept.
  'advantages.page': ({ snapshot, effects }) => {
    expect(PAGES[snapshot.context.tenant]).toContain(snapshot.context.route.tab);
    expect(effects.map((effect) => effect.type).filter((type) => type !== 'assignRoute')).toEqual([]);
  },
  'advantages.absent': ({ snapshot }) => {
    expect(PAGES[snapshot.context.tenant]).not.toContain(snapshot.context.route.tab);
  },
};

// Every state ignores a pushed notification: the pages read nothing (› States).
const ignores = { advantages: ['NOTIFICATION.RECEIVED'] } as const;

const modelOf = (tenant: string) =>
  createModel(advantagesMachine, {
    input: input(tenant),
    oracle,
    ignores,
    events: {
      'ROUTE.CHANGED': [
        { route: route('platformBenefits') },
        { route: route('fastt') },
        { route: route('depositRequest') },
        { route: route('nothing') },
      ],
      'NOTIFICATION.RECEIVED': [{ notification: { id: 'n-1', type: 'depositRequestAnswered', category: 'advantages' } }],
    },
    alwaysPossible: ['NOTIFICATION.RECEIVED'],
  });
const alpha = modelOf('alpha');
const beta = modelOf('beta');

describe('advantages model', () => {
  for (const [tenant, model] of [
    ['alpha', alpha],
    ['beta', beta],
  ] as const)
    for (const path of model.paths()) it(`${tenant}: ${path.description}`, () => model.replay(path));
});

describe('Advantages as declared', () => {
  it('is its own machine on the worker advantages tabs, the deposit request by default (docs/screens/advantages.md › Who)', () => {
    expect(advantagesScreen).toMatchObject({
      id: 'advantages',
      paths: ['/advantages/cet', '/advantages'],
      tabs: 'workerAdvantages',
      defaultTab: 'depositRequest',
      machine: 'own',
    });
  });
});

const json = (file: string) => JSON.parse(readFileSync(join(process.cwd(), 'public/i18n', file), 'utf8'));
const i18nOf = async (tenant: string, lang: 'fr' | 'en', withTenantFile = true) => {
  const instance: I18n = i18next.createInstance();
  const translation = { ...json(`core/${lang}.json`), ...(withTenantFile ? json(`tenants/${tenant}.${lang}.json`) : {}) };
  await instance.init({ lng: lang, resources: { [lang]: { translation } } });
  return instance;
};
afterEach(() => cleanup());

describe('advantages view: each page with its tenant’s texts and links', () => {
  for (const tenant of ['alpha', 'beta'])
    for (const lang of ['fr', 'en'] as const)
      it.each(['cet', 'healthMutual', 'fastt', 'collectiveAgreement', 'platformBenefits'])(`${tenant} in ${lang}: %s`, async (tab) => {
        const i18n = await i18nOf(tenant, lang);
        const model = tenant === 'alpha' ? alpha : beta;
        const file = json(`tenants/${tenant}.${lang}.json`).tenant.advantages[tab];
        await model.run([{ type: 'ROUTE.CHANGED', route: route(tab) }], {
          onStart: ({ actor }) =>
            render(
              <I18nextProvider i18n={i18n}>
                <AdvantagesScreen actorRef={actor as never} />
              </I18nextProvider>,
            ).container,
        });
        const root = document.body.querySelector<HTMLElement>('[data-machine="advantages"]')!;
        if (!PAGES[tenant].includes(tab)) {
          expect(root.textContent).toBe(
            lang === 'fr'
              ? 'Votre agence ne propose pas cette page. Ses autres avantages sont dans le menu ci-dessus.'
              : 'Your agency does not offer this page. Its other advantages are in the menu above.',
          );
          expect(root.querySelector('article')).toBeNull();
          return;
        }
        // The tenant's paragraphs, as its file writes them, and its links opening in a new tab.
        const paragraphs = [...root.querySelectorAll('article p')].map((p) => p.textContent);
        expect(paragraphs).toEqual(file.text.split('\n\n'));
        const links = [...root.querySelectorAll<HTMLAnchorElement>('article a')];
        expect(links.map((a) => a.getAttribute('href'))).toEqual(file.links.map((link: { url: string }) => link.url));
        for (const a of links) {
          expect(a.target).toBe('_blank');
          expect(a.rel).toContain('noopener');
          expect(a.textContent).toContain(lang === 'fr' ? '(s’ouvre dans un nouvel onglet)' : '(opens in a new tab)');
        }
      });

  it('shows the screen’s general words when the tenant’s file failed to load', async () => {
    const i18n = await i18nOf('alpha', 'fr', false);
    await alpha.run([{ type: 'ROUTE.CHANGED', route: route('fastt') }], {
      onStart: ({ actor }) =>
        render(
          <I18nextProvider i18n={i18n}>
            <AdvantagesScreen actorRef={actor as never} />
          </I18nextProvider>,
        ).container,
    });
    const root = document.body.querySelector<HTMLElement>('[data-machine="advantages"]')!;
    expect(root.querySelector('article p')!.textContent).toMatch(/^Le FASTT, Fonds d’action sociale du travail temporaire/);
    expect(root.querySelector('article a')).toBeNull();
  });
});

describe('an advantage page read from a tenant’s file (docs/screens/advantages.md › Where the texts come from)', () => {
  it('keeps https, mailto and tel links and leaves any other address out', () => {
    const page = readAdvantagePage({
      text: 'Texte',
      links: [
        { label: 'Site', url: 'https://www.fastt.org' },
        { label: 'Écrire', url: 'mailto:a@b.example' },
        { label: 'Appeler', url: 'tel:+33100000000' },
        { label: 'Script', url: 'javascript:alert(1)' },
        { label: 'Clair', url: 'http://example.com' },
        { label: 'Relatif', url: '/ailleurs' },
        { label: '', url: 'https://sans-nom.example' },
        { label: 'Sans adresse' },
        'pas un lien',
      ],
    });
    expect(page).toEqual({
      text: 'Texte',
      links: [
        { label: 'Site', url: 'https://www.fastt.org' },
        { label: 'Écrire', url: 'mailto:a@b.example' },
        { label: 'Appeler', url: 'tel:+33100000000' },
      ],
    });
  });

  it('is no page without a text (the general words show instead)', () => {
    expect(readAdvantagePage(undefined)).toBeNull();
    expect(readAdvantagePage('tenant.advantages.cet')).toBeNull();
    expect(readAdvantagePage({ text: '  ', links: [] })).toBeNull();
    expect(readAdvantagePage([])).toBeNull();
    expect(readAdvantagePage({ text: 'Seul' })).toEqual({ text: 'Seul', links: [] });
  });
});

publishJourneys('advantages', { alpha, beta });

it('gate: every state, transition and sneak path of Advantages on both tenants', () => assertJointCoverage([alpha, beta]));
