// @vitest-environment happy-dom
// Privacy (docs/screens/privacy.md): the detail family configured by its declaration, one view (no
// route parameter), the tenant's notice read once; a 404 says the tenant has none, a 403 that it is not
// the reader's, any other failure
// raises the shared dialog. Its paths are replayed on a live actor, each step checked by the
// families' oracle with the facts of its screen contract, then through its view in French.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { familyMachine } from '../../machines/screens/familyMachine';
import { privacyScreen } from '../../machines/screens/privacy.screen';
import PrivacyScreen from '../../src/views/screens/privacy/PrivacyScreen';
import { assertJointCoverage, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

// The screen contract's facts (docs/screens/privacy.md): read from getPrivacyNotice, nothing pushed reads it again.
const FACTS = { id: 'privacy', family: 'detail', load: 'getPrivacyNotice', refreshOn: [] } as const;

const machine = familyMachine(privacyScreen)!;

const INPUT = { route: { path: '/privacy', params: {}, tab: null }, user: {} as never, tenant: 'alpha' };
const section = (id: string, paragraphs: string[], links: { label: string; href: string }[] = []) => ({ id, paragraphs, links });
const NOTICE = {
  id: 'privacy-alpha-2025-03-01',
  updatedOn: '2025-03-01',
  sections: [
    section(
      'controller',
      ['Alpha Intérim <i>SAS</i>, responsable du traitement.'],
      [{ label: 'Site', href: 'https://www.alpha-interim.example' }],
    ),
    section('collected', ['Votre identité.', 'Vos relevés d’heures.']),
    section('purposes', ['Vous proposer des missions.']),
    section('retention', ['Cinq ans.']),
    // A link the contract refuses, were it to come: shown as text, never followed.
    section(
      'rights',
      ['Vos droits.'],
      [
        { label: 'Saisir la CNIL', href: 'https://www.cnil.fr/fr/plaintes' },
        { label: 'Piège', href: 'javascript:alert(1)' },
      ],
    ),
    section('dpo', ['Écrivez-nous.'], [{ label: 'dpo@alpha-interim.example', href: 'mailto:dpo@alpha-interim.example' }]),
  ],
};

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadItem': [{ output: NOTICE }],
    'xstate.error.actor.loadItem': [
      { error: httpFailure(404, 'Aucune politique publiée') },
      { error: httpFailure(403, 'Réservé aux intérimaires') },
      { error: httpFailure(500, 'Politique indisponible') },
    ],
    // One view: the same page spelled otherwise is all a route change can be.
    'ROUTE.CHANGED': [{ route: { path: '/Privacy/', params: {}, tab: null } }],
    'NOTIFICATION.RECEIVED': [{ notification: { id: 'n-1', type: 'newsPublished', category: 'news' } }],
  },
  alwaysPossible: ['NOTIFICATION.RECEIVED'],
});

describe('privacy model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});
afterEach(() => cleanup());

const HEADINGS = [
  'Qui traite vos données',
  'Les données collectées',
  'Pourquoi nous les traitons',
  'Combien de temps nous les gardons',
  'Vos droits',
  'Nous écrire',
];

describe('privacy view: what a person sees in each state', () => {
  for (const path of model.paths()) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) =>
          render(
            <I18nextProvider i18n={i18n}>
              <PrivacyScreen actorRef={actor as never} />
            </I18nextProvider>,
          ).container,
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="privacy"]')!;
          const text = root.textContent ?? '';
          expect(text.includes('Chargement…')).toBe(snapshot.matches({ data: 'loading' }));
          expect(text.includes('La politique de confidentialité n’a pas pu être chargée.')).toBe(snapshot.matches({ data: 'loadFailed' }));
          expect(text.includes('Votre agence n’a pas encore publié sa politique de confidentialité.')).toBe(
            snapshot.matches({ data: 'notFound' }),
          );
          expect(text.includes('La politique de confidentialité ne vous est pas accessible.')).toBe(
            snapshot.matches({ data: 'forbidden' }),
          );
          const sections = [...root.querySelectorAll('section')];
          if (snapshot.matches({ data: 'shown' })) {
            expect(root.querySelector('time')!.textContent).toBe('Mise à jour le 1 mars 2025');
            // Each part under its heading, its paragraphs as text (a tag stays text).
            expect(sections.map((s) => s.querySelector('h2')!.textContent)).toEqual(HEADINGS);
            expect(sections.map((s) => [...s.querySelectorAll('p')].map((p) => p.textContent))).toEqual(
              NOTICE.sections.map((s) => s.paragraphs),
            );
            expect(root.querySelector('i')).toBeNull();
            // https and mailto links are links; anything else is only its label.
            expect([...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
              ['Site', 'https://www.alpha-interim.example'],
              ['Saisir la CNIL', 'https://www.cnil.fr/fr/plaintes'],
              ['dpo@alpha-interim.example', 'mailto:dpo@alpha-interim.example'],
            ]);
            expect(text).toContain('Piège');
          } else expect(sections).toHaveLength(0);
        },
      }),
    );
  }
});

describe('privacy as declared', () => {
  it('is a detail of one view read from getPrivacyNotice, nothing pushed reads it again (docs/screens/privacy.md)', () => {
    expect(privacyScreen).toMatchObject({ id: 'privacy', paths: ['/privacy'], machine: { family: 'detail', load: 'getPrivacyNotice' } });
    expect(privacyScreen.machine).not.toHaveProperty('refreshOn');
  });
});

publishJourneys('privacy', { model });

it('gate: every state, transition, named action and sneak path of privacy', () => assertJointCoverage([model]));
